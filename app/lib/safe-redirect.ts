/**
 * A same-site relative path to send the browser to after a form, or `fallback` when the value
 * could lead elsewhere: absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters, or more than 2048 characters. Query and hash are kept.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters and backslashes is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://sattva.invalid");
    if (url.origin !== "http://sattva.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
