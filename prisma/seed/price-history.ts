/**
 * A realistic price history for the demo's discounted products (Omnibus, decision 014): each was
 * sold at its regular price since it was added, and its reduction began a few days ago, so the
 * shop announces it against the lowest price of the 30 days before. Two products tell the rule's
 * harder cases: one reduced in two steps (a progressive reduction keeps the first one's
 * reference), and one whose regular price went up three weeks before its reduction (the reference
 * is the lower, older price, not the "original" one).
 */

const DAY = 86_400_000;

export interface SeedPrices {
  originalPriceCents: number;
  discountedPriceCents: number | null;
}

export interface SeedPriceStep extends SeedPrices {
  at: Date;
}

export interface SeedPricePlan {
  /** The prices the product is created with (in effect since its `createdAt`). */
  first: SeedPrices;
  /** Later changes, oldest first, each written at its time. */
  steps: SeedPriceStep[];
}

/** A price ending in .90 (.50 under €5) at or below `cents`, as the demo's prices end. */
function shopPrice(cents: number) {
  const ending = cents < 500 ? 50 : 90;
  const rounded = Math.floor(cents / 100) * 100 + ending;
  return rounded <= cents ? rounded : rounded - 100;
}

/**
 * The plans of the demo products, by index: a product without a discount keeps its price; a
 * discounted one starts at its regular price and is reduced 3 to 14 days before `now`.
 */
export function seedPricePlans(
  products: { originalPriceCents: number; discountedPriceCents: number | null | undefined; createdAt: Date }[],
  now: Date,
): SeedPricePlan[] {
  let progressive = false;
  let raised = false;
  let k = 0;
  return products.map((p) => {
    const original = p.originalPriceCents;
    const discounted = p.discountedPriceCents ?? null;
    if (discounted == null || discounted >= original) {
      return { first: { originalPriceCents: original, discountedPriceCents: discounted }, steps: [] };
    }
    const created = p.createdAt.getTime();
    const old = created < now.getTime() - 45 * DAY;
    const mid = shopPrice(Math.round((original + discounted) / 2));
    if (old && !progressive && discounted < mid && mid < original) {
      progressive = true;
      return {
        first: { originalPriceCents: original, discountedPriceCents: null },
        steps: [
          { at: new Date(now.getTime() - 20 * DAY), originalPriceCents: original, discountedPriceCents: mid },
          { at: new Date(now.getTime() - 5 * DAY), originalPriceCents: original, discountedPriceCents: discounted },
        ],
      };
    }
    if (old && !raised && discounted < mid && mid < original) {
      raised = true;
      const start = now.getTime() - 10 * DAY;
      return {
        first: { originalPriceCents: mid, discountedPriceCents: null },
        steps: [
          { at: new Date(start - 21 * DAY), originalPriceCents: original, discountedPriceCents: null },
          { at: new Date(start), originalPriceCents: original, discountedPriceCents: discounted },
        ],
      };
    }
    const daysAgo = 3 + (k++ % 12);
    let start = now.getTime() - daysAgo * DAY;
    // A product added more recently than that was reduced half-way through its time in the shop.
    if (start <= created) start = created + Math.floor((now.getTime() - created) / 2);
    return {
      first: { originalPriceCents: original, discountedPriceCents: null },
      steps: [{ at: new Date(start), originalPriceCents: original, discountedPriceCents: discounted }],
    };
  });
}
