import type { TFunction } from "i18next";
import { z } from "zod";
import { jsonAnswer, jsonError, readJsonBody } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import { getUser } from "~/modules/accounts/guards.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { methodNotAllowed } from "~/modules/office/http.server";
import { db, isDatabaseUnavailable } from "~/lib/db.server";
import { StatementTimeoutResponse } from "~/lib/statement-timeout.server";
import { readAttemptToken, viewAttempt, type StartOutcome } from "~/modules/payments/attempts.server";
import type { PaymentMethod } from "~/modules/payments/provider";
import { methodAvailable } from "~/modules/payments/registry.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import {
  checkout,
  clientIp,
  hitCheckoutLimit,
  startCommitted,
  startFailureKey,
  type CheckoutResult,
} from "./checkout.server";
import type { InvoiceRequest } from "~/modules/invoicing/schemas";
import type { PlaceOrderRefusal } from "./place-order.server";
import { refusalAnswer } from "./refusals";
import { apiCheckoutSchema, specCheckoutSchema, type CheckoutCustomer } from "./schemas";

/**
 * The plumbing the checkout's JSON paths share (POST /api/checkout, /api/sattva-orders/create-order,
 * /stripe/create-checkout-session, /fintecture/initiate-payment): POST only, a per-address limit,
 * a bounded JSON body, field errors and refusals in the request's language, and the same answer
 * when the provider is down (the order stays pending; the token retries the same attempt).
 */

/** A checkout body is a few kB (40 lines at most); anything much larger is not a cart. */
export const CHECKOUT_BODY_MAX = 32 * 1024;
export const RETRY_PATH = "/api/checkout/retry";

/** Which path answers (for the log). */
export type CheckoutFlavour = "api" | "orders" | "stripe" | "fintecture";

export const postOnly = () => methodNotAllowed(["POST"]);

export type CheckoutPost =
  { ok: true; t: TFunction; body: Record<string, unknown> } | { ok: false; response: Response };

/**
 * The start of every checkout POST: 405 for another method, 415 for a body that is not JSON,
 * 429 past the per-address limit (every JSON POST counts, valid or not), 413 when too large, 400
 * when it does not parse to an object.
 */
/** A database restart takes a few seconds (decision 007): the buyer may try again shortly. */
const RETRY_SOON = { "Retry-After": "5" };

export async function readCheckoutPost(request: Request): Promise<CheckoutPost> {
  if (request.method !== "POST") return { ok: false, response: postOnly() };
  const t = await getT(request, "checkout");
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, response: jsonError(415, t("errors.missingInfo")) };
  }
  let limit: Awaited<ReturnType<typeof hitCheckoutLimit>>;
  try {
    limit = await hitCheckoutLimit(request);
  } catch (error) {
    // The limit is counted in the database: down or restarting, nothing can be placed now.
    if (!isDatabaseUnavailable(error)) throw error;
    logError(error, { url: request.url, phase: "checkout-limit" });
    return { ok: false, response: jsonError(503, t("errors.paymentFailed"), {}, RETRY_SOON) };
  }
  if (!limit.allowed) {
    const retryAfter = { "Retry-After": String(limit.retryAfterSeconds) };
    return { ok: false, response: jsonError(429, t("errors.rateLimited", { minutes: limit.minutes }), {}, retryAfter) };
  }
  const body = await readJsonBody(request, CHECKOUT_BODY_MAX);
  if (!body.ok) {
    const key = body.reason === "size" ? "errors.requestTooLarge" : "errors.missingInfo";
    return { ok: false, response: jsonError(body.reason === "size" ? 413 : 400, t(key)) };
  }
  return { ok: true, t, body: body.value };
}

/** A schema message is a key of the namespace; zod's own texts (a wrong type) become the generic one. */
const fieldMessage = (t: TFunction, message: string) =>
  t(/^(errors\.|invoicing:errors\.)/.test(message) ? message : "errors.invalid");

/** Field errors keyed by their path ("customer.email", "items.0.quantity"), first message each. */
export function checkoutFieldErrors(t: TFunction, issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= fieldMessage(t, issue.message);
  }
  return out;
}

/** 422: the body is JSON but not a checkout; each refused field with the spec's message. */
export function invalidCheckout(t: TFunction, fieldErrors: Record<string, string>): Response {
  return jsonError(422, t("errors.missingInfo"), { fieldErrors });
}

/** What the buyer is told when the order could not be placed (409 stock, 422, 429 holds). */
export function refusalResponse(t: TFunction, refusal: PlaceOrderRefusal): Response {
  // A fixed T function knows its language (i18next's getFixedT): the minimum order is written in it.
  const answer = refusalAnswer(refusal, (t as unknown as { lng?: string }).lng);
  const extra = refusal.reason === "stock_short" ? { productId: refusal.productId, available: refusal.available } : {};
  return jsonError(answer.status, t(answer.key, answer.values), extra);
}

