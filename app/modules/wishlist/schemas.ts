import { z } from "zod";
import { isProductId } from "~/modules/cart/cart";
import { formToRecord } from "~/modules/cart/schemas";
import { WISHLIST_INTENTS } from "./wishlist";

/**
 * The heart's form (POST /wishlist): `intent` add or remove, `productId`, `redirectTo` (where a
 * plain form post goes back to) and `js` (set by the enhanced form: answer with data). Unknown or
 * repeated keys are refused.
 */
const heartSchema = z.strictObject({
  intent: z.enum(WISHLIST_INTENTS),
  productId: z.string().refine(isProductId),
  redirectTo: z.string().max(2048).optional(),
  js: z.literal("1").optional(),
});

export function parseHeartForm(form: FormData) {
  const record = formToRecord(form);
  if (!record) return null;
  const parsed = heartSchema.safeParse({ ...record });
  return parsed.success ? parsed.data : null;
}

/** The account wishlist page's forms: remove an item, or move it to the cart. */
const pageSchema = z.strictObject({
  intent: z.enum(["remove", "move"]),
  productId: z.string().refine(isProductId),
});

export function parseWishlistPageForm(form: FormData) {
  const record = formToRecord(form);
  if (!record) return null;
  const parsed = pageSchema.safeParse({ ...record });
  return parsed.success ? parsed.data : null;
}
