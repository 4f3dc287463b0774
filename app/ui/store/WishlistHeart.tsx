import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/store/home/useHydrated";

interface RootWishlist {
  user?: { role?: string } | null;
  /** The visitor's wishlisted product ids, read once per request by the root loader. */
  wishlist?: string[];
}

interface HeartAnswer {
  ok: boolean;
  message: string;
}

/**
 * The wishlist heart of a card or a product page: a form posting to /wishlist (add or remove),
 * a toggle button (`aria-pressed`). Without JavaScript the post comes back to this page with a
 * message; with it a fetcher posts in the background and the heart turns at once. The hearts'
 * state comes from the root (one read per request), never from a query per card. Staff have no
 * wishlist and see no heart.
 */
export function WishlistHeart({
  productId,
  title,
  variant = "card",
}: {
  productId: string;
  title: string;
  variant?: "card" | "page";
}) {
  const root = useRouteLoaderData<RootWishlist>("root");
  const fetcher = useFetcher<HeartAnswer>();
  const hydrated = useHydrated();
  const location = useLocation();
  const { t } = useTranslation("wishlist");
  const role = root?.user?.role;
  if (role === "admin" || role === "manager") return null;
  const pending = fetcher.formData?.get("intent");
  const pressed = pending ? pending === "add" : (root?.wishlist?.includes(productId) ?? false);
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : "";
  // Drawn by CSS (app.css `.icon-heart`, filled under aria-pressed): one empty element per card
  // instead of an SVG in every card's markup.
  const heart = <span aria-hidden="true" className="icon icon-heart" />;
  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      className={variant === "card" ? "pc-heart" : "mt-4"}
      data-testid="wishlist-form"
    >
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {variant === "card" ? (
        <button type="submit" aria-pressed={pressed} className="pc-heart-btn">
          {heart}
          <span className="sr-only">{t("heart.card", { title })}</span>
        </button>
      ) : (
        <button
          type="submit"
          aria-pressed={pressed}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/30 hover:bg-sandal-100"
        >
          {heart}
          <span>{t("heart.page")}</span>
        </button>
      )}
      <span role="status" className={variant === "card" ? "sr-only" : "mt-1 block text-sm text-red-800"}>
        {refusal}
      </span>
    </fetcher.Form>
  );
}
