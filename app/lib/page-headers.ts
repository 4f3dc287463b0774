import type { HeadersFunction } from "@remix-run/node";

/** Headers a page's loader or action sets on its answer that the browser must get too. */
const FORWARDED = ["Retry-After"] as const;

/**
 * A page route's `headers` export: `base` (its cache rule) plus the Retry-After its loader,
 * action or error answer set. Remix builds a page's HTTP headers from the `headers` export only
 * (Set-Cookie aside): a `data(..., { status: 429, headers: { "Retry-After": … } })` from an
 * action reaches the browser only through it. Every page that can answer 429 uses this.
 */
export function pageHeaders(base: Record<string, string> = {}): HeadersFunction {
  return ({ loaderHeaders, actionHeaders, errorHeaders }) => {
    const out = new Headers(base);
    for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
      for (const name of FORWARDED) {
        const value = from?.get(name);
        if (value) out.set(name, value);
      }
    }
    return out;
  };
}
