import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_LINE_QUANTITY } from "~/modules/cart/cart";
import { AddToCartForm } from "~/ui/store/cart/AddToCartForm";
import { useHydrated } from "~/ui/kit/useHydrated";
import { WalletButton } from "./WalletButton";

/** Low-stock hint threshold on the product page ("Only 3 left"). */
export const FEW_LEFT = 5;

/**
 * Quantity stepper, ADD TO CART (`intent=add&productId&quantity` posted to /cart) and the
 * card-wallet buy button (a one-product checkout).
 * Without JavaScript: one native form holding the number field, returning to this page; the
 * wallet button, a form of its own, buys one unit.
 * With JavaScript: −/+ buttons drive the cart's own AddToCartForm (drawer, messages) and the
 * wallet button buys the quantity chosen.
 */
export function PurchaseForm({ productId, stock, returnTo }: { productId: string; stock: number; returnTo: string }) {
  const { t } = useTranslation("store");
  const hydrated = useHydrated();
  const max = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
  const out = stock <= 0;
  const [quantity, setQuantity] = useState(1);
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : 1));

  const label = (
    <label htmlFor="quantity" className="block text-sm font-medium text-stone-700">
      {t("product.quantity")}
    </label>
  );
  const status = (
    <p id="stock-status" className="mt-3 text-sm font-medium" data-testid="stock-status">
      {out ? (
        <span className="text-red-800">{t("product.outOfStock")}</span>
      ) : stock <= FEW_LEFT ? (
        <span className="text-saffron-700">{t("product.onlyLeft", { n: stock })}</span>
      ) : (
        <span className="text-emerald-800">{t("product.inStock")}</span>
      )}
    </p>
  );

  if (!hydrated) {
    return (
      <div className="mt-6">
        <form method="post" action="/cart" data-testid="purchase">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <div className="flex flex-wrap items-end gap-3">
            <div>
              {label}
              <div className={`mt-1 inline-flex rounded-full ring-1 ring-sandal-200 ${out ? "opacity-50" : ""}`}>
                <input
                  id="quantity"
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  step={1}
                  defaultValue={1}
                  required
                  disabled={out}
                  className="qty-input w-20"
                />
              </div>
            </div>
            <div className="min-w-48 flex-1 sm:flex-none">
              <button type="submit" disabled={out} aria-describedby="stock-status" className="buy-submit">
                {t("product.addToCart")}
              </button>
            </div>
          </div>
          {status}
        </form>
        <WalletButton productId={productId} quantity={1} disabled={out} />
      </div>
    );
  }

  return (
    <div className="mt-6" data-testid="purchase">
      <div className="flex flex-wrap items-start gap-3">
        <div>
          {label}
          <div
            className={`mt-1 inline-flex items-center overflow-hidden rounded-full ring-1 ring-sandal-200 ${out ? "opacity-50" : ""}`}
          >
            <button
              type="button"
              className="qty-step"
              onClick={() => setQuantity((q) => clamp(q - 1))}
              disabled={out || quantity <= 1}
              aria-label={t("product.decrease")}
              aria-controls="quantity"
            >
              −
            </button>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              disabled={out}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value === "" ? 1 : clamp(Number(e.target.value)))}
              className="qty-input"
            />
            <button
              type="button"
              className="qty-step"
              onClick={() => setQuantity((q) => clamp(q + 1))}
              disabled={out || quantity >= max}
              aria-label={t("product.increase")}
              aria-controls="quantity"
            >
              +
            </button>
          </div>
        </div>
        <AddToCartForm
          productId={productId}
          quantity={quantity}
          disabled={out}
          redirectTo={returnTo}
          label={t("product.addToCart")}
          className="mt-6 min-w-48 flex-1 sm:flex-none"
        />
      </div>
      {status}
      <WalletButton productId={productId} quantity={quantity} disabled={out} />
    </div>
  );
}
