import { createContext } from "react";

/**
 * The translation namespaces of the routes a page renders (their `handle.i18n`, `common` first),
 * found by remix-i18next's `getRouteNamespaces` in entry.server; the root names their files in the
 * document. Empty in the browser, which reads the names from the document.
 */
export const PageNamespacesContext = createContext<readonly string[]>([]);
