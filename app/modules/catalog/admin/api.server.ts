import { jsonAnswer, jsonError } from "~/lib/json.server";
import { logError } from "~/lib/log.server";
import type { CurrentSession } from "~/modules/accounts/sessions.server";
import { getT } from "~/modules/i18n/i18n.server";
import { passwordRefusal, readJsonObject } from "~/modules/office/http.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { apiProduct, createProduct, currentAsRaw, deleteProduct, updateProduct } from "./products.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import {
  TRANSLATED_LOCALES,
  passwordConfirmSchema,
  productFieldErrors,
  productSchema,
  type RawImage,
  type RawProduct,
} from "./schemas";

/**
 * The spec's product API (SPEC 7 "Products") for staff, in the request's language: create (201),
 * update (PUT or PATCH: the stored product with the fields sent replaced, checked whole),
 * delete (the staff password re-entered). Bad input is 400 with a message per field and
 * nothing saved.
 */

type Body = Record<string, unknown>;

/** banner / imgs as the spec sends them: [{ url, alt }] (a plain URL string is taken too). */
function images(kind: "banner" | "gallery", list: unknown): RawImage[] {
  if (!Array.isArray(list)) return [];
  return list.map((v) =>
    typeof v === "string" ? { kind, url: v, alt: "" } : { kind, url: (v as Body)?.url, alt: (v as Body)?.alt },
  );
}

/** The JSON body as the schema reads it; a key not sent keeps `base`'s value (an update). */
export function productFromApi(body: Body, base: RawProduct | null): RawProduct {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(body, k);
  const pick = <K extends keyof RawProduct>(k: K, from = k as string): RawProduct[K] =>
    (has(from) ? body[from] : base?.[k]) as RawProduct[K];
  let imageList = base?.images ?? [];
  if (has("banner") || has("imgs")) {
    imageList = [
      ...(has("banner") ? images("banner", body.banner) : imageList.filter((i) => i.kind === "banner")),
      ...(has("imgs") ? images("gallery", body.imgs) : imageList.filter((i) => i.kind === "gallery")),
    ];
  }
  const translations: RawProduct["translations"] = { ...(base?.translations ?? {}) };
  const sent = body.translations;
  if (sent && typeof sent === "object" && !Array.isArray(sent)) {
    for (const l of TRANSLATED_LOCALES) {
      const t = (sent as Body)[l];
      if (t === null) translations[l] = { title: "", description: [] };
      else if (t && typeof t === "object") translations[l] = t as { title?: unknown; description?: unknown };
    }
  }
  return {
    category: pick("category"),
    subcategory: pick("subcategory"),
    brand: pick("brand"),
    title: pick("title"),
    rating: pick("rating"),
    originalPrice: pick("originalPrice"),
    discountedPrice: pick("discountedPrice"),
    description: pick("description"),
    images: imageList,
    stock: pick("stock"),
    lowStockThreshold: pick("lowStockThreshold"),
    published: pick("published"),
    translations,
    modelType: pick("modelType"),
    batch: pick("batch"),
    gtin: pick("gtin"),
    warnings: pick("warnings"),
  };
}

async function texts(request: Request) {
  return getT(request, "products-office");
}

async function invalid(request: Request, fields: Record<string, string>) {
  const t = await texts(request);
  const translated = Object.fromEntries(Object.entries(fields).map(([k, key]) => [k, t(key)]));
  return jsonError(400, t("api.invalid"), { fields: translated });
}

async function save(request: Request, session: CurrentSession, id: string | null): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  const t = await texts(request);
  const base = id ? await currentAsRaw(id) : null;
  if (id && !base) return jsonError(404, t("api.notFound"));
  const raw = productFromApi(body.value, base);
  // A new product without its own low-stock threshold starts with the shop's default (a setting).
  if (!id && raw.lowStockThreshold === undefined) raw.lowStockThreshold = (await getShopSettings()).lowStockDefault;
  const parsed = productSchema.safeParse(raw);
  if (!parsed.success) return invalid(request, productFieldErrors(parsed.error));
  const actor = { id: session.user.id, ip: clientAddress(request) };
  const outcome = id ? await updateProduct(id, parsed.data, actor) : await createProduct(parsed.data, actor);
  if (!outcome.ok && outcome.reason === "not-found") return jsonError(404, t("api.notFound"));
  if (!outcome.ok) return invalid(request, outcome.fields);
  const product = await apiProduct(outcome.id);
  const extra = { slug: outcome.slug, published: parsed.data.published };
  return id
    ? jsonAnswer({ message: t("api.updated"), data: { ...product, ...extra } })
    : jsonAnswer({ message: t("toast.created"), data: { ...product, ...extra } }, 201);
}

export async function createProductApi(request: Request, session: CurrentSession): Promise<Response> {
  try {
    return await save(request, session, null);
  } catch (error) {
    logError(error, { url: request.url, phase: "api-create-product" });
    return jsonError(500, (await texts(request))("toast.createFailed"));
  }
}

export async function updateProductApi(request: Request, session: CurrentSession, id: string): Promise<Response> {
  try {
    return await save(request, session, id);
  } catch (error) {
    logError(error, { url: request.url, phase: "api-update-product" });
    return jsonError(500, "Failed to update product.");
  }
}

export async function deleteProductApi(request: Request, session: CurrentSession, id: string): Promise<Response> {
  const t = await texts(request);
  try {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const parsed = passwordConfirmSchema.safeParse(body.value);
    if (!parsed.success) return invalid(request, { password: "errors.password" });
    const check = await confirmStaffPassword(session.user.id, parsed.data.password, request);
    const refused = passwordRefusal(check, t("delete.wrongPassword"));
    if (refused) return refused;
    const outcome = await deleteProduct(id, { id: session.user.id, ip: clientAddress(request) });
    if (!outcome.ok && outcome.reason === "open-orders") {
      return jsonError(409, t("delete.openOrders", { oids: outcome.oids.join(", ") }), { orders: outcome.oids });
    }
    if (!outcome.ok) return jsonError(404, t("api.notFound"));
    return jsonAnswer({ success: true, message: t("delete.done") });
  } catch (error) {
    logError(error, { url: request.url, phase: "api-delete-product" });
    return jsonError(500, t("delete.failed"));
  }
}

/** The spec's variants without a slash: "update-product<id>", "delete-product<id>". */
export function splitVariant(segment: string): { verb: "update" | "delete"; id: string } | null {
  const m = /^(update|delete)-product([A-Za-z0-9]{1,64})$/.exec(segment);
  return m ? { verb: m[1] as "update" | "delete", id: m[2] } : null;
}
