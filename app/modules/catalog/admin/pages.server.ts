import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { officeTitle } from "~/modules/office/page.server";
import { confirmStaffPassword } from "~/modules/office/users-admin.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { getT } from "~/modules/i18n/i18n.server";
import { languages } from "~/modules/i18n/config";
import { gapMessage } from "../safety";
import { listStaffProducts } from "./list.server";
import {
  createProduct,
  deleteProduct,
  productForEdit,
  productFormOptions,
  productSummary,
  setPublished,
  updateProduct,
} from "./products.server";
import {
  TRANSLATED_LOCALES,
  passwordConfirmSchema,
  productFieldErrors,
  productFormValues,
  productFromForm,
  productListQuerySchema,
  productSchema,
  type ProductFormValues,
} from "./schemas";

/**
 * What the staff product pages load and what their forms do, so the routes stay a few lines:
 * the manage table, the add / edit form (re-shown with its errors, or a redirect with a toast),
 * the delete confirmation, the publish toggle.
 */

export const PRODUCTS_PATH = "/sattva-administration/products";

/** The manage table for the URL's query, its filter choices and the page title. */
export async function productsPageData(request: Request, titleKey: string) {
  const url = new URL(request.url);
  const first: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in first)) first[k] = v;
  const query = productListQuerySchema.parse(first);
  const [list, options, title] = await Promise.all([
    listStaffProducts(query),
    productFormOptions(),
    officeTitle(request, titleKey),
  ]);
  return { list, query, options, title };
}

const EMPTY_VALUES: ProductFormValues = {
  category: "",
  subcategory: "",
  brand: "",
  title: "",
  rating: "0",
  originalPrice: "",
  discountedPrice: "",
  description: "",
  stock: "0",
  lowStockThreshold: "20",
  published: true,
  images: [],
  translations: Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [l, { title: "", description: "" }]),
  ) as ProductFormValues["translations"],
  modelType: "",
  batch: "",
  gtin: "",
  warnings: Object.fromEntries(languages.map((l) => [l, ""])) as ProductFormValues["warnings"],
};

/** The add form (product null) or the edit form of `id`; 404 when there is no such product. */
export async function productFormPageData(request: Request, id: string | null) {
  const [product, options] = await Promise.all([id ? productForEdit(id) : null, productFormOptions()]);
  if (id && !product) throw new Response("Not found", { status: 404 });
  const title = product
    ? `${product.values.title} · ${await officeTitle(request, "meta.suffix")}`
    : await officeTitle(request, "products.title");
  return {
    product: product
      ? { id: product.id, pid: product.pid, slug: product.slug, uploadedPhotos: product.uploadedPhotos }
      : null,
    values: product
      ? { ...product.values, published: product.published }
      : { ...EMPTY_VALUES, lowStockThreshold: String((await getShopSettings()).lowStockDefault) },
    options,
    title,
  };
}

/** Saves the add or edit form: a redirect to the edit page with a toast, or the form again with its errors (400). */
export async function saveProductForm(request: Request, user: SessionUser, id: string | null) {
  const form = await request.formData();
  // A new product left without a low-stock threshold takes the shop's default (a setting).
  if (!id && !String(form.get("lowStockThreshold") ?? "").trim()) {
    form.set("lowStockThreshold", String((await getShopSettings()).lowStockDefault));
  }
  const parsed = productSchema.safeParse(productFromForm(form));
  const again = (errors: Record<string, string>, status = 400) =>
    data({ errors, values: productFormValues(form) }, { status });
  if (!parsed.success) return again(productFieldErrors(parsed.error));
  const actor = { id: user.id, ip: clientAddress(request) };
  const outcome = id ? await updateProduct(id, parsed.data, actor) : await createProduct(parsed.data, actor);
  if (!outcome.ok && outcome.reason === "not-found") throw new Response("Not found", { status: 404 });
  if (!outcome.ok) return again(outcome.fields);
  const flash = await flashHeader({ key: id ? "products-office:toast.updated" : "products-office:toast.created" });
  return redirect(`${PRODUCTS_PATH}/${outcome.id}`, { status: 303, headers: { "Set-Cookie": flash } });
}

/** The publish / unpublish toggle of the table and the form; back where it was pressed. */
export async function togglePublished(request: Request, user: SessionUser, id: string) {
  const form = await request.formData();
  const published = form.get("published") === "true";
  const back = safeRedirectPath(form.get("returnTo"), PRODUCTS_PATH);
  const outcome = await setPublished(id, published, { id: user.id, ip: clientAddress(request) });
  if (!outcome.ok && outcome.refusal) {
    // Not published: the toast names what the product safety information lacks (GPSR).
    const t = await getT(request, "safety-office");
    const missing = outcome.refusal.gaps.map((g) => t(gapMessage(g))).join(" ");
    const flash = await flashHeader({ key: "safety-office:errors.publishRefused", values: { missing }, tone: "error" });
    return redirect(back, { status: 303, headers: { "Set-Cookie": flash } });
  }
  const flash = await flashHeader(
    outcome.ok
      ? { key: `products-office:toast.${published ? "published" : "unpublished"}`, values: { title: outcome.title } }
      : { key: "products-office:toast.notFound", tone: "error" },
  );
  return redirect(back, { status: 303, headers: { "Set-Cookie": flash } });
}

/** The delete confirmation page: the product, and where to go back to. */
export async function deletePageData(request: Request, id: string) {
  const product = await productSummary(id);
  if (!product) throw new Response("Not found", { status: 404 });
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), PRODUCTS_PATH);
  return { product, returnTo, title: await officeTitle(request, "products.title") };
}

export type DeleteAnswer = { error: string; values?: Record<string, string> };

/**
 * Deletes after the staff password (SPEC 5 "Delete confirmation"): 'Incorrect Password!' when
 * wrong, the open orders named when one holds the product, else back with 'Product Deleted
 * Successfully!'. Where the product was being looked at (its form, its page), back to the list.
 */
export async function deleteProductForm(request: Request, user: SessionUser, id: string) {
  const form = await request.formData();
  const parsed = passwordConfirmSchema.safeParse({ password: form.get("password") });
  if (!parsed.success) return data<DeleteAnswer>({ error: "errors.password" }, { status: 400 });
  const check = await confirmStaffPassword(user.id, parsed.data.password, request);
  if (!check.ok && check.reason === "limited") {
    return data<DeleteAnswer>(
      { error: "errors.limited" },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (!check.ok) return data<DeleteAnswer>({ error: "delete.wrongPassword" }, { status: 403 });
  const outcome = await deleteProduct(id, { id: user.id, ip: clientAddress(request) });
  if (!outcome.ok && outcome.reason === "open-orders") {
    return data<DeleteAnswer>(
      { error: "delete.openOrders", values: { oids: outcome.oids.join(", ") } },
      { status: 409 },
    );
  }
  if (!outcome.ok) return data<DeleteAnswer>({ error: "delete.failed" }, { status: 404 });
  let back = safeRedirectPath(form.get("returnTo"), PRODUCTS_PATH);
  if (back.startsWith(`${PRODUCTS_PATH}/${id}`) || back.startsWith("/product/")) back = PRODUCTS_PATH;
  const flash = await flashHeader({ key: "products-office:delete.done" });
  return redirect(back, { status: 303, headers: { "Set-Cookie": flash } });
}
