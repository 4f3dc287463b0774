import { z } from "zod";
import { countryField, line, optionalLine, phoneDigits } from "~/modules/accounts/account-schemas";
import { emailField } from "~/modules/accounts/schemas";
import { invoiceRequestSchema } from "~/modules/invoicing/schemas";
import { paymentMethods } from "~/modules/payments/provider";
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from "./pricing";

/**
 * Checkout input (SPEC section 5 "Payment form"), no server imports: the same schema checks the
 * action and the JSON APIs. Messages are keys of the "checkout" namespace. Prices and totals are
 * not part of any schema: whatever a client sends for them is dropped.
 */

export const CUSTOMER_LIMITS = { fullName: 120, address: 200, city: 100, postalCode: 16, discountCode: 32 } as const;

const phoneRequired = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .max(30, "errors.phoneInvalid")
    .transform((s, ctx) => {
      const digits = phoneDigits(s);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: "errors.phoneInvalid" });
        return z.NEVER;
      }
      return s.startsWith("+") ? `+${digits}` : digits;
    }),
);

const postalCode = line(CUSTOMER_LIMITS.postalCode).refine(
  (s) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(s),
  "errors.postalCodeInvalid",
);

const discountCode = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  optionalLine(CUSTOMER_LIMITS.discountCode),
);

/** The buyer and where the parcel goes (SPEC "Payment customer", plus city and country). */
export const customerSchema = z.object({
  fullName: line(CUSTOMER_LIMITS.fullName),
  email: emailField,
  address: line(CUSTOMER_LIMITS.address),
  city: line(CUSTOMER_LIMITS.city),
  postalCode,
  phone: phoneRequired,
  country: countryField,
});
export type CheckoutCustomer = z.infer<typeof customerSchema>;

export const methodField = z.enum(paymentMethods, { error: "errors.methodInvalid" });

/** The checkout page's form: the customer, the method and an optional discount code. */
export const checkoutFormSchema = customerSchema.extend({ method: methodField, discountCode });

/**
 * A quantity from a JSON client: a whole number from 1 to the per-order cap. "1e2", 1.5, 0, -1
 * and 1e9 are refused, never rounded or clamped.
 */
export const quantityField = z
  .number({ error: "errors.quantityInvalid" })
  .int("errors.quantityInvalid")
  .min(1, "errors.quantityInvalid")
  .max(MAX_ORDER_QUANTITY, "errors.quantityTooLarge");

const productId = z.string({ error: "errors.itemInvalid" }).regex(/^[a-z0-9]{8,40}$/i, "errors.itemInvalid");

/** POST /api/checkout: { method, items [{ id, quantity }], customer, discountCode? }. */
export const apiCheckoutSchema = z.object({
  method: methodField,
  items: z
    .array(z.object({ id: productId, quantity: quantityField }), { error: "errors.itemsRequired" })
    .min(1, "errors.itemsRequired")
    .max(MAX_ORDER_LINES, "errors.tooManyItems"),
  customer: customerSchema,
  discountCode,
  /** "I need an invoice" (modules/invoicing): omitted or null for none. */
  invoice: invoiceRequestSchema.nullish(),
});

/**
 * The spec's body for /stripe/create-checkout-session and /fintecture/initiate-payment:
 * { items [{ title, price, quantity, imgUrl, id }], totalAmount, customer }. Items are matched by
 * `id` where given, else by exact title; `price` and `totalAmount` are read by nobody. The spec's
 * customer has no city or country: city is optional and the country defaults to Italy.
 */
export const specCheckoutSchema = z.object({
  items: z
    .array(
      z.object({
        id: productId.optional(),
        title: z.string().trim().min(1).max(300).optional(),
        quantity: quantityField,
      }),
      { error: "errors.itemsRequired" },
    )
    .min(1, "errors.itemsRequired")
    .max(MAX_ORDER_LINES, "errors.tooManyItems"),
  customer: customerSchema.extend({
    city: optionalLine(CUSTOMER_LIMITS.city),
    country: z.preprocess((v) => (v === undefined || v === null || v === "" ? "IT" : v), countryField),
  }),
});

/** The payment form's fields, in the order they are shown (and checked for the first error). */
export const CHECKOUT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "country",
  "discountCode",
  "method",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** What the payment status page shows: the spec's three texts, and "pending" while the provider has not said. */
export type StatusKind = "success" | "canceled" | "pending" | "unknown";

/** The built-in test gateway's buttons (Pay, Decline, Leave pending, Cancel and return). */
export const gatewayChoiceSchema = z.enum(["approve", "decline", "pending", "cancel"]);
