import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EU_COUNTRIES, optionName, type CountryOption, type EuCountry } from "~/modules/accounts/account-schemas";
import { CHECKOUT_FIELDS, CUSTOMER_LIMITS, type CheckoutField } from "~/modules/checkout/schemas";
import type { InvoiceFormState } from "~/modules/invoicing/schemas";
import { priceOrder, type DiscountTerms, type Pricing } from "~/modules/checkout/pricing";
import { formatEUR } from "~/lib/money";
import { AccountCountrySelect } from "~/ui/account/AccountCountrySelect";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { InputField } from "~/ui/kit/Field";
import { Notice } from "~/ui/kit/Notice";
import { useHydrated } from "~/ui/kit/useHydrated";
import { CheckoutSummary, type SummaryLine } from "./CheckoutSummary";
import { DiscountField } from "./DiscountField";
import { InvoiceFields } from "./InvoiceFields";
import { secondaryButtonClass } from "./styles";
import { MethodPicker, type MethodOption } from "./MethodPicker";
import { PaySection } from "./PaySection";

export interface CheckoutPageProps {
  lines: SummaryLine[];
  /** The EU countries by name, in order (the select's options and the summary's names). */
  countries: CountryOption[];
  /** The lines as shown, sent back with the form: the order is placed for exactly these. */
  shown: string;
  soldOut: string[];
  methods: MethodOption[];
  /** The method to show as chosen (null when the one asked for cannot be used). */
  method: string | null;
  buyNow: { product: string; quantity: number } | null;
  /** What the fields hold: the shopper's saved details, or what they sent. */
  values: Partial<Record<CheckoutField, string>>;
  /** Keys of the "checkout" namespace, per field. */
  errors: Partial<Record<CheckoutField, string>>;
  notice: { key: string; values?: Record<string, string | number> } | null;
  /** The country priced on the server, and a discount it checked (`code` as applied). */
  quote: { country: EuCountry; discountPercent: number; code: string; discount?: DiscountTerms | null };
  signedInEmail: string | null;
  loginHref: string;
  /** The shop's shipping and VAT settings, and their stamp sent back with the order. */
  pricing: Pricing;
  stamp: string;
  /** "I need an invoice" as last sent, with its errors. */
  invoice?: InvoiceFormState;
  /** The server's last answer to this form (its identity changes with each one), or null. */
  answer: { errors: Partial<Record<CheckoutField, string>>; notice: unknown } | null;
}

const isEuCountry = (v: string): v is EuCountry => (EU_COUNTRIES as readonly string[]).includes(v);

