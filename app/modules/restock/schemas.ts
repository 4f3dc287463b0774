import { z } from "zod";
import { emailField } from "~/modules/accounts/schemas";

/** The "notify me when it's back" form. The e-mail is the guest's; a signed-in shopper sends none. */
export const backInStockSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  email: emailField.optional(),
  redirectTo: z.string().max(2048).optional(),
  via: z.literal("fetcher").optional(),
});

/** Cancelling from a mail's link: this alert, or every alert of its address. */
export const cancelSchema = z.object({
  token: z.string().min(1).max(200),
  scope: z.enum(["one", "all"]),
});

/** Cancelling from the account's alerts page. */
export const accountCancelSchema = z.object({ id: z.string().min(1).max(64) });
