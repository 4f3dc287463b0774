const sizes = { 56: "h-14 w-14", 64: "h-16 w-16" } as const;

/** A product's small square picture beside its title (an empty sand square when it has none). */
export function AccountThumb({ src, size }: { src: string | null; size: keyof typeof sizes }) {
  return (
    <span className={`block ${sizes[size]} shrink-0 overflow-hidden rounded-lg bg-sandal-100`}>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" className="h-full w-full object-cover" />
      ) : null}
    </span>
  );
}
