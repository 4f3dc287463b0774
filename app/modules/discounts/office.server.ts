import type { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { invalidateShopSettings } from "~/modules/settings/settings.server";
import { dayOf, dayStart, nextDay, type DiscountForm } from "./schemas";

/**
 * The back office's discount codes (admins: docs/decisions/017): the list, and saving a code
 * (new or edited) with its audit record in the same transaction. The welcome code is edited here
 * like the others, but stays a percent (the newsletter promises one).
 */

const columns = {
  id: true,
  code: true,
  kind: true,
  value: true,
  startsAt: true,
  endsAt: true,
  minOrderCents: true,
  totalLimit: true,
  perCustomerLimit: true,
  usedCount: true,
  active: true,
  welcome: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DiscountCodeSelect;

export type OfficeDiscountCode = Prisma.DiscountCodeGetPayload<{ select: typeof columns }>;

/** Every code, the newest first (a shop has tens, not thousands: one page). */
export function listDiscountCodes(): Promise<OfficeDiscountCode[]> {
  return db().discountCode.findMany({ select: columns, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 500 });
}

export function findDiscountCode(id: string): Promise<OfficeDiscountCode | null> {
  return db().discountCode.findUnique({ where: { id }, select: columns });
}

/** The form's values for a stored code (days in the shop's time zone, euros as typed). */
export function formValuesOf(code: OfficeDiscountCode): Record<string, string> {
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const lastDay = code.endsAt ? dayOf(new Date(code.endsAt.getTime() - 1)) : "";
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "percent" ? String(code.value) : euros(code.value),
    startsOn: code.startsAt ? dayOf(code.startsAt) : "",
    endsOn: lastDay,
    minOrder: code.minOrderCents ? euros(code.minOrderCents) : "",
    totalLimit: code.totalLimit === null ? "" : String(code.totalLimit),
    perCustomerLimit: code.perCustomerLimit === null ? "" : String(code.perCustomerLimit),
    active: code.active ? "on" : "",
  };
}

const stored = (form: DiscountForm) => ({
  code: form.code,
  kind: form.kind,
  value: form.value,
  startsAt: form.startsOn ? dayStart(form.startsOn) : null,
  endsAt: form.endsOn ? dayStart(nextDay(form.endsOn)) : null,
  minOrderCents: form.minOrder,
  totalLimit: form.totalLimit,
  perCustomerLimit: form.perCustomerLimit,
  active: form.active,
});

export type SaveOutcome =
  { ok: true; id: string } | { ok: false; errors: Record<string, string>; status: 404 | 409 | 422 };

/**
 * Creates a code (`id` null) or saves one, with an audit record ("discount.create" or
 * "discount.update", before and after) in the same transaction; the row is locked while it is
 * read for the "before", so two admins' saves each record what they changed.
 */
export async function saveDiscountCode(
  actor: { id: string },
  id: string | null,
  form: DiscountForm,
  ctx: { ip?: string | null } = {},
): Promise<SaveOutcome> {
  const data = stored(form);
  try {
    const outcome = await db().$transaction(async (tx): Promise<SaveOutcome & { welcome?: boolean }> => {
      if (id === null) {
        const created = await tx.discountCode.create({ data, select: columns });
        await recordAudit(tx, {
          actorId: actor.id,
          action: "discount.create",
          entity: "DiscountCode",
          entityId: created.id,
          after: created,
          ip: ctx.ip ?? null,
        });
        return { ok: true, id: created.id };
      }
      const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "DiscountCode" WHERE id = ${id} FOR UPDATE`;
      if (!locked) return { ok: false, errors: { form: "office.errors.notFound" }, status: 404 };
      const before = await tx.discountCode.findUniqueOrThrow({ where: { id }, select: columns });
      if (before.welcome && data.kind !== "percent") {
        return { ok: false, errors: { kind: "office.errors.welcomeKind" }, status: 422 };
      }
      const after = await tx.discountCode.update({ where: { id }, data, select: columns });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "discount.update",
        entity: "DiscountCode",
        entityId: id,
        before,
        after,
        ip: ctx.ip ?? null,
      });
      return { ok: true, id, welcome: before.welcome };
    });
    // The newsletter's offer (footer, mails, the checkout's pricing stamp) is read from the welcome row.
    if (outcome.ok && outcome.welcome) invalidateShopSettings();
    return outcome.ok ? { ok: true, id: outcome.id } : outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { code: "office.errors.codeTaken" }, status: 409 };
    throw error;
  }
}
