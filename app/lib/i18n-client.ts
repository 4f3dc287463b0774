import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { getBrowserI18n } from "~/lib/react-i18n-browser";

/**
 * A route's `clientLoader` that waits, on a client-side navigation, for the translation
 * namespaces the route declares (`handle.i18n`) as well as for its server data, so the page never
 * shows untranslated keys while a namespace is still on its way. The first page load uses the
 * server's data and the translations embedded in the document (no `hydrate` flag), so this runs
 * only in the browser, after hydration. `code`: parts whose code the page loads on demand
 * (`keptPart`), fetched beside the data so the page is drawn in one go.
 */
export function translatedClientLoader(
  handle: { i18n: readonly string[] },
  code: readonly { preload: () => Promise<void> }[] = [],
) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([
      serverLoader(),
      // A namespace that fails to load shows its keys, as before; the page itself still loads.
      getBrowserI18n()
        .loadNamespaces([...handle.i18n])
        .catch(() => undefined),
      // A part that fails to load fails when drawn (the route's error boundary), not here.
      ...code.map((part) => part.preload()),
    ]);
    return data;
  };
}
