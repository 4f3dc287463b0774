import { useTranslation } from "react-i18next";

/** The payment methods the checkout offers, in the spec's order (card, bank transfer, wallet). */
export const paymentMethods = [
  { method: "card", key: "payCard" },
  { method: "bank-transfer", key: "payBank" },
  { method: "paypal", key: "payPaypal" },
] as const;

/**
 * "Checkout" reveals the three payment buttons. A `<details>` disclosure: it works without JS and
 * tells assistive technology whether it is open. Each choice is a plain GET link to the payment page.
 */
export function CheckoutChoices({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation("cart");
  if (disabled) {
    return (
      <button
        type="button"
        disabled
        className="flex min-h-12 w-full items-center justify-center rounded-full bg-stone-300 font-semibold uppercase tracking-wide text-stone-700"
      >
        {t("checkout")}
      </button>
    );
  }
  return (
    <details className="group" data-testid="checkout">
      <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-center rounded-full bg-plum-800 font-semibold uppercase tracking-wide text-white hover:bg-plum-900 group-open:bg-plum-900 [&::-webkit-details-marker]:hidden">
        {t("checkout")}
      </summary>
      <nav aria-label={t("paymentChoices")} className="mt-3">
        <ul className="grid gap-2">
          {paymentMethods.map((m) => (
            <li key={m.method}>
              <a
                href={`/pages/payment-proceed?method=${m.method}`}
                className="flex min-h-12 items-center justify-center rounded-full border-2 border-plum-800 px-4 font-semibold text-plum-800 hover:bg-plum-50"
              >
                {t(m.key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
