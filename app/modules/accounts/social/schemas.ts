import { z } from "zod";

/** Inputs of the social log-in routes. No server imports. */

/** The buttons' form: log in with a provider, or link it to the signed-in account. */
export const socialStartSchema = z.object({
  intent: z.enum(["login", "link"]),
  redirectTo: z.string().max(2048).optional(),
});

/**
 * The spec's `POST /api/auth/facebook` body. Only the Facebook id and a user access token count:
 * the e-mail and names the client sends are ignored (Graph says who the person is), and so is
 * anything else (role, userId…).
 */
export const facebookApiSchema = z.object({
  facebookId: z
    .union([z.string(), z.number().int().nonnegative()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,64}$/)),
  accessToken: z.string().trim().max(4096).optional(),
});
