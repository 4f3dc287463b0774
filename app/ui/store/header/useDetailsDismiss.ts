import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Enhances a native `<details>` disclosure (which already works without JavaScript):
 * Escape closes it and returns focus to its summary, a click outside closes it, and it
 * closes after a client-side navigation. `panel` is an element outside the `<details>` that
 * it shows (a drawer after it in the page): Escape there closes it too, and a click there
 * counts as inside.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement>, panel?: RefObject<HTMLElement>) {
  const location = useLocation();
  // Close on a navigation, not on hydration: a menu opened before the scripts ran stays open.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key, ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const extra = panel?.current ?? null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !el.open) return;
      e.stopPropagation();
      el.open = false;
      el.querySelector("summary")?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (el.open && e.target instanceof Node && !el.contains(e.target) && !extra?.contains(e.target)) el.open = false;
    };
    el.addEventListener("keydown", onKey);
    extra?.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer, { passive: true });
    return () => {
      el.removeEventListener("keydown", onKey);
      extra?.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [ref, panel]);
}
