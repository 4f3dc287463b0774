import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { CartSuggestion, CartView } from "~/modules/cart/types";
import { useCartDrawerRequests, type OpenCartDetail } from "./cart-events";
import { CartLineItem } from "./CartLineItem";
import { CheckoutChoices } from "./CheckoutChoices";
import { SuggestionCarousel } from "./SuggestionCarousel";

const SLIDE_MS = 250;
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-10 text-stone-700"
      data-testid="cart-loading"
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-sandal-200 border-t-plum-800"
      />
      <span>{label}</span>
    </div>
  );
}

/**
 * The cart drawer's panel (SPEC §2 "Cart drawer"), loaded by CartDrawer on the first request. It opens when the
 * cart button is pressed or a product is added, slides in over the page, traps focus while open
 * and gives it back to the opener; the backdrop, the close button and Escape close it.
 */
export default function CartDrawerPanel({ initial }: { initial: OpenCartDetail | null }) {
  const { t, i18n } = useTranslation("cart");
  const lng = i18n.language;
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  const [cart, setCart] = useState<CartView | null>(null);
  const [suggestions, setSuggestions] = useState<CartSuggestion[] | null>(null);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const [notice, setNotice] = useState("");
  const opener = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Answers arrive out of order: only the newest may set the cart.
  const version = useRef(0);
  const closing = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    const mine = ++version.current;
    setStatus("loading");
    try {
      const response = await fetch("/cart/summary", {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`cart summary: ${response.status}`);
      const body = (await response.json()) as { cart: CartView; suggestions: CartSuggestion[] };
      if (mine !== version.current) return;
      setCart(body.cart);
      if (body.cart.lines.length === 0) setSuggestions(body.suggestions);
      setStatus("idle");
    } catch (error) {
      if (mine !== version.current) return;
      console.error(error);
      setStatus("error");
    }
  }, []);

  const onOpen = useCallback(
    (detail: OpenCartDetail) => {
      window.clearTimeout(closing.current);
      opener.current = detail.opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setNotice(detail.message ?? "");
      setOpen(true);
      if (detail.cart) {
        version.current++;
        setCart(detail.cart);
        setStatus("idle");
      } else {
        void load();
      }
    },
    [load],
  );
  useCartDrawerRequests(onOpen);
  // The request that made CartDrawer load this panel.
  useEffect(() => {
    if (initial) onOpen(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const onCart = useCallback((next: CartView) => {
    version.current++;
    setCart(next);
    setStatus("idle");
    setNotice("");
  }, []);

  const close = useCallback(() => {
    setVisible(false);
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(() => setOpen(false), SLIDE_MS);
    // Back to the opener; if it is gone (the page changed under the drawer), to the cart button.
    const back = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('header a[href="/cart"]');
    back?.focus();
  }, []);

  // Slide in on the frame after mounting; lock the page's scroll while open.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      setVisible(true);
      closeButton.current?.focus();
    });
    const body = document.body.style;
    const previous = body.overflow;
    body.overflow = "hidden";
    return () => {
      cancelAnimationFrame(frame);
      body.overflow = previous;
    };
  }, [open]);

  // An empty cart shows suggestions: fetch them once when needed.
  const empty = cart !== null && cart.lines.length === 0;
  useEffect(() => {
    if (open && empty && suggestions === null && status === "idle") void load();
  }, [open, empty, suggestions, status, load]);

  // Following a link inside the drawer (a product, the cart page) closes it.
  const location = useLocation();
  const lastPath = useRef(location.pathname + location.search);
  useEffect(() => {
    const now = location.pathname + location.search;
    if (now === lastPath.current) return;
    lastPath.current = now;
    setVisible(false);
    setOpen(false);
  }, [location.pathname, location.search]);

  // Escape closes; Tab stays inside the dialog.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panel.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  if (!open) return null;

  let content;
  if (cart === null) {
    content =
      status === "error" ? (
        <p className="py-10 text-center text-stone-700">{t("suggestionsNone")}</p>
      ) : (
        <Spinner label={t("loading")} />
      );
  } else if (cart.lines.length === 0) {
    content = (
      <div className="py-6">
        <p className="text-lg">{t("empty")}</p>
        <p className="mt-1 text-sm text-stone-600">{t("emptyHint")}</p>
        <h3 className="mt-8 font-display text-xl text-plum-900">{t("suggestions")}</h3>
        <div className="mt-3">
          {suggestions === null && status !== "error" ? (
            <Spinner label={t("loading")} />
          ) : suggestions && suggestions.length > 0 ? (
            <SuggestionCarousel items={suggestions} />
          ) : (
            <p className="py-6 text-stone-700" data-testid="suggestions-none">
              {t("suggestionsNone")}
            </p>
          )}
        </div>
      </div>
    );
  } else {
    content = (
      <ul className="divide-y divide-sandal-200" data-testid="drawer-lines">
        {cart.lines.map((line) => (
          <CartLineItem key={line.productId} line={line} onCart={onCart} compact />
        ))}
      </ul>
    );
  }

  return (
    <div className="fixed inset-0 z-[60]" data-testid="cart-drawer-root">
      {/* The backdrop is a pointer convenience; keyboard users have Escape and the close button. */}
      <div
        aria-hidden="true"
        data-testid="cart-backdrop"
        onClick={close}
        className={`absolute inset-0 bg-stone-900/50 transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        className={`absolute right-0 top-0 flex h-full w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-300 ease-out ${
          visible ? "translate-x-0" : "translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-sandal-200 px-5 py-3">
          <h2 id="cart-drawer-title" className="font-display text-2xl text-plum-900">
            {t("title")}
            {cart && cart.count > 0 ? (
              <span className="ml-2 align-middle font-sans text-sm font-normal text-stone-600">
                ({t("itemCount", { count: cart.count })})
              </span>
            ) : null}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t("close")}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-plum-800 hover:bg-plum-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {notice ? (
          <p
            role="status"
            data-testid="drawer-notice"
            className="mx-5 mt-4 rounded-xl bg-saffron-100 px-4 py-3 text-sm text-stone-900"
          >
            {notice}
          </p>
        ) : null}
        <div className="flex-1 overflow-y-auto overscroll-contain px-5">{content}</div>
        {cart && cart.lines.length > 0 ? (
          <div className="border-t border-sandal-200 bg-sandal-50 px-5 py-4">
            <p className="flex items-baseline justify-between">
              <span className="text-lg">{t("total")}</span>
              <span className="font-display text-2xl font-semibold" data-testid="drawer-total">
                {formatEUR(cart.totalCents, lng)}
              </span>
            </p>
            {cart.hasOutOfStock ? <p className="mt-1 text-sm text-stone-700">{t("totalExcludes")}</p> : null}
            <div className="mt-4">
              <CheckoutChoices disabled={cart.totalCents <= 0} methods={cart.methods} />
            </div>
            <Link
              to="/cart"
              className="mt-2 flex min-h-11 items-center justify-center text-sm font-medium text-plum-800 underline underline-offset-4"
            >
              {t("viewCart")}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
