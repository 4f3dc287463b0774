import { Prisma } from "~/generated/prisma/client";
import { db, isUniqueViolation } from "~/lib/db.server";
import type { ReviewInput } from "~/modules/accounts/account-schemas";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { notify } from "~/modules/notifications/notifications.server";
import type { Shopper } from "~/modules/orders/customer-orders.server";
import { ownOrdersWhere } from "~/modules/orders/ownership.server";
import { recomputeProductRating } from "./rating.server";

/**
 * Reviews written from the account area (SPEC "Shopper area": a form for each delivered product
 * the shopper has not reviewed). Only products of the shopper's own delivered orders may be
 * reviewed, once each (the unique index on (userId, productId) holds it too); the product's
 * rating follows its published reviews.
 */

export interface ReviewableProduct {
  productId: string;
  slug: string;
  title: string;
  imageUrl: string | null;
  oid: string;
}

export interface OwnReview {
  id: string;
  productId: string;
  slug: string;
  title: string;
  rating: number;
  comment: string;
  published: boolean;
  createdAt: string;
}

const deliveredTo = (shopper: Shopper): Prisma.OrderWhereInput => ({
  AND: [{ status: "delivered" }, ownOrdersWhere(shopper)],
});

/** Products of the shopper's delivered orders still waiting for a review, and the reviews already written. */
export async function reviewableProducts(
  shopper: Shopper,
): Promise<{ pending: ReviewableProduct[]; reviewed: OwnReview[] }> {
  const [lines, reviews] = await Promise.all([
    db().orderLine.findMany({
      where: { productId: { not: null }, order: deliveredTo(shopper) },
      select: {
        productId: true,
        title: true,
        imageUrl: true,
        order: { select: { oid: true, createdAt: true } },
        product: { select: { slug: true, title: true } },
      },
      orderBy: [{ order: { createdAt: "desc" } }, { id: "asc" }],
      take: 200,
    }),
    db().review.findMany({
      where: { userId: shopper.id },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: 200,
      select: {
        id: true,
        productId: true,
        rating: true,
        comment: true,
        published: true,
        createdAt: true,
        product: { select: { slug: true, title: true } },
      },
    }),
  ]);
  const done = new Set(reviews.map((r) => r.productId));
  const pending: ReviewableProduct[] = [];
  for (const l of lines) {
    if (!l.productId || !l.product || done.has(l.productId)) continue;
    done.add(l.productId);
    pending.push({
      productId: l.productId,
      slug: l.product.slug,
      title: l.product.title,
      imageUrl: l.imageUrl,
      oid: l.order.oid,
    });
  }
  return {
    pending,
    reviewed: reviews.map((r) => ({
      id: r.id,
      productId: r.productId,
      slug: r.product.slug,
      title: r.product.title,
      rating: r.rating,
      comment: r.comment,
      published: r.published,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export type SubmitOutcome =
  { ok: true; reviewId: string; slug: string } | { ok: false; reason: "not_reviewable" | "already_reviewed" };

/**
 * Publishes the shopper's review of a product from one of their delivered orders, recomputes
 * the product's rating and notifies the shopper, in one transaction.
 */
export async function submitReview(shopper: Shopper, input: ReviewInput): Promise<SubmitOutcome> {
  let outcome: SubmitOutcome;
  try {
    outcome = await db().$transaction(async (tx): Promise<SubmitOutcome> => {
      const bought = await tx.orderLine.findFirst({
        where: { productId: input.productId, order: deliveredTo(shopper) },
        select: { product: { select: { id: true, slug: true, title: true } } },
      });
      if (!bought?.product) return { ok: false, reason: "not_reviewable" };
      const existing = await tx.review.findFirst({
        where: { userId: shopper.id, productId: input.productId },
        select: { id: true },
      });
      if (existing) return { ok: false, reason: "already_reviewed" };
      const author = await tx.user.findUnique({ where: { id: shopper.id }, select: { fname: true } });
      const review = await tx.review.create({
        data: {
          userId: shopper.id,
          productId: bought.product.id,
          rating: input.rating,
          comment: input.comment,
          authorName: author?.fname.trim().split(/\s+/)[0] || null,
          published: true,
        },
        select: { id: true },
      });
      await recomputeProductRating(tx, bought.product.id);
      const link = `/product/${bought.product.slug}`;
      await notify(
        shopper.id,
        {
          kind: "review",
          title: "notifications.review.published.title",
          body: "notifications.review.published.body",
          values: { product: bought.product.title },
          link,
        },
        tx,
      );
      return { ok: true, reviewId: review.id, slug: bought.product.slug };
    });
  } catch (error) {
    // Two submits at once: the unique index (userId, productId) lets one through.
    if (isUniqueViolation(error)) {
      return { ok: false, reason: "already_reviewed" };
    }
    throw error;
  }
  if (outcome.ok) invalidateProductPages();
  return outcome;
}
