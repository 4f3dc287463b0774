/** Small inline icons (decorative: the buttons around them carry the label). */
const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const ChevronLeft = () => (
  <svg {...base}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronRight = () => (
  <svg {...base}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...base}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...base} fill="currentColor" strokeWidth={1.5}>
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);

/** Five stars side by side as one path (each star's outline after its first point is relative). */
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map(
    (i) =>
      `M${10 + 20 * i} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${10 + 20 * i} 14.9l-5.2 2.7 1-5.8L${1.5 + 20 * i} 7.7l5.9-.9z`,
  )
  .join("");

/** One row of five stars: one SVG element, not five (a page of reviews draws dozens of rows). */
function StarRow({ size, color }: { size: number; color: string }) {
  return (
    <svg width={size * 5} height={size} viewBox="0 0 100 20" focusable={false} className="block max-w-none flex-none">
      <path fill={color} d={FIVE_STARS} />
    </svg>
  );
}

/** Five stars filled to the rating (decorative: pair it with a text such as "4.5/5"). */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const pct = (Math.max(0, Math.min(5, rating)) / 5) * 100;
  return (
    <span className="relative inline-flex" aria-hidden="true">
      <StarRow size={size} color="#e8dcc8" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${pct}%` }}>
        <StarRow size={size} color="#e09b2d" />
      </span>
    </span>
  );
}
