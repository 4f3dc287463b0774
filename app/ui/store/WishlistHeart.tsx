import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/kit/useHydrated";

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
 *
 * The server writes the same form as a plain `<form>` (`ServerHeart`): a fetcher's hooks (a key,
 * its state, the form's resolved action) do nothing there and cost a collection page 24 of them.
 * The browser hydrates that markup with the fetcher's form (`BrowserHeart`).
 */
export const WishlistHeart = import.meta.env.SSR ? ServerHeart : BrowserHeart;

type HeartProps = { productId: string; title: string; variant?: "card" | "page" };

/** What both hearts read: nothing for staff (they have no wishlist), else the saved state, the page to come back to and the texts. */
export function useHeart(productId: string) {
  const root = useRouteLoaderData<RootWishlist>("root");
  const location = useLocation();
  const { t } = useTranslation("wishlist");
  const role = root?.user?.role;
  if (role === "admin" || role === "manager") return null;
  return { saved: root?.wishlist?.includes(productId) ?? false, redirectTo: location.pathname + location.search, t };
}

export function ServerHeart({ productId, title, variant = "card" }: HeartProps) {
  const heart = useHeart(productId);
  if (!heart) return null;
  return (
    <PlainHeart
      productId={productId}
      title={title}
      variant={variant}
      saved={heart.saved}
      redirectTo={heart.redirectTo}
    />
  );
}

/**
 * The server's heart from what `useHeart` read (no router or loader hooks: a product card renders
 * it once per product, language, address and state, see ProductCard).
 */
export function PlainHeart({
  productId,
  title,
  variant = "card",
  saved,
  redirectTo,
}: HeartProps & { saved: boolean; redirectTo: string }) {
  const { t } = useTranslation("wishlist");
  return (
    <form method="post" action="/wishlist" className={formClass(variant)} data-testid="wishlist-form">
      <HeartFields
        pressed={saved}
        productId={productId}
        redirectTo={redirectTo}
        hydrated={false}
        refusal=""
        title={title}
        variant={variant}
        t={t}
      />
    </form>
  );
}

export function BrowserHeart({ productId, title, variant = "card" }: HeartProps) {
  const heart = useHeart(productId);
  const fetcher = useFetcher<HeartAnswer>();
  const hydrated = useHydrated();
  if (!heart) return null;
  const pending = fetcher.formData?.get("intent");
  const pressed = pending ? pending === "add" : heart.saved;
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : "";
  return (
    <fetcher.Form method="post" action="/wishlist" className={formClass(variant)} data-testid="wishlist-form">
      <HeartFields
        pressed={pressed}
        productId={productId}
        redirectTo={heart.redirectTo}
        hydrated={hydrated}
        refusal={refusal}
        title={title}
        variant={variant}
        t={heart.t}
      />
    </fetcher.Form>
  );
}

const formClass = (variant: "card" | "page") => (variant === "card" ? "pc-heart" : "mt-4");

function HeartFields({
  pressed,
  productId,
  redirectTo,
  hydrated,
  refusal,
  title,
  variant,
  t,
}: {
  pressed: boolean;
  productId: string;
  redirectTo: string;
  hydrated: boolean;
  refusal: string;
  title: string;
  variant: "card" | "page";
  t: TFunction<"wishlist">;
}) {
  // Drawn by CSS (app.css `.icon-heart`, filled under aria-pressed): one empty element per card
  // instead of an SVG in every card's markup.
  const heart = <span aria-hidden="true" className="icon icon-heart" />;
  return (
    <>
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
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
    </>
  );
}
