/**
 * Headers every HTML response carries; the CSP allows only our own scripts with this request's nonce.
 * HSTS and upgrade-insecure-requests only for a shop served over https (PUBLIC_URL), in either mode.
 */
/**
 * `formActionSources`: extra origins a form may lead to, such as a configured social log-in
 * provider's authorize endpoint (CSP's form-action also governs the redirect after the POST).
 */
export function documentSecurityHeaders(
  nonce: string,
  https: boolean,
  formActionSources: readonly string[] = [],
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    // Product photos staff add by URL may live on another https host (a supplier's or the shop's
    // CDN); uploads are served by the shop itself. Images run no code.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self' https:", ...formActionSources].join(" "),
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
