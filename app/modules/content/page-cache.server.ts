import { readCookies } from "~/lib/cookies";
import { COOKIE_CONSENT_COOKIE } from "~/lib/chrome";
import { onDatabaseChange } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { onBroadcast } from "~/lib/postgres/cache-bus.server";
import { fromAcceptLanguage, LANGUAGE_COOKIE } from "~/modules/i18n/i18n.server";

/**
 * A page cache for anonymous visitors: the storefront's pages (and their data, as the browser's
 * router asks for it on a client navigation) as a visitor without a cart, a session or a flash
 * message gets them, kept a few seconds per address, language and cookie choice.
 * scripts/server.mjs asks `pageCacheKey` before the app and stores what the app answered (a 200
 * HTML page or single fetch's data, without Set-Cookie, not marked no-store); a page's hit is
 * served with a fresh CSP nonce. Every cache invalidation of the shop (a broadcast of any topic:
 * products, taxonomy, settings, popular…, from this instance or another) and a new database clear
 * it; the short lifetime bounds what changes without one (the catalogue's own product-page cache
 * keeps 5 s too).
 */

/** How long a page is kept. */
export const PAGE_CACHE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The pages worth keeping: what anonymous shoppers browse. Forms with per-visitor state are not here. */
const CACHEABLE = /^\/(?:$|collections\/[^/]+$|products\/categories\/[^/]+$|product\/[^/]+$|search$|bench\/bare$)/;
/** Cookies that do not change a page beyond the language and the cookie banner (both in the key). */
const NEUTRAL_COOKIES = new Set([LANGUAGE_COOKIE, COOKIE_CONSENT_COOKIE]);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the page was rendered with (replaced by a fresh one on each hit); "" for data. */
  nonce: string;
  /**
   * The page compressed by scripts/server.mjs on its first hit (around its nonce; data whole, gzip
   * and brotli), kept with the page: about a fifth to two fifths of its size more while it is kept.
   */
  packed?: unknown;
}

const pages = new Map<string, { at: number; page: CachedPage }>();
let bytes = 0;
let generation = 0;

function clear() {
  pages.clear();
  bytes = 0;
  generation++;
}
onDatabaseChange(clear);
onBroadcast("*", clear);

/**
 * The cache key of a request, or null when its page is not for the cache: not a GET of a cacheable
 * storefront page, or carrying a cookie (a cart, a session, a flash) or credentials that may
 * change it.
 */
export function pageCacheKey(method: string, url: string, headers: Headers): string | null {
  if (method !== "GET" || !env().PAGE_CACHE) return null;
  const parsed = new URL(url);
  // A client navigation's data (Remix's single fetch: `<path>.data`, `/_root.data` for the home)
  // is kept as its page is: the same for every anonymous visitor.
  const page = parsed.pathname === "/_root.data" ? "/" : parsed.pathname.replace(/\.data$/, "");
  if (!CACHEABLE.test(page)) return null;
  if (headers.has("authorization")) return null;
  // The storefront bench measures pages uncached and cached on one server.
  if (env().BENCH_ROUTES && headers.get("x-page-cache") === "bypass") return null;
  const cookie = headers.get("cookie");
  let languageCookie = "";
  let consent = "";
  for (const [name, value = ""] of Object.entries(readCookies(cookie))) {
    if (!NEUTRAL_COOKIES.has(name)) return null;
    if (name === LANGUAGE_COOKIE) languageCookie = value;
    else consent = value;
  }
  // The page's language follows from `?lng` (in the address), the `i18next` cookie (its value is in
  // the key) and Accept-Language's best language of ours (app/modules/i18n/i18n.server.ts): the
  // key holds all three without running the (asynchronous) detection here.
  const accepted = fromAcceptLanguage(headers.get("accept-language")) ?? "";
  return `${accepted}\u0000${languageCookie}\u0000${consent}\u0000${parsed.pathname}${parsed.search}`;
}

/** The stored page for `key`, if it is still fresh. */
export function cachedPage(key: string, now = Date.now()): CachedPage | null {
  const hit = pages.get(key);
  if (!hit) return null;
  if (now - hit.at >= PAGE_CACHE_TTL_MS) {
    pages.delete(key);
    bytes -= hit.page.body.length;
    return null;
  }
  return hit.page;
}

/** A token to give back to `storePage`: a page rendered before an invalidation is not stored after it. */
export function pageCacheGeneration() {
  return generation;
}

/**
 * Keeps a page the app answered, when it may be shared: 200, no Set-Cookie, not no-store; HTML
 * (with its nonce, whole) or a client navigation's data (Remix's single fetch, no nonce).
 */
export function storePage(key: string, since: number, page: CachedPage, now = Date.now()) {
  if (since !== generation || page.status !== 200) return false;
  const header = (name: string) => page.headers.find(([k]) => k.toLowerCase() === name)?.[1] ?? "";
  if (header("set-cookie") || /no-store/i.test(header("cache-control"))) return false;
  if (page.body.length === 0 || page.body.length > MAX_BYTES / 16) return false;
  const type = header("content-type");
  if (type.startsWith("text/x-script")) {
    // Single fetch's data: what the browser's router reads (it carries no nonce).
    if (page.nonce || header("x-remix-response") !== "yes") return false;
  } else {
    if (!type.startsWith("text/html") || !page.nonce) return false;
    // A body cut short is not a page to share (the streamed data scripts follow </html>).
    if (page.body.lastIndexOf("</html>") < 0) return false;
  }
  const old = pages.get(key);
  if (old) {
    pages.delete(key);
    bytes -= old.page.body.length;
  }
  while (pages.size >= MAX_PAGES || (pages.size > 0 && bytes + page.body.length > MAX_BYTES)) {
    const [oldestKey, oldest] = pages.entries().next().value as [string, { page: CachedPage }];
    pages.delete(oldestKey);
    bytes -= oldest.page.body.length;
  }
  pages.set(key, { at: now, page });
  bytes += page.body.length;
  return true;
}

/** For tests. */
export function clearPageCache() {
  clear();
}
