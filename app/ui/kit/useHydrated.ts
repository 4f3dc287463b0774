import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and while the page hydrates, true afterwards: controls that need JavaScript
 * render only then.
 *
 * The flag turns true in a transition. Set plainly in an effect, it is a default-priority update,
 * which React 18 renders in one go: on a page with many hydrated parts (the home page's rails, a
 * listing's cards, the header's navigation) that second render was one long task of 60–170 ms of
 * main thread on a phone (4× CPU in Chromium), counted whole by Total Blocking Time. In a
 * transition React renders it in slices of a few milliseconds, yielding to the browser between
 * them. Every part's flag set in the same effects flush turns true in the same render.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Whether a page of this app has hydrated (set by `useHydratedOnce`'s first effect). */
let hydratedOnce = false;

/**
 * As `useHydrated`, but true from the first render of a part mounted after the page hydrated (a
 * client navigation's page, a drawer's line): no render without JavaScript first. Only for parts
 * hydrated with the page itself: one hydrated later, in its own Suspense boundary (`onDemand`),
 * would render `true` against the server's `false`.
 */
export function useHydratedOnce() {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
