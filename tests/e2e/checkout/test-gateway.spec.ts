import { expect, test, type Page } from "@playwright/test";
import { priceOrder } from "../../../app/modules/checkout/pricing";
import { SETTING_DEFAULTS } from "../../../app/modules/settings/defaults";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { axeViolations, prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  checkoutHydrated,
  confirmationMail,
  fillCheckout,
  lowStockProduct,
  mailsTo,
  money,
  payButton,
  productFor,
  shownOrder,
  stockOf,
} from "../support/checkout";

/**
 * The checkout with JavaScript, on the app whose every method goes through the shop's built-in
 * test gateway (PAYMENTS_TEST_MODE): cart → payment page → the gateway's hosted page → the signed
 * notification → the status page, the order and the mail. Each test buys its own product (`slot`)
 * with its own e-mail and client address.
 */

test.use({ baseURL: TEST_GATEWAY_URL });
test.beforeEach(async ({ context }) => prepare(context));

const cartCount = (page: Page) => page.locator("[data-cart-count]").first();

/** From the gateway's page to the status page, by one of its buttons. */
async function choose(page: Page, button: "Pay" | "Decline" | "Leave pending" | "Cancel and return") {
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_[\w-]{32}$/);
  await expect(page.getByText("Test payment — no real money is taken")).toBeVisible();
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/payment-status\/\w+\?attempt=/);
}

/** The cart holds `product`; the payment page of `method` is open and hydrated. */
async function openCheckout(page: Page, slot: number, method = "card") {
  const product = await productFor(page.request, "gateway", slot);
  await addToCart(page, "gateway", product);
  await page.goto(`/pages/payment-proceed?method=${method}`);
  await checkoutHydrated(page);
  return product;
}

test("card: from the cart drawer to a paid order, the cart emptied and the confirmation mailed", async ({ page }) => {
  test.slow(); // the whole journey, with three accessibility scans
  const product = await productFor(page.request, "gateway", 0);
  const stockBefore = await stockOf(page.request, "gateway", product.id);
  const who = buyer("gw-card");

  await page.goto(`/product/${product.slug}`);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page
    .getByTestId("purchase")
    .getByRole("button", { name: /add to cart/i })
    .click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  await drawer.locator("summary", { hasText: "Checkout" }).click();
  await drawer.getByRole("link", { name: "Pay by card" }).click();

  await expect(page).toHaveURL(/\/pages\/payment-proceed\?method=card$/);
  await checkoutHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  const line = page.getByTestId("summary-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.title);
  await expect(line).toContainText("Quantity: 2");
  const totals = priceOrder([{ unitPriceCents: product.priceCents, quantity: 2 }], "IT", 0, SETTING_DEFAULTS);
  await expect(page.getByTestId("summary-total")).toHaveText(money(totals.totalCents));
  await expect(page.getByTestId("summary-vat")).toHaveText(`Includes ${money(totals.vatCents)} VAT (22%)`);
  await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await fillCheckout(page, who);
  await payButton(page).click();
  await expect(page.getByTestId("gateway-amount")).toHaveText(money(totals.totalCents));
  expect(await axeViolations(page)).toEqual([]);
  await choose(page, "Pay");

  await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Thank you for your purchase.")).toBeVisible();
  await expect(page.getByTestId("status-payment")).toHaveText("Paid");
  await expect(page.getByTestId("status-order")).toHaveText("Processing – we are preparing your parcel");
  await expect(page.getByText(`A confirmation is on its way to ${who.email}.`)).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "0");
  expect(await axeViolations(page)).toEqual([]);
  const oid = await shownOrder(page);

  const mail = await confirmationMail("gateway", who.email, oid);
  expect(mail).toContain(product.title);
  expect(await stockOf(page.request, "gateway", product.id)).toBe(stockBefore - 2);

  await page.getByRole("link", { name: "Track your order" }).click();
  await expect(page.getByRole("heading", { name: `Order ${oid}` })).toBeVisible();
  await expect(page.getByText("Processing – we are preparing your parcel")).toBeVisible();
});

for (const [slot, method, label] of [
  [1, "bank-transfer", "Bank transfer"],
  [2, "paypal", "PayPal"],
] as const) {
  test(`${method}: paid through the test gateway`, async ({ page }) => {
    const who = buyer(`gw-${method}`);
    await openCheckout(page, slot, method);
    await expect(page.getByRole("radio", { name: label })).toBeChecked();
    await fillCheckout(page, who);
    await payButton(page).click();
    await choose(page, "Pay");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await confirmationMail("gateway", who.email, await shownOrder(page));
  });
}

