import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { CartSuggestion, CartView } from "~/modules/cart/types";
import { AddToCartForm } from "./AddToCartForm";
import { CartLineItem } from "./CartLineItem";
import { CheckoutChoices } from "./CheckoutChoices";

export function CartNotice({ text, error }: { text: string; error: boolean }) {
  return (
    <p
      role={error ? "alert" : "status"}
      data-testid="cart-notice"
      className={`rounded-xl px-4 py-3 text-sm ${error ? "bg-red-50 text-red-900" : "bg-saffron-100 text-stone-900"}`}
    >
      {text}
    </p>
  );
}

/** The cart as a page: the drawer's content for visitors without JS (and a place to review with it). */
export function CartPage({
  cart,
  suggestions,
  notice,
  discount,
}: {
  cart: CartView;
  suggestions: CartSuggestion[];
  notice: { text: string; error: boolean } | null;
  /** The discount code's form and what it takes off (issue 14), under the total. */
  discount?: ReactNode;
}) {
  const { t, i18n } = useTranslation("cart");
  const lng = i18n.language;
  const empty = cart.lines.length === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl text-plum-900 sm:text-4xl">{t("title")}</h1>
      {!empty ? <p className="mt-1 text-stone-600">{t("itemCount", { count: cart.count })}</p> : null}
      {notice ? (
        <div className="mt-6">
          <CartNotice {...notice} />
        </div>
      ) : null}

      {empty ? (
        <section className="mt-8" aria-labelledby="cart-suggestions">
          <p className="text-lg">{t("empty")}</p>
          <p className="mt-1 text-stone-600">{t("emptyHint")}</p>
          <Link
            to="/collections/all"
            className="mt-4 inline-flex min-h-11 items-center rounded-full border-2 border-plum-800 px-5 font-semibold text-plum-800 hover:bg-plum-50"
          >
            {t("continue")}
          </Link>
          <h2 id="cart-suggestions" className="mt-12 font-display text-2xl text-plum-900">
            {t("suggestions")}
          </h2>
          {suggestions.length === 0 ? (
            <p className="mt-4 text-stone-700">{t("suggestionsNone")}</p>
          ) : (
            <ul
              className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
              data-testid="page-suggestions"
            >
              {suggestions.map((p) => (
                <li key={p.id} className="flex flex-col">
                  <Link to={`/product/${p.slug}`} className="block rounded-xl">
                    <span className="block aspect-square overflow-hidden rounded-xl bg-sandal-100">
                      {p.imageUrl ? (
                        <img
                          src={p.imageUrl}
                          alt=""
                          width={300}
                          height={300}
                          loading="lazy"
                          decoding="async"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </span>
                    <span className="mt-2 block text-xs font-semibold uppercase tracking-wide text-saffron-700">
                      {p.brand}
                    </span>
                    <span className="mt-0.5 block font-display leading-snug text-stone-900">{p.title}</span>
                  </Link>
                  <span className="mt-1 block text-sm font-semibold">{formatEUR(p.priceCents, lng)}</span>
                  <AddToCartForm
                    productId={p.id}
                    redirectTo="/cart"
                    size="small"
                    className="mt-3"
                    ariaLabel={t("addTo", { title: p.title })}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <ul className="divide-y divide-sandal-200 border-y border-sandal-200" data-testid="cart-lines">
            {cart.lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>
          <aside aria-labelledby="cart-summary" className="h-fit rounded-2xl bg-sandal-50 p-6 lg:sticky lg:top-6">
            <h2 id="cart-summary" className="sr-only">
              {t("checkout")}
            </h2>
            <p className="flex items-baseline justify-between text-lg">
              <span>{t("total")}</span>
              <span className="font-display text-2xl font-semibold" data-testid="cart-total">
                {formatEUR(cart.totalCents, lng)}
              </span>
            </p>
            {cart.hasOutOfStock ? <p className="mt-2 text-sm text-stone-700">{t("totalExcludes")}</p> : null}
            {discount}
            <div className="mt-6">
              <CheckoutChoices disabled={cart.totalCents <= 0} methods={cart.methods} />
            </div>
            <Link
              to="/collections/all"
              className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-plum-800 underline underline-offset-4"
            >
              {t("continue")}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
