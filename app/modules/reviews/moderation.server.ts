import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { recomputeProductRating } from "./rating.server";

/**
 * Review moderation by staff (SPEC "Reviews", section 6): admins and managers publish or hide a
 * review; only admins delete one, after re-entering their password (checked by the caller with
 * confirmStaffPassword). Each change recomputes the product's rating from its published reviews
 * and leaves an audit record, in one transaction; the shop's cached pages are forgotten after.
 */

export interface Moderator {
  id: string;
  role: string;
}

/** Deleting reviews is for admins only (SPEC section 6). */
export function mayDeleteReviews(role: string): boolean {
  return role === "admin";
}

const auditedReview = {
  id: true,
  productId: true,
  userId: true,
  rating: true,
  comment: true,
  published: true,
  createdAt: true,
} as const;

export interface ModeratedReview {
  id: string;
  productId: string;
  published: boolean;
  /** The product's rating in tenths after the change. */
  productRatingTenths: number;
}

export type ModerationOutcome =
  { ok: true; review: ModeratedReview; changed: boolean } | { ok: false; reason: "not_found" | "forbidden" };

/** Publishes (true) or hides (false) a review; nothing is written when it already is so. */
export async function setReviewPublished(
  actor: Moderator,
  reviewId: string,
  published: boolean,
  meta: { ip?: string | null } = {},
): Promise<ModerationOutcome> {
  if (actor.role !== "admin" && actor.role !== "manager") return { ok: false, reason: "forbidden" };
  const outcome = await db().$transaction(async (tx): Promise<ModerationOutcome> => {
    // Row lock: two moderators at once see each other's change.
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Review" WHERE id = ${reviewId} FOR UPDATE`;
    if (locked.length === 0) return { ok: false, reason: "not_found" };
    const before = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, select: auditedReview });
    if (before.published === published) {
      const product = await tx.product.findUniqueOrThrow({
        where: { id: before.productId },
        select: { ratingTenths: true },
      });
      return {
        ok: true,
        changed: false,
        review: { id: before.id, productId: before.productId, published, productRatingTenths: product.ratingTenths },
      };
    }
    await tx.review.update({ where: { id: reviewId }, data: { published } });
    const tenths = await recomputeProductRating(tx, before.productId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: published ? "review.publish" : "review.hide",
      entity: "Review",
      entityId: reviewId,
      before: { published: before.published },
      after: { published },
      details: { productId: before.productId, productRatingTenths: tenths },
      ip: meta.ip,
    });
    return {
      ok: true,
      changed: true,
      review: { id: reviewId, productId: before.productId, published, productRatingTenths: tenths },
    };
  });
  if (outcome.ok && outcome.changed) invalidateProductPages();
  return outcome;
}

export type DeleteReviewOutcome =
  { ok: true; productId: string; productRatingTenths: number } | { ok: false; reason: "not_found" | "forbidden" };

/** An admin deletes a review for good (the audit record keeps what it said). */
export async function deleteReviewAsAdmin(
  actor: Moderator,
  reviewId: string,
  meta: { ip?: string | null } = {},
): Promise<DeleteReviewOutcome> {
  if (!mayDeleteReviews(actor.role)) return { ok: false, reason: "forbidden" };
  const outcome = await db().$transaction(async (tx): Promise<DeleteReviewOutcome> => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Review" WHERE id = ${reviewId} FOR UPDATE`;
    if (locked.length === 0) return { ok: false, reason: "not_found" };
    const before = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, select: auditedReview });
    await tx.review.delete({ where: { id: reviewId } });
    const tenths = await recomputeProductRating(tx, before.productId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "review.delete",
      entity: "Review",
      entityId: reviewId,
      before,
      details: { productId: before.productId, productRatingTenths: tenths },
      ip: meta.ip,
    });
    return { ok: true, productId: before.productId, productRatingTenths: tenths };
  });
  if (outcome.ok) invalidateProductPages();
  return outcome;
}

/** One review as the staff API answers it (SPEC section 3 "Review", admin view). */
export async function findStaffReview(reviewId: string) {
  const r = await db().review.findUnique({
    where: { id: reviewId },
    select: {
      id: true,
      rating: true,
      comment: true,
      published: true,
      createdAt: true,
      authorName: true,
      user: { select: { fname: true, email: true, deletedAt: true } },
      product: { select: { id: true, title: true, ratingTenths: true } },
    },
  });
  if (!r) return null;
  const live = r.user && !r.user.deletedAt ? r.user : null;
  return {
    _id: r.id,
    user: live || r.authorName ? { fname: live?.fname ?? r.authorName ?? "", email: live?.email ?? null } : null,
    productId: { _id: r.product.id, title: r.product.title, rating: r.product.ratingTenths / 10 },
    rating: r.rating,
    comment: r.comment,
    published: r.published,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The product a reviews list is narrowed to (its id and title), or null when there is none. */
export async function reviewedProduct(productId: string | undefined) {
  if (!productId) return null;
  return db().product.findUnique({ where: { id: productId }, select: { id: true, title: true } });
}
