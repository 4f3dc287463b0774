/**
 * The page's largest picture carried in the document itself. When the picture is a small drawing
 * (the shop's SVG art, a few kB), writing it into the `<img>` as a `data:` address lets the
 * browser paint it with the page's first paint, instead of after a request of its own that queues
 * behind the stylesheet, the fonts and the scripts on a slow phone (LCP).
 *
 * The server's entry registers what turns an address into such a `data:` address (the catalogue's
 * art renderer: `lib` does not import modules); the browser has none, so it keeps the address. The
 * picture is the same either way, so the `<img>` hydrates over the server's `data:` address: in
 * production React leaves an attribute that differs as the server wrote it (in development it
 * would warn: `Photo` sets `suppressHydrationWarning` there).
 */
export type PictureInliner = (url: string) => string | null;

let inliner: PictureInliner | null = null;

/** Set once by the server's entry (and by tests). */
export function registerPictureInliner(fn: PictureInliner | null): void {
  inliner = fn;
}

/** `url` as a `data:` address when the server can inline it, else null (always null in the browser). */
export function inlinedPicture(url: string): string | null {
  return import.meta.env.SSR && inliner ? inliner(url) : null;
}
