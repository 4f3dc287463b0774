import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

/**
 * `page` rendered as Remix renders on the server: in a static data router whose root route (id
 * "root") loads `root` at the address `url`, with `i18n` for the translations.
 */
export async function renderInRouter(page: () => ReactNode, root: object, url: string, i18n: I18n) {
  const routes = [{ id: "root", path: "*", loader: () => root, Component: () => <>{page()}</> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}
