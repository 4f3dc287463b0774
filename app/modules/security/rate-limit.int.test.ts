import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/db";
import { hit, sweepExpired } from "./rate-limit.server";
import { db } from "~/lib/db.server";

describe("rate limiter", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());

  const rule = { limit: 3, windowMs: 60_000 };
  const t0 = new Date("2026-11-21T10:00:00.000Z");

  it("allows up to the limit, then refuses with the seconds left in the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit("contact:1.2.3.4", rule, new Date(t0.getTime() + i * 1000)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3].retryAfterSeconds).toBe(57);
    // Another key has its own window.
    expect((await hit("contact:5.6.7.8", rule, t0)).allowed).toBe(true);
  });

  it("starts a new window once the old one has expired", async () => {
    const later = new Date(t0.getTime() + 60_000);
    const r = await hit("contact:1.2.3.4", rule, later);
    expect(r).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
    const row = await db().rateLimitHit.findUniqueOrThrow({ where: { key: "contact:1.2.3.4" } });
    expect(row.windowStart.toISOString()).toBe(later.toISOString());
    expect(row.expiresAt.toISOString()).toBe(new Date(later.getTime() + 60_000).toISOString());
  });

  it("counts concurrent hits without losing any", async () => {
    const now = new Date("2026-11-21T12:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 10 }, () => hit("burst", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("sweeps finished windows", async () => {
    await sweepExpired(new Date("2026-11-22T00:00:00.000Z"));
    expect(await db().rateLimitHit.count()).toBe(0);
  });
});
