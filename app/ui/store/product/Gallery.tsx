import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductImage } from "~/modules/catalog/types";
import { RenderedOnce } from "~/ui/kit/RenderedOnce";
import { Photo } from "~/ui/store/Photo";
import { useHydrated } from "~/ui/kit/useHydrated";
import { ChevronLeft, ChevronRight } from "~/ui/store/home/icons";

/**
 * The product's images in a row that snaps one image at a time. Thumbnails are links to each
 * image (they work without JavaScript); with JavaScript, arrows wrap around at both ends.
 */
export function Gallery({ images, title }: { images: ProductImage[]; title: string }) {
  const { t } = useTranslation("store");
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<number>();
  // The image an arrow or a thumbnail asked for, while the row scrolls smoothly to it.
  const aimed = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const hasImages = count > 0;

  useEffect(() => () => window.clearTimeout(settle.current), []);

  function select(i: number) {
    const next = ((i % count) + count) % count;
    aimed.current = next;
    setIndex(next);
    const el = track.current;
    if (el) el.scrollTo({ left: next * el.clientWidth });
  }

  // A swipe or keyboard scroll moves the current image too (read once the scroll settles). A pause
  // in our own smooth scroll is not the shopper's choice: on a slow phone frames can be further
  // apart than the settling delay, and the image passed on the way would replace the one asked
  // for (a second press would then go on from there). The shopper's own touch, wheel or key hands
  // the choice back to the scroll position.
  function onScroll() {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const el = track.current;
      if (!el || !el.clientWidth) return;
      const shown = Math.round(el.scrollLeft / el.clientWidth);
      if (aimed.current !== null && shown !== aimed.current) return;
      aimed.current = null;
      setIndex(shown);
    }, 120);
  }
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const shopperScrolls = () => {
      aimed.current = null;
    };
    const kinds = ["pointerdown", "wheel", "keydown"] as const;
    for (const kind of kinds) el.addEventListener(kind, shopperScrolls, { passive: true });
    return () => {
      for (const kind of kinds) el.removeEventListener(kind, shopperScrolls);
    };
  }, [hasImages]);

  if (!count) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-3xl bg-sandal-100 text-stone-600">
        {t("product.noImage")}
      </div>
    );
  }

  return (
    // The server's markup follows from the images, the title and the language: rendered once per product.
    <RenderedOnce
      as="div"
      role="region"
      aria-roledescription="carousel"
      aria-label={t("product.gallery")}
      className="relative"
      cacheKey={() => `gallery\u0000${title}\u0000${JSON.stringify(images)}`}
    >
      <div className="relative">
        <div
          ref={track}
          onScroll={onScroll}
          // A scrollable area must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={title}
          data-testid="gallery-track"
          className="gal-track"
        >
          {images.map((img, i) => (
            <figure
              key={`${img.url}-${i}`}
              id={`image-${i + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.hero.slideLabel", { n: i + 1, total: count })}
              className="w-full flex-none snap-center"
            >
              <Photo
                image={img}
                alt={img.alt || title}
                sizes="(min-width: 1024px) 50vw, 100vw"
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                {...(i === 0 ? { fetchpriority: "high" } : {})}
                inline={i === 0}
                className="aspect-square h-auto w-full object-cover"
              />
            </figure>
          ))}
        </div>
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => select(index - 1)}
              aria-label={t("product.previousImage")}
              className="gal-arrow left-3"
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              onClick={() => select(index + 1)}
              aria-label={t("product.nextImage")}
              className="gal-arrow right-3"
            >
              <ChevronRight />
            </button>
            <p
              aria-live="polite"
              data-testid="gallery-counter"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-plum-900/75 px-3 py-1 text-xs font-semibold tabular-nums text-white"
            >
              {t("product.imageCounter", { n: index + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1">
          {images.map((img, i) => (
            <li key={`${img.url}-${i}`} className="flex-none">
              <a
                href={`#image-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  select(i);
                }}
                aria-label={t("product.showImage", { n: i + 1 })}
                aria-current={hydrated && i === index ? "true" : undefined}
                className={`block h-16 w-16 overflow-hidden rounded-xl ring-2 transition sm:h-20 sm:w-20 ${
                  hydrated && i === index ? "ring-plum-800" : "ring-transparent opacity-80 hover:opacity-100"
                }`}
              >
                <Photo
                  image={{ ...img, width: 80, height: 80 }}
                  alt=""
                  sizes="80px"
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </RenderedOnce>
  );
}
