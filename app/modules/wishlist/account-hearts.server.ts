import { MAX_ACCOUNT_ITEMS } from "./wishlist";

/**
 * The SQL of a shopper's wishlist as an array of product ids (in id order, at most
 * MAX_ACCOUNT_ITEMS) for the account whose id is `userIdSql` (a column of the caller's statement):
 * the session's lookup (modules/accounts) asks it in its own statement, so the hearts on every
 * page a shopper opens cost no round trip of their own. The wishlist's table stays this module's.
 */
export function accountHeartsSql(userIdSql: string): string {
  return `ARRAY(SELECT w."productId" FROM "WishlistItem" w WHERE w."userId" = ${userIdSql}
            ORDER BY w."productId" LIMIT ${MAX_ACCOUNT_ITEMS})`;
}