/**
 * The provider could not start the payment: the order is placed and waits (stock held until its
 * reservation ends); the token retries the same attempt at RETRY_PATH. The texts are the spec's
 * (SPEC section 8 "Payments"), the bank-transfer provider's for a bank transfer; "no_redirect" is
 * that provider answering without a page to send the buyer to.
 */
export function startFailed(
  t: TFunction,
  outcome: Extract<StartOutcome, { ok: false }>,
  token: string,
  method: string,
): Response {
  const oid = "oid" in outcome ? outcome.oid : undefined;
  if (outcome.reason === "closed") {
    return jsonError(409, t("errors.orderClosed", { status: outcome.status }), { oid });
  }
  return jsonError(503, t(startFailureKey(method, outcome.reason)), { oid, paymentToken: token, retry: RETRY_PATH });
}

export interface CheckoutOrder {
  method: PaymentMethod;
  items: { productId: string; quantity: number }[];
  customer: CheckoutCustomer;
  discountCode?: string | null;
  invoice?: InvoiceRequest | null;
}

export type Started = Extract<CheckoutResult, { ok: true }> & { start: Extract<StartOutcome, { ok: true }> };

/**
 * Places the order for the caller (the signed-in account by cookie or bearer token, else a
 * guest) in the request's language and starts its payment; any refusal or start failure is
 * already the answer.
 */
export async function placeAndStart(
  request: Request,
  t: TFunction,
  order: CheckoutOrder,
): Promise<{ ok: true; placed: Started } | { ok: false; response: Response }> {
  const { paymentMethods: enabled } = await getShopSettings();
  if (!methodAvailable(order.method, enabled))
    return { ok: false, response: jsonError(503, t("errors.methodUnavailable")) };
  const user = await getUser(request);
  const result = await checkout({
    method: order.method,
    items: order.items,
    customer: order.customer,
    discountCode: order.discountCode || null,
    invoice: order.invoice ?? null,
    user: user ? { id: user.id } : null,
    locale: await getLanguage(request),
    clientIp: clientIp(request),
  });
  if (!result.ok) return { ok: false, response: refusalResponse(t, result) };
  if (!result.start.ok) return { ok: false, response: startFailed(t, result.start, result.token, order.method) };
  return { ok: true, placed: { ...result, start: result.start } };
}

/**
 * One checkout POST from start to answer: read, `parse` (a checkout, or an answer already),
 * place and start, then `answer` the started order. An unexpected failure before the order
 * exists is logged and answers 500 with the path's own text; one after it (writing the answer
 * reads the database again) answers like a provider that is down: 503 with the order number and
 * the token that retries the same attempt, so nobody places a second order for nothing.
 */
export async function handleCheckoutPost(
  request: Request,
  flavour: CheckoutFlavour,
  parse: (body: Record<string, unknown>, t: TFunction) => Promise<CheckoutOrder | Response>,
  answer: (placed: Started, t: TFunction) => Promise<Response>,
  failure: (t: TFunction) => string = (t) => t("errors.paymentFailed"),
): Promise<Response> {
  const read = await readCheckoutPost(request);
  if (!read.ok) return read.response;
  const { t } = read;
  /** The order once it exists: what the answer to any later failure must carry. */
  let placed: { oid: string; token: string; method: PaymentMethod } | undefined;
  try {
    const order = await parse(read.body, t);
    if (order instanceof Response) return order;
    const started = await placeAndStart(request, t, order);
    if (!started.ok) return started.response;
    placed = { oid: started.placed.oid, token: started.placed.token, method: order.method };
    return await answer(started.placed, t);
  } catch (error) {
    logError(error, { url: request.url, phase: `checkout-${flavour}`, oid: placed?.oid });
    // The database down or restarting: nothing was placed; the buyer may simply try again.
    if (!placed && isDatabaseUnavailable(error)) return jsonError(503, failure(t), {}, RETRY_SOON);
    // A statement over its time limit: the translated 503 with Retry-After, nothing placed.
    if (!placed && error instanceof StatementTimeoutResponse) return error;
    if (!placed) return jsonError(500, failure(t));
    return startFailed(t, { ok: false, reason: "unavailable", oid: placed.oid }, placed.token, placed.method);
  }
}

const retrySchema = z.object({ paymentToken: z.string().min(1).max(120) });

/**
 * POST /api/checkout/retry `{ paymentToken }`: starts again the payment of an order whose
 * provider was down (no new order; the attempt's idempotency key opens no second session).
 * 200 `{ redirectUrl, oid }`; 409 when the order can no longer be paid; 503 with the same token
 * while the provider (or the database) is still down; 400 for a token that names no attempt.
 */
