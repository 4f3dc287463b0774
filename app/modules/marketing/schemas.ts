import { z } from "zod";

/** Messages are newsletter status codes (see newsletter-status.ts). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "invalid" })
    .trim()
    .toLowerCase()
    .min(3, { error: "invalid" })
    .max(254, { error: "invalid" })
    .pipe(z.email({ error: "invalid" })),
  consent: z.literal("yes", { error: "consent" }),
  redirectTo: z.string().max(2048).optional(),
  via: z.literal("fetcher").optional(),
});
