import { expect, test, type Page } from "@playwright/test";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { validateFatturaPA } from "../../support/xmllint";
import { axeViolations, prepare } from "../support/browser";
import {
  addToCart,
  buyer,
  checkoutHydrated,
  fillCheckout,
  payButton,
  productFor,
  shownOrder,
} from "../support/checkout";

/**
 * "I need an invoice" (issue 14 §4) in the browser, on the app whose payments go through the
 * built-in test gateway: the box reveals the invoice fields with and without JavaScript, bad
 * codes come back per field, an Italian company's order is paid, and staff download its
 * FatturaPA file from the order page, which passes the schema with xmllint.
 */

test.use({ baseURL: TEST_GATEWAY_URL });

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

const invoiceBox = (page: Page) => page.getByRole("checkbox", { name: "I need an invoice" });
const vatField = (page: Page) => page.getByLabel("VAT number", { exact: true });

test("with JavaScript: a company's invoice details, a refused VAT number, then the paid order's FatturaPA file", async ({
  page,
  context,
}) => {
  test.slow(); // a whole checkout, a staff sign-in and three accessibility scans
  await prepare(context);
  const product = await productFor(page.request, "gateway", 30);
  await addToCart(page, "gateway", product);
  await page.goto("/pages/payment-proceed?method=card");
  await checkoutHydrated(page);

  await expect(vatField(page)).toBeHidden();
  await invoiceBox(page).check();
  await expect(vatField(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const who = buyer("invoice-js");
  await fillCheckout(page, who);
  await page.getByRole("radio", { name: "A company or professional" }).check();
  await page.getByLabel("Full name or company name").fill("Bottega & Figli S.r.l.");
  await vatField(page).fill("IT00488410011");
  await page.getByLabel("SDI recipient code").fill("m5uxcr1");
  await payButton(page).click();
  await expect(page.getByText("This VAT number is not valid", { exact: false })).toBeVisible();
  await expect(invoiceBox(page)).toBeChecked();
  await expect(vatField(page)).toHaveValue("IT00488410011");
  expect(await axeViolations(page)).toEqual([]);

  await vatField(page).fill("IT00488410010");
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_[\w-]{32}$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-status\/\w+\?attempt=/);
  const oid = await shownOrder(page);

  // Staff: the order page shows the request and links the XML.
  await context.clearCookies();
  await prepare(context);
  await page.goto("/account/login");
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/sattva-admin$/);
  await page.goto(`/sattva-administration/orders/${oid}`);
  const panel = page.getByTestId("invoice-request");
  await expect(panel).toContainText("Bottega & Figli S.r.l.");
  await expect(panel).toContainText("IT00488410010");
  await expect(panel).toContainText("M5UXCR1");
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download the e-invoice (XML)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^IT\d{11}_[A-Z0-9]{5}\.xml$/);
  const xml = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(validateFatturaPA(xml)).toMatchObject({ ok: true });
  expect(xml).toContain("<CodiceDestinatario>M5UXCR1</CodiceDestinatario>");
  expect(xml).toContain("<IdCodice>00488410010</IdCodice>");
  expect(xml).toContain(`<IdDocumento>${oid}</IdDocumento>`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the box reveals the fields by CSS; a wrong codice fiscale comes back with its message and no order", async ({
    page,
    context,
  }) => {
    await prepare(context, "nojs");
    const product = await productFor(page.request, "gateway", 31);
    await addToCart(page, "gateway", product);
    await page.goto("/pages/payment-proceed?method=card");
    const fiscal = page.getByLabel("Codice fiscale (Italian tax code)");
    await expect(fiscal).toBeHidden();
    await invoiceBox(page).check();
    await expect(fiscal).toBeVisible();
    // axe needs the page's own JavaScript: the same fieldset, open and with errors, is scanned above.

    await fillCheckout(page, buyer("invoice-nojs"));
    await page.getByRole("radio", { name: "A private person" }).check();
    await page.getByLabel("Full name or company name").fill("Mario Rossi");
    await fiscal.fill("RSSMRA85T10A562X");
    await payButton(page).click();
    await expect(page).toHaveURL(/\/pages\/payment-proceed/);
    await expect(page.getByText("This codice fiscale is not valid", { exact: false })).toBeVisible();
    await expect(invoiceBox(page)).toBeChecked();
    await expect(fiscal).toHaveValue("RSSMRA85T10A562X");

    await fiscal.fill("RSSMRA85T10A562S");
    await payButton(page).click();
    await expect(page).toHaveURL(/\/payments\/test\/checkout\/tg_[\w-]{32}$/);
  });
});
