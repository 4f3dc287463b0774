import { data, redirect } from "@remix-run/node";
import { euCountryOptions } from "~/modules/accounts/countries.server";
import { env } from "~/lib/env.server";
import { fieldErrors, formFields } from "~/lib/form";
import { getUser } from "~/modules/accounts/guards.server";
import { typedValues } from "~/modules/accounts/route-helpers.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { readInvoiceForm, type InvoiceFormState } from "~/modules/invoicing/schemas";
import { viewAttempt } from "~/modules/payments/attempts.server";
import { isPaymentMethod, type PaymentMethod } from "~/modules/payments/provider";
import { methodAvailable } from "~/modules/payments/registry.server";
import { getShopSettings, invalidateShopSettings } from "~/modules/settings/settings.server";
import { checkout, clientIp, hitCheckoutLimit, startCommitted, startFailureKey } from "./checkout.server";
import { cartCodeHeader, readCartCode } from "~/modules/discounts/cart-code.server";
import {
  checkoutPrefill,
  discountFieldKey,
  methodChoices,
  pagePricing,
  quoteContext,
  quoteForm,
  type PagePricing,
} from "./page.server";
import { checkoutSource, quoteCheckout, shownItems, shownLines } from "./quote.server";
import { refusalAnswer } from "./refusals";
import { CHECKOUT_FIELDS, checkoutFormSchema, type CheckoutField } from "./schemas";

/**
 * The payment page (SPEC "Payment page", issue 4 §1), behind the thin route
 * `routes/pages.payment-proceed.tsx`: what it shows, and what its three forms do.
 */

export type Message = { key: string; values?: Record<string, string | number> };

/** The sentence by the pay button (its links as plain words), as the consent record keeps it. */
async function termsSentence(lng: Awaited<ReturnType<typeof getLanguage>>) {
  const t = await getT(lng, "checkout");
  return t("page.termsLine").replace(/<\/?(?:terms|privacy)>/g, "");
}

/**
 * The page: the cart (from the cart cookie) or one product bought at once, the buyer's details
 * and the method chosen in the cart. Opened without items or a valid method it says 'Payment
 * Error: Missing or invalid payment information.' (400).
 */
