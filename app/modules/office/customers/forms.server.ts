import { data, redirect } from "@remix-run/node";
import { db } from "~/lib/db.server";
import { flashHeader } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import { exportPersonalData } from "~/modules/accounts/data-export.server";
import { setLoginDisabled } from "~/modules/accounts/disable.server";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { confirmStaffPassword, deleteUserAsAdmin, updateUserAsAdmin } from "../users-admin.server";
import { isRecordId } from "../schemas";
import {
  CUSTOMERS_PATH,
  customerEditSchema,
  customerPath,
  isCustomerIntent,
  staffPasswordSchema,
  type CustomerIntent,
} from "./schemas";

/**
 * What the customers pages' forms do, so the routes stay a few lines. Every change carries the
 * admin's password in the same POST (checked against the hash, rate-limited) and is audited by
 * the function it calls. Answers: a 303 with a toast, or the form again with a message and a 4xx.
 * Messages are keys of the `customers-office` namespace.
 */

type Check = Awaited<ReturnType<typeof confirmStaffPassword>>;

/** The wrong-password answers shared by every form: 429 with Retry-After when limited, else 403. */
function passwordRefusal(check: Exclude<Check, { ok: true }>) {
  return check.reason === "limited"
    ? { status: 429, key: "errors.limited", headers: { "Retry-After": String(check.retryAfterSeconds) } }
    : { status: 403, key: "errors.wrongPassword", headers: undefined };
}

export interface EditAnswer {
  message?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** Why updateUserAsAdmin refused, as a message; anything unforeseen is 'Failed to update user.'. */
const EDIT_REFUSALS: Record<string, { status: number; field?: string; key: string }> = {
  taken: { status: 409, field: "email", key: "errors.emailTaken" },
  "self-role": { status: 409, field: "role", key: "errors.selfRole" },
  "last-admin": { status: 409, field: "role", key: "errors.lastAdmin" },
  "not-found": { status: 404, key: "edit.failed" },
};

/**
 * The edit form (SPEC "Customers", edit mode; SPEC 5 "User edit form"): names, e-mail and role,
 * with the admin's password. Saved → the customer page with 'User updated successfully.'.
 */
export async function editCustomerForm(request: Request, actor: SessionUser, id: string) {
  const form = await request.formData();
  const fields = formFields(form, ["fname", "lname", "email", "role", "password"]);
  const values = Object.fromEntries(
    (["fname", "lname", "email", "role"] as const).map((k) => [k, typeof fields[k] === "string" ? fields[k] : ""]),
  ) as Record<string, string>;
  const again = (status: number, answer: Omit<EditAnswer, "values">, headers?: HeadersInit) =>
    data<EditAnswer>({ ...answer, values }, { status, headers });

  const parsed = customerEditSchema.safeParse(fields);
  if (!parsed.success) return again(400, { message: "edit.invalid", errors: fieldErrors(parsed.error.issues) });
  const check = await confirmStaffPassword(actor.id, parsed.data.password, request);
  if (!check.ok) {
    const refusal = passwordRefusal(check);
    // Limited: the message above the form says to wait; wrong: the password field says so.
    return check.reason === "limited"
      ? again(refusal.status, { message: refusal.key, errors: {} }, refusal.headers)
      : again(refusal.status, { message: "edit.invalid", errors: { password: refusal.key } });
  }
  const { password: _password, ...changes } = parsed.data;
  const outcome = await updateUserAsAdmin(actor.id, id, changes, request);
  if (!outcome.ok) {
    const refusal = EDIT_REFUSALS[outcome.reason as string] ?? { status: 409, key: "edit.failed" };
    return again(refusal.status, {
      message: refusal.field ? "edit.failed" : refusal.key,
      errors: refusal.field ? { [refusal.field]: refusal.key } : {},
    });
  }
  const flash = await flashHeader({ key: "customers-office:toast.updated" });
  return redirect(customerPath(id), { status: 303, headers: { "Set-Cookie": flash } });
}

export interface ActionAnswer {
  intent: CustomerIntent | null;
  error: string;
}

/**
 * The customer page's account actions (admins): disable or re-enable the log-in, erase the
 * account. One form each, with the password. Erased → the list with 'User deleted successfully.'.
 */
export async function customerActionForm(request: Request, actor: SessionUser, id: string) {
  const form = await request.formData();
  const fields = formFields(form, ["intent", "password"]);
  const intent = isCustomerIntent(fields.intent) ? fields.intent : null;
  const refuse = (status: number, error: string, headers?: HeadersInit) =>
    data<ActionAnswer>({ intent, error }, { status, headers });
  if (!intent) return refuse(400, "errors.unknownAction");
  const parsed = staffPasswordSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, "errors.passwordRequired");
  const check = await confirmStaffPassword(actor.id, parsed.data.password, request);
  if (!check.ok) {
    const refusal = passwordRefusal(check);
    return refuse(refusal.status, refusal.key, refusal.headers);
  }

  if (intent === "erase") {
    const outcome = await deleteUserAsAdmin(actor.id, id, request);
    if (!outcome.ok) {
      // A refusal this page does not know yet (a rule added to deleteUserAsAdmin) is still said.
      const reason = outcome.reason as string;
      if (reason === "last-admin") return refuse(409, "errors.lastAdminAccess");
      const known = reason === "self" || reason === "not-found";
      return refuse(reason === "not-found" ? 404 : 409, known ? `errors.erase.${reason}` : "errors.erase.failed");
    }
    // 'User deleted successfully.', and what stays: the orders and invoices tax law keeps.
    const flash = await flashHeader({ key: "privacy:erase.staffDone" });
    return redirect(CUSTOMERS_PATH, { status: 303, headers: { "Set-Cookie": flash } });
  }

  const disable = intent === "disable";
  const outcome = await setLoginDisabled({ id: actor.id, ip: clientAddress(request) }, id, disable);
  if (!outcome.ok) {
    if (outcome.reason === "last-admin") return refuse(409, "errors.lastAdminAccess");
    return refuse(outcome.reason === "self" ? 409 : 404, `errors.${intent}.${outcome.reason}`);
  }
  const flash = await flashHeader({
    key: `customers-office:toast.${disable ? "disabled" : "enabled"}`,
    values: { email: outcome.email },
    tone: outcome.changed ? "success" : "info",
  });
  return redirect(customerPath(id), { status: 303, headers: { "Set-Cookie": flash } });
}

/**
 * The person's data as a JSON attachment (GDPR access request), audited ("user.export") before it
 * is read, so the file itself shows the export. 404 for an unknown or erased account.
 */
export async function customerExportResponse(request: Request, actor: SessionUser, id: string, now = new Date()) {
  if (!isRecordId(id)) throw new Response("Not found", { status: 404 });
  const live = await db().user.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!live) throw new Response("Not found", { status: 404 });
  await db().$transaction((tx) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: "user.export",
      entity: "User",
      entityId: id,
      ip: clientAddress(request),
    }),
  );
  const document = await exportPersonalData(id, now);
  if (!document) throw new Response("Not found", { status: 404 });
  const day = now.toISOString().slice(0, 10);
  return new Response(JSON.stringify(document, null, 2), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="sattva-personal-data-${id}-${day}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
