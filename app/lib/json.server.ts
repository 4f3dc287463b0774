/**
 * The JSON API's plumbing, one copy for every `/api/*` route: answers no cache keeps, errors as
 * `{ error, ... }` with a 4xx status, and a bounded reader of a JSON object body.
 */

export function jsonAnswer(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return jsonAnswer({ error, ...extra }, status, headers);
}

export type JsonBody =
  | { ok: true; value: Record<string, unknown> }
  /** size: over `maxBytes`; json: not JSON; shape: JSON but not an object. */
  | { ok: false; reason: "size" | "json" | "shape" };

/**
 * The request's body as a JSON object, refused when larger than `maxBytes` (declared or read),
 * unparseable, or not an object. Whoever reads it takes only the keys its schema names, so a
 * `__proto__` or `role` key reaches nothing.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return { ok: false, reason: "size" };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) return { ok: false, reason: "size" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "json" };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, reason: "shape" };
  return { ok: true, value: value as Record<string, unknown> };
}
