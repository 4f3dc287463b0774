import { data, redirect } from "@remix-run/node";
import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { flashHeader, type Flash } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { getT } from "~/modules/i18n/i18n.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { changeOrderStatus, type StatusOutcome } from "./order-status.server";
import { BULK_SHIP_MAX, bulkShipSchema, ORDER_CARRIERS } from "./status-rules";

/**
 * "Mark shipped" for several orders at once (the orders list's bulk form, or this page without
 * JavaScript): the carrier and the staff member's password once, then each order shipped in a
 * transaction of its own through changeOrderStatus, so one refused order leaves the others
 * shipped. Only orders being prepared (processing) ship in bulk: shipping anything else is an
 * unusual step, which is confirmed one order at a time on its own page. No tracking numbers are
 * asked here: the buyers' mails name the carrier only.
 */

export const ORDERS_LIST = "/sattva-administration/orders";

export interface BulkOrder {
  oid: string;
  status: OrderStatus | null;
  customer: string;
  totalCents: number;
}

export interface BulkShipAnswer {
  errors: Record<string, string>;
  values?: Record<string, string | number>;
  orders: BulkOrder[];
  carrier: string;
  returnTo: string;
}

/** The orders named, in the order given (an unknown number shows as such), without repeats. */
async function bulkOrders(oids: readonly string[]): Promise<BulkOrder[]> {
  const unique = [...new Set(oids.map((o) => o.trim().toUpperCase()).filter(Boolean))].slice(0, BULK_SHIP_MAX);
  if (!unique.length) return [];
  const rows = await db().order.findMany({
    where: { oid: { in: unique } },
    select: { oid: true, status: true, totalCents: true, shipName: true, guestName: true },
  });
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  return unique.map((oid) => {
    const r = byOid.get(oid);
    return r
      ? { oid, status: r.status, customer: r.shipName || r.guestName || "", totalCents: r.totalCents }
      : { oid, status: null, customer: "", totalCents: 0 };
  });
}

/** The confirmation page (GET with the chosen `oid`s): the orders, the carriers, where to go back. */
export async function bulkShipPageData(request: Request) {
  const url = new URL(request.url);
  const t = await getT(request, ["order-office", "office"]);
  return {
    orders: await bulkOrders(url.searchParams.getAll("oid")),
    carriers: ORDER_CARRIERS.map((c) => ({ id: c.id, name: c.name })),
    returnTo: safeRedirectPath(url.searchParams.get("returnTo"), ORDERS_LIST),
    title: `${t("order-office:bulk.title")} · ${t("office:meta.suffix")}`,
  };
}

type Refusal = Exclude<StatusOutcome, { ok: true }>["reason"] | "already";

export async function bulkShipAction(request: Request, user: SessionUser) {
  const form = await request.formData();
  const returnTo = safeRedirectPath(form.get("returnTo"), ORDERS_LIST);
  const fields = formFields(form, ["oid", "carrier", "password"]);
  const given = {
    orders: await bulkOrders([fields.oid ?? []].flat().filter((v): v is string => typeof v === "string")),
    carrier: typeof fields.carrier === "string" ? fields.carrier : "",
    returnTo,
  };
  const refuse = (errors: Record<string, string>, status: number, values?: Record<string, string | number>) =>
    data<BulkShipAnswer>({ errors, values, ...given }, { status });

  const input = bulkShipSchema.safeParse(fields);
  if (!input.success) return refuse(fieldErrors(input.error.issues), 400);
  const check = await confirmStaffPassword(user.id, input.data.password, request);
  if (!check.ok) {
    if (check.reason === "limited") {
      return data<BulkShipAnswer>(
        { errors: { password: "errors.limited" }, values: { seconds: check.retryAfterSeconds }, ...given },
        { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
      );
    }
    return refuse({ password: "errors.passwordWrong" }, 403);
  }

  const ctx = { ip: clientAddress(request) };
  const shipped: string[] = [];
  const refused: { oid: string; reason: Refusal; status?: OrderStatus }[] = [];
  for (const oid of [...new Set(input.data.oid)]) {
    const outcome = await changeOrderStatus(
      user,
      oid,
      { status: "shipped", carrier: input.data.carrier, trackingOptional: true, confirmedUnusual: false },
      ctx,
    );
    if (outcome.ok && outcome.changed) shipped.push(oid);
    else if (outcome.ok) refused.push({ oid, reason: "already" });
    else
      refused.push({
        oid,
        reason: outcome.reason,
        status: outcome.reason === "unusual_unconfirmed" ? outcome.from : undefined,
      });
  }

  const t = await getT(request, ["order-office", "office"]);
  const why = (r: (typeof refused)[number]) => {
    switch (r.reason) {
      case "already":
        return t("order-office:bulk.why.already", { oid: r.oid });
      case "not_found":
        return t("order-office:bulk.why.notFound", { oid: r.oid });
      case "unusual_unconfirmed":
        return t("order-office:bulk.why.notReady", { oid: r.oid, status: t(`office:orderStatus.${r.status}`) });
      case "conflict":
        return t("order-office:bulk.why.conflict", { oid: r.oid });
      default:
        return t("order-office:bulk.why.other", { oid: r.oid });
    }
  };
  const flash: Flash = refused.length
    ? {
        key: "order-office:bulk.doneSome",
        values: { count: shipped.length, refused: refused.length, list: refused.map(why).join("; ") },
        tone: "info",
      }
    : { key: "order-office:bulk.doneAll", values: { count: shipped.length }, tone: "success" };
  return redirect(returnTo, { status: 303, headers: { "Set-Cookie": await flashHeader(flash) } });
}