test("a declined payment ends on the cancelled page and the stock comes back", async ({ page }) => {
  const who = buyer("gw-decline");
  const product = await openCheckout(page, 3);
  const stockBefore = await stockOf(page.request, "gateway", product.id);
  await fillCheckout(page, who);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  expect(await stockOf(page.request, "gateway", product.id)).toBe(stockBefore - 1);
  await choose(page, "Decline");

  await expect(page).toHaveURL(/\/payment-status\/canceled\?attempt=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Cancelled." })).toBeVisible();
  await expect(page.getByTestId("status-payment")).toHaveText("Declined");
  await expect(page.getByTestId("status-order")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Return to payment" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await stockOf(page.request, "gateway", product.id)).toBe(stockBefore);
  expect(mailsTo("gateway", who.email)).toEqual([]);
});

test("cancelling on the gateway's page offers a way back to the same payment", async ({ page }) => {
  const who = buyer("gw-cancel");
  await openCheckout(page, 4, "paypal");
  await fillCheckout(page, who);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  const hosted = page.url();
  await choose(page, "Cancel and return");

  await expect(page).toHaveURL(/\/payment-status\/canceled\?attempt=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Cancelled." })).toBeVisible();
  await expect(page.getByTestId("status-payment")).toHaveText("Waiting for you to pay");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Return to payment" }).click();
  // The same attempt, the same hosted page: no second order, no second session.
  await expect(page).toHaveURL(hosted);
  await choose(page, "Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
});

test("a payment left pending shows the waiting page, which turns to success by itself", async ({ page, context }) => {
  test.slow();
  const who = buyer("gw-pending");
  await openCheckout(page, 5);
  await fillCheckout(page, who);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
  const hosted = page.url();
  await choose(page, "Leave pending");

  await expect(page).toHaveURL(/\/payment-status\/pending\?attempt=/);
  await expect(page.getByRole("heading", { level: 1, name: "Waiting for confirmation" })).toBeVisible();
  await expect(page.getByText("We are waiting for the payment provider's confirmation.")).toBeVisible();
  await expect(page.getByText("This page refreshes by itself every few seconds.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Refresh now" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The money arrives later (here: the tester pays on the gateway's page in another tab).
  const other = await context.newPage();
  await other.goto(hosted);
  await expect(other.getByRole("button", { name: "Leave pending" })).toHaveCount(0);
  await other.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(other).toHaveURL(/\/payment-status\/success/);
  await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
  await expect(page.getByTestId("status-payment")).toHaveText("Paid");
});

test("field errors are shown next to their fields and nothing is ordered", async ({ page }) => {
  const product = await openCheckout(page, 6);
  const stockBefore = await stockOf(page.request, "gateway", product.id);
  await fillCheckout(page, { ...buyer("gw-errors"), email: "not-an-email", phone: "12 34" });
  await payButton(page).click();

  const form = page.getByTestId("checkout-form");
  await expect(form.getByText("Email is invalid")).toBeVisible();
  await expect(form.getByText("Phone Number is invalid")).toBeVisible();
  await expect(form.getByText("Please correct the highlighted fields.")).toBeVisible();
  const email = form.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", /checkout-email-error/);
  await expect(page.locator("#checkout-email-error")).toHaveText("Email is invalid");
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(form.getByLabel("Full Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  expect(await stockOf(page.request, "gateway", product.id)).toBe(stockBefore);
  await expect(page).toHaveURL(/\/pages\/payment-proceed/);
});

test("stock taken by someone else meanwhile: a 409 alert naming the product and the units left", async ({ page }) => {
  const product = await lowStockProduct(page.request, "gateway");
  await addToCart(page, "gateway", product, product.stock);
  await page.goto("/pages/payment-proceed?method=card");
  await checkoutHydrated(page);
  await expect(page.getByTestId("summary-line")).toContainText(`Quantity: ${product.stock}`);
  await fillCheckout(page, buyer("gw-short"));

  // Another shopper buys one unit while this page is open.
  const other = buyer("gw-short-other");
  const bought = await page.request.post(
    `${TEST_GATEWAY_URL}/pages/payment-proceed?method=paypal&product=${product.id}&quantity=1`,
    {
      form: { ...other, country: "IT", method: "paypal", intent: "place", product: product.id, quantity: "1" },
      headers: { Origin: TEST_GATEWAY_URL },
      maxRedirects: 0,
    },
  );
  expect(bought.status()).toBe(303);

  await payButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    `Only ${product.stock - 1} left of “${product.title}” (you asked for ${product.stock}). Please change the quantity in your cart.`,
  );
  await expect(page).toHaveURL(/\/pages\/payment-proceed/);
  await expect(page.getByTestId("summary-line")).toContainText(`Quantity: ${product.stock - 1}`);
});

test("the button shows 'Processing...' and is disabled while the order is placed", async ({ page }) => {
  await openCheckout(page, 7);
  await fillCheckout(page, buyer("gw-processing"));
  await page.route(/\/pages\/payment-proceed(\.data)?\?/, async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await payButton(page).click();
  const busy = page.getByTestId("checkout-form").getByRole("button", { name: "Processing..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\//);
});

test("the summary's shipping follows the country at once", async ({ page }) => {
  const product = await openCheckout(page, 8);
  const lines = [{ unitPriceCents: product.priceCents, quantity: 1 }];
  const shipping = page.getByTestId("summary-shipping");
  const it = priceOrder(lines, "IT", 0, SETTING_DEFAULTS);
  await expect(shipping).toContainText("Shipping to Italy");
  await expect(page.getByTestId("summary-total")).toHaveText(money(it.totalCents));
  for (const [code, name] of [
    ["DE", "Germany"],
    ["SE", "Sweden"],
  ] as const) {
    await page.getByLabel("Country", { exact: true }).selectOption(code);
    const t = priceOrder(lines, code, 0, SETTING_DEFAULTS);
    await expect(shipping).toContainText(`Shipping to ${name}`);
    await expect(shipping).toContainText(t.shippingCents === 0 ? "Free" : money(t.shippingCents));
    await expect(page.getByTestId("summary-total")).toHaveText(money(t.totalCents));
    await expect(page.getByTestId("pay-total")).toHaveText(money(t.totalCents));
  }
});

test("the newsletter's welcome code takes 10% off once it is checked", async ({ page }) => {
  const who = buyer("gw-welcome");
  const sub = await page.request.post(`${TEST_GATEWAY_URL}/newsletter`, {
    form: { email: who.email, consent: "yes", redirectTo: "/" },
    headers: { Origin: TEST_GATEWAY_URL },
    maxRedirects: 0,
  });
  expect(sub.status()).toBeLessThan(400);
  await expect.poll(() => mailsTo("gateway", who.email).length, { timeout: 10_000 }).toBe(1);
  const link = /\/newsletter\/confirm\?token=[\w-]+/.exec(mailsTo("gateway", who.email)[0])?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("BENVENUTO10").first()).toBeVisible();

  const product = await openCheckout(page, 9);
  await fillCheckout(page, who);
  const code = page.getByLabel("Discount code", { exact: true });
  await code.fill("benvenuto10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Code BENVENUTO10 applied: 10% off.")).toBeVisible();
  const totals = priceOrder([{ unitPriceCents: product.priceCents, quantity: 1 }], "IT", 10, SETTING_DEFAULTS);
  await expect(page.getByTestId("summary-discount")).toContainText(money(totals.discountCents));
  await expect(page.getByTestId("summary-total")).toHaveText(money(totals.totalCents));
  await payButton(page).click();
  await expect(page.getByTestId("gateway-amount")).toHaveText(money(totals.totalCents));
});

test("a wrong discount code is refused next to its field", async ({ page }) => {
  await openCheckout(page, 10);
  await fillCheckout(page, buyer("gw-badcode"));
  await page.getByLabel("Discount code", { exact: true }).fill("NOPE2026");
  await page.getByRole("button", { name: "Apply" }).click();
  const error = page.locator("#checkout-discountCode-error");
  // Since discount codes (issue 14), a code that does not exist says so.
  await expect(error).toHaveText("This discount code does not exist or is no longer active.");
  await expect(page.getByTestId("summary-discount")).toHaveCount(0);
});

test("the product page's Google Pay button buys that product alone, in the chosen quantity", async ({ page }) => {
  const product = await productFor(page.request, "gateway", 11);
  const who = buyer("gw-wallet");
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  const wallet = page.getByRole("button", { name: "Buy with Google Pay" });
  await expect(wallet).toBeVisible();
  await expect(page.getByText("Google Pay and Apple Pay are offered on the secure card payment page.")).toBeVisible();
  await wallet.click();

  await expect(page).toHaveURL(new RegExp(`/pages/payment-proceed\\?method=card&product=${product.id}&quantity=3$`));
  await checkoutHydrated(page);
  await expect(page.getByTestId("summary-line")).toHaveCount(1);
  await expect(page.getByTestId("summary-line")).toContainText("Quantity: 3");
  await fillCheckout(page, who);
  await payButton(page).click();
  await choose(page, "Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  const mail = await confirmationMail("gateway", who.email, await shownOrder(page));
  expect(mail).toContain(`3 × ${product.title}`);
});

test("a signed-in shopper finds the form filled in", async ({ page }) => {
  await page.goto("/account/login");
  await page.getByLabel("E-mail", { exact: true }).fill("shopper@example.com");
  await page.getByLabel("Password", { exact: true }).fill("shopper-demo-2026");
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await openCheckout(page, 12);
  const form = page.getByTestId("checkout-form");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("shopper@example.com");
  await expect(form.getByLabel("Full Name", { exact: true })).not.toHaveValue("");
  await expect(form.getByText("Signed in as shopper@example.com.")).toBeVisible();
});

test("the gateway's page exists only for its own payments", async ({ page }) => {
  const res = await page.request.get(`${TEST_GATEWAY_URL}/payments/test/checkout/tg_${"b".repeat(32)}`);
  expect(res.status()).toBe(404);
  const odd = await page.request.get(`${TEST_GATEWAY_URL}/payments/test/checkout/not-a-ref`);
  expect(odd.status()).toBe(404);
});
