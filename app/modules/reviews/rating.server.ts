import type { Prisma } from "~/generated/prisma/client";

/**
 * The product's rating follows its published reviews, and only them: the one place that computes
 * it. Every write that creates, publishes, hides or deletes a review calls this in its own
 * transaction, so the rating never disagrees with the reviews the shop shows.
 */

/** Tenths (47 = 4.7) of the average of `ratings`, 0 when there are none; what the database computes below. */
export function ratingTenthsOf(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const avg = ratings.reduce((s, r) => s + r, 0) / ratings.length;
  return Math.min(50, Math.max(0, Math.round(avg * 10)));
}

/** Recomputes and stores the product's rating in tenths from its published reviews; returns it. */
export async function recomputeProductRating(tx: Prisma.TransactionClient, productId: string): Promise<number> {
  const stats = await tx.review.aggregate({ where: { productId, published: true }, _avg: { rating: true } });
  const avg = stats._avg.rating;
  const tenths = avg == null ? 0 : Math.min(50, Math.max(0, Math.round(avg * 10)));
  await tx.product.update({ where: { id: productId }, data: { ratingTenths: tenths } });
  return tenths;
}
