import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { english } from "../support/browser";
import { mailsContaining } from "../support/outbox";

/**
 * Content pages: contact (SPEC §2 "Contact page"), journal, order tracking, payment status,
 * the six footer pages and the footer's newsletter sign-up.
 */

/** The footer's newsletter form adds its `via` field once React runs: the page is hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('#newsletter input[name="via"]')).toBeAttached();
}

async function fillContact(page: Page, subject: string) {
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill("Ada Rossi");
  await form.getByLabel("E-mail").fill("ada@example.com");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Do you make gift boxes for forty people?");
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context }) => english(context));

  test("contact form: per-field errors, then success and a mail to the shop", async ({ page }) => {
    await page.goto("/pages/contact-us");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Corporate gifting" })).toBeVisible();
    await expect(page.getByText("ciao@sattva.shop").first()).toBeVisible();

    // Skip the browser's own checks to see the server's answers.
    await page.locator("#contact-form form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Please enter a subject.")).toBeVisible();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await expect(page.locator("#name")).toBeFocused();
    await expect(page.locator("#name")).toHaveAttribute("aria-invalid", "true");

    const subject = `Gift boxes js-${Date.now()}`;
    await fillContact(page, subject);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent" })).toBeVisible();
    await expect.poll(() => mailsContaining(subject).length).toBe(1);
    expect(mailsContaining(subject)[0]).toMatch(/Reply-To: Ada Rossi <ada@example.com>/);
  });

  test("contact page has no serious or critical axe violations (wcag2a, wcag2aa)", async ({ page }) => {
    await page.goto("/pages/contact-us");
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("journal shows three cards that lead to their articles", async ({ page }) => {
    await page.goto("/pages/journal");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(card.locator("img")).toHaveAttribute("src", `/art/journal/${i + 1}.svg`);
      await expect(card.locator("img")).toHaveAttribute("width", "1200");
      await expect(card.getByRole("link", { name: /Read more/i })).toHaveText("Read More");
    }
    const title = await cards.nth(1).getByRole("heading", { level: 2 }).innerText();
    await cards
      .nth(1)
      .getByRole("link", { name: /Read more/i })
      .click();
    await expect(page).toHaveURL(/\/pages\/journal\/flower-recycling$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("300+ women employed")).toBeVisible();
  });

  test("newsletter: consent required, then an inline success and a double opt-in mail", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const form = page.locator("#newsletter");
    await expect(form.getByText("10% off your next order", { exact: false })).toBeVisible();
    const email = `js-${Date.now()}@example.com`;
    await form.getByLabel("E-mail address").fill(email);
    await form.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please tick the box")).toBeVisible();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please check your inbox")).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);

    await expect.poll(() => mailsContaining(`To: ${email}`).length).toBe(1);
    const link = /http:\/\/localhost:\d+(\/newsletter\/confirm\?token=[\w-]+)/.exec(
      mailsContaining(`To: ${email}`)[0],
    )![1];
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to Sattva!" })).toBeVisible();
    await expect(page.getByText("BENVENUTO10")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => english(context));

  test("contact form posts natively and shows the success message", async ({ page }) => {
    await page.goto("/pages/contact-us");
    const subject = `Gift boxes nojs-${Date.now()}`;
    await fillContact(page, subject);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/pages\/contact-us\?sent=1/);
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect.poll(() => mailsContaining(subject).length).toBe(1);
  });

  test("where's my order finds a seeded order only with its e-mail", async ({ page }) => {
    await page.goto("/pages/where's-my-order");
    await expect(page.getByRole("heading", { level: 1, name: "Where's my order?" })).toBeVisible();
    await page.getByLabel("Order number or tracking number").fill("sat-10002");
    await page.getByLabel("E-mail address of the order").fill("Shopper@Example.com");
    await page.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("heading", { name: "Order SAT-10002" })).toBeVisible();
    // The demo seed gives the shopper SAT-10002; its status may change as the seed evolves.
    await expect(page.getByText("Status", { exact: true })).toBeVisible();
    await expect(page.getByText("Order date")).toBeVisible();

    await page.getByLabel("E-mail address of the order").fill("someone-else@example.com");
    await page.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByText("No order matches this reference and e-mail.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order SAT-10002" })).toHaveCount(0);

    // An unknown order says exactly the same.
    const res = await page.goto("/pages/where%27s-my-order?ref=SAT-99999&email=shopper%40example.com");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("No order matches this reference and e-mail.")).toBeVisible();
  });

  test("payment status pages", async ({ page }) => {
    await page.goto("/payment-status/success");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Thank you for your purchase.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await page.goto("/payment-status/canceled");
    await expect(page.getByRole("heading", { name: "Payment Cancelled." })).toBeVisible();
    await expect(page.getByText("Your payment was not completed.")).toBeVisible();
    await page.goto("/payment-status/whatever");
    await expect(page.getByRole("heading", { name: "Unknown Payment Status." })).toBeVisible();
    await expect(page.getByText("Unable to determine the status of your payment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await page.goto("/payment-status/success?lng=it");
    await expect(page.getByRole("heading", { name: "Pagamento riuscito!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna alla home" })).toBeVisible();
  });

  const footerPages: [string, string, string][] = [
    ["/customer-service", "Customer service", "Servizio clienti"],
    ["/payment-methods", "Payment methods", "Metodi di pagamento"],
    ["/shipping-and-delivery", "Shipping and delivery", "Spedizione e consegna"],
    ["/privacy-policy", "Privacy policy", "Informativa sulla privacy"],
    ["/terms-&-conditions", "Terms and conditions", "Termini e condizioni"],
    ["/faq", "Frequently asked questions", "Domande frequenti"],
  ];
  for (const [url, en, it] of footerPages) {
    test(`footer page ${url} renders in English and Italian`, async ({ page }) => {
      const res = await page.goto(`${url}?lng=en`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: en })).toBeVisible();
      await expect(page).toHaveTitle(`${en} | Sattva`);
      const side = page.getByRole("navigation", { name: "Information" });
      await expect(side.getByRole("link")).toHaveCount(6);
      await expect(side.locator('[aria-current="page"]')).toHaveText(en);
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
      ).toBeVisible();
      await page.goto(`${url}?lng=it`);
      await expect(page.getByRole("heading", { level: 1, name: it })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
    });
  }

  test("the FAQ answers open and close without JavaScript", async ({ page }) => {
    await page.goto("/faq?lng=en");
    const first = page.locator("main details").first();
    await expect(first.getByText('Open the "Where\'s my order?" page')).toBeHidden();
    await first.locator("summary").click();
    await expect(first.getByText('Open the "Where\'s my order?" page')).toBeVisible();
  });

  test("newsletter posts natively and comes back to the same page with the answer", async ({ page }) => {
    await page.goto("/pages/journal");
    const form = page.locator("#newsletter");
    await form.getByLabel("E-mail address").fill(`nojs-${Date.now()}@example.com`);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/pages\/journal\?newsletter=ok#newsletter$/);
    await expect(page.locator("#newsletter").getByText("Please check your inbox")).toBeVisible();
  });
});
