import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/lib/db.server";
import { providerFor } from "~/modules/payments/registry.server";
import { action as checkoutAction } from "~/routes/api.checkout";
import { action as retryAction } from "~/routes/api.checkout.retry";
import { action as createOrderAction } from "~/routes/api.sattva-orders.create-order";
import { action as pageAction } from "~/routes/pages.payment-proceed";
import { makeCatalogue, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, jsonRequest, responseOf, settle, statusOf } from "../../../tests/support/routes";

/**
 * The database cut once the order's transaction has committed (recording the provider's answer,
 * reading the order back for the answer, reading the attempt on a retry): the buyer is told the
 * truth — the order exists, here is its number and the token to retry it — never a bare 500 that
 * reads as "nothing happened" while a unit stays held, and a retry finds the same order.
 */

const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "c".repeat(40),
    // No provider keys: every method goes through the built-in test gateway.
    STRIPE_SECRET_KEY: undefined,
    FINTECTURE_APP_ID: undefined,
    PAYPAL_CLIENT_ID: undefined,
  },
  { outbox: "after-commit" },
);

const en = JSON.parse(readFileSync(path.resolve("locales/en/checkout.json"), "utf8")).errors as Record<string, string>;

/**
 * The steps that read or write the database after the order's transaction: starting (or
 * restarting) its payment, reading an attempt for a retry, reading the order back for the
 * answer. `cutNext(step)` makes the next call of one fail as a cut connection does (the error
 * PostgreSQL's driver throws); the calls after it go through.
 */
const cut = vi.hoisted(() => ({ next: new Set<string>() }));
function failIfCut(step: string) {
  if (!cut.next.delete(step)) return;
  throw new Error("Connection terminated unexpectedly");
}
const cutNext = (step: "startAttempt" | "viewAttempt" | "findApiOrder") => cut.next.add(step);

vi.mock("~/modules/payments/attempts.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/modules/payments/attempts.server")>();
  return {
    ...real,
    startAttempt: async (...a: Parameters<typeof real.startAttempt>) => {
      failIfCut("startAttempt");
      return real.startAttempt(...a);
    },
    viewAttempt: async (...a: Parameters<typeof real.viewAttempt>) => {
      failIfCut("viewAttempt");
      return real.viewAttempt(...a);
    },
  };
});
vi.mock("~/modules/orders/orders-api.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/modules/orders/orders-api.server")>();
  return {
    ...real,
    findApiOrder: async (...a: Parameters<typeof real.findApiOrder>) => {
      failIfCut("findApiOrder");
      return real.findApiOrder(...a);
    },
  };
});

let buyers = 0;
const customer = () => ({
  fullName: "Ada Rossi",
  email: `after-commit${++buyers}@example.test`,
  address: "Via Roma 1",
  city: "Bologna",
  postalCode: "40100",
  phone: "+39 347 123 4567",
  country: "IT",
});

async function post(handler: (a: ReturnType<typeof args>) => unknown, url: string, body: unknown) {
  const res = await responseOf(handler(args(jsonRequest(url, body))));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const ordersOf = (email: string) => db().order.findMany({ where: { email }, select: { oid: true, status: true } });

describe("a failure after the order has committed", () => {
  withTestDatabase();

  afterEach(() => cut.next.clear());

  it("POST /api/checkout: the database cut as the payment starts → 503 with the order and its token; the retry finds it", async () => {
    env.set();
    expect(providerFor("card").id).toBe("test");
    const [p] = await makeCatalogue(1, 5);
    const buyer = customer();
    cutNext("startAttempt");

    const res = await post(checkoutAction, "/api/checkout", {
      method: "card",
      items: [{ id: p.id, quantity: 1 }],
      customer: buyer,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      error: en.paymentFailed,
      oid: expect.stringMatching(/^SAT-/),
      paymentToken: expect.any(String),
      retry: "/api/checkout/retry",
    });
    expect(await ordersOf(buyer.email)).toEqual([{ oid: res.body.oid, status: "pending" }]);
    expect(await stockOf(p.id)).toBe(4);

    const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: res.body.paymentToken });
    expect(retried).toMatchObject({ status: 200, body: { oid: res.body.oid, redirectUrl: expect.any(String) } });
    expect(await ordersOf(buyer.email)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(4);
  });

  it("POST /api/sattva-orders/create-order: the database cut while reading the order back → 503 with the order and its token", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const buyer = customer();
    cutNext("findApiOrder");

    const res = await post(createOrderAction, "/api/sattva-orders/create-order", {
      method: "paypal",
      items: [{ id: p.id, quantity: 2 }],
      customer: buyer,
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ oid: expect.stringMatching(/^SAT-/), paymentToken: expect.any(String) });
    expect(await ordersOf(buyer.email)).toEqual([{ oid: res.body.oid, status: "pending" }]);

    const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: res.body.paymentToken });
    expect(retried).toMatchObject({ status: 200, body: { oid: res.body.oid } });
    expect(await ordersOf(buyer.email)).toHaveLength(1);
  });

  it("the payment page: the database cut after the order → 503 'try again' with the order and its token, never a 500", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const buyer = customer();
    cutNext("startAttempt");

    const fields = { ...buyer, method: "card", intent: "place", product: p.id, quantity: "1" };
    const failed = await settle(pageAction(args(formRequest("/pages/payment-proceed?method=card", fields))));
    expect(statusOf(failed)).toBe(503);
    const retry = dataOf<{ kind: string; oid: string; token: string; key: string }>(failed);
    expect(retry).toMatchObject({ kind: "retry", key: "errors.paymentFailed", oid: expect.stringMatching(/^SAT-/) });
    expect(await ordersOf(buyer.email)).toEqual([{ oid: retry.oid, status: "pending" }]);

    const again = (await settle(
      pageAction(args(formRequest("/pages/payment-proceed", { intent: "retry", attempt: retry.token }))),
    )) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toContain("/payments/test/checkout/");
    expect(await ordersOf(buyer.email)).toHaveLength(1);
  });

  it("POST /api/checkout/retry: the database cut while reading the attempt → 503 with the same token, which works afterwards", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const placed = await post(checkoutAction, "/api/checkout", {
      method: "card",
      items: [{ id: p.id, quantity: 1 }],
      customer: customer(),
    });
    expect(placed.status).toBe(201);

    cutNext("viewAttempt");
    const cutAnswer = await post(retryAction, "/api/checkout/retry", { paymentToken: placed.body.paymentToken });
    expect(cutAnswer).toMatchObject({
      status: 503,
      body: { error: en.paymentFailed, paymentToken: placed.body.paymentToken, retry: "/api/checkout/retry" },
    });
    const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: placed.body.paymentToken });
    expect(retried).toMatchObject({
      status: 200,
      body: { oid: placed.body.oid, redirectUrl: placed.body.redirectUrl },
    });
  });
});
