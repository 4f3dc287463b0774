import { useEffect, useSyncExternalStore } from "react";
import type { CartView } from "~/modules/cart/types";

/**
 * A tiny bus between the cart's pieces, which live far apart in the tree (the button in the
 * header, the add form on a product page, the drawer in the page chrome).
 */
export interface OpenCartDetail {
  /** The element to give focus back to when the drawer closes. */
  opener?: HTMLElement | null;
  /** A fresh cart (from an add), so the drawer needs no extra request. */
  cart?: CartView;
  /** A sentence to announce at the top of the drawer ("Only 3 left: …"). */
  message?: string;
}

const OPEN_EVENT = "sattva:cart-open";
let drawers = 0;

/** Opens the drawer; false when no drawer is mounted (then a link to /cart should just be followed). */
export function openCartDrawer(detail: OpenCartDetail = {}): boolean {
  if (typeof window === "undefined" || drawers === 0) return false;
  window.dispatchEvent(new CustomEvent<OpenCartDetail>(OPEN_EVENT, { detail }));
  return true;
}

export function hasCartDrawer() {
  return drawers > 0;
}

/**
 * Adds in flight. The form that posted may be gone when the answer arrives (on the empty cart
 * page, the suggestions it sits in give way to the cart), so the drawer, which stays mounted,
 * watches the add's keyed fetcher and opens itself when the answer comes.
 */
export interface AddWatch {
  fetcherKey: string;
  opener: HTMLElement | null;
}
let watches: AddWatch[] = [];
const watchListeners = new Set<() => void>();
const emitWatches = () => watchListeners.forEach((l) => l());

export function watchAdd(watch: AddWatch) {
  watches = [...watches.filter((w) => w.fetcherKey !== watch.fetcherKey), watch];
  emitWatches();
}

export function unwatchAdd(fetcherKey: string) {
  watches = watches.filter((w) => w.fetcherKey !== fetcherKey);
  emitWatches();
}

const noWatches: AddWatch[] = [];
export function useAddWatches() {
  return useSyncExternalStore(
    (listener) => {
      watchListeners.add(listener);
      return () => watchListeners.delete(listener);
    },
    () => watches,
    () => noWatches,
  );
}

/** For the drawer: registers it and calls `onOpen` on each request to open. */
export function useCartDrawerRequests(onOpen: (detail: OpenCartDetail) => void) {
  useEffect(() => {
    drawers++;
    const listener = (e: Event) => onOpen((e as CustomEvent<OpenCartDetail>).detail ?? {});
    window.addEventListener(OPEN_EVENT, listener);
    return () => {
      drawers--;
      window.removeEventListener(OPEN_EVENT, listener);
    };
  }, [onOpen]);
}
