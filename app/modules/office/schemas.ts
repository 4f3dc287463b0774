import { z } from "zod";
import { emailField, nameField, passwordField, roles } from "~/modules/accounts/schemas";
import { languages } from "~/modules/i18n/config";

/**
 * Input schemas of the back office. No server imports. List queries come from GET forms:
 * whatever else the query string carries is ignored, and a bad value falls back to the default
 * (a list page never fails because of a hand-edited URL).
 */

export const SEARCH_MAX = 100;
export const PAGE_SIZE = 50;

const search = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().slice(0, SEARCH_MAX) : undefined),
  z.string().optional(),
);
const page = z.preprocess((v) => {
  const n = typeof v === "string" ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}, z.number());

export const listQuerySchema = z.object({ q: search, page });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const inventoryQuerySchema = z.object({
  q: search,
  page,
  status: z.preprocess(
    (v) => (v === "out" || v === "low" || v === "in" ? v : undefined),
    z.enum(["out", "low", "in"]).optional(),
  ),
});
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARS = /[\u0000-\u001f]/g;

export const ORDER_VIEWS = ["latest", "oid", "delayed"] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export const ordersQuerySchema = z.object({
  view: z.preprocess((v) => ((ORDER_VIEWS as readonly unknown[]).includes(v) ? v : "latest"), z.enum(ORDER_VIEWS)),
  oid: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(CONTROL_CHARS, "").slice(0, 64) : undefined),
    z.string().optional(),
  ),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** Reads a query string with one of the schemas above (the first value of a repeated parameter). */
export function parseQuery<T extends z.ZodTypeAny>(schema: T, url: URL): z.infer<T> {
  const first: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in first)) first[k] = v;
  return schema.parse(first);
}

/** The staff settings form: the language of the back office (and of the shop) for this account. */
export const languageSettingsSchema = z.object({
  intent: z.literal("language"),
  locale: z.enum(languages, { error: "settings.errors.language" }),
});

// ---------------------------------------------------------------------------------------------
// Staff JSON API (SPEC section 7 "Users")

/** DELETE /api/sattva-users/delete-user/{id}: the admin's own password, re-entered. */
export const deleteUserBodySchema = z.object({ password: passwordField });

const userFields = {
  fname: nameField,
  lname: nameField,
  email: emailField,
  role: z.enum(roles, { error: "errors.role" }),
};

/**
 * PUT /api/sattva-users/update-user/{id}: the whole editable record plus the admin's password.
 * Keys that are not editable (id, passwordHash, createdAt, deletedAt, ...) are dropped.
 */
export const replaceUserBodySchema = z.object({ ...userFields, password: passwordField });

/** PATCH: the same fields, each optional, at least one of them; the password is always required. */
export const patchUserBodySchema = z
  .object({
    fname: userFields.fname.optional(),
    lname: userFields.lname.optional(),
    email: userFields.email.optional(),
    role: userFields.role.optional(),
    password: passwordField,
  })
  .refine((v) => v.fname !== undefined || v.lname !== undefined || v.email !== undefined || v.role !== undefined, {
    path: ["form"],
    message: "errors.nothingToUpdate",
  });

export type UserChanges = Partial<Pick<z.infer<typeof replaceUserBodySchema>, "fname" | "lname" | "email" | "role">>;

/** A record id as the database makes them (cuid); anything else cannot name a record. */
export function isRecordId(value: string): boolean {
  return /^[a-z0-9]{20,40}$/i.test(value);
}

/** `?limit&offset` of a JSON list API. */
export interface ApiPage {
  limit: number;
  offset: number;
}

/** The page sizes of a list API: the largest a caller may ask for, and the one when none is asked. */
export interface ApiPageSizes {
  maxLimit: number;
  defaultLimit: number;
}

/** GET /api/sattva-users: up to 500 accounts a page, 200 by default. */
export const USERS_API_PAGE: ApiPageSizes = { maxLimit: 500, defaultLimit: 200 };

/** Reads `?limit&offset`; a readable error for the first bad parameter. */
export function parseApiPage(
  url: URL,
  sizes: ApiPageSizes,
): { ok: true; value: ApiPage } | { ok: false; error: string } {
  const parsed = z
    .object({
      limit: z.coerce.number().int().min(1).max(sizes.maxLimit).default(sizes.defaultLimit),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    })
    .safeParse({
      limit: url.searchParams.get("limit") ?? undefined,
      offset: url.searchParams.get("offset") ?? undefined,
    });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `Invalid query parameter "${issue.path.join(".")}": ${issue.message}` };
}
