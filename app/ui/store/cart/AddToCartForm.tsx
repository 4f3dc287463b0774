import { useFetcher } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CartActionData } from "~/modules/cart/types";
import { useHydratedOnce } from "~/ui/kit/useHydrated";
import { hasCartDrawer, watchAdd } from "./cart-events";

interface Props {
  productId: string;
  /** Units to add (default 1). */
  quantity?: number;
  /** Out of stock: the button is disabled and dimmed. */
  disabled?: boolean;
  /** Where a no-JS post returns to (a same-site path; default /cart). */
  redirectTo?: string;
  /** A visible label other than "Add to cart" (e.g. a short "Add" on small cards). */
  label?: string;
  /** An accessible name for the button when the label alone is ambiguous (several on a page). */
  ariaLabel?: string;
  size?: "large" | "small";
  className?: string;
}

/**
 * Posts `intent=add` to /cart. Without JS, a plain form (the server redirects back with a
 * message); with JS, a fetcher: the cart drawer opens with the fresh cart, and refusals
 * (out of stock, unknown product) are shown next to the button.
 */
export function AddToCartForm({
  productId,
  quantity,
  disabled,
  redirectTo,
  label,
  ariaLabel,
  size = "large",
  className = "",
}: Props) {
  const { t } = useTranslation("cart");
  const fetcherKey = `add-to-cart${useId()}`;
  const fetcher = useFetcher<CartActionData>({ key: fetcherKey });
  const hydrated = useHydratedOnce();
  const button = useRef<HTMLButtonElement>(null);
  const handled = useRef<unknown>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    // A successful add opens the drawer (see CartDrawer's AddWatcher); say it here otherwise.
    setMessage(d.ok && hasCartDrawer() ? null : { text: d.message, error: !d.ok });
  }, [fetcher.state, fetcher.data]);

  const sizes = size === "large" ? "min-h-12 px-6 text-base" : "min-h-11 px-4 text-sm";
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className={className}
      onSubmit={() => {
        if (hasCartDrawer()) watchAdd({ fetcherKey, opener: button.current });
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        ref={button}
        type="submit"
        disabled={disabled}
        aria-label={ariaLabel}
        aria-busy={busy || undefined}
        className={`inline-flex w-full items-center justify-center gap-2 rounded-full bg-plum-800 font-semibold uppercase tracking-wide text-white transition-colors hover:bg-plum-900 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 ${sizes}`}
      >
        {busy ? t("adding") : (label ?? t("add"))}
      </button>
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={`mt-2 text-sm ${message.error ? "text-red-800" : "text-stone-700"}`}
        >
          {message.text}{" "}
          {!message.error ? (
            <Link to="/cart" className="font-semibold underline">
              {t("openCart")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
