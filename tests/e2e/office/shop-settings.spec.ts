import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signIn } from "../support/account";
import { axeViolations, ownAddress } from "../support/browser";
import { money } from "../support/checkout";

/**
 * Shop settings in a real browser, with and without JavaScript: an admin changes Italy's shipping
 * rate and sees it in the checkout's summary and total, switches PayPal off and sees its button
 * gone from the cart, is refused switching every method off, then puts both back.
 *
 * These are shop-wide settings: changed on the two shared test servers they would change the
 * totals and the buttons other specs check while they run. So this spec starts a shop server of
 * its own (its own port and database, every method through the built-in test gateway) and stops
 * it at the end.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const PORT = Number(process.env.E2E_PORT ?? 7171) + 5;
const URL = `http://localhost:${PORT}`;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data"}-shop-settings`;
const DEFAULT_IT_RATE = "4.90";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: URL });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(process.execPath, [path.resolve("scripts/e2e-server.mjs")], {
    env: { ...process.env, PORT: String(PORT), PUBLIC_URL: URL, E2E_DATA_DIR: DATA_DIR, PAYMENTS_TEST_MODE: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Ready when it answers its health check (it builds nothing: the build is made before the run).
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the shop server stopped (${server?.exitCode})`);
        return fetch(`${URL}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 220_000, intervals: [500, 1000, 2000] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server!.once("exit", resolve));
  // Like Ctrl-C: the server stops its embedded PostgreSQL too.
  server.kill("SIGTERM");
  await stopped;
});

async function prepare(context: BrowserContext, salt: string) {
  await context.addCookies([
    { name: "i18next", value: "en", url: URL },
    { name: "sattva_cookie_consent", value: "yes", url: URL },
  ]);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress(salt) });
}

const SETTINGS = "/sattva-administration/shop-settings";

/** Saves one section of the settings page after `fill` changed its fields. */
async function saveSection(page: Page, section: string, button: string, fill: () => Promise<void>) {
  await page.goto(SETTINGS);
  await fill();
  const form = page.getByTestId(`settings-${section}`);
  await form.getByLabel("Your password").fill(ADMIN.password);
  await form.getByRole("button", { name: button }).click();
}

/** Saved: the page is loaded again at the section (303 to …#section). */
const saved = (page: Page, section: string) => expect(page).toHaveURL(new RegExp(`/shop-settings#${section}$`));

async function setItalyRate(page: Page, euro: string) {
  await saveSection(page, "shipping", "Save the shipping rates", () => page.locator("#shipping-rate_IT").fill(euro));
  await saved(page, "shipping");
}

async function setPaypal(page: Page, on: boolean) {
  await saveSection(page, "paymentMethods", "Save the payment methods", () =>
    page.locator("#paymentMethods-paypal").setChecked(on),
  );
  await saved(page, "paymentMethods");
}

/** A product under Italy's free-shipping threshold, put in the browser's cart. */
async function cartWithCheapProduct(page: Page) {
  const res = await page.request.get(`${URL}/api/sattva-products?lng=en`);
  expect(res.ok()).toBe(true);
  const rows = (
    (await res.json()) as {
      data: { _id: string; stock: number; originalPrice: number; discountedPrice: number | null }[];
    }
  ).data;
  const product = rows
    .map((r) => ({ id: r._id, stock: r.stock, cents: Math.round((r.discountedPrice ?? r.originalPrice) * 100) }))
    .find((p) => p.stock >= 5 && p.cents >= 500 && p.cents < 3000);
  expect(product, "a product under €30 with stock in the seed").toBeTruthy();
  const added = await page.request.post(`${URL}/cart`, {
    form: { intent: "add", productId: product!.id, quantity: "1" },
    headers: { Origin: URL },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  return product!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a new Italy rate prices the checkout; PayPal switched off leaves the cart; then both back", async ({
      page,
      context,
    }) => {
      test.slow(); // a server of its own and a whole journey, on shared cores
      await prepare(context, `shop-settings-${javaScriptEnabled}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);
      const rate = javaScriptEnabled ? "6.70" : "7.30";
      const rateCents = Number(rate.replace(".", ""));

      await page.goto(SETTINGS);
      await expect(page.getByRole("heading", { level: 1, name: "Shop settings" })).toBeVisible();
      // axe runs in the page: with JavaScript off it cannot; the markup is the same server HTML.
      if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);

      // Shipping: Italy's rate changes, and the checkout prices with it.
      await setItalyRate(page, rate);
      await expect(page.locator("#shipping-rate_IT")).toHaveValue(rate);
      const product = await cartWithCheapProduct(page);
      await page.goto("/pages/payment-proceed?method=card");
      await expect(page.getByTestId("summary-shipping")).toContainText(money(rateCents));
      await expect(page.getByTestId("summary-total")).toHaveText(money(product.cents + rateCents));

      // Payment methods: PayPal off is gone from the cart's buttons.
      await page.goto("/cart");
      await page.locator("summary", { hasText: "Checkout" }).click();
      await expect(page.getByRole("link", { name: "Pay with PayPal" })).toBeVisible();
      await setPaypal(page, false);
      await expect(page.locator("#paymentMethods-paypal")).not.toBeChecked();
      await page.goto("/cart");
      await page.locator("summary", { hasText: "Checkout" }).click();
      await expect(page.getByRole("link", { name: "Pay by card" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Pay with PayPal" })).toHaveCount(0);
      await expect(page.getByText("Pay with PayPal")).toHaveCount(0);

      // Every method off is refused, with the message at the boxes, and nothing changes.
      await saveSection(page, "paymentMethods", "Save the payment methods", async () => {
        await page.locator("#paymentMethods-card").setChecked(false);
        await page.locator("#paymentMethods-bank-transfer").setChecked(false);
      });
      await expect(page.getByText("Keep at least one payment method on.")).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      await page.goto(SETTINGS);
      await expect(page.locator("#paymentMethods-card")).toBeChecked();

      // Back as they were.
      await setPaypal(page, true);
      await expect(page.locator("#paymentMethods-paypal")).toBeChecked();
      await setItalyRate(page, DEFAULT_IT_RATE);
      await expect(page.locator("#shipping-rate_IT")).toHaveValue(DEFAULT_IT_RATE);
      await page.goto("/cart");
      await page.locator("summary", { hasText: "Checkout" }).click();
      await expect(page.getByRole("link", { name: "Pay with PayPal" })).toBeVisible();
    });
  });
}
