import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ServerLink } from "./Link";

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