export async function paymentPage(request: Request) {
  const url = new URL(request.url);
  const lng = await getLanguage(request);
  const t = await getT(lng, "checkout");
  const seo = {
    origin: env().publicUrl,
    path: "/pages/payment-proceed",
    lng,
    title: t("page.metaTitle"),
    description: t("page.metaDescription"),
    noindex: true,
  };
  const headers = new Headers({ "Cache-Control": "no-store" });
  const settings = await getShopSettings();
  const methods = methodChoices(settings);
  /** `others`: methods to offer instead, as links keeping a buy-now's product. */
  const problem = (message: Message, status: number, others: { method: PaymentMethod; href: string }[] = []) =>
    data({ kind: "problem" as const, seo, message, others }, { status, headers });

  const asked = url.searchParams.get("method");
  const source = checkoutSource(url.searchParams);
  if (!source) return problem({ key: "errors.missingInfo" }, 400);
  const linkTo = (method: PaymentMethod) => {
    const q = new URLSearchParams({ method });
    if (source.kind === "product") {
      q.set("product", source.productId);
      q.set("quantity", String(source.quantity));
    }
    return { method, href: `/pages/payment-proceed?${q.toString()}` };
  };
  const { quote, setCookie } = await quoteCheckout(request, source);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (quote.lines.length === 0) {
    return source.kind === "product" && quote.soldOut.length
      ? problem({ key: "errors.stockGone", values: { title: quote.soldOut[0] } }, 409)
      : problem({ key: "errors.missingInfo" }, 400);
  }
  const usable = methods.filter((m) => m.available).map((m) => m.method);
  if (usable.length === 0) return problem({ key: "errors.methodUnavailable" }, 503);
  if (!isPaymentMethod(asked)) return problem({ key: "errors.missingInfo" }, 400, usable.map(linkTo));

  const user = await getUser(request);
  const [prefill, cartCode] = await Promise.all([checkoutPrefill(user), readCartCode(request)]);
  const available = usable.includes(asked);
  return data(
    {
      kind: "form" as const,
      seo,
      methods,
      // The summary prices in the browser with these; the form sends the stamp back with the order.
      ...pagePricing(settings),
      method: available ? asked : null,
      notice: available ? null : ({ key: "errors.methodUnavailable" } as Message),
      buyNow: source.kind === "product" ? { product: source.productId, quantity: quote.lines[0].quantity } : null,
      lines: quote.lines,
      shown: shownLines(quote.lines),
      soldOut: quote.soldOut,
      prefill: { ...prefill, discountCode: cartCode },
      // The cart's discount code, checked for the page's goods and the signed-in shopper.
      quote: await quoteForm(
        { country: prefill.country, email: prefill.email, discountCode: cartCode },
        { goodsCents: quote.lines.reduce((sum, l) => sum + l.lineTotalCents, 0), userId: user?.id ?? null, lng },
      ),
      // The country select's names, and the summary's (accounts/countries.server).
      countries: euCountryOptions(lng),
      signedInEmail: user?.email ?? null,
      loginHref: `/account/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    },
    { headers },
  );
}

type FormAnswer = {
  kind: "form";
  values: Partial<Record<CheckoutField, string>>;
  errors: Partial<Record<CheckoutField, string>>;
  notice: Message | null;
  quote: Awaited<ReturnType<typeof quoteForm>>;
  /** The shop's pricing now, when it changed since the page was shown (the summary takes it). */
  pricing?: PagePricing;
  /** "I need an invoice" as sent, with its errors (modules/invoicing). */
  invoice?: InvoiceFormState;
};
type RetryAnswer = { kind: "retry"; oid: string; token: string; key: string };
type ProblemAnswer = { kind: "problem"; message: Message; paymentStatus?: string };

const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/**
 * intent=place (the form): validate, place the order (checkout core) and send the buyer to the
 * provider (303). intent=quote: price for the submitted country and check a discount code, change
 * nothing. intent=retry&attempt=<token>: start the same attempt again after the provider failed.
 */
export async function paymentPageAction(request: Request) {
  const form = await request.formData();
  const intent = form.get("intent") ?? "place";
  if (intent === "retry") return retry(request, form);
  if (intent !== "place" && intent !== "quote") {
    return data<ProblemAnswer>({ kind: "problem", message: { key: "errors.missingInfo" } }, { status: 400 });
  }
  const fields = formFields(form, CHECKOUT_FIELDS);
  const values = typedValues(fields, CHECKOUT_FIELDS, 300);
  const quote = await quoteForm(fields, await quoteContext(request, form));
  const invoice = readInvoiceForm(form);
  const answer = (status: number, extra: Partial<FormAnswer>, init: Record<string, string> = {}) =>
    data<FormAnswer>(
      { kind: "form", values, errors: {}, notice: null, quote, invoice: invoice.state, ...extra },
      { status, headers: init },
    );

  if (intent === "quote") {
    return quote.codeError
      ? answer(422, { errors: { discountCode: quote.codeError }, notice: quote.codeNotice ?? null })
      : answer(200, {});
  }
  const source = checkoutSource(form);
  if (!source) return answer(400, { notice: { key: "errors.missingInfo" } });
  const parsed = checkoutFormSchema.safeParse(fields);
  if (!parsed.success || !invoice.ok) {
    // The invoice fieldset's errors travel in `invoice`; alone, they still get the summary above the form.
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    return answer(400, { errors, notice: parsed.success ? { key: "page.errorSummary" } : null });
  }
  const { method, discountCode, ...customer } = parsed.data;
  if (!methodAvailable(method, (await getShopSettings()).paymentMethods)) {
    return answer(503, { errors: { method: "errors.methodUnavailable" }, notice: { key: "errors.methodUnavailable" } });
  }
  const limit = await hitCheckoutLimit(request);
  if (!limit.allowed) {
    return answer(
      429,
      { notice: { key: "errors.rateLimited", values: { minutes: limit.minutes } } },
      retryAfter(limit.retryAfterSeconds),
    );
  }
  const { quote: current } = await quoteCheckout(request, source);
  const shown = shownItems(form.get("lines"), current.requested);
  const items = shown === undefined ? current.items : shown;
  if (!items || items.length === 0) return answer(400, { notice: { key: "errors.missingInfo" } });

  const user = await getUser(request);
  const result = await checkout({
    method,
    items,
    customer,
    discountCode,
    invoice: invoice.invoice,
    user: user ? { id: user.id } : null,
    locale: await getLanguage(request),
    clientIp: clientIp(request),
    pricingStamp: typeof form.get("pricing") === "string" ? (form.get("pricing") as string) : null,
    termsText: await termsSentence(await getLanguage(request)),
  });
  if (!result.ok) {
    const refusal = refusalAnswer(result, await getLanguage(request));
    const errors = result.reason === "discount_invalid" ? { discountCode: discountFieldKey(result, refusal.key) } : {};
    const notice = { key: refusal.key, values: refusal.values };
    if (result.reason === "prices_changed") {
      // This server may still hold the old settings: read them again for the summary shown now.
      invalidateShopSettings();
      return answer(refusal.status, { notice, pricing: pagePricing(await getShopSettings()) });
    }
    return answer(refusal.status, { errors, notice });
  }
  // The order holds the cart's discount code now: the cart forgets it.
  if (result.start.ok) {
    return redirect(result.start.redirectUrl, { status: 303, headers: { "Set-Cookie": await cartCodeHeader(null) } });
  }
  if (result.start.reason === "unavailable") {
    return data<RetryAnswer>(
      { kind: "retry", oid: result.oid, token: result.token, key: startFailureKey(method) },
      { status: 503 },
    );
  }
  return data<ProblemAnswer>({ kind: "problem", message: { key: "errors.missingInfo" } }, { status: 409 });
}

/** "Try again" (here, or "Return to payment" on the status page): the same attempt, never a new order. */
async function retry(request: Request, form: FormData) {
  const token = form.get("attempt");
  const view = typeof token === "string" ? await viewAttempt(token) : null;
  if (!view) return data<ProblemAnswer>({ kind: "problem", message: { key: "errors.missingInfo" } }, { status: 400 });
  const limit = await hitCheckoutLimit(request);
  if (!limit.allowed) {
    return data<ProblemAnswer>(
      { kind: "problem", message: { key: "errors.rateLimited", values: { minutes: limit.minutes } } },
      { status: 429, headers: retryAfter(limit.retryAfterSeconds) },
    );
  }
  const start = await startCommitted(view.paymentId, view.oid, clientIp(request));
  if (start.ok) return redirect(start.redirectUrl, 303);
  if (start.reason === "unavailable") {
    return data<RetryAnswer>(
      { kind: "retry", oid: view.oid, token: view.token, key: startFailureKey(view.method) },
      { status: 503 },
    );
  }
  if (start.reason === "closed") {
    return data<ProblemAnswer>(
      { kind: "problem", message: { key: "errors.orderClosed" }, paymentStatus: start.status },
      { status: 409 },
    );
  }
  return data<ProblemAnswer>({ kind: "problem", message: { key: "errors.missingInfo" } }, { status: 400 });
}
