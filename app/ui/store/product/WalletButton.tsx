import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Google's "G", in its four colours (the mark of the Google Pay button). */
function GoogleG() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.49 12c0-.73.13-1.43.35-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/**
 * The spec's card-wallet buy button: a one-product checkout of this product by card. Google Pay
 * (and Apple Pay) are offered on the card provider's secure hosted page, so the shop loads no
 * wallet script of its own (CSP, offline) and never sees card data.
 */
export function WalletButton({
  productId,
  quantity,
  disabled,
}: {
  productId: string;
  quantity: number;
  disabled: boolean;
}) {
  const { t } = useTranslation("store");
  return (
    <Form method="get" action="/pages/payment-proceed" className="mt-3" data-testid="wallet-buy">
      <input type="hidden" name="method" value="card" />
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        disabled={disabled}
        aria-describedby="wallet-note"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-stone-950 px-6 text-base font-medium text-white transition-colors hover:bg-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 sm:w-auto sm:min-w-64"
      >
        <span>{t("product.buyWith")}</span>
        <span
          role="img"
          aria-label={t("product.googlePay")}
          className="inline-flex items-center gap-1 rounded-full bg-white py-1 pl-1.5 pr-2.5 text-stone-950"
        >
          <GoogleG />
          <span aria-hidden="true" className="font-semibold">
            Pay
          </span>
        </span>
      </button>
      <p id="wallet-note" className="mt-2 text-sm text-stone-600">
        {t("product.walletNote")}
      </p>
    </Form>
  );
}
