import { describe, expect, it, vi } from "vitest";
import { db } from "~/lib/db.server";
import { action as checkoutAction } from "~/routes/api.checkout";
import { makeCatalogue, checkoutCustomer } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, jsonRequest } from "../../../tests/support/routes";

/**
 * The database down (or restarting) before an order exists: the buyer is told to try again in a
 * moment (503 with Retry-After and the spec's text), not a 500, and nothing is written.
 */
withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "u".repeat(40), STRIPE_SECRET_KEY: undefined });

const down = vi.hoisted(() => ({ on: false, limit: false }));
vi.mock("~/modules/checkout/checkout.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/modules/checkout/checkout.server")>();
  return {
    ...real,
    hitCheckoutLimit: async (...a: Parameters<typeof real.hitCheckoutLimit>) => {
      if (down.limit) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      return real.hitCheckoutLimit(...a);
    },
  };
});
vi.mock("~/modules/checkout/place-order.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/modules/checkout/place-order.server")>();
  return {
    ...real,
    placeOrder: async (...a: Parameters<typeof real.placeOrder>) => {
      if (down.on) throw new Error("Connection terminated unexpectedly");
      return real.placeOrder(...a);
    },
  };
});

describe("a checkout while the database is down", () => {
  withTestDatabase();

  it("answers 503 with Retry-After and writes nothing; the same checkout works once it is back", async () => {
    const [p] = await makeCatalogue(1, 5);
    const body = { method: "card", items: [{ id: p.id, quantity: 1 }], customer: checkoutCustomer("down@example.com") };
    const before = await db().order.count();
    down.on = true;
    const res = (await checkoutAction(args(jsonRequest("/api/checkout", body)))) as Response;
    down.on = false;
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("5");
    expect(((await res.json()) as { error: string }).error).toMatch(/try again/i);
    expect(await db().order.count()).toBe(before);
    // Down already when the request's limit is counted: the same answer.
    down.limit = true;
    const early = (await checkoutAction(args(jsonRequest("/api/checkout", body)))) as Response;
    down.limit = false;
    expect(early.status).toBe(503);
    expect(early.headers.get("Retry-After")).toBe("5");
    expect(await db().order.count()).toBe(before);
    const again = (await checkoutAction(args(jsonRequest("/api/checkout", body)))) as Response;
    expect(again.status).toBe(201);
  });
});
