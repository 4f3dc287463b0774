import { db } from "~/lib/db.server";
import { getSession } from "~/modules/accounts/sessions.server";
import { cardSelect, toProductCard } from "~/modules/catalog/cards.server";
import type { ProductCardData } from "~/modules/catalog/types";
import type { Language } from "~/modules/i18n/config";
import {
  clearGuestWishlistHeader,
  guestWishlistHeader,
  hasGuestWishlistCookie,
  readGuestWishlist,
} from "./wishlist-cookie.server";
import { applyGuestChange, MAX_ACCOUNT_ITEMS, type WishlistIntent, type WishlistOutcome } from "./wishlist";

/**
 * Wishlists. A signed-in shopper's is rows of WishlistItem; a guest's is a signed cookie of
 * product ids (wishlist-cookie.server.ts) that joins the account at log-in
 * (`joinGuestWishlist`). Staff have none: the back office is theirs, and the hearts are not shown
 * to them.
 */

export interface WishlistOwner {
  id: string;
  role: string;
}

const isShopper = (user: WishlistOwner | null | undefined): user is WishlistOwner => user?.role === "user";

/**
 * The product ids on the visitor's wishlist, read once per request for the hearts on every card
 * and product page: a shopper's come with the session (one statement: sessions.server's lookup),
 * a guest's from the cookie alone, none for staff. A guest's ids are not checked here: an id that
 * is no product marks no card.
 */
export async function wishlistedIds(request: Request): Promise<string[]> {
  // The session lookup is memoised per request: the root's own getUser shares it.
  const session = await getSession(request);
  if (!session) return readGuestWishlist(request);
  return isShopper(session.user) ? session.wishlist : [];
}

/** A product that can go on a wishlist: one that exists and is for sale (published). */
async function isForSale(productId: string) {
  const row = await db().product.findUnique({ where: { id: productId }, select: { published: true } });
  return Boolean(row?.published);
}

export interface WishlistChange {
  outcome: WishlistOutcome;
  /** Whether the product is on the list after the change. */
  wishlisted: boolean;
  /** A guest's new cookie (Set-Cookie), when it changed. */
  setCookie?: string;
}

/** One change to the visitor's wishlist, decided on the server. */
export async function changeWishlist(
  request: Request,
  user: WishlistOwner | null,
  intent: WishlistIntent,
  productId: string,
): Promise<WishlistChange> {
  const exists = intent === "add" ? await isForSale(productId) : true;
  if (!user) {
    const ids = await readGuestWishlist(request);
    const change = applyGuestChange(ids, intent, productId, exists);
    const changed = change.outcome === "added" || change.outcome === "removed";
    return {
      outcome: change.outcome,
      wishlisted: change.ids.includes(productId),
      setCookie: changed ? await guestWishlistHeader(change.ids) : undefined,
    };
  }
  if (!isShopper(user)) return { outcome: "invalid", wishlisted: false };
  if (intent === "remove") {
    const { count } = await db().wishlistItem.deleteMany({ where: { userId: user.id, productId } });
    return { outcome: count > 0 ? "removed" : "unchanged", wishlisted: false };
  }
  if (!exists) return { outcome: "notFound", wishlisted: false };
  return addForUser(user.id, productId);
}

/**
 * Adds one product to an account's list, under the cap. The account's row is locked while the
 * list is counted, so two adds at once cannot both pass the cap.
 */
async function addForUser(userId: string, productId: string): Promise<WishlistChange> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const has = await tx.wishlistItem.findUnique({
      where: { userId_productId: { userId, productId } },
      select: { userId: true },
    });
    if (has) return { outcome: "unchanged" as const, wishlisted: true };
    if ((await tx.wishlistItem.count({ where: { userId } })) >= MAX_ACCOUNT_ITEMS) {
      return { outcome: "full" as const, wishlisted: false };
    }
    await tx.wishlistItem.create({ data: { userId, productId } });
    return { outcome: "added" as const, wishlisted: true };
  });
}

/**
 * At log-in: the guest cookie's products join the account's wishlist (no duplicates, only
 * products for sale, up to the cap), and the cookie is cleared. Returns the Set-Cookie that
 * clears it, or null when the request had no guest wishlist. Staff accounts take nothing (the
 * cookie is cleared all the same: it was this browser's guest list, not theirs to keep).
 */
export async function joinGuestWishlist(
  request: Request,
  user: WishlistOwner,
  now = new Date(),
): Promise<string | null> {
  if (!hasGuestWishlistCookie(request)) return null;
  const ids = await readGuestWishlist(request);
  if (ids.length > 0 && isShopper(user)) {
    await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
      const [forSale, held] = await Promise.all([
        tx.product.findMany({ where: { id: { in: ids }, published: true }, select: { id: true } }),
        tx.wishlistItem.findMany({ where: { userId: user.id }, select: { productId: true } }),
      ]);
      const known = new Set(forSale.map((p) => p.id));
      const mine = new Set(held.map((r) => r.productId));
      const room = Math.max(0, MAX_ACCOUNT_ITEMS - mine.size);
      const fresh = ids.filter((id) => known.has(id) && !mine.has(id)).slice(0, room);
      if (fresh.length === 0) return;
      // Kept in the order the guest added them: each a millisecond after the one before.
      await tx.wishlistItem.createMany({
        data: fresh.map((productId, i) => ({ userId: user.id, productId, createdAt: new Date(now.getTime() + i) })),
        skipDuplicates: true,
      });
    });
  }
  return clearGuestWishlistHeader();
}

export interface WishlistEntry {
  product: ProductCardData;
  addedAt: string;
}

/** The account's wishlist page: newest first, each product as its card shows it (photos, prices, stock). */
export async function listWishlist(userId: string, lng: Language): Promise<WishlistEntry[]> {
  const rows = await db().wishlistItem.findMany({
    where: { userId, product: { published: true } },
    orderBy: [{ createdAt: "desc" }, { productId: "asc" }],
    take: MAX_ACCOUNT_ITEMS,
    select: { createdAt: true, product: { select: cardSelect(lng) } },
  });
  return rows.map((r) => ({ product: toProductCard(r.product, lng), addedAt: r.createdAt.toISOString() }));
}

/** Whether the product is on the account's list (the move-to-cart form acts only on its own items). */
export async function onWishlist(userId: string, productId: string) {
  const row = await db().wishlistItem.findUnique({
    where: { userId_productId: { userId, productId } },
    select: { userId: true },
  });
  return row !== null;
}

/** Removes one product from the account's list (after it moved to the cart). */
export async function removeFromWishlist(userId: string, productId: string) {
  await db().wishlistItem.deleteMany({ where: { userId, productId } });
}

/** For the personal-data export: the account's list with titles and when each was added. */
export async function wishlistForExport(userId: string) {
  const rows = await db().wishlistItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { productId: "asc" }],
    select: { createdAt: true, product: { select: { pid: true, slug: true, title: true } } },
  });
  return rows.map((r) => ({
    pid: r.product.pid,
    slug: r.product.slug,
    title: r.product.title,
    addedAt: r.createdAt.toISOString(),
  }));
}
