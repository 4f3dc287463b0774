import type { ReactNode } from "react";

const sizes = { 56: "h-14 w-14", 64: "h-16 w-16" } as const;

/**
 * A product's small square picture beside its title (an empty sand square when it has none), in
 * the account's orders and reviews and the payment page's summary. `frame` replaces the default
 * rounding; `children` sit on top of the picture (a quantity badge).
 */
export function ProductThumb({
  src,
  size,
  frame = "rounded-lg",
  children,
}: {
  src: string | null;
  size: keyof typeof sizes;
  frame?: string;
  children?: ReactNode;
}) {
  return (
    <span className={`block ${sizes[size]} shrink-0 overflow-hidden bg-sandal-100 ${frame}`}>
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
      {children}
    </span>
  );
}
