const BASE = "http://sattva.invalid";

/**
 * A same-site relative path to send the browser to after a form, or `fallback` when the value
 * could lead elsewhere: absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters, or more than 2048 characters. Query and hash are kept.
 *
 * The test is made on the path as a browser resolves it, not as written: `/.//evil.example`,
 * `/x/..//evil.example` and `/%2e//evil.example` all resolve to `//evil.example`, another host.
 * So the path is resolved by the URL parser against a dummy origin, once as written and once with
 * its percent-encoded dots, slashes and backslashes decoded (a server or proxy down the line may
 * decode them), and both must stay on that origin with a path that starts with a single "/".
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters and backslashes is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const resolved = sameSitePath(value);
  if (resolved === null || sameSitePath(withSeparatorsDecoded(value)) === null) return fallback;
  return resolved;
}

/** The path, query and hash of `value` resolved on the dummy origin, or null when it leaves it. */
function sameSitePath(value: string): string | null {
  if (value.includes("\\")) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The path part of `value` with `%2e`, `%2f` and `%5c` decoded, however often encoded (`%252e`). */
function withSeparatorsDecoded(value: string): string {
  const end = value.search(/[?#]/);
  const path = end < 0 ? value : value.slice(0, end);
  const rest = end < 0 ? "" : value.slice(end);
  const decoded = path.replace(/%(?:25)*(2e|2f|5c)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded + rest;
}
