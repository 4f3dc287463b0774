import { expect, test, type Page } from "@playwright/test";
import { priceOrder } from "../../../app/modules/checkout/pricing";
import { SETTING_DEFAULTS } from "../../../app/modules/settings/defaults";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { prepare } from "../support/browser";
import { addToCart, buyer, confirmationMail, fillCheckout, money, productFor, shownOrder } from "../support/checkout";

/**
 * The checkout without JavaScript: plain form posts and redirects all the way, through the
 * built-in test gateway's page; and the payment page opened with nothing to pay.
 */

test.use({ baseURL: TEST_GATEWAY_URL, javaScriptEnabled: false });
test.beforeEach(async ({ context }) => prepare(context));

const cartCount = (page: Page) => page.locator("[data-cart-count]").first();
const payButton = (page: Page) =>
  page.getByTestId("checkout-form").getByRole("button", { name: "Continue to payment" });

test("product form → cart page → payment page → gateway → paid, without a line of script", async ({ page }) => {
  const product = await productFor(page.request, "gateway", 20);
  const who = buyer("nojs-bank");

  await page.goto(`/product/${product.slug}`);
  await page.getByTestId("purchase").getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page
    .getByTestId("purchase")
    .getByRole("button", { name: /add to cart/i })
    .click();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "2");
  await page.goto("/cart");
  await page.locator("summary", { hasText: "Checkout" }).click();
  await page.getByRole("link", { name: "Pay by bank transfer" }).click();

  await expect(page).toHaveURL(/\/pages\/payment-proceed\?method=bank-transfer$/);
  await expect(page.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  const lines = [{ unitPriceCents: product.priceCents, quantity: 2 }];
  await expect(page.getByTestId("summary-total")).toHaveText(
    money(priceOrder(lines, "IT", 0, SETTING_DEFAULTS).totalCents),
  );

  // The server prices for the country sent ("Update the total"), keeping what was typed.
  await fillCheckout(page, { ...who, phone: "123" });
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await page.getByRole("button", { name: "Update the total" }).click();
  const de = priceOrder(lines, "DE", 0, SETTING_DEFAULTS);
  await expect(page.getByTestId("summary-shipping")).toContainText("Shipping to Germany");
  await expect(page.getByTestId("summary-total")).toHaveText(money(de.totalCents));
  await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue(who.fullName);
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("DE");

  // A refused field comes back with its message; the rest stays filled in.
  await payButton(page).click();
  await expect(page.getByTestId("checkout-form").getByText("Phone Number is invalid")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(who.email);
  await page.getByLabel("Phone", { exact: true }).fill(who.phone);
  await payButton(page).click();

  await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_/);
  await expect(page.getByText("Test payment — no real money is taken")).toBeVisible();
  await expect(page.getByTestId("gateway-amount")).toHaveText(money(de.totalCents));
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("status-payment")).toHaveText("Paid");
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "0");
  await confirmationMail("gateway", who.email, await shownOrder(page));
});

test("no JS: cancelling on the gateway, then returning to the payment", async ({ page }) => {
  const product = await productFor(page.request, "gateway", 21);
  await addToCart(page, "gateway", product);
  await page.goto("/pages/payment-proceed?method=card");
  await fillCheckout(page, buyer("nojs-cancel"));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  const hosted = page.url();
  await page.getByRole("button", { name: "Cancel and return" }).click();
  await expect(page).toHaveURL(/\/payment-status\/canceled\?attempt=/);
  await expect(page.getByText("Your payment was not completed.")).toBeVisible();
  await page.getByRole("button", { name: "Return to payment" }).click();
  await expect(page).toHaveURL(hosted);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(/\/payment-status\/canceled\?attempt=/);
  await expect(page.getByTestId("status-payment")).toHaveText("Declined");
  await expect(page.getByRole("button", { name: "Return to payment" })).toHaveCount(0);
});

test("no JS: a payment left pending reloads itself (meta refresh) until it is paid", async ({ page, context }) => {
  test.slow();
  const product = await productFor(page.request, "gateway", 22);
  await addToCart(page, "gateway", product);
  await page.goto("/pages/payment-proceed?method=card");
  await fillCheckout(page, buyer("nojs-pending"));
  await payButton(page).click();
  const hosted = page.url();
  await page.getByRole("button", { name: "Leave pending" }).click();
  await expect(page).toHaveURL(/\/payment-status\/pending\?attempt=/);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "5");
  await expect(page.getByText("We are waiting for the payment provider's confirmation.")).toBeVisible();

  const other = await context.newPage();
  await other.goto(hosted);
  await other.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
  await expect(page.getByTestId("status-payment")).toHaveText("Paid");
});

test("the payment page with nothing to pay says so (400) and leads back to the shop", async ({ page }) => {
  const empty = await page.goto("/pages/payment-proceed?method=card");
  expect(empty?.status()).toBe(400);
  await expect(page.getByText("Payment Error: Missing or invalid payment information.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/collections/all");
  await expect(page.getByRole("link", { name: "Back to the cart" })).toBeVisible();

  // Items but no method: the same error, with the ways to pay.
  await addToCart(page, "gateway", await productFor(page.request, "gateway", 23));
  const noMethod = await page.goto("/pages/payment-proceed");
  expect(noMethod?.status()).toBe(400);
  await expect(page.getByText("Payment Error: Missing or invalid payment information.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay by card" })).toHaveAttribute(
    "href",
    "/pages/payment-proceed?method=card",
  );
  const bogus = await page.goto("/pages/payment-proceed?method=bitcoin");
  expect(bogus?.status()).toBe(400);
});
