import { randomBytes } from "node:crypto";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { I18nextProvider } from "react-i18next";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { NonceContext } from "~/lib/nonce";
import { renderDocument } from "~/lib/render-document.server";
import { PageNamespacesContext } from "~/lib/page-namespaces";
import { documentSecurityHeaders } from "~/lib/security-headers.server";
import { registerPictureInliner } from "~/lib/inline-picture";
import { artDataUri } from "~/modules/catalog/art/inline.server";
import { oauthFormActionSources } from "~/modules/accounts/oauth-config.server";
import { paymentFormActionSources } from "~/modules/payments/registry.server";
import { defaultNS, isLanguage } from "~/modules/i18n/config";
import { getLanguage, remixI18n } from "~/modules/i18n/i18n.server";
import { renderI18nFor } from "~/modules/i18n/render.server";

// Boot hooks for scripts/server.mjs: they live in this bundle so the server, the seed command
// and the app share one database connection (see docs/decisions/001-one-server-bundle.md).
export { backup, boot, restore, runSeed, shutdown } from "~/boot.server";
// The text of a request scripts/server.mjs refuses before the app (400 malformed URL, 403 cross-site).
export { refusalText } from "~/modules/i18n/refusal.server";
// The anonymous visitors' page cache scripts/server.mjs keeps in front of the app.
export { cachedPage, pageCacheGeneration, pageCacheKey, storePage } from "~/modules/content/page-cache.server";

const ABORT_DELAY = 5_000;

// The page's largest picture, when it is the shop's drawn art, is written into the page.
registerPictureInliner(artDataUri);

/**
 * The namespaces of the routes this page renders, `common` first. remix-i18next's
 * `getRouteNamespaces` reads `context.routeModules`, which holds every route of the app: it is
 * given the matched routes' modules only, or every page would name every namespace.
 */
function pageNamespaces(context: EntryContext): string[] {
  const routeModules = Object.fromEntries(
    context.staticHandlerContext.matches.map((m) => [m.route.id, context.routeModules[m.route.id]]),
  );
  return [...new Set([defaultNS, ...remixI18n.getRouteNamespaces({ ...context, routeModules })])];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const rootData = remixContext.staticHandlerContext.loaderData.root as { lng?: string } | undefined;
  const lng = isLanguage(rootData?.lng) ? rootData.lng : await getLanguage(request);
  const i18n = renderI18nFor(lng);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  for (const [k, v] of Object.entries(
    documentSecurityHeaders(nonce, env().https, [...oauthFormActionSources(), ...paymentFormActionSources()]),
  )) {
    responseHeaders.set(k, v);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Every page shows the visitor's own cart count: never for shared caches, always revalidated.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");

  const namespaces = pageNamespaces(remixContext);

  return renderDocument(
    <NonceContext.Provider value={nonce}>
      <PageNamespacesContext.Provider value={namespaces}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </PageNamespacesContext.Provider>
    </NonceContext.Provider>,
    { request, status: responseStatusCode, headers: responseHeaders, nonce, waitForAll, abortDelay: ABORT_DELAY },
  );
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // A 4xx thrown on purpose (not found, forbidden) is an answer, not a failure.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(error, { url: request.url, method: request.method, requestId: request.headers.get("x-request-id") });
}
