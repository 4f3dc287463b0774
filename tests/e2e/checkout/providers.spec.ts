import { expect, test, type Page } from "@playwright/test";
import { prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  confirmationMail,
  fillCheckout,
  mailsTo,
  productFor,
  shownOrder,
  stockOf,
} from "../support/checkout";

/**
 * The checkout through the payment providers' local fakes (the main app: card → Stripe, bank
 * transfer → Fintecture, PayPal → PayPal). Each fake's hosted page has the buttons Pay, Decline
 * and Cancel and return, and sends its signed notification to the shop as the real one would.
 */

test.beforeEach(async ({ context }) => prepare(context));

/**
 * `cancelled`: where "Cancel and return" lands. Fintecture has one return address for every
 * ending and its status is fetched server-side: a payment left at the bank is still waiting.
 */
const providers = [
  { method: "card", host: "Stripe", slot: 30, cancelled: "canceled" },
  { method: "bank-transfer", host: "Fintecture", slot: 33, cancelled: "pending" },
  { method: "paypal", host: "PayPal", slot: 36, cancelled: "canceled" },
] as const;

/** Cart → payment page → the provider's hosted page; gives that page's address. */
async function toProvider(page: Page, method: string, slot: number, email: string) {
  const product = await productFor(page.request, "main", slot);
  await addToCart(page, "main", product);
  await page.goto(`/pages/payment-proceed?method=${method}`);
  await fillCheckout(page, { ...buyer("provider"), email });
  await page.getByTestId("checkout-form").getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).not.toHaveURL(/localhost:\d+\/pages\/payment-proceed/);
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  return { product, hosted: page.url() };
}

for (const p of providers) {
  test.describe(`${p.method} (${p.host} fake)`, () => {
    test("pay: back on the success page, the order paid and the confirmation mailed", async ({ page }) => {
      const who = buyer(`${p.method}-pay`);
      const { product, hosted } = await toProvider(page, p.method, p.slot, who.email);
      expect(new URL(hosted).hostname).toBe("127.0.0.1");
      const stock = await stockOf(page.request, "main", product.id);
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
      await expect(page.getByTestId("status-payment")).toHaveText("Paid");
      await expect(page.getByTestId("status-order")).toHaveText("Processing – we are preparing your parcel");
      await expect(page.locator("[data-cart-count]").first()).toHaveAttribute("data-cart-count", "0");
      const mail = await confirmationMail("main", who.email, await shownOrder(page));
      expect(mail).toContain(product.title);
      expect(await stockOf(page.request, "main", product.id)).toBe(stock);
    });

    test("decline: the cancelled page, and the stock comes back", async ({ page }) => {
      const who = buyer(`${p.method}-decline`);
      const product = await productFor(page.request, "main", p.slot + 1);
      const before = await stockOf(page.request, "main", product.id);
      await toProvider(page, p.method, p.slot + 1, who.email);
      await page.getByRole("button", { name: "Decline", exact: true }).click();

      await expect(page).toHaveURL(/\/payment-status\/canceled\?attempt=/, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1, name: "Payment Cancelled." })).toBeVisible();
      await expect.poll(() => stockOf(page.request, "main", product.id), { timeout: 10_000 }).toBe(before);
      await expect(page.getByTestId("status-order")).toHaveText("Cancelled");
      expect(mailsTo("main", who.email)).toEqual([]);
    });

    test("cancel on the provider's page: the cancelled page offers the same payment again", async ({ page }) => {
      const who = buyer(`${p.method}-cancel`);
      const { hosted } = await toProvider(page, p.method, p.slot + 2, who.email);
      await page.getByRole("button", { name: "Cancel and return", exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/payment-status/${p.cancelled}\\?attempt=`), { timeout: 15_000 });
      await expect(page.getByTestId("status-payment")).toHaveText("Waiting for you to pay");
      await page.getByRole("button", { name: "Return to payment" }).click();
      await expect(page).toHaveURL(hosted);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("card through the Stripe fake: a plain form post to the provider and back", async ({ page }) => {
    const who = buyer("card-nojs");
    await toProvider(page, "card", 40, who.email);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
    await expect(page.getByTestId("status-payment")).toHaveText("Paid");
    await confirmationMail("main", who.email, await shownOrder(page));
  });
});

test("the built-in test gateway is refused where real providers are configured (production)", async ({ request }) => {
  const res = await request.get(`/payments/test/checkout/tg_${"c".repeat(32)}`);
  expect(res.status()).toBe(404);
});
