import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { reductionOf } from "~/modules/catalog/prior-price";
import { seedDatabase } from "../../prisma/seed/seed.server";
import { createTestDatabase } from "../support/db";

const DAY = 86_400_000;

describe("demo seed: price history of the discounted products (Omnibus)", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    await seedDatabase(database.prisma, { demo: false, onlyIfEmpty: true });
  });
  afterAll(async () => cleanup());

  it("every discounted product was sold at its regular price before; its reference is the 30-day low before the reduction", async () => {
    const products = await database.prisma.product.findMany({
      select: {
        id: true,
        originalPriceCents: true,
        discountedPriceCents: true,
        priorPriceCents: true,
        reductionStartedAt: true,
        createdAt: true,
        priceChanges: { orderBy: [{ changedAt: "asc" }, { id: "asc" }] },
      },
    });
    const discounted = products.filter((p) => p.discountedPriceCents != null);
    expect(discounted.length).toBeGreaterThan(10);
    const now = Date.now();
    for (const p of discounted) {
      expect(p.priceChanges[0]).toMatchObject({ discountedPriceCents: null, changedAt: p.createdAt });
      expect(p.priceChanges.at(-1)).toMatchObject({ discountedPriceCents: p.discountedPriceCents });
      expect(p.priorPriceCents).not.toBeNull();
      const start = p.reductionStartedAt!.getTime();
      expect(start).toBeGreaterThan(p.createdAt.getTime());
      expect(start).toBeLessThan(now);
      const [{ lowest }] = await database.prisma.$queryRaw<{ lowest: number }[]>`
        SELECT sattva_lowest_price(${p.id}, ${p.reductionStartedAt}::timestamp(3)) AS lowest`;
      expect(p.priorPriceCents).toBe(lowest);
      expect(reductionOf(p)?.priorPriceCents).toBe(p.priorPriceCents);
    }
    // Products without a discount have one price and no reference.
    for (const p of products.filter((x) => x.discountedPriceCents == null)) {
      expect(p.priceChanges).toHaveLength(1);
      expect(p.priorPriceCents).toBeNull();
    }
    // One progressive reduction: two cuts, the reference and start of the first.
    const progressive = discounted.filter(
      (p) => p.priceChanges.filter((c) => c.discountedPriceCents != null).length === 2,
    );
    expect(progressive).toHaveLength(1);
    const [pr] = progressive;
    expect(pr.priorPriceCents).toBe(pr.originalPriceCents);
    expect(Math.round((now - pr.reductionStartedAt!.getTime()) / DAY)).toBe(20);
    // One regular price raised three weeks before the reduction: the reference is the older, lower one.
    const raised = discounted.filter((p) => p.priorPriceCents! < p.originalPriceCents);
    expect(raised).toHaveLength(1);
    expect(raised[0].priorPriceCents).toBe(raised[0].priceChanges[0].originalPriceCents);
  });
});
