import { expect } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import type { PaymentMethod } from "~/modules/payments/provider";
import { action, loader } from "~/routes/sattva-administration.orders_.$oid_.refund";
import { checkoutCustomer, FIXTURE_PASSWORD, makeCatalogue, makeUser, signIn } from "./account-fixtures";
import { args, dataOf, pageRequest, settle, statusOf } from "./routes";

/**
 * What the refund tests share, whatever the provider: orders placed through the real checkout,
 * staff who refund through the refund page's own loader and action (as a browser without
 * JavaScript would), and what the database says afterwards.
 */

export const refundPath = (oid: string) => `/sattva-administration/orders/${oid}/refund`;

/** The buyer's refund mails (English) about order `oid`, among the outbox's mails. */
export const refundMailsFor = (mails: string[], oid: string) =>
  mails.filter((m) => m.includes(oid) && m.includes("we have refunded"));

let buyers = 0;

/** An order of two products (2 × 10.00 and 1 × 11.00), placed with `method`. */
export async function placeOrder(method: PaymentMethod, o: { locale?: string; discountCode?: string } = {}) {
  const [a, b] = await makeCatalogue(2, 10);
  const r = await checkout({
    method,
    items: [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ],
    customer: checkoutCustomer(`refund-buyer${++buyers}-${method}@example.test`),
    discountCode: o.discountCode,
    user: null,
    locale: o.locale ?? "en",
    clientIp: null,
  });
  if (!r.ok) throw new Error(r.reason);
  const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
  const order = await db().order.findUniqueOrThrow({
    where: { id: r.orderId },
    include: { lines: { orderBy: { id: "asc" } } },
  });
  return { ...r, payment, ref: payment.providerRef ?? "", order, redirectUrl: r.start.ok ? r.start.redirectUrl : "" };
}

export type Placed = Awaited<ReturnType<typeof placeOrder>>;

/** Staff signed in: an admin and a manager with FIXTURE_PASSWORD, and a shopper. */
export async function staff() {
  const admin = await signIn(await makeUser({ role: "admin" }));
  const manager = await signIn(await makeUser({ role: "manager" }));
  const shopper = await signIn(await makeUser({ role: "user" }));
  return { admin, manager, shopper };
}

type Session = Awaited<ReturnType<typeof signIn>>;

type Loaded = Awaited<ReturnType<typeof loader>>;
export type PageData = Exclude<Loaded, { init: unknown }>;

/** The refund page as `who` gets it: its status and data (with the form's key), or the Response a guard threw. */
export async function loadPage(who: Session, oid: string): Promise<Response | { status: number; page: PageData }> {
  const r = await settle(loader(args(who.request(refundPath(oid)), { oid })));
  if (r instanceof Response) return r;
  return "init" in r ? { status: statusOf(r), page: dataOf<PageData>(r) } : { status: 200, page: r };
}

/** The refund page's data as an admin gets it (200), or the Response a guard threw. */
export async function openPage(who: Session, oid: string): Promise<PageData | Response> {
  const r = await loadPage(who, oid);
  if (r instanceof Response) return r;
  expect(r.status).toBe(200);
  return r.page;
}

/** The page's fresh idempotency key, as a rendered form carries it. */
export async function formKey(who: Session, oid: string) {
  const page = await openPage(who, oid);
  if (page instanceof Response) throw new Error(`refund page answered ${page.status}`);
  return page.idempotencyKey;
}

/** Sends the refund form (a native POST); `key` defaults to a freshly rendered page's. */
export async function sendForm(who: Session, oid: string, fields: Record<string, string>, key?: string) {
  const k = key ?? (await formKey(who, oid));
  const answer = await settle(
    action(args(who.post(refundPath(oid), { password: FIXTURE_PASSWORD, key: k, ...fields }), { oid })),
  );
  return { answer, key: k, status: statusOf(answer), data: answer instanceof Response ? null : dataOf(answer) };
}

/** Fields choosing lines by their position in the order (0-based) and a quantity. */
export function lineFields(placed: Placed, picks: [number, number][], shipping = false) {
  const fields: Record<string, string> = { kind: "lines" };
  for (const [i, q] of picks) fields[`qty.${placed.order.lines[i].id}`] = String(q);
  if (shipping) fields.shipping = "on";
  return fields;
}

/** The order, its payment and its refunds as stored now. */
export async function stored(placed: Placed) {
  const order = await db().order.findUniqueOrThrow({
    where: { id: placed.orderId },
    select: { refundedCents: true, flaggedForReview: true, reviewReason: true, totalCents: true, status: true },
  });
  const payment = await db().payment.findUniqueOrThrow({ where: { id: placed.paymentId }, select: { status: true } });
  const refunds = await db().refund.findMany({ where: { orderId: placed.orderId }, orderBy: { createdAt: "asc" } });
  const events = await db().paymentEvent.findMany({
    where: { paymentId: placed.paymentId, status: { startsWith: "refund_" } },
    orderBy: { receivedAt: "asc" },
  });
  const audits = await db().auditEvent.findMany({
    where: { entityId: placed.orderId, action: { startsWith: "order.refund" } },
    orderBy: { createdAt: "asc" },
  });
  return { order, payment, refunds, events, audits };
}

/** A 303 back to the order page with a toast. */
export function expectDone(answer: unknown, oid: string) {
  expect(answer).toBeInstanceOf(Response);
  const res = answer as Response;
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`/sattva-administration/orders/${oid}`);
  expect(res.headers.getSetCookie().some((c) => c.startsWith("sattva_flash="))).toBe(true);
}

/**
 * What every provider's refund must refuse before asking anyone: a wrong password (403, 'Incorrect
 * password.'), a manager (the page without its form, 403; the form 403), a shopper (sent home by
 * the guard), a visitor (to the log-in page). Nothing is written.
 */
export async function expectGuarded(people: Awaited<ReturnType<typeof staff>>, placed: Placed) {
  const before = await stored(placed);
  const key = await formKey(people.admin, placed.oid);
  const wrong = await settle(
    action(
      args(people.admin.post(refundPath(placed.oid), { kind: "full", key, password: "not-the-password" }), {
        oid: placed.oid,
      }),
    ),
  );
  expect(statusOf(wrong)).toBe(403);
  expect(dataOf(wrong)).toMatchObject({ error: "errors.wrongPassword", idempotencyKey: key });
  // A manager sees the page without its form (403), and the form is refused the same way.
  const managerPage = await loadPage(people.manager, placed.oid);
  expect(managerPage).toMatchObject({ status: 403, page: { canRefund: false } });
  const byManager = await sendForm(people.manager, placed.oid, { kind: "full" }, key);
  expect(byManager.status).toBe(403);
  expect(byManager.data).toMatchObject({ error: "errors.adminOnly" });
  const shopperPage = await loadPage(people.shopper, placed.oid);
  expect(shopperPage).toBeInstanceOf(Response);
  expect((shopperPage as Response).headers.get("location")).toBe("/");
  const byShopper = await sendForm(people.shopper, placed.oid, { kind: "full" }, key);
  expect((byShopper.answer as Response).headers.get("location")).toBe("/");
  const anonymous = await settle(loader(args(pageRequest(refundPath(placed.oid)), { oid: placed.oid })));
  expect((anonymous as Response).headers.get("location")).toMatch(/^\/account\/login/);
  expect(await stored(placed)).toEqual(before);
}
