import { useFetcher } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import { lineTotalCents } from "~/modules/cart/cart";
import type { CartActionData, CartLine, CartView } from "~/modules/cart/types";
import { useHydratedOnce } from "~/ui/kit/useHydrated";

/** One hidden-field form posting an intent for this line to /cart (a fetcher once JS runs). */
function IntentForm({
  fetcher,
  intent,
  productId,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher<CartActionData>>;
  intent: "increment" | "decrement" | "remove";
  productId: string;
  children: ReactNode;
}) {
  const hydrated = useHydratedOnce();
  return (
    <fetcher.Form method="post" action="/cart" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={productId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

const stepButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-lg font-semibold text-plum-800 hover:bg-plum-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent";

/**
 * A cart line: image, title (a link to the product), unit and line price, −/+ and remove.
 * Each control is its own POST form (works without JS); with JS the quantity moves at once
 * (optimistic) and `onCart` receives the cart the server answers with.
 */
export function CartLineItem({
  line,
  onCart,
  compact = false,
}: {
  line: CartLine;
  onCart?: (cart: CartView) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation("cart");
  const fetcher = useFetcher<CartActionData>();
  const handled = useRef<unknown>(null);
  const lng = i18n.language;

  const pending = fetcher.formData?.get("intent");
  const quantity =
    pending === "increment"
      ? line.quantity + 1
      : pending === "decrement" && line.quantity > 1
        ? line.quantity - 1
        : line.quantity;
  const removing = pending === "remove";

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    if (d.cart) onCart?.(d.cart);
  }, [fetcher.state, fetcher.data, onCart]);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const note =
    answer && (!answer.ok || answer.outcome === "capped")
      ? answer.message
      : line.outOfStock
        ? t("line.outOfStock")
        : line.capped
          ? t("line.capped", { count: line.quantity })
          : "";
  const img = compact ? 64 : 96;

  return (
    <li
      className={`flex gap-4 py-4 ${removing ? "opacity-40" : ""}`}
      data-testid="cart-line"
      data-product-id={line.productId}
      aria-busy={fetcher.state !== "idle" || undefined}
    >
      <Link
        to={`/product/${line.slug}`}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 overflow-hidden rounded-lg bg-sandal-100"
        style={{ width: img, height: img }}
      >
        {line.imageUrl ? (
          <img
            src={line.imageUrl}
            alt=""
            width={img}
            height={img}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={`/product/${line.slug}`}
            className="font-display text-base leading-snug text-stone-900 hover:underline"
          >
            {line.title}
          </Link>
          <p className="shrink-0 text-right font-semibold" data-testid="line-price">
            <span className="sr-only">{t("linePrice")}: </span>
            {formatEUR(lineTotalCents(line.unitPriceCents, quantity), lng)}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          {t("unitPrice", { price: formatEUR(line.unitPriceCents, lng) })}
        </p>
        {line.priorPriceCents ? (
          <p className="mt-0.5 text-xs text-stone-600" data-testid="prior-price">
            <span aria-hidden="true">−{line.discountPercent}% · </span>
            <span className="sr-only">{t("prices:offLabel", { percent: line.discountPercent })}. </span>
            {t("prices:lowest30", { price: formatEUR(line.priorPriceCents, lng) })}
          </p>
        ) : null}
        {note ? (
          <p
            role="status"
            className={`mt-1 text-sm ${line.outOfStock || (answer && !answer.ok) ? "text-red-800" : "text-saffron-700"}`}
          >
            {note}
          </p>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full border border-sandal-200">
            <IntentForm fetcher={fetcher} intent="decrement" productId={line.productId}>
              <button
                type="submit"
                className={stepButton}
                disabled={quantity <= 1 || removing}
                aria-label={t("decrease")}
                title={t("decrease")}
              >
                <span aria-hidden="true">−</span>
              </button>
            </IntentForm>
            <span className="min-w-8 text-center tabular-nums" data-testid="line-quantity" aria-live="polite">
              <span className="sr-only">{t("quantityOf", { title: line.title, count: quantity })}</span>
              <span aria-hidden="true">{quantity}</span>
            </span>
            <IntentForm fetcher={fetcher} intent="increment" productId={line.productId}>
              <button
                type="submit"
                className={stepButton}
                disabled={removing || line.outOfStock}
                aria-label={t("increase")}
                title={t("increase")}
              >
                <span aria-hidden="true">+</span>
              </button>
            </IntentForm>
          </div>
          <IntentForm fetcher={fetcher} intent="remove" productId={line.productId}>
            <button
              type="submit"
              disabled={removing}
              aria-label={t("removeItem", { title: line.title })}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-plum-800 underline-offset-4 hover:underline"
            >
              {t("remove")}
            </button>
          </IntentForm>
        </div>
      </div>
    </li>
  );
}
