import { isValidKey, storage } from "~/lib/storage/index.server";

/** A stored variant's address under /media/: "<key folders>/<width>.<avif|webp|jpg>", nothing else. */
const VARIANT_PATH = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)+\/\d{1,5}\.(?:avif|webp|jpg)$/;

/** Keys are never reused, so an answer may be kept for a year without asking again. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The answer to GET /media/<path>: the stored variant with its type, length, ETag and long
 * cache headers; 304 when the browser holds it already; 404 for anything that is not a stored
 * variant's exact key (no folder listing, no other file of the store).
 */
export async function mediaResponse(request: Request, path: string | undefined): Promise<Response> {
  if (!path || !VARIANT_PATH.test(path) || !isValidKey(path)) return notFound();
  const object = await storage().get(path);
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.contentType,
    "Content-Length": String(object.length),
    "Cache-Control": MEDIA_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
  if (object.etag) {
    headers.set("ETag", object.etag);
    const asked = request.headers.get("if-none-match");
    if (asked && asked.split(",").some((t) => t.trim().replace(/^W\//, "") === object.etag)) {
      await object.body.cancel();
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
  }
  if (request.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(object.body, { status: 200, headers });
}
