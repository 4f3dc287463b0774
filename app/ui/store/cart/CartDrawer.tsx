import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { CartActionData } from "~/modules/cart/types";
import {
  openCartDrawer,
  unwatchAdd,
  useAddWatches,
  useCartDrawerRequests,
  type AddWatch,
  type OpenCartDetail,
} from "./cart-events";

// The panel (lines, suggestions, checkout buttons) is fetched on the first request to open, so
// a page that never opens the cart does not load it.
const CartDrawerPanel = lazy(() => import("./CartDrawerPanel"));

/** Waits for one add's answer (by its fetcher key) and opens the drawer with the fresh cart. */
function AddWatcher({ watch }: { watch: AddWatch }) {
  const fetcher = useFetcher<CartActionData>({ key: watch.fetcherKey });
  const before = useRef(fetcher.data);
  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || d === before.current) return;
    unwatchAdd(watch.fetcherKey);
    if (d.ok)
      openCartDrawer({ opener: watch.opener, cart: d.cart, message: d.outcome === "capped" ? d.message : undefined });
  }, [fetcher.state, fetcher.data, watch]);
  return null;
}

/**
 * The cart drawer (SPEC §2 "Cart drawer"), mounted once in the page chrome: it takes requests to
 * open from the first hydrated render (so the cart button and the add forms use it rather than
 * following their links) and watches adds in flight; the first request loads the panel, which
 * opens with it and handles the later ones itself.
 */
export function CartDrawer() {
  const [first, setFirst] = useState<OpenCartDetail | null>(null);
  const onOpen = useCallback((detail: OpenCartDetail) => {
    setFirst(
      (f) =>
        f ?? {
          ...detail,
          opener: detail.opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
        },
    );
  }, []);
  useCartDrawerRequests(onOpen);
  const watches = useAddWatches();
  return (
    <>
      {watches.map((w) => (
        <AddWatcher key={w.fetcherKey} watch={w} />
      ))}
      {first ? (
        <Suspense fallback={null}>
          <CartDrawerPanel initial={first} />
        </Suspense>
      ) : null}
    </>
  );
}
