import { expect, test, type Browser } from "@playwright/test";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  checkoutHydrated,
  confirmationMail,
  fillCheckout,
  mailsTo,
  money,
  payButton,
  productFor,
  shownOrder,
} from "../support/checkout";

/**
 * Refunding part of an order from the back office, with and without JavaScript, on the main app
 * whose card payments go through the Stripe fake: a shopper pays two units by card on Stripe's
 * hosted page; an admin opens the order's refund page from the order page, is told 'Incorrect
 * password.' for a wrong one, then refunds one unit; back on the order page a toast says so, the
 * refund page lists it, and the buyer's refund mail is in the outbox. The page is axe clean.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

/** Two units of a product of the test's own, paid by card through the Stripe fake. */
async function paidByCard(browser: Browser, slot: number, salt: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await prepare(context, salt);
    const page = await context.newPage();
    const who = buyer(`office-refund-${salt}`);
    const product = await productFor(page.request, "main", slot);
    await addToCart(page, "main", product, 2);
    await page.goto("/pages/payment-proceed?method=card");
    await checkoutHydrated(page);
    await fillCheckout(page, who);
    await payButton(page).click();
    await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/payment-status\/success\?attempt=/, { timeout: 15_000 });
    await expect(page.getByTestId("status-payment")).toHaveText("Paid");
    const oid = await shownOrder(page);
    await confirmationMail("main", who.email, oid);
    return { oid, email: who.email, product };
  } finally {
    await context.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a card order is refunded in part: the password is checked, the buyer is mailed", async ({
      page,
      context,
      browser,
    }) => {
      test.slow(); // a checkout through the Stripe fake, then the staff journey, on shared cores
      // axe runs its script in the page: with JavaScript off it never answers; the markup is the
      // same server-rendered HTML, so the run with JavaScript scans it.
      const axeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      };
      const salt = javaScriptEnabled ? "js" : "html";
      const { oid, email, product } = await paidByCard(browser, javaScriptEnabled ? 44 : 45, salt);

      await prepare(context, `staff-refund-${salt}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);
      await page.goto(`/sattva-administration/orders/${oid}`);
      await page.getByRole("link", { name: "Refund", exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/sattva-administration/orders/${oid}/refund$`));
      await expect(page.getByRole("heading", { level: 1, name: `Refund order ${oid}` })).toBeVisible();
      await expect(page.getByText("Stripe (card)")).toBeVisible();
      await expect(page.getByText("No refund yet.")).toBeVisible();
      await axeClean();

      // One of the two units, with a wrong password first: refused, nothing refunded.
      const unit = product.priceCents;
      await page.getByRole("radio", { name: "Chosen lines (and shipping)" }).check();
      await page.getByRole("spinbutton", { name: product.title }).fill("1");
      await page.getByLabel("Your password").fill("not-the-password");
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await expect(page.getByTestId("refund-error")).toHaveText("Incorrect password.");
      await expect(page.getByText("No refund yet.")).toBeVisible();
      await axeClean();

      await page.getByRole("radio", { name: "Chosen lines (and shipping)" }).check();
      await page.getByRole("spinbutton", { name: product.title }).fill("1");
      await page.getByLabel("Your password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/sattva-administration/orders/${oid}$`));
      await expect(page.getByTestId("toast")).toContainText(`Refunded ${money(unit)} on order ${oid}.`);

      await page.goto(`/sattva-administration/orders/${oid}/refund`);
      const history = page.getByTestId("refund-history");
      await expect(history.locator("tbody tr")).toHaveCount(1);
      await expect(history).toContainText(`1 × ${product.title}`);
      await expect(history).toContainText("Refunded");
      await axeClean();

      const refundMail = () => mailsTo("main", email).filter((m) => m.includes(oid) && m.includes("we have refunded"));
      await expect.poll(() => refundMail().length, { timeout: 10_000 }).toBe(1);
      expect(refundMail()[0]).toContain(`we have refunded ${money(unit)} for your order ${oid}.`);
      expect(refundMail()[0]).toContain(`1 × ${product.title}`);
      expect(refundMail()[0]).toContain("5 to 10 working days");
    });
  });
}
