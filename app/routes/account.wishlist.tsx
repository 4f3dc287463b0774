import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { formatEUR } from "~/lib/money";
import { requireRole } from "~/modules/accounts/guards.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { changeCart } from "~/modules/cart/cart.server";
import { cartMessage } from "~/modules/cart/messages";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { wishlistMessage } from "~/modules/wishlist/messages";
import { parseWishlistPageForm } from "~/modules/wishlist/schemas";
import { listWishlist, onWishlist, removeFromWishlist } from "~/modules/wishlist/wishlist.server";
import { AccountNotice, accountButtonClass, accountSecondaryButtonClass } from "~/ui/account/AccountField";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { Photo } from "~/ui/store/Photo";
import { translatedClientLoader } from "~/lib/i18n-client";

// "cart": the cart's own sentences when a move is refused (no stock, cart full).
export const handle = { i18n: ["account", "wishlist", "cart"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** The shopper's wishlist: each product with its photo, price and stock, to remove or move to the cart. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const lng = await getLanguage(request);
  const [items, t] = await Promise.all([listWishlist(user.id, lng), getT(lng, "wishlist")]);
  return data({ items, title: t("page.title") }, { headers: NO_STORE });
}

type ActionData = { error: string; productId?: string };

/**
 * `remove` takes a product off the list; `move` puts one unit in the cart (the cart's own rules:
 * for sale, in stock, cart not full) and then takes it off the list. Only products on the
 * shopper's own list (404 otherwise); a refused move changes neither the cart nor the list.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const [form, t] = await Promise.all([request.formData(), getT(request, "wishlist")]);
  const input = parseWishlistPageForm(form);
  if (!input) return data<ActionData>({ error: wishlistMessage(t, "invalid") }, { status: 400, headers: NO_STORE });
  if (!(await onWishlist(user.id, input.productId))) {
    return data<ActionData>({ error: wishlistMessage(t, "notFound") }, { status: 404, headers: NO_STORE });
  }
  if (input.intent === "remove") {
    await removeFromWishlist(user.id, input.productId);
    return seeOther("/account/wishlist", [await flashHeader({ key: "wishlist:msg.removed" })]);
  }
  const lng = await getLanguage(request);
  const result = await changeCart(
    await readCart(request),
    { intent: "add", productId: input.productId, quantity: 1 },
    lng,
  );
  if (result.status !== 200) {
    const tc = await getT(lng, "cart");
    const title = result.status === 404 ? null : result.product?.title;
    const limit = result.status === 404 ? undefined : result.limit;
    return data<ActionData>(
      { error: cartMessage(tc, result.outcome, { title, limit }), productId: input.productId },
      { status: result.status, headers: NO_STORE },
    );
  }
  await removeFromWishlist(user.id, input.productId);
  return seeOther("/account/wishlist", [
    await cartCookieHeader(result.entries),
    await flashHeader({ key: "wishlist:page.moved", values: { title: result.product?.title ?? "" } }),
  ]);
}

export default function WishlistTab() {
  const { items } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const { t, i18n } = useTranslation("wishlist");
  return (
    <AccountTab id="wishlist" title={t("page.title")} intro={t("page.intro")}>
      {result?.error ? (
        <div className="mt-4">
          <AccountNotice tone="error">{result.error}</AccountNotice>
        </div>
      ) : null}
      {items.length === 0 ? (
        <AccountEmpty>
          {t("page.empty")}{" "}
          <Link to="/collections/all" className="font-semibold text-plum-800 underline underline-offset-2">
            {t("page.browse")}
          </Link>
        </AccountEmpty>
      ) : (
        <ul className="mt-6 divide-y divide-sandal-200" data-testid="wishlist-items">
          {items.map(({ product: p }) => {
            const out = p.stock <= 0;
            const stockId = `wishlist-stock-${p.id}`;
            return (
              <li key={p.id} className="flex flex-wrap items-center gap-4 py-4" data-testid="wishlist-item">
                <Link
                  to={`/product/${p.slug}`}
                  className="block h-24 w-24 flex-none overflow-hidden rounded-xl bg-sandal-100 ring-1 ring-sandal-200"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {p.images[0] ? (
                    <Photo
                      image={p.images[0]}
                      alt=""
                      sizes="96px"
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </Link>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-saffron-700">{p.brand}</p>
                  <Link to={`/product/${p.slug}`} className="font-display text-lg text-stone-900 hover:text-plum-800">
                    {p.title}
                  </Link>
                  <p className="mt-1 text-sm">
                    <span className="font-semibold text-stone-900">{formatEUR(p.priceCents, i18n.language)}</span>
                    <span
                      id={stockId}
                      className={`ml-3 ${out ? "text-red-800" : p.stock <= 5 ? "text-saffron-700" : "text-emerald-800"}`}
                    >
                      {out
                        ? t("page.outOfStock")
                        : p.stock <= 5
                          ? t("page.fewLeft", { n: p.stock })
                          : t("page.inStock")}
                    </span>
                  </p>
                  {result?.productId === p.id ? <p className="mt-1 text-sm text-red-800">{result.error}</p> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="productId" value={p.id} />
                    <button type="submit" className={accountButtonClass} disabled={out} aria-describedby={stockId}>
                      {t("page.move")}
                      <span className="sr-only"> {p.title}</span>
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={p.id} />
                    <button type="submit" className={accountSecondaryButtonClass}>
                      {t("page.remove")}
                      <span className="sr-only"> {p.title}</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountTab>
  );
}
