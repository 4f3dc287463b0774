import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/** What the storefront shows of one review: never the shopper's e-mail or last name. */
export interface PublicReview {
  id: string;
  /** The shopper's first name, or null (shown as "Anonymous"). */
  author: string | null;
  rating: number;
  comment: string;
  createdAt: string;
  product: { id: string; slug: string; title: string };
}

/** The API's review shape (SPEC section 3, "Review"), public view. */
export interface ApiReview {
  _id: string;
  user: { fname: string } | null;
  productId: { _id: string; title: string };
  rating: number;
  comment: string;
  createdAt: string;
}

export const publicReviewSelect = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  authorName: true,
  user: { select: { fname: true, deletedAt: true } },
  product: { select: { id: true, slug: true, title: true } },
} satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

/** The name a review is shown under: the account's first name, else the stored author name, else null. */
export function reviewAuthor(row: {
  authorName: string | null;
  user: { fname: string; deletedAt: Date | null } | null;
}): string | null {
  const fromUser = row.user && !row.user.deletedAt ? row.user.fname.trim() : "";
  const name = fromUser || row.authorName?.trim() || "";
  // First name only, whatever was stored.
  return name ? name.split(/\s+/)[0] : null;
}

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    author: reviewAuthor(row),
    rating: Math.max(1, Math.min(5, row.rating)),
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    product: row.product,
  };
}

export function toApiReview(row: ReviewRow): ApiReview {
  const author = reviewAuthor(row);
  return {
    _id: row.id,
    user: author ? { fname: author } : null,
    productId: { _id: row.product.id, title: row.product.title },
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest published reviews across the shop (the home slider). */
export async function latestReviews(limit = 10): Promise<PublicReview[]> {
  const rows = await db().review.findMany({
    // Hidden reviews and reviews of draft products are not the shop's to show.
    where: { published: true, product: { published: true } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
    select: publicReviewSelect,
  });
  return rows.map(toPublicReview);
}

/** A product's published reviews, newest first, with their count and average. */
export async function reviewsOfProduct(productId: string, limit = 50) {
  const where = { productId, published: true } satisfies Prisma.ReviewWhereInput;
  const [rows, stats] = await Promise.all([
    db().review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: limit,
      select: publicReviewSelect,
    }),
    db().review.aggregate({ where, _count: { _all: true }, _avg: { rating: true } }),
  ]);
  return {
    reviews: rows.map(toPublicReview),
    count: stats._count._all,
    average: stats._avg.rating == null ? null : Math.round(stats._avg.rating * 10) / 10,
  };
}

/** One page of published reviews of published products for GET /api/sattva-reviews, newest first. */
export async function listApiReviews(params: { limit: number; offset: number }) {
  const where = { published: true, product: { published: true } } satisfies Prisma.ReviewWhereInput;
  const [rows, total] = await Promise.all([
    db().review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: params.offset,
      take: params.limit,
      select: publicReviewSelect,
    }),
    db().review.count({ where }),
  ]);
  return { data: rows.map(toApiReview), total };
}
