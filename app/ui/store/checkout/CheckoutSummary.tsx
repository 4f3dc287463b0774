import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { EuCountry } from "~/modules/accounts/account-schemas";
import { priceOrder, type DiscountTerms, type Pricing } from "~/modules/checkout/pricing";
import { shippingRate } from "~/modules/checkout/shipping";
import { ProductThumb } from "~/ui/kit/ProductThumb";

/** A line of the summary (the server's quote line, as JSON). */
export interface SummaryLine {
  productId: string;
  title: string;
  imageUrl: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  capped: boolean;
}

/**
 * The order summary beside the payment form: lines, subtotal, discount, shipping to the chosen
 * country, total and the VAT inside it. Priced with the shop's own pure pricing, on the server for
 * the first render and in the browser as the country changes; the order itself is priced again
 * by the server when it is placed.
 */
export function CheckoutSummary({
  lines,
  country,
  countryName,
  discountPercent,
  discount,
  code,
  soldOut,
  pricing,
}: {
  lines: SummaryLine[];
  country: EuCountry;
  /** The country's name in the page's language (the loader's: accounts/countries.server). */
  countryName: string;
  discountPercent: number;
  /** A discount code's terms (an amount off, or a percent), when one applies; else discountPercent. */
  discount?: DiscountTerms | null;
  code?: string;
  soldOut: string[];
  /** The shop's shipping and VAT settings the server read for this page. */
  pricing: Pricing;
}) {
  const { t, i18n } = useTranslation("checkout");
  const lng = i18n.language;
  const money = (cents: number) => formatEUR(cents, lng);
  const totals = priceOrder(lines, country, discount ?? discountPercent, pricing);
  const rate = shippingRate(country, pricing.shipping);
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl bg-sandal-50 p-5 ring-1 ring-sandal-200 sm:p-6">
      <h2 id="summary-title" className="font-display text-2xl text-plum-900">
        {t("summary.title")}
      </h2>
      <ul aria-label={t("summary.items")} className="mt-4 divide-y divide-sandal-200" data-testid="summary-lines">
        {lines.map((line) => (
          <li key={line.productId} className="flex gap-4 py-3" data-testid="summary-line">
            <ProductThumb src={line.imageUrl || null} size={64} frame="relative rounded-xl ring-1 ring-sandal-200">
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 flex h-6 min-w-6 items-center justify-center rounded-full bg-plum-800 px-1.5 text-xs font-semibold text-white"
              >
                {line.quantity}
              </span>
            </ProductThumb>
            <span className="min-w-0 flex-1">
              <span className="block font-medium leading-snug text-stone-900">{line.title}</span>
              <span className="mt-0.5 block text-sm text-stone-700">
                {t("summary.quantity", { count: line.quantity })} ·{" "}
                {t("summary.each", { price: money(line.unitPriceCents) })}
              </span>
              {line.capped ? (
                <span className="mt-0.5 block text-sm text-saffron-700">
                  {t("page.capped", { count: line.quantity })}
                </span>
              ) : null}
            </span>
            <span className="flex-none font-semibold tabular-nums text-stone-900">{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      {soldOut.length ? (
        <p className="mt-2 rounded-xl bg-saffron-100 px-3 py-2 text-sm text-stone-900">
          {t("page.soldOut", { titles: soldOut.join(", ") })}
        </p>
      ) : null}
      <dl className="mt-4 space-y-2 border-t border-sandal-200 pt-4 text-stone-800" data-testid="summary-totals">
        <div className="flex justify-between gap-4">
          <dt>{t("summary.subtotal")}</dt>
          <dd className="tabular-nums">{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div className="flex justify-between gap-4 text-emerald-800" data-testid="summary-discount">
            <dt>
              {discount?.kind === "fixed"
                ? t("discounts:summary.code", { code })
                : t("summary.discountPercent", { percent: discount?.value ?? discountPercent })}
            </dt>
            <dd className="tabular-nums">−{money(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4" data-testid="summary-shipping">
          <dt>{t("summary.shippingTo", { country: countryName })}</dt>
          <dd className="tabular-nums">
            {totals.shippingCents === 0 ? (
              <span className="font-semibold text-emerald-800">{t("summary.free")}</span>
            ) : (
              money(totals.shippingCents)
            )}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-sandal-200 pt-3 text-lg">
          <dt className="font-semibold text-stone-900">{t("summary.total")}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums text-plum-900" data-testid="summary-total">
            {money(totals.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-sm text-stone-600" data-testid="summary-vat">
        {t("summary.vatIncluded", { amount: money(totals.vatCents) })}
      </p>
      {totals.shippingCents > 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          {t("summary.freeFrom", { country: countryName, amount: money(rate.freeFromCents) })}
        </p>
      ) : null}
    </section>
  );
}