export async function handleRetryPost(request: Request): Promise<Response> {
  const read = await readCheckoutPost(request);
  if (!read.ok) return read.response;
  const { t } = read;
  const parsed = retrySchema.safeParse(read.body);
  const token = parsed.success ? parsed.data.paymentToken : null;
  try {
    const attempt = await viewAttempt(token);
    if (!attempt) return jsonError(400, t("errors.attemptInvalid"));
    const outcome = await startCommitted(attempt.paymentId, attempt.oid, clientIp(request));
    if (outcome.ok) return jsonAnswer({ redirectUrl: outcome.redirectUrl, oid: outcome.oid });
    if (outcome.reason === "not_found") return jsonError(400, t("errors.attemptInvalid"));
    return startFailed(t, outcome, attempt.token, attempt.method);
  } catch (error) {
    logError(error, { url: request.url, phase: "checkout-retry" });
    // The token's signature holds: the order behind it exists, and the same token tries again.
    if (token && readAttemptToken(token)) {
      return jsonError(503, t("errors.paymentFailed"), { paymentToken: token, retry: RETRY_PATH });
    }
    return jsonError(500, t("errors.paymentFailed"));
  }
}

/** The provider's reference of a started attempt (the Stripe session id the spec's client reads). */
export async function providerRefOf(paymentId: string): Promise<string | null> {
  const p = await db().payment.findUnique({ where: { id: paymentId }, select: { providerRef: true } });
  return p?.providerRef ?? null;
}

/**
 * The spec's items name a product by `id` where given, else by its exact title (case ignored).
 * A title that names no product, or more than one, cannot be sold: 422 with the line's field.
 */
export async function resolveSpecItems(
  t: TFunction,
  items: readonly { id?: string; title?: string; quantity: number }[],
): Promise<{ productId: string; quantity: number }[] | Response> {
  const titles = [...new Set(items.filter((i) => !i.id && i.title).map((i) => i.title!.toLowerCase()))];
  const found = titles.length
    ? await db().product.findMany({
        where: { OR: titles.map((title) => ({ title: { equals: title, mode: "insensitive" as const } })) },
        select: { id: true, title: true },
      })
    : [];
  const byTitle = new Map<string, string[]>();
  for (const p of found) {
    const key = p.title.toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), p.id]);
  }
  const out: { productId: string; quantity: number }[] = [];
  for (const [index, item] of items.entries()) {
    if (item.id) {
      out.push({ productId: item.id, quantity: item.quantity });
      continue;
    }
    if (!item.title) return invalidCheckout(t, { [`items.${index}.title`]: t("errors.required") });
    const ids = byTitle.get(item.title.toLowerCase()) ?? [];
    if (ids.length !== 1) {
      return jsonError(422, t("errors.unknownProduct"), {
        fieldErrors: { [`items.${index}.title`]: t("errors.itemInvalid") },
      });
    }
    out.push({ productId: ids[0], quantity: item.quantity });
  }
  return out;
}

/** The 201 of POST /api/checkout (and the base of create-order's answer). */
export function createdAnswer(placed: Started, extra: Record<string, unknown> = {}) {
  return jsonAnswer(
    {
      orderId: placed.orderId,
      oid: placed.oid,
      totalAmount: placed.totals.totalCents / 100,
      totals: placed.totals,
      redirectUrl: placed.start.redirectUrl,
      paymentToken: placed.token,
      ...extra,
    },
    201,
  );
}

/** The body of POST /api/checkout and /api/sattva-orders/create-order. */
export async function parseApiCheckout(body: Record<string, unknown>, t: TFunction): Promise<CheckoutOrder | Response> {
  const parsed = apiCheckoutSchema.safeParse(body);
  if (!parsed.success) return invalidCheckout(t, checkoutFieldErrors(t, parsed.error.issues));
  const { method, items, customer, discountCode, invoice } = parsed.data;
  const lines = items.map((i) => ({ productId: i.id, quantity: i.quantity }));
  return { method, items: lines, customer, discountCode, invoice: invoice ?? null };
}

/** The spec's body (SPEC section 7 "Payments"), paid with `method`: its price and totalAmount are never read. */
export const parseSpecCheckout =
  (method: PaymentMethod) =>
  async (body: Record<string, unknown>, t: TFunction): Promise<CheckoutOrder | Response> => {
    const parsed = specCheckoutSchema.safeParse(body);
    if (!parsed.success) return invalidCheckout(t, checkoutFieldErrors(t, parsed.error.issues));
    const items = await resolveSpecItems(t, parsed.data.items);
    if (items instanceof Response) return items;
    return { method, items, customer: parsed.data.customer };
  };
