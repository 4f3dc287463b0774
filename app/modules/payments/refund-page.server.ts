import { data, redirect } from "@remix-run/node";
import { db } from "~/lib/db.server";
import { flashHeader } from "~/lib/flash.server";
import { formatEUR, parseMoneyToCents } from "~/lib/money";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { newIdempotencyKey } from "./attempts.server";
import { refundedSoFar, type RefundRequest } from "./refund-amounts";
import { refundablePayment } from "./refund-ledger.server";
import { orderRefundState, refundOrder, type RefundFailure } from "./refunds.server";

/**
 * The refund page's server side (/sattva-administration/orders/<oid>/refund): what the page
 * shows, and the form's answer. The route only checks the role and calls these.
 */

export const orderPath = (oid: string) => `/sattva-administration/orders/${encodeURIComponent(oid)}`;

/** The order-page reasons a person must act on (settle.server.ts, attempts.server.ts write them). */
function reviewKind(reason: string | null): "refund_due" | "late_payment" | "other" {
  if (reason?.startsWith("refund_due")) return "refund_due";
  if (reason?.startsWith("late_payment")) return "late_payment";
  return "other";
}

/** "Refund order SAT-10101 · <the office's suffix>", in the request's language. */
async function pageTitle(request: Request, oid: string) {
  const [t, office] = await Promise.all([getT(request, "refunds-office"), getT(request, "office")]);
  return `${t("title", { oid })} · ${office("meta.suffix")}`;
}

export async function refundPageData(request: Request, oid: string) {
  const order = await db().order.findUnique({
    where: { oid },
    select: {
      id: true,
      oid: true,
      status: true,
      totalCents: true,
      subtotalCents: true,
      discountCents: true,
      shippingCents: true,
      flaggedForReview: true,
      reviewReason: true,
      email: true,
      lines: {
        select: { id: true, title: true, unitPriceCents: true, quantity: true, lineTotalCents: true },
        orderBy: { id: "asc" },
      },
    },
  });
  if (!order) throw new Response("Not found", { status: 404 });
  const state = await orderRefundState(order.id);
  const done = refundedSoFar(state.refunds.filter((r) => r.status !== "failed").map((r) => r.detail));
  const payment = await refundablePayment(db(), order.id);
  return {
    title: await pageTitle(request, order.oid),
    order: {
      oid: order.oid,
      status: order.status,
      totalCents: order.totalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      email: order.email,
      review: order.flaggedForReview
        ? { kind: reviewKind(order.reviewReason), reason: order.reviewReason ?? "" }
        : null,
      lines: order.lines.map((l) => ({
        ...l,
        refunded: Math.min(done.quantities.get(l.id) ?? 0, l.quantity),
      })),
      shippingRefunded: done.shipping,
    },
    payment: payment ? { provider: payment.provider, method: payment.method, amountCents: payment.amountCents } : null,
    state,
    /** A new key per rendering: the form carries it, so sending it twice refunds once. */
    idempotencyKey: newIdempotencyKey(),
  };
}

export interface RefundFormAnswer {
  error: string;
  values?: Record<string, string | number>;
  field?: "password" | "amount" | "lines" | "form";
  /** The key the form was sent with: kept, so that sending it again is the same refund. */
  idempotencyKey: string;
  submitted: { kind: string; amount: string; shipping: boolean; reason: string; quantities: Record<string, string> };
}

const KEY = /^sattva-[0-9a-f-]{36}$/;

function readRequest(form: FormData): { request: RefundRequest } | { error: string; field: RefundFormAnswer["field"] } {
  const kind = form.get("kind");
  if (kind === "full") return { request: { kind: "full" } };
  if (kind === "amount") {
    const cents = parseMoneyToCents(form.get("amount"));
    if (cents === null || cents <= 0) return { error: "errors.amount", field: "amount" };
    return { request: { kind: "amount", amountCents: cents } };
  }
  if (kind === "lines") {
    const lines: { lineId: string; quantity: number }[] = [];
    for (const [name, value] of form) {
      if (!name.startsWith("qty.") || typeof value !== "string" || value.trim() === "") continue;
      const quantity = Number(value);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 999)
        return { error: "errors.quantity", field: "lines" };
      lines.push({ lineId: name.slice(4), quantity });
    }
    return { request: { kind: "lines", lines, includeShipping: form.get("shipping") === "on" } };
  }
  return { error: "errors.kind", field: "form" };
}

