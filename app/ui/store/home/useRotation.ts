import { startTransition, useCallback, useEffect, useState, type FocusEvent } from "react";

/**
 * Auto-advancing index for a carousel (the hero and the reviews slider).
 *
 * It follows the WAI-ARIA carousel pattern: rotation pauses while the pointer is over the
 * carousel, stops for good when keyboard focus enters it (until the rotation button is used),
 * and never starts on its own under `prefers-reduced-motion`. A manual move restarts the timer.
 */
export function useRotation(count: number, intervalMs = 10_000) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  // In a transition, as `useHydrated` (ui/kit) says why.
  useEffect(() => {
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    startTransition(() => {
      setHydrated(true);
      if (still) setPlaying(false);
    });
  }, []);

  const rotating = hydrated && playing && !hovered && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(id);
  }, [rotating, index, count, intervalMs]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const toggle = useCallback(() => setPlaying((p) => !p), []);

  /** Spread on the carousel's root element. */
  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (e: FocusEvent<HTMLElement>) => {
      // Keyboard (or click) focus inside stops rotation; the rotation button itself keeps its say.
      if (!(e.target as HTMLElement).hasAttribute("data-rotation-toggle")) setPlaying(false);
    },
  };

  return {
    index: Math.min(index, Math.max(0, count - 1)),
    go,
    next,
    prev,
    playing,
    toggle,
    rotating,
    hydrated,
    rootProps,
  };
}
