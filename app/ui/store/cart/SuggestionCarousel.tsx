import { Link } from "~/ui/kit/Link";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import type { CartSuggestion } from "~/modules/cart/types";

/** One arrow press moves the row by this much (SPEC §9: cart carousel step 220 px). */
export const CAROUSEL_STEP = 220;
/** Dragging with the mouse scrolls this many times the pointer's travel (SPEC §9). */
export const DRAG_FACTOR = 2;

/** Where the row should be while dragging: scrollLeft = start − (x − startX) × factor. */
export function dragScrollLeft(start: number, startX: number, x: number) {
  return start - (x - startX) * DRAG_FACTOR;
}

function reducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** The empty drawer's row of small product cards: arrows, touch scrolling and mouse drag-to-scroll. */
export function SuggestionCarousel({ items }: { items: CartSuggestion[] }) {
  const { t, i18n } = useTranslation("cart");
  const row = useRef<HTMLUListElement>(null);
  const drag = useRef<{ startX: number; start: number; moved: boolean; id: number } | null>(null);
  const justDragged = useRef(false);

  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: reducedMotion() ? "auto" : "smooth" });

  const arrow =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-sandal-200 bg-white text-plum-800 shadow-sm hover:bg-plum-50";

  return (
    <div data-testid="suggestions">
      <div className="mb-2 flex justify-end gap-2">
        <button type="button" className={arrow} onClick={() => scroll(-1)} aria-label={t("scrollLeft")}>
          <Chevron d="m15 6-6 6 6 6" />
        </button>
        <button type="button" className={arrow} onClick={() => scroll(1)} aria-label={t("scrollRight")}>
          <Chevron d="m9 6 6 6-6 6" />
        </button>
      </div>
      {/* Drag-to-scroll is a mouse nicety; keyboard and touch users have the arrows, Tab and native scrolling. */}
      <ul
        ref={row}
        data-testid="suggestion-row"
        className="flex cursor-grab select-none gap-5 overflow-x-auto pb-3 active:cursor-grabbing"
        onPointerDown={(e) => {
          if (e.pointerType !== "mouse" || e.button !== 0 || !row.current) return;
          drag.current = { startX: e.pageX, start: row.current.scrollLeft, moved: false, id: e.pointerId };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || !row.current || e.pointerId !== d.id) return;
          if (!d.moved && Math.abs(e.pageX - d.startX) > 4) {
            d.moved = true;
            row.current.setPointerCapture?.(e.pointerId);
          }
          if (d.moved) row.current.scrollLeft = dragScrollLeft(d.start, d.startX, e.pageX);
        }}
        onPointerUp={() => {
          justDragged.current = !!drag.current?.moved;
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClickCapture={(e) => {
          // A drag that ends over a card is not a click on it.
          if (justDragged.current) {
            e.preventDefault();
            e.stopPropagation();
            justDragged.current = false;
          }
        }}
      >
        {items.map((p) => (
          <li key={p.id} className="w-[200px] shrink-0">
            <Link
              to={`/product/${p.slug}`}
              draggable={false}
              className="block rounded-xl focus-visible:outline-offset-4"
            >
              <span className="block aspect-square overflow-hidden rounded-xl bg-sandal-100">
                {p.imageUrl ? (
                  <img
                    src={p.imageUrl}
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </span>
              <span className="mt-2 block text-xs font-semibold uppercase tracking-wide text-saffron-700">
                {p.brand}
              </span>
              <span className="mt-0.5 line-clamp-2 block font-display text-sm leading-snug text-stone-900">
                {p.title}
              </span>
              <span className="mt-1 block text-sm font-semibold">{formatEUR(p.priceCents, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Chevron({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}
