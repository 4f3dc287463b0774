import { db } from "~/lib/db.server";
import { exportPersonalData } from "~/modules/accounts/data-export.server";
import { recordAudit } from "~/modules/audit/audit.server";

/**
 * The shopper's own download of everything the shop holds about them (GDPR art. 15, and art. 20
 * in a structured, machine-readable format): the same document staff download for them
 * (`exportPersonalData`), as a JSON attachment. Audited ("user.export", the shopper as actor)
 * before it is read, so the file shows its own download. Null for an erased account.
 */
export async function ownDataExportResponse(userId: string, ip: string | null, now = new Date()) {
  await db().$transaction((tx) =>
    recordAudit(tx, { actorId: userId, action: "user.export", entity: "User", entityId: userId, ip }),
  );
  const document = await exportPersonalData(userId, now);
  if (!document) return null;
  const day = now.toISOString().slice(0, 10);
  return new Response(JSON.stringify(document, null, 2), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="sattva-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
