import { useEffect } from "react";

/**
 * Loads the falling-dots effect after the page is idle (its code is a separate chunk) and only
 * where it makes sense: a mouse, and no request for reduced motion. Renders nothing itself.
 */
export function FallingDots() {
  useEffect(() => {
    const media = window.matchMedia("(hover: none), (pointer: coarse), (prefers-reduced-motion: reduce)");
    if (media.matches) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      void import("./falling-dots").then((m) => {
        if (!cancelled && m.dotsAllowed(window)) stop = m.startFallingDots();
      });
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    const onChange = () => {
      if (media.matches) {
        stop?.();
        stop = undefined;
      }
    };
    media.addEventListener("change", onChange);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      media.removeEventListener("change", onChange);
      stop?.();
    };
  }, []);
  return null;
}
