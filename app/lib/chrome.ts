import { safeRedirectPath } from "./safe-redirect";
/**
 * The storefront chrome's pure data and rules (SPEC section 2 "Public header", "Footer",
 * "Chrome visibility"): which paths show it and the main navigation (the footer's links and social
 * profiles are in ./footer-links, the shop's contact details are its settings). No server
 * imports: header and footer read it.
 */

/** Back-office paths show only the routed page: no public header or footer (SPEC "Chrome visibility"). */
export function isBackOfficePath(pathname: string) {
  return /^\/sattva-(administration|admin|product-manager)(\/|$)/.test(pathname);
}

/** Pages that hide the footer-area newsletter block (the spec's "one footer-area component"). */
const hidesNewsletter = new Set(["/account/login", "/account", "/account/addresses", "/sattva-admin"]);
export function hidesFooterNewsletter(pathname: string) {
  return hidesNewsletter.has(pathname.replace(/\/$/, "") || "/");
}

/** Where a chrome form (cookie banner, newsletter) sends the browser back to: see ~/lib/safe-redirect. */
export const safeReturnPath = safeRedirectPath;

/** The URL of the current page in another language: `?lng=xx` set, path and other parameters kept. */
export function languageHref(pathname: string, search: string, lng: string) {
  const params = new URLSearchParams(search);
  params.set("lng", lng);
  return `${pathname}?${params.toString()}`;
}

/**
 * A collection of the main navigation with its sub-links, names in the page's language (read
 * from the catalogue by the chrome's loader; null where the shop has no such category yet, and
 * the label falls back to the `nav.<key>` / `sub.<slug>` translation).
 */
export interface NavCollectionEntry {
  key: string;
  href: string;
  name: string | null;
  links: { slug: string; name: string | null }[];
}

export const ALL_COLLECTIONS_HREF = "/collections/all";

/** Plain links of the main navigation after the collections. */
export const NAV_PAGES = [
  { key: "corporate", href: "/pages/contact-us" },
  { key: "whereIsMyOrder", href: "/pages/where's-my-order" },
  { key: "journal", href: "/pages/journal" },
] as const;

export const subcategoryHref = (slug: string) => `/products/categories/${slug}`;

/** Cookie that records the cookie banner's acceptance (SPEC: acceptance lasts 30 days). */
export const COOKIE_CONSENT_COOKIE = "sattva_cookie_consent";
export const COOKIE_CONSENT_MAX_AGE = 60 * 60 * 24 * 30;

/** Where the account menu's "my account" leads for a role (SPEC "Account menu"). */
export function accountHomeFor(role: string) {
  if (role === "admin") return "/sattva-admin";
  if (role === "manager") return "/sattva-product-manager";
  return "/account";
}
