/**
 * The query of GET /api/sattva-products: `?limit&offset&cursor&category&brand`. Offsets are capped
 * (an offset is read and thrown away row by row); past the cap a client follows `nextCursor`, a
 * keyset cursor that costs the same on every page. A refused value names its limit, as a key of
 * the `limits` namespace with its values. Pure: no server imports.
 */

export const API_LIST_MAX_LIMIT = 200;
export const API_LIST_MAX_OFFSET = 10_000;
/** Characters of a `category` or `brand` value. */
export const API_LIST_MAX_TEXT = 100;

export interface ApiListCursor {
  /** ISO time of the last product of the previous page, and its id. */
  createdAt: string;
  id: string;
}

export interface ProductApiQuery {
  limit: number;
  offset: number;
  cursor: ApiListCursor | null;
  category?: string;
  brand?: string;
}

export interface ApiListProblem {
  key:
    "limit.tooLarge" | "offset.tooLarge" | "offset.invalid" | "cursor.invalid" | "cursor.withOffset" | "text.tooLong";
  values: Record<string, string | number>;
}

export function encodeApiCursor(createdAt: Date | string, id: string): string {
  const iso = createdAt instanceof Date ? createdAt.toISOString() : createdAt;
  return Buffer.from(JSON.stringify([iso, id])).toString("base64url");
}

export function decodeApiCursor(text: string): ApiListCursor | null {
  if (text.length > 200) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [createdAt, id] = v as unknown[];
    if (typeof createdAt !== "string" || typeof id !== "string" || !id || id.length > 64) return null;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(createdAt) || Number.isNaN(Date.parse(createdAt)))
      return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

const WHOLE = /^\d{1,9}$/;

export function parseProductApiQuery(
  params: URLSearchParams,
): { ok: true; value: ProductApiQuery } | { ok: false; problem: ApiListProblem } {
  const limitText = params.get("limit");
  let limit = API_LIST_MAX_LIMIT;
  if (limitText !== null) {
    limit = WHOLE.test(limitText.trim()) ? Number(limitText.trim()) : NaN;
    if (!(limit >= 1 && limit <= API_LIST_MAX_LIMIT))
      return { ok: false, problem: { key: "limit.tooLarge", values: { max: API_LIST_MAX_LIMIT } } };
  }
  const offsetText = params.get("offset");
  let offset = 0;
  if (offsetText !== null && offsetText.trim() !== "") {
    const t = offsetText.trim();
    if (!/^\d+$/.test(t))
      return { ok: false, problem: { key: "offset.invalid", values: { max: API_LIST_MAX_OFFSET } } };
    offset = t.length > 9 ? Infinity : Number(t);
    if (offset > API_LIST_MAX_OFFSET)
      return { ok: false, problem: { key: "offset.tooLarge", values: { max: API_LIST_MAX_OFFSET } } };
  }
  const cursorText = params.get("cursor");
  let cursor: ApiListCursor | null = null;
  if (cursorText !== null && cursorText.trim() !== "") {
    cursor = decodeApiCursor(cursorText.trim());
    if (!cursor) return { ok: false, problem: { key: "cursor.invalid", values: {} } };
    if (offset > 0) return { ok: false, problem: { key: "cursor.withOffset", values: {} } };
  }
  const value: ProductApiQuery = { limit, offset, cursor };
  for (const name of ["category", "brand"] as const) {
    const text = params.get(name)?.trim();
    if (!text) continue;
    if (text.length > API_LIST_MAX_TEXT)
      return { ok: false, problem: { key: "text.tooLong", values: { name, max: API_LIST_MAX_TEXT } } };
    value[name] = text;
  }
  return { ok: true, value };
}
