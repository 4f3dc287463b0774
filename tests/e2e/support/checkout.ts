import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";
import { TEST_GATEWAY_URL } from "../../../playwright.config";

/**
 * The checkout in the browser tests: products to buy, the payment form, the apps' outboxes.
 * Two apps run: the main one (card, bank transfer and PayPal through the providers' local fakes)
 * and the test-gateway one (every method through the shop's built-in test gateway).
 */

export type App = "main" | "gateway";

const MAIN_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 7171)}`;
export const appUrl = (app: App) => (app === "main" ? MAIN_URL : TEST_GATEWAY_URL);

export interface Product {
  id: string;
  title: string;
  slug: string;
  priceCents: number;
  stock: number;
}

interface ApiProduct {
  _id: string;
  title: string;
  stock: number;
  originalPrice: number;
  discountedPrice: number | null;
}

/**
 * A GET that tries once more when the connection was reset: the client may reuse a kept-alive
 * socket at the very moment the server closes it as idle (a read of the catalogue changes nothing).
 */
async function getWithRetry(request: APIRequestContext, url: string) {
  try {
    return await request.get(url);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return request.get(url);
  }
}

async function catalogue(request: APIRequestContext, app: App): Promise<Product[]> {
  const res = await getWithRetry(request, `${appUrl(app)}/api/sattva-products?lng=en`);
  expect(res.ok()).toBe(true);
  const rows = ((await res.json()) as { data: ApiProduct[] }).data;
  return rows.map((r) => ({
    id: r._id,
    title: r.title,
    slug: productSlug(r.title),
    priceCents: Math.round((r.discountedPrice ?? r.originalPrice) * 100),
    stock: r.stock,
  }));
}

/**
 * A product of the test's own (`slot`: a number no other checkout test uses), with stock to spare,
 * so tests that buy and check stock never share one. The three best-stocked products are left to
 * the cart's tests.
 */
export async function productFor(request: APIRequestContext, app: App, slot: number): Promise<Product> {
  const all = await catalogue(request, app);
  const topThree = new Set(
    [...all]
      .sort((a, b) => b.stock - a.stock)
      .slice(0, 3)
      .map((p) => p.id),
  );
  const mine = all.filter((p) => p.stock >= 25 && !topThree.has(p.id)).sort((a, b) => a.id.localeCompare(b.id));
  expect(mine.length, "products with stock to spare in the seed").toBeGreaterThan(slot);
  return mine[slot];
}

/** A product with only a few units left (for the test of stock running out; only one test uses it). */
export async function lowStockProduct(request: APIRequestContext, app: App): Promise<Product> {
  const few = (await catalogue(request, app))
    .filter((p) => p.stock >= 2 && p.stock <= 20)
    .sort((a, b) => a.id.localeCompare(b.id));
  expect(few.length, "a product with a few units left in the seed").toBeGreaterThan(0);
  return few[0];
}

export async function stockOf(request: APIRequestContext, app: App, id: string) {
  const p = (await catalogue(request, app)).find((x) => x.id === id);
  expect(p, `product ${id}`).toBeTruthy();
  return p!.stock;
}

/** Puts `quantity` of a product in the browser's cart (the cart form's own POST, as a no-JS page sends it). */
export async function addToCart(page: Page, app: App, product: Product, quantity = 1) {
  const base = appUrl(app);
  const res = await page.request.post(`${base}/cart`, {
    form: { intent: "add", productId: product.id, quantity: String(quantity) },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

export interface Buyer {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
}

/** A buyer of the test's own: holds are capped per e-mail, so every test has its own address. */
export const buyer = (tag: string): Buyer => ({
  fullName: "Ada Rossi",
  email: `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
  phone: "+39 347 123 4567",
  address: "Via dell'Incenso 12",
  city: "Bologna",
  postalCode: "40125",
});

export async function fillCheckout(page: Page, who: Partial<Buyer>) {
  const fields: [keyof Buyer, string][] = [
    ["fullName", "Full Name"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["address", "Address"],
    ["city", "City"],
    ["postalCode", "Postal Code"],
  ];
  const form = page.getByTestId("checkout-form");
  for (const [key, label] of fields) {
    if (who[key] !== undefined) await form.getByLabel(label, { exact: true }).fill(who[key]!);
  }
}

export const payButton = (page: Page) =>
  page.getByTestId("checkout-form").getByRole("button", { name: /continue to payment|processing/i });

/**
 * The checkout page is hydrated: once React runs, the no-JS "Update the total" button is gone and
 * the discount's "Apply" no longer submits (both are `intent=quote` submit buttons without JS).
 * Found by their markup, not their names, so that it holds in every language: by name, an Italian
 * page never had an "Update the total" to wait for, and a test went on before hydration.
 */
export async function checkoutHydrated(page: Page) {
  const form = page.getByTestId("checkout-form");
  await expect(form).toBeVisible();
  await expect(form.locator('button[type="submit"][name="intent"][value="quote"]')).toHaveCount(0);
}

const eur = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
export const money = (cents: number) => eur.format(cents / 100);

/** The outbox of an app's data directory (mail is written there as .eml files without SMTP). */
function outboxOf(app: App) {
  const data = process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data";
  return path.resolve(app === "main" ? data : `${data}-test-gateway`, "outbox");
}

/** A quoted-printable mail body as text (soft line breaks joined, =XX bytes decoded as UTF-8). */
function unquote(raw: string) {
  const joined = raw.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split("=")
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString("utf8"),
  );
}

export function mailsTo(app: App, to: string): string[] {
  const dir = outboxOf(app);
  let files: string[];
  try {
    files = readdirSync(dir).map((f) => path.join(dir, f));
  } catch {
    return [];
  }
  return files
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((f) => unquote(readFileSync(f, "utf8")))
    .filter((m) => m.split(/\r?\n/).some((line) => line.trim() === `To: ${to}`));
}

/** Waits for the order confirmation of `oid` sent to `to`, and gives it. */
export async function confirmationMail(app: App, to: string, oid: string) {
  const find = () => mailsTo(app, to).filter((m) => m.includes(oid) && /confirmed/i.test(m));
  await expect.poll(() => find().length, { timeout: 10_000 }).toBe(1);
  return find()[0];
}

/** The order number shown on the payment status page. */
export async function shownOrder(page: Page) {
  const oid = (await page.getByTestId("status-oid").textContent())?.trim() ?? "";
  expect(oid).toMatch(/^SAT-\d+$/);
  return oid;
}
