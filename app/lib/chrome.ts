/** Back-office paths show only the routed page: no public header or footer (SPEC "Chrome visibility"). */
export function isBackOfficePath(pathname: string) {
  return /^\/sattva-(administration|admin|product-manager)(\/|$)/.test(pathname);
}

/** Pages that hide the footer-area newsletter block (the spec's "one footer-area component"). */
const hidesNewsletter = new Set(["/account/login", "/account", "/account/addresses", "/sattva-admin"]);
export function hidesFooterNewsletter(pathname: string) {
  return hidesNewsletter.has(pathname.replace(/\/$/, "") || "/");
}
