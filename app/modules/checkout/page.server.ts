import { db } from "~/lib/db.server";
import { countryField, EU_COUNTRIES, type EuCountry } from "~/modules/accounts/account-schemas";
import { listAddresses } from "~/modules/accounts/addresses.server";
import { emailField } from "~/modules/accounts/schemas";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import type { CartView } from "~/modules/cart/types";
import { paymentMethods, type PaymentMethod } from "~/modules/payments/provider";
import { methodAvailable } from "~/modules/payments/registry.server";
import type { RateLimitRule } from "~/modules/security/rate-limit.server";
import { previewDiscount } from "./quote.server";

/**
 * Server helpers of the shopper's checkout pages (the payment page, the status page and the test
 * gateway's hosted page): what they read besides the checkout core.
 */

/** Checkout posts (placing an order, retrying its payment) per client address: a person never meets it. */
export const checkoutRateLimit: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

export interface MethodChoice {
  method: PaymentMethod;
  available: boolean;
}

/** The three methods in the spec's order, and whether each can be used here now. */
export function methodChoices(): MethodChoice[] {
  return paymentMethods.map((method) => ({ method, available: methodAvailable(method) }));
}

/** A priced cart with the methods its checkout buttons offer (for the cart page and the drawer). */
export function withCheckoutMethods(cart: CartView): CartView {
  return { ...cart, methods: methodChoices() };
}

/** The spec's message when the provider could not start the payment (Fintecture has its own). */
export function startFailureKey(method: string) {
  return method === "bank-transfer" ? "errors.fintectureFailed" : "errors.paymentFailed";
}

/** What a form sent, as strings to put back in its fields (bounded: a huge value is not echoed whole). */
export function submittedValues<K extends string>(fields: Record<K, unknown>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const v = fields[key];
    if (typeof v === "string") out[key] = v.slice(0, 300);
  }
  return out;
}

export interface FormQuote {
  /** The country to price for (Italy when the one sent is not one we ship to). */
  country: EuCountry;
  /** What the discount code takes off, as the server checked it (0: none or not valid). */
  discountPercent: number;
  /** The code as checked (trimmed, upper-case). */
  code: string;
  /** The code does not apply: a key of the "checkout" namespace. */
  codeError?: string;
}

/** The summary's pricing inputs from a submitted form: its country and its discount code for its e-mail. */
export async function quoteForm(fields: {
  country?: unknown;
  email?: unknown;
  discountCode?: unknown;
}): Promise<FormQuote> {
  const country = countryField.safeParse(fields.country);
  const code = typeof fields.discountCode === "string" ? fields.discountCode.trim().toUpperCase().slice(0, 40) : "";
  const email = emailField.safeParse(fields.email);
  const percent = code ? await previewDiscount(code, email.success ? email.data : null) : 0;
  return {
    country: country.success ? country.data : "IT",
    discountPercent: percent ?? 0,
    code,
    ...(percent === null ? { codeError: "errors.discountInvalid" } : {}),
  };
}

export interface CheckoutPrefill {
  fullName: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  country: EuCountry;
}

const isEuCountry = (code: string): code is EuCountry => (EU_COUNTRIES as readonly string[]).includes(code);

/** The form's starting values: the signed-in shopper and their default address; blank for a guest. */
export async function checkoutPrefill(user: SessionUser | null): Promise<CheckoutPrefill> {
  if (!user) return { fullName: "", email: "", address: "", city: "", postalCode: "", phone: "", country: "IT" };
  const [address] = await listAddresses(user.id);
  const country = address?.country ?? user.country;
  return {
    fullName: address?.fullName || `${user.fname} ${user.lname}`.trim(),
    email: user.email,
    address: address?.street ?? "",
    city: address?.city ?? "",
    postalCode: address?.postalCode ?? "",
    phone: address?.phone ?? "",
    country: isEuCountry(country) ? country : "IT",
  };
}

/** A payment of the built-in test gateway by its hosted page's reference, with what that page shows. */
export async function testGatewayPayment(ref: string) {
  const payment = await db().payment.findUnique({
    where: { provider_providerRef: { provider: "test", providerRef: ref } },
    select: {
      id: true,
      status: true,
      method: true,
      amountCents: true,
      currency: true,
      order: { select: { oid: true, status: true } },
    },
  });
  if (!payment) return null;
  const waiting = payment.status === "pending" || payment.status === "awaiting_customer";
  return {
    id: payment.id,
    oid: payment.order.oid,
    method: payment.method,
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentStatus: payment.status,
    orderStatus: payment.order.status,
    /** The page can still settle it: the order waits for its money. */
    open: payment.order.status === "pending" && (waiting || payment.status === "processing"),
    /** "Leave pending" makes sense only before the payment is already pending at the gateway. */
    canLeavePending: waiting,
  };
}

/** The products of an attempt's order (to take them out of the cart once it is paid). */
export async function orderProductIds(paymentId: string): Promise<Set<string>> {
  const payment = await db().payment.findUnique({
    where: { id: paymentId },
    select: { order: { select: { lines: { select: { productId: true } } } } },
  });
  return new Set(
    (payment?.order.lines ?? []).map((l) => l.productId).filter((id): id is string => typeof id === "string"),
  );
}
