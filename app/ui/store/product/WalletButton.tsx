import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

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
      <button type="submit" disabled={disabled} aria-describedby="wallet-note" className="wallet-buy">
        <span>{t("product.buyWith")}</span>
        <span role="img" aria-label={t("product.googlePay")} className="wallet-mark">
          {/* Google's "G" in its four colours (the mark of the Google Pay button), a cached file. */}
          <img src="/icons/google-g.svg" alt="" width={20} height={20} className="h-5 w-5" />
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
