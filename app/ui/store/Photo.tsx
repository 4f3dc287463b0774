import type { ImgHTMLAttributes } from "react";
import { inlinedPicture } from "~/lib/inline-picture";
import type { ProductImage } from "~/modules/catalog/types";

/**
 * A product photo: an uploaded one as a <picture> (AVIF, WebP, JPEG at several widths, the
 * browser picks by `sizes`), a URL photo as a plain <img>. Width and height always set, so the
 * page does not shift while it loads. `inline`: the page's largest picture; when it is the shop's
 * drawn art, the server writes it into the page (`lib/inline-picture`), so it is painted with the
 * first paint.
 */
export function Photo({
  image,
  sizes = "(min-width: 1024px) 25vw, 50vw",
  alt,
  inline,
  ...img
}: { image: ProductImage; sizes?: string; alt?: string; inline?: boolean } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "alt"
>) {
  // The browser's bundle keeps only `image.url` (import.meta.env.SSR is false there).
  const src = (import.meta.env.SSR && inline && !image.sources.length && inlinedPicture(image.url)) || image.url;
  const tag = (
    <img
      src={src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      {...img}
      // React checks attributes while hydrating in development only (and then warns of the data:
      // address): production leaves them as the server wrote them.
      {...(import.meta.env.DEV ? { suppressHydrationWarning: inline } : {})}
    />
  );
  if (!image.sources.length) return tag;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {tag}
    </picture>
  );
}
