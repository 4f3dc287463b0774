import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

/**
 * The shop's `<Link>`: Remix's in the browser; on the server, for a plain path (`/product/x?lng=en`),
 * the `<a>` Remix's would render, written directly.
 *
 * Why: a Remix `Link` resolves its path twice (Remix's wrapper and React Router's), sets up prefetch
 * state, a click handler and refs — about 20 hooks per link, all useless on the server, where a page
 * has 80–100 links. A CPU profile of a collection page put 8–9% of the server's time in React
 * Router's hooks. For a path that starts with one `/` the resolved `href` is the path itself, so the
 * server writes the same markup (same attributes, same order: `data-discover`, then `href`) and the
 * browser hydrates it with Remix's `Link`, which takes over navigation and prefetching as before.
 * Anything else (a relative path, an object, `reloadDocument`, `target`, `relative`, a `.`, `..` or
 * `//` the router would tidy, an empty `?` or `#` it would drop) goes to Remix's `Link` on the server
 * too.
 * `ServerLink.test.tsx` renders both and compares.
 */
export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    prefetch: _prefetch,
    discover = "render",
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    onClick: _onClick,
    ...rest
  } = props;
  if (!plainPath(to) || props.reloadDocument || props.relative || props.target !== undefined)
    return <RemixLink ref={ref} {...props} />;
  // The children come in `rest`, as in React Router's own `<a>`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} data-discover={discover === "render" ? "true" : undefined} href={to} />;
});

/** A path the router leaves as it is: one leading `/`, no `//`, `.` or `..` segment, no empty `?` or `#`. */
function plainPath(to: LinkProps["to"]): to is string {
  if (typeof to !== "string" || !to.startsWith("/")) return false;
  const pathname = to.split(/[?#]/, 1)[0];
  return (
    !pathname.includes("//") &&
    !/\/\.{1,2}(\/|$)/.test(pathname) &&
    !to.endsWith("?") &&
    !to.endsWith("#") &&
    !to.includes("?#")
  );
}

export const Link: typeof RemixLink = import.meta.env.SSR ? ServerLink : RemixLink;