/**
 * The payment page's form and summary (SPEC "Payment form"). A plain POST form: without JS the
 * server answers with errors, or re-prices for the submitted country ("Update the total"); with
 * JS the summary follows the country select at once and the button shows the processing state.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const {
    lines,
    countries,
    shown,
    soldOut,
    methods,
    method,
    buyNow,
    values,
    errors,
    notice,
    quote,
    signedInEmail,
    loginHref,
    answer,
    pricing,
    stamp,
  } = props;
  const { t, i18n } = useTranslation("checkout");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [country, setCountry] = useState<EuCountry>(quote.country);
  const [code, setCode] = useState(values.discountCode ?? "");
  // The server's answer (Apply, Update the total, refused fields) sets the country priced.
  useEffect(() => setCountry(quote.country), [quote.country, quote.code, quote.discountPercent]);
  useEffect(() => setCode(values.discountCode ?? ""), [values.discountCode]);

  const posting =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    Boolean(navigation.formAction?.startsWith("/pages/payment-proceed"));
  const intent = navigation.formData?.get("intent");
  const placing = posting && intent === "place";
  const quoting = posting && intent === "quote";

  // The discount shown is the one the server checked, while the code in the box is still that one.
  const terms =
    quote.discount ?? (quote.discountPercent > 0 ? { kind: "percent" as const, value: quote.discountPercent } : null);
  const applied = terms && code.trim().toUpperCase() === quote.code ? terms : null;
  const percent = applied?.kind === "percent" ? applied.value : 0;
  const totals = priceOrder(lines, country, applied, pricing);

  // After a refused submit (a new answer), take the keyboard to the first field to fix, or to the message.
  useEffect(() => {
    if (!answer) return;
    const first = CHECKOUT_FIELDS.find((f) => answer.errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]:not([disabled])`)?.focus();
    else if (answer.notice) noticeRef.current?.focus();
  }, [answer]);

  const applyQuote = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "quote");
    submit(data, { method: "post", preventScrollReset: true });
  };
  const err = (f: CheckoutField) => (errors[f] ? t(errors[f]!) : undefined);
  const field = (name: Exclude<CheckoutField, "country" | "method">) => ({
    id: `checkout-${name}`,
    name,
    defaultValue: values[name] ?? "",
    error: err(name),
  });
  // A refused discount code is said next to its field only; other refusals also above the form.
  const fieldCount = Object.keys(errors).filter((f) => f !== "discountCode").length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb
        label={t("page.breadcrumb")}
        items={[{ label: t("page.home"), to: "/" }, { label: t("page.cart"), to: "/cart" }, { label: t("page.title") }]}
      />
      <h1 className="mt-4 font-display text-3xl text-plum-900 md:text-4xl">{t("page.title")}</h1>
      <p className="mt-2 max-w-prose text-stone-700">{t("page.intro")}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <CheckoutSummary
              lines={lines}
              soldOut={soldOut}
              country={country}
              countryName={optionName(countries, country)}
              discountPercent={percent}
              discount={applied}
              code={quote.code}
              pricing={pricing}
            />
          </div>
        </div>

        <Form
          ref={formRef}
          method="post"
          noValidate
          className="space-y-8 lg:col-start-1 lg:row-start-1"
          data-testid="checkout-form"
          onChange={(e) => {
            const el = e.target as HTMLSelectElement;
            if (el.name === "country" && isEuCountry(el.value)) setCountry(el.value);
          }}
        >
          <input type="hidden" name="lines" value={shown} />
          <input type="hidden" name="pricing" value={stamp} />
          {buyNow ? (
            <>
              <input type="hidden" name="product" value={buyNow.product} />
              <input type="hidden" name="quantity" value={buyNow.quantity} />
            </>
          ) : null}
          <div ref={noticeRef} tabIndex={-1} className="space-y-3 focus:outline-none">
            {notice ? (
              <Notice tone="error" as="p">
                {t(notice.key, notice.values)}
              </Notice>
            ) : fieldCount > 0 ? (
              <Notice tone="error" as="p">
                {t("page.errorSummary")}
              </Notice>
            ) : null}
            <p className="text-sm text-stone-600">
              {t("page.required")}{" "}
              {signedInEmail ? (
                t("page.signedInAs", { email: signedInEmail })
              ) : (
                <Link to={loginHref} className="font-medium text-plum-800 underline underline-offset-4">
                  {t("page.signIn")}
                </Link>
              )}
            </p>
          </div>

          <fieldset className="space-y-4">
            <legend className="font-display text-xl text-plum-900">{t("page.contactTitle")}</legend>
            <InputField
              key={`fullName-${values.fullName ?? ""}`}
              {...field("fullName")}
              label={t("page.fullName")}
              autoComplete="name"
              required
              maxLength={CUSTOMER_LIMITS.fullName}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                key={`email-${values.email ?? ""}`}
                {...field("email")}
                type="email"
                label={t("page.email")}
                hint={t("page.emailHint")}
                autoComplete="email"
                required
                maxLength={254}
              />
              <InputField
                key={`phone-${values.phone ?? ""}`}
                {...field("phone")}
                type="tel"
                label={t("page.phone")}
                hint={t("page.phoneHint")}
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={30}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="font-display text-xl text-plum-900">{t("page.shippingTitle")}</legend>
            <InputField
              key={`address-${values.address ?? ""}`}
              {...field("address")}
              label={t("page.address")}
              autoComplete="street-address"
              required
              maxLength={CUSTOMER_LIMITS.address}
            />
            <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <InputField
                key={`city-${values.city ?? ""}`}
                {...field("city")}
                label={t("page.city")}
                autoComplete="address-level2"
                required
                maxLength={CUSTOMER_LIMITS.city}
              />
              <InputField
                key={`postalCode-${values.postalCode ?? ""}`}
                {...field("postalCode")}
                label={t("page.postalCode")}
                autoComplete="postal-code"
                required
                maxLength={CUSTOMER_LIMITS.postalCode}
              />
            </div>
            <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
              <div className="min-w-0 flex-1 basis-64">
                <AccountCountrySelect
                  key={`country-${values.country ?? ""}`}
                  id="checkout-country"
                  label={t("page.country")}
                  countries={countries}
                  defaultValue={values.country ?? quote.country}
                  error={err("country")}
                />
              </div>
              {hydrated ? null : (
                <button
                  type="submit"
                  name="intent"
                  value="quote"
                  formNoValidate
                  className={`${secondaryButtonClass} mt-6`}
                >
                  {t("page.updateTotal")}
                </button>
              )}
            </div>
            <p className="text-sm text-stone-600">{t("page.countryHint")}</p>
          </fieldset>

          <InvoiceFields state={props.invoice} />

          <DiscountField
            key={`discountCode-${values.discountCode ?? ""}`}
            defaultValue={values.discountCode ?? ""}
            error={err("discountCode")}
            hint={
              percent > 0
                ? t("page.discountApplied", { code: quote.code, percent })
                : applied
                  ? t("discounts:applied.fixed", { code: quote.code, amount: formatEUR(applied.value, i18n.language) })
                  : hydrated && code.trim() && code.trim().toUpperCase() !== quote.code
                    ? t("page.discountNotApplied")
                    : t("page.discountHint")
            }
            hydrated={hydrated}
            busy={quoting}
            onCode={setCode}
            onApply={applyQuote}
          />

          <MethodPicker methods={methods} selected={method} error={err("method")} />

          <PaySection totalCents={totals.totalCents} vatCents={totals.vatCents} placing={placing} />
        </Form>
      </div>
    </div>
  );
}
