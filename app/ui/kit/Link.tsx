import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { createContext, forwardRef, useContext, useEffect, type MouseEvent } from "react";

/**
 * The shop's `<Link>`: for a plain path (`/product/x?lng=en`) the `<a>` Remix's would render,
 * written directly on the server and hydrated in the browser as `BrowserLink` (below); anything
 * else is Remix's `Link`.
 *
 * Why: a Remix `Link` resolves its path twice (Remix's wrapper and React Router's), sets up prefetch
 * state, a click handler and refs — about 20 hooks per link, all useless on the server, where a page
 * has 80–100 links. A CPU profile of a collection page put 8–9% of the server's time in React
 * Router's hooks. For a path that starts with one `/` the resolved `href` is the path itself, so the
 * server writes the same markup (same attributes, same order: `data-discover`, then `href`) and the
 * browser hydrates it (since 2026-12-03 with `BrowserLink`, before with Remix's `Link`).
 * Anything else (a relative path, an object, `reloadDocument`, `target`, `relative`, `viewTransition`,
 * a `.`, `..` or `//` the router would tidy, an empty `?` or `#` it would drop) goes to Remix's
 * `Link` on the server too. `ServerLink.test.tsx` renders both and compares.
 */
export const ServerLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const link = plainLink(props);
  if (!link) return <RemixLink ref={ref} {...props} />;
  // The children come in `rest`, as in React Router's own `<a>`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...link.rest} data-discover={link.discover} href={link.to} />;
});

type NavigationProps = Pick<
  LinkProps,
  | "to"
  | "prefetch"
  | "discover"
  | "replace"
  | "state"
  | "preventScrollReset"
  | "viewTransition"
  | "reloadDocument"
  | "relative"
  | "target"
> & { onClick?: unknown };

/**
 * A link's `<a>` attributes, its path and its `data-discover`, when the server may write it itself;
 * null when Remix's component must (see above). The props React Router keeps for navigation
 * (prefetch, replace, state, scroll, click handler) are left out, as React Router leaves them out.
 */
function plainLink<P extends NavigationProps>(props: P) {
  const {
    to,
    prefetch,
    discover = "render",
    replace,
    state,
    preventScrollReset,
    viewTransition,
    onClick,
    reloadDocument,
    relative,
    target,
    ...rest
  } = props;
  if (!plainPath(to) || reloadDocument || relative || target !== undefined || viewTransition) return null;
  return {
    to,
    rest,
    discover: discover === "render" ? "true" : undefined,
    // Props the browser's plain link does not handle: Remix's `Link` takes such a link there.
    navigational:
      prefetch !== undefined ||
      replace !== undefined ||
      state !== undefined ||
      preventScrollReset !== undefined ||
      onClick !== undefined,
  };
}

/**
 * The browser's plain link: the `<a>` the server wrote, hydrated with one click handler shared by
 * every link (`followLink`) instead of Remix's `Link`.
 *
 * Why: Remix's `Link` is about a dozen hooks and three components per link (its prefetch state,
 * React Router's resolved path, href and click handler, each reading the router's contexts). In
 * the browser, counted in React's tree after hydration, links held 2,266 of the home page's 3,138
 * hooks, 1,522 of a collection's 2,148 and 1,186 of the bare page's 1,342, all run while the page
 * hydrates. A plain link has none. What Remix's `Link` does for such a link, it does the same:
 * `data-discover` (route discovery watches the document for it, not the component), and a click
 * with the main button and no modifier key is a client navigation (`replace` when the link is to
 * the page shown). A link with `prefetch` (even "none"), `replace`, `state`, `preventScrollReset`
 * or an `onClick` of its own, and every link the server leaves to Remix, is Remix's.
 */
const BrowserLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, LinkProps>(function BrowserLink(props, ref) {
  const link = plainLink(props);
  if (!link || link.navigational) return <RemixLink ref={ref} {...props} />;
  // The children come in `rest`, as in React Router's own `<a>`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...link.rest} ref={ref} data-discover={link.discover} href={link.to} onClick={followLink} />;
});

/** The router's `navigate`, once `LinkNavigation` ran (null on the server and before hydration). */
let routerNavigate: ReturnType<typeof useNavigate> | null = null;

/**
 * Gives the browser's plain links the router's `navigate`: rendered once, inside the router (the
 * root's `Layout`). Until it runs, a plain link loads its page as any link does.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  // The root's layout stays for the page's life: nothing to undo.
  useEffect(() => {
    routerNavigate = navigate;
  }, [navigate]);
  return null;
}

/** React Router's click handling of a link (`useLinkClickHandler`), for a plain path. */
function followLink(event: MouseEvent<HTMLAnchorElement>) {
  follow(event, event.currentTarget);
}

