import type { ReactNode } from "react";
import type { RootLoaderData } from "~/root";

/** Public header, footer and the global widgets around every storefront page. */
export function StoreChrome({ children }: { chrome: RootLoaderData["chrome"]; children: ReactNode }) {
  return (
    <>
      <header className="p-4">Sattva</header>
      <main id="main">{children}</main>
      <footer className="p-4">Sattva</footer>
    </>
  );
}
