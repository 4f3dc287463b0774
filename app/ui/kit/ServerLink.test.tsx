import { NavLink as RemixNavLink, Link as RemixLink, type LinkProps, type NavLinkProps } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ServerLink, ServerNavLink } from "./Link";

/** The server's short cut writes exactly what Remix's `Link` writes, for every kind of `to`. */
const render = (Component: typeof RemixLink, props: LinkProps, at = "/collections/all?lng=en") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <Component {...props} />
    </MemoryRouter>,
  );

const cases: LinkProps[] = [
  { to: "/", children: "Home" },
  { to: "/product/white-sage-smudge-stick", className: "pc-link", children: <span>Sage</span> },
  { to: "/collections/incense-and-perfumes?lng=it", "aria-label": "Incensi", title: "t" },
  { to: "/search?q=nag%20champa&page=2#results", children: "2" },
  { to: "/account/", children: "Account" },
  { to: "/a/../b/./c", children: "dot segments" },
  { to: "/a//b?x=//y", children: "double slash" },
  { to: "/a/.", children: "trailing dot" },
  { to: "/a/..?q=1", children: "trailing dots" },
  { to: "/a/.hidden/b", children: "a dot file name" },
  { to: "/cart", prefetch: "intent", children: "Cart" },
  { to: "/cart", discover: "none", children: "Cart" },
  { to: "/cart", replace: true, state: { from: "x" }, preventScrollReset: true, children: "Cart" },
  { to: "/cart", reloadDocument: true, children: "Cart" },
  { to: "/cart", target: "_blank", rel: "noopener", children: "Cart" },
  { to: "/search?", children: "trailing ?" },
  { to: "/search#", children: "trailing #" },
  { to: "/search?#x", children: "empty search" },
  { to: "edit", children: "relative" },
  { to: "../up", relative: "path", children: "relative path" },
  { to: "?page=3", children: "search only" },
  { to: "//cdn.example.com/x", children: "protocol-relative" },
  { to: "https://example.com/a", children: "absolute" },
  { to: { pathname: "/product/x", search: "?lng=de" }, children: "object" },
];

describe("ServerLink", () => {
  it.each(cases.map((c) => [JSON.stringify(c.to), c] as const))("writes what Remix's Link writes: %s", (_, props) => {
    const remix = render(RemixLink, props);
    expect(remix).toContain("<a");
    expect(render(ServerLink as typeof RemixLink, props)).toBe(remix);
  });
});

describe("ServerLink's short cut", () => {
  it("writes a plain path without asking the router (Remix's Link cannot render outside one)", () => {
    const plain: LinkProps = { to: "/collections/incense-and-perfumes?lng=it", className: "menu-link", children: "x" };
    expect(() => renderToStaticMarkup(<RemixLink {...plain} />)).toThrow();
    expect(renderToStaticMarkup(<ServerLink {...plain} />)).toBe(
      '<a class="menu-link" data-discover="true" href="/collections/incense-and-perfumes?lng=it">x</a>',
    );
  });

  it("leaves every other path to Remix's Link", () => {
    for (const to of ["edit", "/a/../b", "/a//b", "/x?", { pathname: "/x" }])
      expect(() => renderToStaticMarkup(<ServerLink to={to}>x</ServerLink>), JSON.stringify(to)).toThrow();
  });
});

/** Rendered as Remix renders on the server: a static data router at the request's URL. */
async function atUrl(url: string, element: ReactNode) {
  const handler = createStaticHandler([{ id: "root", path: "*", Component: () => element }]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const navCases: [string, NavLinkProps][] = [
  ["/collections/all", { to: "/collections/all", children: "All" }],
  ["/collections/all/x", { to: "/collections/all", className: "nav-head", children: "All" }],
  ["/collections/all/x", { to: "/collections/all", end: true, children: "All, end" }],
  ["/collections/allx", { to: "/collections/all", children: "a longer name" }],
  ["/COLLECTIONS/All", { to: "/collections/all", children: "case" }],
  ["/COLLECTIONS/All", { to: "/collections/all", caseSensitive: true, children: "case-sensitive" }],
  ["/x", { to: "/", children: "home" }],
  ["/", { to: "/", end: true, children: "home, end" }],
  ["/account/orders", { to: "/account/", children: "trailing slash" }],
  ["/account", { to: "/account/", children: "trailing slash, above" }],
  ["/sattva-administration/orders?view=all", { to: "/sattva-administration/orders?view=open", children: "search" }],
  ["/collections/incense-&-perfumes", { to: "/collections/incense-&-perfumes", children: "ampersand" }],
  ["/products/caff%C3%A8", { to: "/products/caffè", children: "accent" }],
  ["/a%20b", { to: "/a b", children: "space" }],
  ["/cart", { to: "/cart", "aria-current": "true", discover: "none", prefetch: "intent", children: "Cart" }],
  [
    "/cart",
    {
      to: "/cart",
      className: ({ isActive }) => (isActive ? "on" : "off"),
      style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
      children: ({ isActive }) => (isActive ? "here" : "there"),
    },
  ],
  ["/cart", { to: "/cart", viewTransition: true, children: "view transition" }],
  ["/cart", { to: "edit", children: "relative" }],
  ["/cart", { to: "/cart", reloadDocument: true, children: "reload" }],
];

describe("ServerNavLink", () => {
  it.each(navCases.map(([url, props]) => [`${JSON.stringify(props.to)} at ${url}`, url, props] as const))(
    "writes what Remix's NavLink writes: %s",
    async (_, url, props) => {
      const remix = await atUrl(url, <RemixNavLink {...props} />);
      expect(remix).toContain("<a");
      expect(await atUrl(url, <ServerNavLink {...props} />)).toBe(remix);
    },
  );

  it("marks the current page as React Router does", async () => {
    expect(await atUrl("/collections/all", <ServerNavLink to="/collections/all">All</ServerNavLink>)).toBe(
      '<a data-discover="true" aria-current="page" class="active" href="/collections/all">All</a>',
    );
  });
});
