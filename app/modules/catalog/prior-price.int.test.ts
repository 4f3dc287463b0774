/**
 * The prior-price rule (Omnibus) as the database keeps it, with a controlled clock: price changes
 * are written at chosen times (`sattva.price_time`), and the stored reference is checked against
 * the price history as the law words it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { makeCatalogue } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { reductionOf } from "./prior-price";
import { effectivePriceCents } from "./rules";

withTestDatabase();

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

interface Change {
  at: number;
  originalPriceCents: number;
  discountedPriceCents: number | null;
}

let serial = 0;
async function newProduct(first: Omit<Change, "at">, createdAt: number) {
  const [base] = await makeCatalogue(1);
  const ref = await db().product.findUniqueOrThrow({
    where: { id: base.id },
    select: { categoryId: true, brandId: true },
  });
  const n = serial++;
  return db().product.create({
    data: {
      pid: `PID${String(n % 1000).padStart(3, "0")}Z`,
      slug: `omnibus-${n}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Omnibus ${n}`,
      categoryId: ref.categoryId,
      brandId: ref.brandId,
      description: ["x"],
      createdAt: new Date(createdAt),
      ...first,
    },
    select: { id: true, priorPriceCents: true, reductionStartedAt: true },
  });
}

/** A price change as any writer makes it, at the clock's time `at`. */
async function changePrices(id: string, c: Change) {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('sattva.price_time', ${new Date(c.at).toISOString()}, true)`;
    return tx.product.update({
      where: { id },
      data: { originalPriceCents: c.originalPriceCents, discountedPriceCents: c.discountedPriceCents },
      select: { priorPriceCents: true, reductionStartedAt: true },
    });
  });
}

const shownReduced = (c: Omit<Change, "at">) =>
  c.discountedPriceCents != null && c.discountedPriceCents < c.originalPriceCents;

/** The prices in effect at some moment of [from, to): each change lasts until the next one. */
function pricesIn(changes: Change[], from: number, to: number): number[] {
  return changes.flatMap((c, i) => {
    const until = changes[i + 1]?.at ?? Infinity;
    return c.at < to && until > from ? [effectivePriceCents(c)] : [];
  });
}

const changeArb = fc.record({
  gapMinutes: fc.integer({ min: 1, max: 45 * 24 * 60 }),
  originalPriceCents: fc.constantFrom(1000, 1200, 1500, 2000),
  discountedPriceCents: fc.option(fc.constantFrom(600, 800, 950, 1000, 1100, 1300, 1900, 2500), { nil: null }),
});

describe("the prior price kept by the database (property, controlled clock)", () => {
  it("the reference is the lowest price of the 30 days before the reduction began; progressive cuts keep it; a rise to it or the discount's end ends it", async () => {
    await fc.assert(
      fc.asyncProperty(changeArb, fc.array(changeArb, { minLength: 1, maxLength: 8 }), async (firstArb, rest) => {
        const first: Change = { at: T0, ...pick(firstArb) };
        const product = await newProduct(pick(firstArb), T0);
        // A new product has no past prices: never shown reduced, whatever its discount.
        expect(product.priorPriceCents).toBeNull();
        const changes: Change[] = [first];
        let at = T0;
        let previous: { priorPriceCents: number | null; reductionStartedAt: Date | null } = {
          priorPriceCents: product.priorPriceCents,
          reductionStartedAt: product.reductionStartedAt,
        };
        for (const r of rest) {
          at += r.gapMinutes * 60_000;
          const c: Change = { at, ...pick(r) };
          const stored = await changePrices(product.id, c);
          const before = changes.slice();
          changes.push(c);
          const price = effectivePriceCents(c);
          const lowestBefore = (t: number) => {
            const prices = pricesIn(before, t - 30 * DAY, t);
            return prices.length ? Math.min(...prices) : null;
          };
          if (stored.priorPriceCents == null) {
            expect(stored.reductionStartedAt).toBeNull();
            // Not reduced although it could be announced as such against the 30-day low: never.
            const lowest = lowestBefore(at);
            if (shownReduced(c) && lowest != null) expect(price).toBeGreaterThanOrEqual(lowest);
          } else {
            const start = stored.reductionStartedAt!.getTime();
            // The reduction began at one of the changes, and every change since kept it shown
            // reduced below the reference (one reduction, uninterrupted).
            const since = changes.filter((x) => x.at >= start);
            expect(since[0].at).toBe(start);
            for (const x of since) {
              expect(shownReduced(x)).toBe(true);
              expect(effectivePriceCents(x)).toBeLessThan(stored.priorPriceCents);
            }
            // The reference: the lowest price in effect in the 30 days before it began.
            const window = pricesIn(
              changes.filter((x) => x.at < start),
              start - 30 * DAY,
              start,
            );
            expect(stored.priorPriceCents).toBe(Math.min(...window));
          }
          // Progressive: a further change that stays reduced below the reference keeps it.
          if (previous.priorPriceCents != null && shownReduced(c) && price < previous.priorPriceCents) {
            expect(stored).toEqual(previous);
          }
          // Ended: back to or above the reference, or no longer shown reduced.
          if (previous.priorPriceCents != null && (!shownReduced(c) || price >= previous.priorPriceCents)) {
            expect(stored.reductionStartedAt?.getTime() ?? null).not.toBe(previous.reductionStartedAt?.getTime());
          }
          previous = stored;
        }
        const history = await db().productPriceChange.findMany({
          where: { productId: product.id },
          orderBy: [{ changedAt: "asc" }, { id: "asc" }],
        });
        const expected = changes.filter(
          (c, i) =>
            i === 0 ||
            c.originalPriceCents !== changes[i - 1].originalPriceCents ||
            c.discountedPriceCents !== changes[i - 1].discountedPriceCents,
        );
        expect(
          history.map((h) => [h.changedAt.getTime(), h.originalPriceCents, h.discountedPriceCents, h.priceCents]),
        ).toEqual(expected.map((c) => [c.at, c.originalPriceCents, c.discountedPriceCents, effectivePriceCents(c)]));
      }),
      { numRuns: 40 },
    );
  }, 600_000);
});

function pick(r: { originalPriceCents: number; discountedPriceCents: number | null }) {
  return { originalPriceCents: r.originalPriceCents, discountedPriceCents: r.discountedPriceCents };
}

describe("the prior price, by example", () => {
  const regular = { originalPriceCents: 2000, discountedPriceCents: null };

  it("60 days at €20, €15 from 10 days ago: reference €20, badge 25 %", async () => {
    const p = await newProduct(regular, T0);
    const s = await changePrices(p.id, { at: T0 + 60 * DAY, originalPriceCents: 2000, discountedPriceCents: 1500 });
    expect(s).toEqual({ priorPriceCents: 2000, reductionStartedAt: new Date(T0 + 60 * DAY) });
    expect(reductionOf({ ...s, originalPriceCents: 2000, discountedPriceCents: 1500 })).toEqual({
      priceCents: 1500,
      priorPriceCents: 2000,
      percent: 25,
    });
  });

  it("a price raised 20 days before the discount: the reference is the lower one, not the 'original'", async () => {
    const p = await newProduct({ originalPriceCents: 1600, discountedPriceCents: null }, T0);
    await changePrices(p.id, { at: T0 + 40 * DAY, ...regular });
    const s = await changePrices(p.id, { at: T0 + 60 * DAY, originalPriceCents: 2000, discountedPriceCents: 1500 });
    expect(s.priorPriceCents).toBe(1600);
    expect(reductionOf({ ...s, originalPriceCents: 2000, discountedPriceCents: 1500 })?.percent).toBe(6);
  });

  it("progressive: €20 → €16 → €12 keeps €20 and the first cut's start; €20 again ends it", async () => {
    const p = await newProduct(regular, T0);
    const first = await changePrices(p.id, { at: T0 + 50 * DAY, originalPriceCents: 2000, discountedPriceCents: 1600 });
    const second = await changePrices(p.id, {
      at: T0 + 70 * DAY,
      originalPriceCents: 2000,
      discountedPriceCents: 1200,
    });
    expect(second).toEqual(first);
    expect(second).toEqual({ priorPriceCents: 2000, reductionStartedAt: new Date(T0 + 50 * DAY) });
    const back = await changePrices(p.id, { at: T0 + 80 * DAY, originalPriceCents: 2200, discountedPriceCents: 2000 });
    expect(back).toEqual({ priorPriceCents: null, reductionStartedAt: null });
  });

  it("a product created already discounted shows no badge; its first recorded price is the reference later", async () => {
    const p = await newProduct({ originalPriceCents: 2000, discountedPriceCents: 1500 }, T0);
    expect(p.priorPriceCents).toBeNull();
    const deeper = await changePrices(p.id, { at: T0 + 5 * DAY, originalPriceCents: 2000, discountedPriceCents: 1200 });
    expect(deeper).toEqual({ priorPriceCents: 1500, reductionStartedAt: new Date(T0 + 5 * DAY) });
  });

  it("a write cannot set the reference by hand; a change of other columns keeps it", async () => {
    const p = await newProduct(regular, T0);
    await changePrices(p.id, { at: T0 + 40 * DAY, originalPriceCents: 2000, discountedPriceCents: 1500 });
    const forged = await db().product.update({
      where: { id: p.id },
      data: { priorPriceCents: 9900, reductionStartedAt: new Date(T0), stock: 3, title: "Renamed" },
      select: { priorPriceCents: true, reductionStartedAt: true },
    });
    expect(forged).toEqual({ priorPriceCents: 2000, reductionStartedAt: new Date(T0 + 40 * DAY) });
    const created = await newProduct(regular, T0);
    await db().$executeRaw`UPDATE "Product" SET "priorPriceCents" = 5000 WHERE "id" = ${created.id}`;
    expect((await db().product.findUniqueOrThrow({ where: { id: created.id } })).priorPriceCents).toBeNull();
  });
});
