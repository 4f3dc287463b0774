/** Resolves an art address (/art/<kind>/<file>) to an SVG document, or null when there is no such picture. */
import { BRAND_NAMES, brandSlug } from "./brands";
import { renderProductArt, renderWideArt } from "./products";
import { renderBrandBadge, renderHero, renderJournal } from "./scenes";
import { isProductArtKind } from "./urls";

const BRANDS_BY_SLUG = new Map<string, string>(BRAND_NAMES.map((name) => [brandSlug(name), name]));
const cache = new Map<string, string | null>();

function draw(kind: string, file: string): string | null {
  const number = /^([1-9]\d?)\.svg$/.exec(file);
  if (kind === "hero") return number ? renderHero(Number(number[1])) : null;
  if (kind === "journal") return number ? renderJournal(Number(number[1])) : null;
  if (kind === "brand") {
    const name = /^([a-z-]{2,40})\.svg$/.exec(file) && BRANDS_BY_SLUG.get(file.slice(0, -4));
    return name ? renderBrandBadge(name) : null;
  }
  if (!isProductArtKind(kind)) return null;
  if (number) return renderProductArt(kind, Number(number[1]));
  const wide = /^wide-([1-9])\.svg$/.exec(file);
  return wide ? renderWideArt(kind, Number(wide[1])) : null;
}

/** The SVG for /art/<kind>/<file>; pictures are drawn once and kept (the set is small and fixed). */
export function renderArt(kind: string, file: string): string | null {
  const key = `${kind}/${file}`;
  if (cache.has(key)) return cache.get(key)!;
  const svg = draw(kind, file);
  // Only real pictures are remembered, so junk addresses cannot grow the cache.
  if (svg) cache.set(key, svg);
  return svg;
}
