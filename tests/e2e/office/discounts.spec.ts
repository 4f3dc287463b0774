import { expect, test, type Browser, type Page } from "@playwright/test";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  confirmationMail,
  fillCheckout,
  money,
  payButton,
  productFor,
  shownOrder,
} from "../support/checkout";

/**
 * Discount codes (issue 14 item 9) in a real browser, with and without JavaScript: an admin
 * creates an amount-off code in the back office (axe clean), a shopper applies it in the cart,
 * finds it in the payment page's field and summary, pays through the test gateway, and the order
 * page and the confirmation mail name the code. Runs on the test-gateway server.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

test.use({ baseURL: TEST_GATEWAY_URL });

async function createCode(browser: Browser, javaScriptEnabled: boolean, code: string) {
  const context = await browser.newContext({ baseURL: TEST_GATEWAY_URL, javaScriptEnabled });
  await prepare(context, `discount-admin-${javaScriptEnabled}`);
  const page = await context.newPage();
  await signIn(page, ADMIN, /\/sattva-admin/);
  await page.goto("/sattva-administration/discounts");
  await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  // axe runs inside the page: only where the page may run scripts.
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  const form = page.getByTestId("discount-form");
  // Refused without the password: the field says so, nothing is created.
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Type", { exact: true }).selectOption("fixed");
  await form.getByLabel("Discount", { exact: true }).fill("5");
  await form.getByLabel("Uses in all", { exact: true }).fill("50");
  await form.getByRole("button", { name: "Create the code" }).click();
  await expect(page.locator("#discount-password-error")).toHaveText("Enter your password to save.");
  await page.getByTestId("discount-form").getByLabel("Your password").fill(ADMIN.password);
  await page.getByTestId("discount-form").getByRole("button", { name: "Create the code" }).click();
  const row = page.getByTestId("discount-row").filter({ hasText: code });
  await expect(row).toContainText("€5.00 off");
  await expect(row).toContainText("0 / 50");
  await expect(row).toContainText("Active");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await context.close();
}

async function applyInCart(page: Page, code: string) {
  await page.goto("/cart");
  const box = page.getByTestId("cart-discount");
  await box.getByLabel("Discount code", { exact: true }).fill("NOPE-0000");
  await box.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("#cart-discountCode-error")).toHaveText(
    "This discount code does not exist or is no longer active.",
  );
  await page.getByTestId("cart-discount").getByLabel("Discount code", { exact: true }).fill(code.toLowerCase());
  await page.getByTestId("cart-discount").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("cart-discount-applied")).toContainText(`Discount (${code})`);
  await expect(page.getByTestId("cart-discount-applied")).toContainText(`−${money(500)}`);
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript: staff create a code, a shopper uses it from the cart to the mail`, async ({
    browser,
  }) => {
    test.slow();
    const code = `E2E${javaScriptEnabled ? "JS" : "HTML"}-${Date.now().toString(36).toUpperCase()}`;
    await createCode(browser, javaScriptEnabled, code);

    const context = await browser.newContext({ baseURL: TEST_GATEWAY_URL, javaScriptEnabled });
    await prepare(context, `discount-shopper-${javaScriptEnabled}`);
    const page = await context.newPage();
    const product = await productFor(page.request, "gateway", javaScriptEnabled ? 14 : 15);
    await addToCart(page, "gateway", product, 2);
    await applyInCart(page, code);

    await page.goto("/pages/payment-proceed?method=card");
    await expect(page.getByTestId("checkout-form").getByLabel("Discount code", { exact: true })).toHaveValue(code);
    await expect(page.getByTestId("summary-discount")).toContainText(`Discount (${code})`);
    await expect(page.getByTestId("summary-discount")).toContainText(money(500));
    const who = buyer(`discount-${javaScriptEnabled ? "js" : "html"}`);
    await fillCheckout(page, who);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_[\w-]{32}$/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/payment-status\/\w+\?attempt=/);
    const oid = await shownOrder(page);
    const mail = await confirmationMail("gateway", who.email, oid);
    expect(mail).toContain(`Discount (${code}): −${money(500)}`);
    await context.close();
  });
}
