/**
 * Where a product photo is served from, for every page that shows one (no server imports: the
 * browser bundles use it too). A photo is either uploaded — stored as resized variants under its
 * `storageKey`, served by the shop at `/media/<storageKey>/<width>.<format>` with long cache
 * headers — or given by URL (the shop's own art, or an address staff typed), used as it is.
 */
export interface PhotoRow {
  storageKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  /** Widths of the stored variants, smallest first. */
  widths: number[];
}

/** The formats every upload is stored in, best first (the <picture> order). */
export const PHOTO_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
  { ext: "jpg", type: "image/jpeg" },
] as const;

export interface PhotoSources {
  /** The fallback <img src>. */
  src: string;
  /** <source type srcSet> entries for a <picture>, best format first; empty for a URL photo. */
  sources: { type: string; srcSet: string }[];
  width?: number;
  height?: number;
}

export function variantUrl(storageKey: string, width: number, ext: string) {
  return `/media/${storageKey}/${width}.${ext}`;
}

export function photoSources(row: PhotoRow): PhotoSources {
  const size = row.width && row.height ? { width: row.width, height: row.height } : {};
  if (!row.storageKey || row.widths.length === 0) return { src: row.url ?? "", sources: [], ...size };
  const key = row.storageKey;
  const widths = [...row.widths].sort((a, b) => a - b);
  const srcSet = (ext: string) => widths.map((w) => `${variantUrl(key, w, ext)} ${w}w`).join(", ");
  const middle = widths[Math.min(widths.length - 1, 1)];
  return {
    src: variantUrl(key, middle, "jpg"),
    sources: PHOTO_FORMATS.map((f) => ({ type: f.type, srcSet: srcSet(f.ext) })),
    ...size,
  };
}
