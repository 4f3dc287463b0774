import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fillLogin, register, signIn, unique } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * The customers back office in a real browser, with and without JavaScript: an admin finds a
 * customer, edits them after the password, disables their log-in (their open session, in a second
 * browser, is signed out on its next request and the log-in form says why), re-enables it (they
 * sign in again), and downloads their data as JSON. Each run creates its own customer, so the two
 * modes running side by side never touch each other's rows. Axe runs where the page runs scripts.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026" };
const CUSTOMERS = "/sattva-administration/customers";
const DISABLED = "This account has been disabled. Please contact us if you think this is a mistake.";

async function newPage(browser: Browser, js: boolean, salt: string) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: test.info().project.use.baseURL });
  await prepare(context, salt);
  return context.newPage();
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";

  test(`an admin finds, edits, disables, re-enables a customer and exports their data (${mode})`, async ({
    browser,
  }) => {
    // One long walk through five pages and two browsers (and axe thrice with JavaScript).
    test.slow();
    const tag = js ? "js" : "html";
    const customer = {
      fname: "Zelda",
      lname: `Cliente${tag}`,
      email: unique(`customer-${tag}`),
      password: "lotus-2026!",
    };
    const shopper = await newPage(browser, js, `${customer.email}-shopper`);
    await register(shopper, customer);

    const admin = await newPage(browser, js, `${customer.email}-admin`);
    await signIn(admin, ADMIN, /\/sattva-admin$/);

    // Found by the list's search, opened from its row.
    await admin.goto(`${CUSTOMERS}?role=user`);
    await admin.getByLabel("Search accounts").fill(`zelda ${customer.lname}`);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    const rows = admin.getByTestId("users-table").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    if (js) expect(await axeViolations(admin)).toEqual([]);
    await rows
      .first()
      .getByRole("link", { name: `Zelda ${customer.lname}` })
      .click();
    await expect(admin.getByRole("heading", { level: 1, name: `Zelda ${customer.lname}` })).toBeVisible();
    await expect(admin.getByTestId("customer-login-state")).toHaveText("Enabled");
    if (js) expect(await axeViolations(admin)).toEqual([]);

    // Edit mode, after the password: a wrong one changes nothing.
    await admin.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(admin).toHaveURL(/\/edit$/);
    await admin.getByLabel("First name").fill("Zelia");
    await admin.getByLabel("Your password").fill("not-the-password");
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByTestId("customer-edit-error")).toContainText("Please check the fields");
    await expect(admin.getByText("Incorrect password.")).toBeVisible();
    await expect(admin.getByLabel("First name")).toHaveValue("Zelia");
    if (js) expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel("Your password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(admin, "User updated successfully.")).toBeVisible();
    await expect(admin.getByRole("heading", { level: 1, name: `Zelia ${customer.lname}` })).toBeVisible();

    // Disabled: the shopper's open session ends on their next request, and the log-in says why.
    const access = admin.getByTestId("customer-access");
    await access.getByLabel("Your password").fill(ADMIN.password);
    await access.getByRole("button", { name: "Disable log-in" }).click();
    await expect(toast(admin, `Log-in of ${customer.email} disabled`)).toBeVisible();
    await expect(admin.getByTestId("customer-disabled")).toBeVisible();
    await expect(admin.getByTestId("customer-login-state")).toHaveText("Disabled");

    await shopper.goto("/account");
    await expect(shopper).toHaveURL(/\/account\/login/);
    await fillLogin(shopper, customer.email, customer.password);
    await shopper.getByRole("button", { name: "SIGN IN" }).click();
    await expect(shopper.getByText(DISABLED)).toBeVisible();
    await expect(shopper).toHaveURL(/\/account\/login/);

    // Re-enabled: they sign in again.
    await admin.getByTestId("customer-access").getByLabel("Your password").fill(ADMIN.password);
    await admin.getByTestId("customer-access").getByRole("button", { name: "Re-enable log-in" }).click();
    await expect(toast(admin, `Log-in of ${customer.email} re-enabled.`)).toBeVisible();
    await expect(admin.getByTestId("customer-login-state")).toHaveText("Enabled");
    await signIn(shopper, customer);

    // The GDPR export downloads as a JSON file.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("link", { name: "Download data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sattva-personal-data-.+\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(file.account).toMatchObject({ email: customer.email, fname: "Zelia", lname: customer.lname });
    expect(JSON.stringify(file)).not.toMatch(/passwordHash|tokenHash|argon2/);

    await shopper.context().close();
    await admin.context().close();
  });
}

test("manage mode is the admins': the list's row actions; a manager has view mode only", async ({ browser }) => {
  const admin = await newPage(browser, true, "manage-admin");
  await signIn(admin, ADMIN, /\/sattva-admin$/);
  await admin.goto(CUSTOMERS);
  await admin.getByTestId("customers-mode").click();
  await expect(admin).toHaveURL(/mode=manage/);
  const firstRow = admin.getByTestId("users-table").locator("tbody tr").first();
  await expect(firstRow.getByRole("link", { name: /^Edit / })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await admin.context().close();

  const manager = await newPage(browser, true, "manage-manager");
  await signIn(manager, MANAGER, /\/sattva-product-manager$/);
  await manager.goto(CUSTOMERS);
  await expect(manager.getByTestId("users-table")).toBeVisible();
  await expect(manager.getByTestId("customers-mode")).toHaveCount(0);
  await manager.goto(`${CUSTOMERS}?mode=manage`);
  await expect(manager).toHaveURL(/\/$/);
  await manager.context().close();
});
