/**
 * How a reduction is shown (Omnibus: Directive 98/6/EC art. 6a; Codice del Consumo art. 17-bis).
 * The reference is the lowest price of the 30 days before the reduction began, kept on the
 * product row by the database (migration 20261127110000_prior_price; decision 014). Pure: shared
 * by server and browser.
 */
import { effectivePriceCents } from "./rules";

export interface PricedProduct {
  originalPriceCents: number;
  discountedPriceCents: number | null;
  /** The stored reference of the running reduction; null when none runs. */
  priorPriceCents: number | null;
}

export interface Reduction {
  /** What the shopper pays. */
  priceCents: number;
  /** The lowest price of the 30 days before the reduction began. */
  priorPriceCents: number;
  /** Percent off against that price, rounded as the spec rounds it (at least 1). */
  percent: number;
}

/**
 * The reduction a product is shown with, or null: only a discounted price below its 30-day
 * reference is announced, and the badge is computed against that reference. A discount without a
 * reference (a product created already discounted, or no history) or one that rounds to 0 % is
 * shown as a plain price: no badge rather than a false one.
 */
export function reductionOf(p: PricedProduct): Reduction | null {
  const priceCents = effectivePriceCents(p);
  const prior = p.priorPriceCents;
  if (prior == null || prior <= 0 || priceCents >= prior || priceCents >= p.originalPriceCents) return null;
  const percent = Math.round(((prior - priceCents) / prior) * 100);
  return percent > 0 ? { priceCents, priorPriceCents: prior, percent } : null;
}
