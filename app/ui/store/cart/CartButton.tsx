import { useFetchers } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { parseQuantity } from "~/modules/cart/cart";
import { openCartDrawer } from "./cart-events";

/** Units being added or taken away by cart posts still in flight (an optimistic count). */
function usePendingDelta() {
  let delta = 0;
  for (const f of useFetchers()) {
    if (f.formAction !== "/cart" || !f.formData) continue;
    const intent = f.formData.get("intent");
    if (intent === "add") delta += parseQuantity(f.formData.get("quantity") || "1") ?? 0;
    else if (intent === "increment") delta += 1;
    else if (intent === "decrement") delta -= 1;
  }
  return delta;
}

/**
 * The header's cart button with the item count. Without JS it is a link to the cart page; with
 * JS it opens the cart drawer (when one is mounted).
 */
export function CartButton({ count, className = "" }: { count: number; className?: string }) {
  const { t } = useTranslation("cart");
  const shown = Math.max(0, count + usePendingDelta());
  return (
    <Link
      to="/cart"
      prefetch="none"
      aria-label={t("button", { count: shown })}
      data-cart-count={shown}
      className={`relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-plum-800 hover:bg-plum-50 ${className}`}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (openCartDrawer({ opener: e.currentTarget })) e.preventDefault();
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span
        aria-hidden="true"
        className={`absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-semibold ${
          shown > 0 ? "bg-saffron-500 text-stone-900" : "bg-sandal-200 text-stone-800"
        }`}
      >
        {shown > 99 ? "99+" : shown}
      </span>
    </Link>
  );
}
