import { useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { ProductCardView } from "~/modules/catalog/types";
import { ProductCard } from "~/ui/store/ProductCard";
import { useHydrated } from "~/ui/kit/useHydrated";
import { ChevronLeft, ChevronRight } from "./icons";

/**
 * Product cards in a row that scrolls sideways (snap), or a grid on wide screens. The scroller
 * is focusable so keyboard users can scroll it; arrow buttons appear once JavaScript runs.
 */
export function ProductRail({
  products,
  label,
  layout = "scroll",
}: {
  products: ProductCardView[];
  label: string;
  layout?: "scroll" | "grid";
}) {
  const track = useRef<HTMLUListElement>(null);
  const grid = layout === "grid";
  return (
    <div className="relative">
      <ul
        ref={track}
        // A scrollable list must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={label}
        className={`-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-4 motion-safe:scroll-smooth [scrollbar-width:thin] sm:gap-6 ${
          grid ? "lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-x-6 lg:gap-y-10 lg:overflow-visible lg:px-0" : ""
        }`}
      >
        {products.map((p) => (
          <li
            key={p.id}
            className={`w-[46%] flex-none snap-start sm:w-[31%] ${grid ? "lg:w-auto" : "lg:w-[calc(25%-1.125rem)]"}`}
          >
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      {products.length > 4 ? <RailArrows track={track} grid={grid} /> : null}
    </div>
  );
}

const arrowClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-sandal-200 bg-white text-plum-800 hover:bg-sandal-100";

/**
 * The rail's arrows, drawn once the page is hydrated. A component of their own, so that only
 * they render again then, not the rail's cards.
 */
function RailArrows({ track, grid }: { track: RefObject<HTMLUListElement>; grid: boolean }) {
  const { t } = useTranslation("store");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.8 });
  };
  return (
    <div className={`mt-2 hidden justify-end gap-2 ${grid ? "sm:flex lg:hidden" : "sm:flex"}`}>
      <button type="button" onClick={() => scroll(-1)} aria-label={t("home.railPrevious")} className={arrowClass}>
        <ChevronLeft />
      </button>
      <button type="button" onClick={() => scroll(1)} aria-label={t("home.railNext")} className={arrowClass}>
        <ChevronRight />
      </button>
    </div>
  );
}
