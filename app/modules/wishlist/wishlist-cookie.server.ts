import { signedCookie } from "~/lib/signed-cookie.server";
import { normalizeGuestWishlist } from "./wishlist";

/**
 * A guest's wishlist: a signed, HttpOnly cookie holding product ids only (capped, see
 * MAX_GUEST_ITEMS). The server checks every id against the catalogue before it counts (adding,
 * joining an account); a forged or stale id is dropped. Any cookie but the language and the
 * cookie banner's keeps a page out of the anonymous page cache, so a guest with this cookie is
 * never served another visitor's page (content/page-cache.server.ts).
 */
export const WISHLIST_COOKIE = "sattva_wishlist";

const wishlistCookie = signedCookie(WISHLIST_COOKIE, { maxAge: 60 * 60 * 24 * 90 });

/** The guest's ids (no database): [] without the cookie, or when it is forged or malformed. */
export async function readGuestWishlist(request: Request): Promise<string[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${WISHLIST_COOKIE}=`)) return [];
  try {
    return normalizeGuestWishlist(await wishlistCookie().parse(header));
  } catch {
    return [];
  }
}

export function hasGuestWishlistCookie(request: Request) {
  return Boolean(request.headers.get("Cookie")?.includes(`${WISHLIST_COOKIE}=`));
}

/** The Set-Cookie for a guest's new list; an empty list removes the cookie. */
export async function guestWishlistHeader(ids: readonly string[]): Promise<string> {
  if (ids.length === 0) return clearGuestWishlistHeader();
  return wishlistCookie().serialize(normalizeGuestWishlist(ids));
}

export async function clearGuestWishlistHeader(): Promise<string> {
  return wishlistCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
