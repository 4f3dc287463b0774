import { useTranslation } from "react-i18next";
import type { CheckoutMethod } from "~/modules/cart/types";

/** The payment methods the checkout offers, in the spec's order (card, bank transfer, wallet). */
export const paymentMethods = [
  { method: "card", key: "payCard" },
  { method: "bank-transfer", key: "payBank" },
  { method: "paypal", key: "payPaypal" },
] as const;

/**
 * "Checkout" reveals the three payment buttons. A `<details>` disclosure: it works without JS and
 * tells assistive technology whether it is open. Each choice is a plain GET link to the payment
 * page; a method that cannot be used now (`methods` from the server) is shown, dimmed, with why,
 * and one the shop does not offer (absent from `methods`) is not shown.
 */
export function CheckoutChoices({ disabled = false, methods }: { disabled?: boolean; methods?: CheckoutMethod[] }) {
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
  const available = (method: string) => methods?.find((m) => m.method === method)?.available ?? true;
  const offered = methods ? paymentMethods.filter((p) => methods.some((m) => m.method === p.method)) : paymentMethods;
  return (
    <details className="group" data-testid="checkout">
      <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-center rounded-full bg-plum-800 font-semibold uppercase tracking-wide text-white hover:bg-plum-900 group-open:bg-plum-900 [&::-webkit-details-marker]:hidden">
        {t("checkout")}
      </summary>
      <nav aria-label={t("paymentChoices")} className="mt-3">
        <ul className="grid gap-2">
          {offered.map((m) => (
            <li key={m.method}>
              {available(m.method) ? (
                <a
                  href={`/pages/payment-proceed?method=${m.method}`}
                  className="flex min-h-12 items-center justify-center rounded-full border-2 border-plum-800 px-4 font-semibold text-plum-800 hover:bg-plum-50"
                >
                  {t(m.key)}
                </a>
              ) : (
                <span
                  data-testid={`method-off-${m.method}`}
                  className="flex min-h-12 flex-col items-center justify-center rounded-full border-2 border-dashed border-stone-400 px-4 text-center leading-tight text-stone-600"
                >
                  <span className="font-semibold">{t(m.key)}</span>
                  <span className="text-xs">{t("methodOff")}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
