import { expect, test, type Browser, type Page } from "@playwright/test";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  checkoutHydrated,
  confirmationMail,
  fillCheckout,
  mailsTo,
  payButton,
  productFor,
  shownOrder,
} from "../support/checkout";

/**
 * The back office's order page, with and without JavaScript, on the app whose payments go through
 * the built-in test gateway: a shopper pays an order (in a browser of their own, with JavaScript),
 * then staff open it, ship it with a carrier and a tracking number (the buyer is mailed the
 * tracking link in the order's language), then mark it delivered; the history names the staff
 * member for both changes; the page is axe clean.
 */

test.use({ baseURL: TEST_GATEWAY_URL });

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026", name: "Asha Raman" };

/** A paid order placed through the checkout and the test gateway; its number and the buyer's e-mail. */
async function paidOrder(browser: Browser, slot: number, salt: string) {
  const context = await browser.newContext({ baseURL: TEST_GATEWAY_URL, javaScriptEnabled: true });
  try {
    await prepare(context, salt);
    const page = await context.newPage();
    const who = buyer(`office-order-${salt}`);
    const product = await productFor(page.request, "gateway", slot);
    await addToCart(page, "gateway", product);
    await page.goto("/pages/payment-proceed?method=card");
    await checkoutHydrated(page);
    await fillCheckout(page, who);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_[\w-]{32}$/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    const oid = await shownOrder(page);
    await confirmationMail("gateway", who.email, oid);
    return { oid, email: who.email };
  } finally {
    await context.close();
  }
}

/** Chooses a status in the status form, with the details it needs, and sends it with the password. */
async function changeStatus(page: Page, status: string, shipping?: { carrier: string; tracking: string }) {
  const form = page.getByTestId("status-form");
  await form.getByRole("radio", { name: status, exact: true }).check();
  if (shipping) {
    await form.getByLabel("Carrier").selectOption({ label: shipping.carrier });
    await form.getByLabel("Tracking number").fill(shipping.tracking);
  }
  await form.getByLabel("Your password").fill(ADMIN.password);
  await form.getByRole("button", { name: "Change the status" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a paid order is opened, shipped with a tracking number (the buyer is mailed), then delivered", async ({
      page,
      context,
      browser,
    }) => {
      test.slow(); // a checkout, then the staff journey with accessibility scans, on shared cores
      // axe runs its script in the page: with JavaScript off it never answers. The markup is the
      // same server-rendered HTML either way, so the run with JavaScript scans it.
      const axeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      };
      const salt = javaScriptEnabled ? "js" : "html";
      const { oid, email } = await paidOrder(browser, javaScriptEnabled ? 24 : 25, salt);

      await prepare(context, `staff-${salt}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);
      await page.goto(`/sattva-administration/orders/${oid}`);
      await expect(page.getByRole("heading", { level: 1, name: `Order ${oid}` })).toBeVisible();
      await expect(page.getByTestId("order-status")).toContainText("Processing");
      await expect(page.getByTestId("order-lines").locator("tbody tr")).toHaveCount(1);
      await expect(page.getByTestId("order-payments")).toContainText("Paid");
      await expect(page.getByTestId("order-history")).toContainText("Pending → Processing");
      await expect(page.getByTestId("order-history")).toContainText("by the payment provider");
      await axeClean();

      // Shipping without a tracking number is refused, with the message at the field.
      const form = page.getByTestId("status-form");
      await form.getByRole("radio", { name: "Shipped", exact: true }).check();
      await form.getByLabel("Carrier").selectOption({ label: "BRT" });
      await form.getByLabel("Your password").fill(ADMIN.password);
      await form.getByRole("button", { name: "Change the status" }).click();
      await expect(page.getByText("Enter the carrier's tracking number.")).toBeVisible();
      await expect(page.getByTestId("order-status")).toContainText("Processing");
      await axeClean();

      const tracking = `E2E${salt.toUpperCase()}${Date.now()}`;
      await changeStatus(page, "Shipped", { carrier: "BRT", tracking });
      await expect(page.getByTestId("toast")).toContainText(`Order ${oid} is marked shipped`);
      await expect(page.getByTestId("order-status")).toContainText("Shipped");
      await expect(page.getByTestId("order-shipment")).toContainText(tracking);
      const history = page.getByTestId("order-history").locator("li");
      await expect(history.last()).toContainText("Processing → Shipped");
      await expect(history.last()).toContainText(`by ${ADMIN.name} (staff)`);

      // The buyer's mail, in the language the order was placed in (English here).
      const shippedMail = () =>
        mailsTo("gateway", email).filter((m) => m.includes(`Your order ${oid} has been shipped`));
      await expect.poll(() => shippedMail().length, { timeout: 10_000 }).toBe(1);
      expect(shippedMail()[0]).toContain("Carrier: BRT");
      expect(shippedMail()[0]).toContain(`Tracking number: ${tracking}`);
      expect(shippedMail()[0]).toContain(
        `https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=${tracking}`,
      );

      await changeStatus(page, "Delivered");
      await expect(page.getByTestId("toast")).toContainText(`Order ${oid} is marked delivered`);
      await expect(page.getByTestId("order-status")).toContainText("Delivered");
      await expect(history.last()).toContainText("Shipped → Delivered");
      await expect(history.last()).toContainText(`by ${ADMIN.name} (staff)`);
      await expect(history.nth(-2)).toContainText(`by ${ADMIN.name} (staff)`);
      await axeClean();
      const deliveredMail = () =>
        mailsTo("gateway", email).filter((m) => m.includes(`Your order ${oid} has been delivered`));
      await expect.poll(() => deliveredMail().length, { timeout: 10_000 }).toBe(1);
      expect(deliveredMail()[0]).toMatch(/\/product\/[\w-]+/);

      // Bulk "mark shipped" (its confirmation page, as a browser without JavaScript reaches it):
      // a delivered order is not shipped again, and the message says why.
      await page.goto(
        `/sattva-administration/orders/ship?oid=${oid}&returnTo=${encodeURIComponent(`/sattva-administration/orders/${oid}`)}`,
      );
      await expect(page.getByRole("heading", { level: 1, name: "Mark orders shipped" })).toBeVisible();
      await expect(page.getByTestId("bulk-ship-orders")).toContainText("not ready: left as it is");
      await axeClean();
      await page.getByLabel("Carrier").selectOption({ label: "GLS" });
      await page.getByLabel("Your password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Mark 1 order shipped" }).click();
      await expect(page).toHaveURL(new RegExp(`/sattva-administration/orders/${oid}$`));
      await expect(page.getByTestId("toast")).toContainText(`0 orders marked shipped; 1 refused: ${oid} is Delivered`);
      await expect(page.getByTestId("order-status")).toContainText("Delivered");
    });
  });
}
