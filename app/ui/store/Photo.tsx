import type { ImgHTMLAttributes } from "react";
import type { ProductImage } from "~/modules/catalog/types";

/**
 * A product photo: an uploaded one as a <picture> (AVIF, WebP, JPEG at several widths, the
 * browser picks by `sizes`), a URL photo as a plain <img>. Width and height always set, so the
 * page does not shift while it loads.
 */
export function Photo({
  image,
  sizes = "(min-width: 1024px) 25vw, 50vw",
  alt,
  ...img
}: { image: ProductImage; sizes?: string; alt?: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "alt"
>) {
  const tag = <img src={image.url} alt={alt ?? image.alt} width={image.width} height={image.height} {...img} />;
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