/** The form sent by staff who may not refund (a manager): 403, nothing asked of anyone. */
export function adminOnlyAnswer() {
  return data<RefundFormAnswer>(
    {
      error: "errors.adminOnly",
      field: "form",
      idempotencyKey: newIdempotencyKey(),
      submitted: { kind: "", amount: "", shipping: false, reason: "", quantities: {} },
    },
    { status: 403 },
  );
}

const failureStatus: Record<RefundFailure, number> = {
  not_found: 404,
  not_paid: 409,
  nothing_left: 409,
  over_refundable: 409,
  line_over: 409,
  shipping_done: 409,
  in_progress: 409,
  key_reused: 409,
  empty: 400,
  unknown_line: 400,
  refused: 422,
  unavailable: 503,
};

/**
 * The form's answer: the staff password first ('Incorrect password.'), then the refund. Done or
 * accepted → back to the order page with a toast; anything else → the page again with the reason
 * and a 4xx (a 503 when the provider could not be reached), the same key kept for a retry.
 */
export async function refundFormAction(request: Request, user: SessionUser, oid: string) {
  const form = await request.formData();
  const submittedKey = String(form.get("key") ?? "");
  const idempotencyKey = KEY.test(submittedKey) ? submittedKey : newIdempotencyKey();
  const quantities: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith("qty.") && typeof value === "string") quantities[name] = value;
  const submitted = {
    kind: String(form.get("kind") ?? ""),
    amount: String(form.get("amount") ?? "").slice(0, 20),
    shipping: form.get("shipping") === "on",
    reason: String(form.get("reason") ?? "").slice(0, 500),
    quantities,
  };
  const answer = (
    status: number,
    error: string,
    field: RefundFormAnswer["field"],
    values?: RefundFormAnswer["values"],
    headers?: HeadersInit,
  ) => data<RefundFormAnswer>({ error, field, values, idempotencyKey, submitted }, { status, headers });

  const password = form.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > 200) {
    return answer(400, "errors.password", "password");
  }
  const parsed = readRequest(form);
  if ("error" in parsed) return answer(400, parsed.error, parsed.field);
  if (!KEY.test(submittedKey)) return answer(400, "errors.stale", "form");
  const check = await confirmStaffPassword(user.id, password, request);
  if (!check.ok && check.reason === "limited") {
    return answer(429, "errors.limited", "password", undefined, { "Retry-After": String(check.retryAfterSeconds) });
  }
  if (!check.ok) return answer(403, "errors.wrongPassword", "password");

  const outcome = await refundOrder(user, oid, parsed.request, {
    idempotencyKey,
    reason: submitted.reason,
    ip: clientAddress(request),
  });
  if (outcome.ok) {
    const flash = await flashHeader({
      key: outcome.status === "succeeded" ? "refunds-office:toast.done" : "refunds-office:toast.pending",
      values: { oid, amount: formatEUR(outcome.amountCents, await getLanguage(request)) },
    });
    return redirect(orderPath(oid), { status: 303, headers: { "Set-Cookie": flash } });
  }
  if (outcome.reason === "not_found") throw new Response("Not found", { status: 404 });
  const field =
    outcome.reason === "line_over" || outcome.reason === "empty" || outcome.reason === "unknown_line"
      ? "lines"
      : "form";
  return answer(failureStatus[outcome.reason], `errors.${outcome.reason}`, field, {
    ...(outcome.message ? { reason: outcome.message } : {}),
    ...(outcome.refundableCents !== undefined ? { refundableCents: outcome.refundableCents } : {}),
  });
}