function follow(event: MouseEvent, anchor: HTMLAnchorElement) {
  const navigate = routerNavigate;
  if (!navigate || event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const to = anchor.getAttribute("href")!;
  event.preventDefault();
  navigate(to, { replace: new URL(to, location.href).href === location.href });
}

/**
 * A click in markup the browser kept as the server wrote it (`RenderedOnce`'s `keep`), on the
 * element around it: a router link there (`data-discover`, which the server's `Link` writes for
 * an in-app path and React Router leaves off a `reloadDocument` link) with no `target` or
 * `download` is followed as `BrowserLink` follows it.
 */
export function followKeptLink(event: MouseEvent<HTMLElement>) {
  const anchor = (event.target as Element).closest?.("a[data-discover]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const to = anchor.getAttribute("href");
  if (to && plainPath(to)) follow(event, anchor);
}

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

export const Link: typeof RemixLink = import.meta.env.SSR ? ServerLink : BrowserLink;

/**
 * The shop's `<NavLink>`, the same way: on the server, for a plain path, the `<a>` React Router's
 * `NavLink` would write — `aria-current` and the `active` class when the page's path is the link's
 * or below it (`end`: only the same path), letters' case ignored unless `caseSensitive` — worked
 * out from the request's path, with the path encoded as the server's router encodes it. The header
 * has 35 of them on every page. On the server nothing is pending or in a view transition, so no
 * `pending` or `transitioning` class. `viewTransition` and the cases `Link` leaves to Remix go to
 * Remix's `NavLink`.
 */
export const ServerNavLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, NavLinkProps>(
  function ServerNavLink(props, ref) {
    const given = useContext(RenderedPathname);
    return given === null ? (
      <RoutedNavLink ref={ref} {...props} />
    ) : (
      <PathNavLink ref={ref} pathname={given} {...props} />
    );
  },
);

/**
 * The page's path for the server's NavLinks drawn apart from the router (`RenderedOnce`'s
 * `pathname`): they take it from here instead of the router's location.
 */
export const RenderedPathname = /*#__PURE__*/ createContext<string | null>(null);

const RoutedNavLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, NavLinkProps>(function RoutedNavLink(props, ref) {
  return <PathNavLink ref={ref} pathname={useLocation().pathname} {...props} />;
});

const encodePath = (to: string) => new URL(to.replace(/ $/, "%20"), "http://localhost").pathname;

/** Paths as the server's router encodes them, by link (a page's links are mostly the same ones). */
const encodedPaths = new Map<string, string>();

function encodedPathname(to: string): string {
  // The browser's header works it out for its few links (the cache stays out of its code).
  if (!import.meta.env.SSR) return encodePath(to);
  let encoded = encodedPaths.get(to);
  if (encoded === undefined) {
    encoded = encodePath(to);
    if (encodedPaths.size >= 2000) encodedPaths.clear();
    encodedPaths.set(to, encoded);
  }
  return encoded;
}

/**
 * Whether a NavLink to `to` is active on the page at `pathname`, as React Router's: the same path or
 * one below it (`end`: only the same), letters' case ignored unless `caseSensitive`.
 */
export function navLinkActive(to: string, pathname: string, end = false, caseSensitive = false): boolean {
  let toPathname = encodedPathname(to);
  let here = pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const slashAt = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  return here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(slashAt) === "/");
}

const PathNavLink = /*#__PURE__*/ forwardRef<HTMLAnchorElement, NavLinkProps & { pathname: string }>(
  function PathNavLink({ pathname, ...props }, ref) {
    const link = plainLink(props);
    if (!link) return <RemixNavLink ref={ref} {...props} />;
    const {
      "aria-current": ariaCurrentProp = "page",
      caseSensitive = false,
      className: classNameProp = "",
      end = false,
      style: styleProp,
      children,
      ...rest
    } = link.rest;
    const to = link.to;
    const isActive = navLinkActive(to, pathname, end, caseSensitive);
    const state = { isActive, isPending: false, isTransitioning: false };
    const className =
      typeof classNameProp === "function"
        ? classNameProp(state)
        : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
    return (
      <a
        {...rest}
        data-discover={link.discover}
        aria-current={isActive ? ariaCurrentProp : undefined}
        className={className}
        style={typeof styleProp === "function" ? styleProp(state) : styleProp}
        href={to}
      >
        {typeof children === "function" ? children(state) : children}
      </a>
    );
  },
);

export const NavLink: typeof RemixNavLink = import.meta.env.SSR ? ServerNavLink : RemixNavLink;
