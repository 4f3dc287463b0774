import { z } from "zod";

/**
 * Input schemas of review moderation (the back office's reviews page and the staff review API).
 * No server imports. The list's query falls back to its defaults on a bad value (a hand-edited
 * URL never breaks the page); the forms answer with a message per field.
 */

const SEARCH_MAX = 100;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const REVIEW_STATES = ["published", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A record id as the database makes them (cuid). */
export const recordId = z.string().regex(/^[a-z0-9]{8,40}$/i);

export const reviewsQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof first(v) === "string" ? String(first(v)).trim().slice(0, SEARCH_MAX) : undefined),
    z.string().optional(),
  ),
  page: z.preprocess((v) => {
    const n = Number(first(v));
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  }, z.number()),
  product: z.preprocess((v) => (recordId.safeParse(first(v)).success ? first(v) : undefined), z.string().optional()),
  rating: z.preprocess((v) => {
    const n = Number(first(v));
    return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
  }, z.number().optional()),
  state: z.preprocess(
    (v) => ((REVIEW_STATES as readonly unknown[]).includes(first(v)) ? first(v) : undefined),
    z.enum(REVIEW_STATES).optional(),
  ),
  /** The review whose delete confirmation is open (the page without JavaScript). */
  delete: z.preprocess((v) => (recordId.safeParse(first(v)).success ? first(v) : undefined), z.string().optional()),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** The moderation forms of the reviews page, told apart by `intent`. */
export const moderationFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: recordId }),
  z.object({ intent: z.literal("hide"), id: recordId }),
  z.object({
    intent: z.literal("delete"),
    id: recordId,
    password: z
      .string({ error: "form.passwordRequired" })
      .min(1, "form.passwordRequired")
      .max(1000, "form.passwordRequired"),
  }),
]);
export type ModerationForm = z.infer<typeof moderationFormSchema>;

/**
 * PUT /api/sattva-reviews/update-review/{id}: staff publish or hide a review. The text and the
 * rating are the shopper's own words: staff moderate them (hide) but do not rewrite them.
 */
export const updateReviewBodySchema = z.strictObject({ published: z.boolean({ error: "api.publishedRequired" }) });

/** DELETE /api/sattva-reviews/delete-review/{id}: the admin's own password, re-entered. */
export const deleteReviewBodySchema = z.object({
  password: z
    .string({ error: "form.passwordRequired" })
    .min(1, "form.passwordRequired")
    .max(1000, "form.passwordRequired"),
});
