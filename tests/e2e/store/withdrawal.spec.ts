import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn, unique } from "../support/account";
import { axeCleanWhen, intlMade, pageHydrated, prepare, watchIntl } from "../support/browser";
import { productFor } from "../support/checkout";
import { mailsContaining } from "../support/outbox";

/**
 * The withdrawal function (issue 14, CRD art. 11a) and the accessibility statement, with and
 * without JavaScript: a delivered order withdrawn from the account in Italian (the acknowledgement
 * in the outbox, the order then says so to the buyer and to staff), a guest withdrawing part of
 * an order from the footer link, and a barrier reported from /pages/accessibility. Orders are
 * placed through the JSON checkout (a product slot of each test's own) and delivered by staff
 * through the orders API.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

const customer = (email: string) => ({
  fullName: "Lucia Bianchi",
  email,
  address: "Via Zamboni 33",
  city: "Bologna",
  postalCode: "40126",
  phone: "+39 347 765 4321",
  country: "IT",
});

/** An order of two units placed with the page's cookies (the signed-in shopper's, or a guest's), then delivered. */
async function deliveredOrder(page: Page, request: APIRequestContext, slot: number, email: string) {
  const base = test.info().project.use.baseURL!;
  const product = await productFor(page.request, "main", slot);
  const placed = await page.request.post("/api/checkout", {
    data: { method: "card", items: [{ id: product.id, quantity: 2 }], customer: customer(email) },
    headers: { Origin: base },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, oid } = (await placed.json()) as { orderId: string; oid: string };

  const login = await request.post("/api/auth/login", { data: ADMIN, headers: { Origin: base } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const delivered = await request.put(`/api/sattva-orders/update-order/${orderId}`, {
    data: { status: "delivered", password: ADMIN.password },
    headers: { Authorization: `Bearer ${token}`, Origin: base },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return { oid, product };
}

/** The acknowledgement of `oid` in the outbox (waits for it: it is sent at once, but on shared cores). */
async function acknowledgement(oid: string, words: string) {
  await expect.poll(() => mailsContaining(oid).filter((m) => m.includes(words)).length).toBe(1);
  return mailsContaining(oid).find((m) => m.includes(words))!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    const axeClean = axeCleanWhen(javaScriptEnabled);
    const salt = javaScriptEnabled ? "js" : "html";

    test("a delivered order is withdrawn from the account in Italian, acknowledged by mail, and shown to staff", async ({
      page,
      context,
      request,
      browser,
    }) => {
      test.slow(); // an account, a checkout and a staff change before the journey, on shared cores
      await prepare(context, `withdraw-account-${salt}`);
      // Its dates (the period, the request, the refund's) hydrate without an Intl formatter.
      if (javaScriptEnabled) await watchIntl(context);
      const noIntl = async (where: string) => {
        if (!javaScriptEnabled) return;
        await pageHydrated(page);
        expect(await intlMade(page), where).toEqual([]);
      };
      const who = {
        fname: "Lucia",
        lname: "Bianchi",
        email: unique(`withdraw-${salt}`),
        password: "withdraw-2026-pass",
      };
      const base = test.info().project.use.baseURL!;
      const registered = await page.request.post("/api/auth/register", { data: who, headers: { Origin: base } });
      expect(registered.status()).toBe(201);
      await signIn(page, who);
      const { oid } = await deliveredOrder(page, request, javaScriptEnabled ? 40 : 41, who.email);

      await context.addCookies([{ name: "i18next", value: "it", url: base }]);
      await page.goto("/account/orders");
      const card = page.locator(`#order-${oid}`);
      await card.getByRole("link", { name: "Recedi dal contratto qui" }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/withdrawal\\?order=${oid}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Recesso dal contratto" })).toBeVisible();
      await expect(page.getByTestId("withdrawal-period")).toContainText("Puoi recedere fino al");
      // Prefilled: the account's name and e-mail.
      await expect(page.getByLabel("Nome e cognome")).toHaveValue("Lucia Bianchi");
      await expect(page.getByLabel("E-mail per la conferma di ricezione")).toHaveValue(who.email);
      await expect(page.getByLabel("Dall'intero ordine")).toBeChecked();
      await axeClean(page, "statement");

      await page.getByRole("button", { name: "Conferma recesso" }).click();
      await expect(page.getByTestId("withdrawal-done")).toContainText(
        `Il tuo recesso dall'ordine ${oid} è stato registrato`,
      );
      await expect(page.getByText(`è stata inviata a ${who.email}`)).toBeVisible();
      await axeClean(page, "done");
      await noIntl("the statement and its confirmation");

      const mail = await acknowledgement(oid, "abbiamo ricevuto il tuo recesso dal contratto per l'ordine");
      expect(mail).toMatch(new RegExp(`^To: .*${who.email.replace(/[.]/g, "\\.")}`, "m"));
      expect(mail).toContain("L'intero ordine:");
      expect(mail).toContain("Ti rimborseremo entro il");

      // The account says so, and a second try changes nothing.
      await page.goto("/account/orders");
      await expect(card.getByTestId("withdrawal-requested")).toContainText("Recesso richiesto il");
      await expect(card.getByRole("link", { name: "Recedi dal contratto qui" })).toHaveCount(0);
      await noIntl("/account/orders");
      await page.goto(`/pages/withdrawal?order=${oid}`);
      await expect(page.getByTestId("withdrawal-already")).toContainText(`Hai già receduto dall'ordine ${oid}`);
      await noIntl("/pages/withdrawal, already withdrawn");
      await expect(page.getByRole("button", { name: "Conferma recesso" })).toHaveCount(0);

      // Staff see the withdrawal, the refund's due date, the goods expected back, the way to the refund.
      if (javaScriptEnabled) {
        const staff = await browser.newContext({ baseURL: base });
        try {
          await prepare(staff, `withdraw-staff-${salt}`);
          const office = await staff.newPage();
          await signIn(office, ADMIN, /\/sattva-admin$/);
          await staff.addCookies([{ name: "i18next", value: "en", url: base }]);
          await office.goto(`/sattva-administration/orders/${oid}`);
          const panel = office.getByTestId("order-withdrawal");
          await expect(panel.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
          await expect(panel.getByTestId("withdrawal-refund-due")).toContainText("Refund due by");
          await expect(panel).toContainText("Goods expected back");
          await expect(panel).toContainText("2 of 2 ×");
          await expect(panel.getByTestId("withdrawal-ack")).toContainText("Acknowledgement mailed on");
          await panel.getByRole("link", { name: "Go to the refund" }).click();
          await expect(office).toHaveURL(new RegExp(`/sattva-administration/orders/${oid}/refund$`));
        } finally {
          await staff.close();
        }
      }
    });

    test("a guest withdraws from part of an order through the footer link", async ({ page, context, request }) => {
      test.slow();
      await prepare(context, `withdraw-guest-${salt}`);
      const email = unique(`withdraw-guest-${salt}`);
      const { oid, product } = await deliveredOrder(page, request, javaScriptEnabled ? 42 : 43, email);

      await page.goto("/");
      await page.getByTestId("store-footer").getByRole("link", { name: "Withdraw from contract here" }).click();
      await expect(page).toHaveURL(/\/pages\/withdrawal$/);
      await expect(page.getByRole("heading", { level: 1, name: "Withdraw from contract" })).toBeVisible();
      await axeClean(page, "identify");

      // Someone else's e-mail: refused, nothing shown of the order.
      await page.getByLabel("Order number").fill(oid);
      await page.getByLabel("E-mail address used for the order").fill("someone.else@example.test");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("We found no order with this number and e-mail address.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toHaveCount(0);

      await page.getByLabel("Order number").fill(oid.toLowerCase());
      await page.getByLabel("E-mail address used for the order").fill(email.toUpperCase());
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { level: 2, name: `Order ${oid}` })).toBeVisible();
      await expect(page.getByLabel("E-mail for the acknowledgement")).toHaveValue(email);
      await axeClean(page, "guest statement");

      await page.getByLabel("Only some products (the quantities below)").check();
      await page.getByLabel(`Units of ${product.title} (of 2)`).fill("1");
      await page.getByRole("button", { name: "Confirm withdrawal" }).click();
      await expect(page.getByTestId("withdrawal-done")).toContainText(`Your withdrawal from order ${oid} was recorded`);

      const mail = await acknowledgement(oid, "we received your withdrawal from the contract for order");
      expect(mail).toContain("These products:");
      // "×" is quoted-printable in the mail's source.
      expect(mail).toContain(`1 of 2 =C3=97 ${product.title}`);

      // Once only: identifying the order again shows the recorded withdrawal.
      await page.goto("/pages/withdrawal");
      await page.getByLabel("Order number").fill(oid);
      await page.getByLabel("E-mail address used for the order").fill(email);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByTestId("withdrawal-already")).toContainText(`You already withdrew from order ${oid}`);
    });

    test("the accessibility statement is linked from the footer and takes a barrier report", async ({
      page,
      context,
    }) => {
      test.slow(); // two axe scans and a mailed report, on shared cores
      await prepare(context, `a11y-report-${salt}`);
      await page.goto("/");
      await page.getByTestId("store-footer").getByRole("link", { name: "Accessibility" }).click();
      await expect(page).toHaveURL(/\/pages\/accessibility$/);
      await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
      await expect(page.getByTestId("a11y-status")).toContainText("partially conformant");
      await expect(page.getByRole("heading", { level: 2, name: "Known limits" })).toBeVisible();
      await expect(page.getByTestId("a11y-date")).toContainText("2026");
      await axeClean(page, "statement");

      const form = page.locator("#report");
      const message = `The filters cannot be opened with the keyboard (${salt} ${Date.now()}).`;
      await form.getByLabel("Name", { exact: true }).fill("Bea Verdi");
      await form.getByLabel("E-mail", { exact: true }).fill(unique(`a11y-${salt}`));
      await form.getByLabel("Page where you met the barrier").fill("/collections/incense");
      await form.getByLabel("What happened").fill(message);
      await form.getByRole("button", { name: "Send report" }).click();
      await expect(page.getByText("Thank you: your report has reached us.")).toBeVisible();
      await expect.poll(() => mailsContaining(message).length).toBe(1);
      await axeClean(page, "sent");
    });
  });
}

test("the accessibility statement and the withdrawal page are in five languages", async ({ page, context }) => {
  await prepare(context, "a11y-languages");
  const titles: Record<string, [string, string]> = {
    it: ["Dichiarazione di accessibilità", "Recesso dal contratto"],
    en: ["Accessibility statement", "Withdraw from contract"],
    fr: ["Déclaration d'accessibilité", "Rétractation du contrat"],
    de: ["Erklärung zur Barrierefreiheit", "Vertrag widerrufen"],
    es: ["Declaración de accesibilidad", "Desistimiento del contrato"],
  };
  for (const [lng, [statement, withdrawal]] of Object.entries(titles)) {
    await page.goto(`/pages/accessibility?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1, name: statement })).toBeVisible();
    await page.goto(`/pages/withdrawal?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1, name: withdrawal })).toBeVisible();
  }
});
