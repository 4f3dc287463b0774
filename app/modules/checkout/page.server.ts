import { db } from "~/lib/db.server";
import { countryField, EU_COUNTRIES, type EuCountry } from "~/modules/accounts/account-schemas";
import { listAddresses } from "~/modules/accounts/addresses.server";
import { emailField } from "~/modules/accounts/schemas";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import type { CartView } from "~/modules/cart/types";
import { paymentMethods, type PaymentMethod } from "~/modules/payments/provider";
import { returnUrls } from "~/modules/payments/attempts.server";
import { testNotification } from "~/modules/payments/providers/test-gateway.server";
import { methodAvailable } from "~/modules/payments/registry.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";
import { pricingOf, pricingStamp, type DiscountTerms, type Pricing } from "./pricing";
import { getUser } from "~/modules/accounts/guards.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { discountCodeAnswer } from "~/modules/discounts/messages";
import { previewDiscount as previewCode } from "~/modules/discounts/redeem.server";
import { normalizeCode } from "~/modules/discounts/rules";
import { checkoutSource, quoteCheckout } from "./quote.server";

/**
 * Server helpers of the shopper's checkout pages (the payment page, the status page and the test
 * gateway's hosted page): what they read besides the checkout core.
 */

export interface MethodChoice {
  method: PaymentMethod;
  available: boolean;
}

/**
 * The methods the shop offers (switched on in its settings), in the spec's order, and whether
 * each can be used here now (a provider can take it). A method switched off is not listed at all.
 */
export function methodChoices(settings: Pick<ShopSettings, "paymentMethods">): MethodChoice[] {
  return paymentMethods
    .filter((method) => settings.paymentMethods[method])
    .map((method) => ({ method, available: methodAvailable(method, settings.paymentMethods) }));
}

/** A priced cart with the methods its checkout buttons offer (for the cart page and the drawer). */
export async function withCheckoutMethods(cart: CartView): Promise<CartView> {
  return { ...cart, methods: methodChoices(await getShopSettings()) };
}

/** What the payment page prices with in the browser, and its fingerprint sent back with the order. */
export interface PagePricing {
  pricing: Pricing;
  stamp: string;
}

export function pagePricing(settings: ShopSettings): PagePricing {
  const pricing = pricingOf(settings);
  return { pricing, stamp: pricingStamp(pricing, settings.newsletter.percent) };
}

export interface FormQuote {
  /** The country to price for (Italy when the one sent is not one we ship to). */
  country: EuCountry;
  /** What a percent code takes off (0: none, not valid, or an amount off). */
  discountPercent: number;
  /** The code's terms as the server checked them (null: none or not valid). */
  discount: DiscountTerms | null;
  /** The code as checked (trimmed, upper-case). */
  code: string;
  /** The code does not apply: a key of the "checkout" namespace (or "discounts:…"). */
  codeError?: string;
  /** The reason with its values, above the form (a minimum order names its amount). */
  codeNotice?: { key: string; values: Record<string, string> };
}

/** What a code is checked against besides the form: the page's goods and the signed-in shopper. */
export interface QuoteContext {
  goodsCents: number;
  userId: string | null;
  /** The page's language (a minimum order's amount is written in it). */
  lng?: string;
}

/** The goods of the page a form was posted from (its cart, or its buy-now product), and who posts it. */
export async function quoteContext(request: Request, form: FormData): Promise<QuoteContext> {
  const source = checkoutSource(form);
  const [quoted, user] = await Promise.all([source ? quoteCheckout(request, source) : null, getUser(request)]);
  const goodsCents = (quoted?.quote.lines ?? []).reduce((sum, l) => sum + l.lineTotalCents, 0);
  return { goodsCents, userId: user?.id ?? null, lng: await getLanguage(request) };
}

/** The discount field's own message (a minimum's amount is said above the form). */
export function discountFieldKey(refusal: { problem?: string }, key: string) {
  return refusal.problem === "below_minimum" ? "discounts:refusal.below_minimum_field" : key;
}

/** The summary's pricing inputs from a submitted form: its country and its discount code for its e-mail. */
export async function quoteForm(
  fields: { country?: unknown; email?: unknown; discountCode?: unknown },
  context: QuoteContext,
): Promise<FormQuote> {
  const country = countryField.safeParse(fields.country);
  const code = normalizeCode(fields.discountCode);
  const email = emailField.safeParse(fields.email);
  const base = { country: country.success ? country.data : ("IT" as EuCountry), code };
  if (!code) return { ...base, discountPercent: 0, discount: null };
  const result = await previewCode({
    code,
    goodsCents: context.goodsCents,
    email: email.success ? email.data.trim().toLowerCase() : null,
    userId: context.userId,
    now: new Date(),
  });
  if (result.ok) {
    const { terms } = result.redemption;
    return {
      ...base,
      code: result.redemption.code,
      discountPercent: terms.kind === "percent" ? terms.value : 0,
      discount: terms,
    };
  }
  const answer = discountCodeAnswer(result, context.lng ?? "it");
  return {
    ...base,
    discountPercent: 0,
    discount: null,
    codeError: discountFieldKey(result, answer.key),
    ...(result.problem === "below_minimum" ? { codeNotice: { key: answer.key, values: answer.values } } : {}),
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

/**
 * The tester's choice on the gateway's page becomes a signed notification that goes through the
 * same handler as a real provider's webhook; then the browser goes back to the shop's return
 * address, as from a provider. "cancel" only goes back.
 */
export async function settleTestGatewayChoice(
  ref: string,
  payment: NonNullable<Awaited<ReturnType<typeof testGatewayPayment>>>,
  choice: "approve" | "decline" | "pending" | "cancel",
): Promise<{ ok: true; redirectTo: string } | { ok: false; status: number; error: string }> {
  const urls = returnUrls("test", payment.id);
  if (choice === "cancel") return { ok: true, redirectTo: urls.cancelUrl };
  if (!payment.open || (choice === "pending" && !payment.canLeavePending)) {
    return { ok: false, status: 409, error: "gateway.closed" };
  }
  const notification = testNotification(choice, { ref, amountCents: payment.amountCents, currency: payment.currency });
  const answer = await receiveNotification("test", notification.body, notification.headers);
  if (answer.status !== 200) return { ok: false, status: 502, error: "gateway.failed" };
  return { ok: true, redirectTo: urls.returnUrl };
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
