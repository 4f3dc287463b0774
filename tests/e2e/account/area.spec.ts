import { expect, test, type Browser, type Page } from "@playwright/test";
import { register, signIn, unique } from "../support/account";
import { axeViolations, pageHydrated, prepare } from "../support/browser";

/**
 * The shopper area /account (issue 3 section 5): every tab a page of its own, with and without
 * JavaScript. Tests run in parallel on one database: each one that changes data works on its own
 * order (SAT-10006, SAT-10002, SAT-10014), its own address, or a freshly registered account.
 */

const SHOPPER = { email: "shopper@example.com", password: "shopper-demo-2026" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026" };

/** The log-in switches to the account's own language: these tests read English. */
async function backToEnglish(page: Page) {
  await page.context().addCookies([{ name: "i18next", value: "en", url: new URL(page.url()).origin }]);
  await page.reload();
}

async function logIn(page: Page, who: { email: string; password: string }, landing?: RegExp) {
  await signIn(page, who, landing);
  await backToEnglish(page);
}

/** A fresh shopper account (tests that change settings must not change the demo shopper's). */
async function newShopper(page: Page, password: string) {
  const email = unique("area");
  await register(page, { fname: "Nora", lname: "Tester", email, password });
  await backToEnglish(page);
  return email;
}

/** A context without JavaScript, signed in as the shopper. */
async function noJsShopper(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await prepare(context, "nojs");
  const page = await context.newPage();
  await logIn(page, SHOPPER);
  return { context, page };
}

async function axe(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Account sections" });
const orderCard = (page: Page, oid: string) => page.locator(`#order-${oid}`);
const toast = (page: Page) => page.getByTestId("toast");

test.beforeEach(async ({ context }) => prepare(context));

test.describe("the shopper area", () => {
  test("walks every tab (each a page with its URL) and each is axe clean", async ({ page }) => {
    // Nine pages with an axe scan each: more than the default 30 s on a loaded machine.
    test.slow();
    await logIn(page, SHOPPER);
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Giulia" })).toBeVisible();
    const walk: [string, string, RegExp][] = [
      ["Profile", "/account", /^Profile \| Sattva$/],
      ["Orders", "/account/orders", /^My orders/],
      ["Reviews", "/account/reviews", /^My reviews/],
      ["Wishlist", "/account/wishlist", /^Wishlist/],
      ["Payment methods", "/account/payments", /^Payment methods/],
      ["Address book", "/account/addresses", /^Address book/],
      ["Notifications", "/account/notifications", /^Notifications/],
      ["Stock alerts", "/account/alerts", /^Back-in-stock alerts/],
      ["Settings", "/account/settings", /^Settings/],
    ];
    for (const [name, path, title] of walk) {
      await tabs(page)
        .getByRole("link", { name: new RegExp(`^${name}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
      await expect(tabs(page).getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await axe(page, path);
    }
    await expect(tabs(page).getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/logout");

    // Content of the tabs, from the seeded demo.
    await page.goto("/account");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(SHOPPER.email);
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("IT");
    await page.goto("/account/orders");
    await expect(orderCard(page, "SAT-10012")).toContainText("Delivered");
    await expect(orderCard(page, "SAT-10027")).toContainText("Cancelled");
    await expect(orderCard(page, "SAT-10012").getByTestId("order-total")).toContainText("€");
    await expect(orderCard(page, "SAT-10012").getByRole("link", { name: "Cancel order" })).toHaveCount(0);
    await page.goto("/account/payments");
    await expect(page.getByText("We never see or store card data")).toBeVisible();
    const rows = page.getByTestId("payments-table").locator("tbody tr");
    await expect(rows.filter({ hasText: "SAT-10012" })).toContainText("Success");
    await expect(rows.filter({ hasText: "SAT-10027" })).toContainText("Failed");
    await page.goto("/account/addresses");
    await expect(page.getByTestId("address-card").filter({ hasText: "Via San Vitale 41" })).toContainText("Default");
    await page.goto("/account/reviews");
    await expect(page.getByRole("heading", { name: "Your reviews" })).toBeVisible();
    await expect(page.getByTestId("own-review").first()).toBeVisible();
  });

  test("cancels SAT-10006 after the confirm dialog (JavaScript)", async ({ page }) => {
    await logIn(page, SHOPPER);
    await page.goto("/account/orders");
    const card = orderCard(page, "SAT-10006");
    await expect(card).toContainText("Pending");
    await pageHydrated(page);

    // No keeps the order.
    await card.getByRole("link", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Are you sure you want to cancel this order?");
    await axe(page, "confirm dialog");
    await dialog.getByRole("link", { name: "No, keep it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("Pending");

    // Escape closes it too.
    await card.getByRole("link", { name: "Cancel order" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/orders$/);

    await card.getByRole("link", { name: "Cancel order" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel the order" }).click();
    await expect(toast(page)).toHaveText("Order SAT-10006 has been cancelled.");
    await expect(card).toContainText("Cancelled");
    await expect(card.getByRole("link", { name: "Cancel order" })).toHaveCount(0);
    // The toast goes by itself after 3 seconds.
    await expect(toast(page)).toHaveCount(0, { timeout: 6000 });

    // A notification tells the shopper (in the account's own language).
    await page.goto("/account/notifications");
    const note = page.getByTestId("notification").filter({ hasText: "SAT-10006" }).first();
    await expect(note).toHaveAttribute("data-read", "false");
    await note.getByRole("button", { name: /^Mark as read/ }).click();
    await expect(page.getByTestId("notification").filter({ hasText: "SAT-10006" }).first()).toHaveAttribute(
      "data-read",
      "true",
    );

    // Asking again for the cancelled order: refused with a message, nothing to confirm.
    await page.goto("/account/orders?cancel=SAT-10006");
    await expect(page.getByRole("alert")).toContainText("SAT-10006 can no longer be cancelled");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Another shopper's order: not found.
    const other = await page.goto("/account/orders?cancel=SAT-10001");
    expect(other?.status()).toBe(404);
  });

  test("cancels SAT-10002 without JavaScript, through the confirm page", async ({
    browser,
    baseURL,
    page: scripted,
  }) => {
    // axe runs in the page, so it looks at the no-JS confirm panel in a page whose app scripts never load.
    await scripted.route(/\.js(\?|$)/, (route) => route.abort());
    await logIn(scripted, SHOPPER);
    await scripted.goto("/account/orders?cancel=SAT-10002");
    await expect(scripted.getByTestId("confirm-panel")).toBeVisible();
    await axe(scripted, "no-JS confirm page");

    const { context, page } = await noJsShopper(browser, baseURL);
    try {
      await page.goto("/account/orders");
      const card = orderCard(page, "SAT-10002");
      await expect(card).toContainText("Processing");
      await card.getByRole("link", { name: "Cancel order" }).click();
      await expect(page).toHaveURL(/\/account\/orders\?cancel=SAT-10002/);
      const panel = page.getByTestId("confirm-panel");
      await expect(panel).toContainText("Are you sure you want to cancel this order?");
      await panel.getByRole("button", { name: "Yes, cancel the order" }).click();
      await expect(page).toHaveURL(/\/account\/orders(#order-SAT-10002)?$/);
      await expect(toast(page)).toHaveText("Order SAT-10002 has been cancelled.");
      await expect(orderCard(page, "SAT-10002")).toContainText("Cancelled");
      await expect(orderCard(page, "SAT-10002").getByRole("link", { name: "Cancel order" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("reviews the delivered, unreviewed order SAT-10014's product; the product page shows it", async ({ page }) => {
    await logIn(page, SHOPPER);
    await page.goto("/account/reviews");
    await pageHydrated(page);
    const form = page.getByTestId("review-form").filter({ hasText: "From order SAT-10014" }).first();
    await expect(form).toBeVisible();
    const title = (await form.getByRole("heading").textContent())!.trim();

    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please write a review and select a rating.");

    const text = `Burns slowly and fills the room, e2e ${Date.now()}`;
    await form.getByText("4 stars").click();
    await form.getByLabel("Your review").fill(text);
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(toast(page)).toHaveText("Review submitted!");
    const mine = page.getByTestId("own-review").filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(title);
    await expect(page.getByTestId("review-form").filter({ hasText: title })).toHaveCount(0);

    await mine.getByRole("link", { name: title }).click();
    await expect(page.getByText(text)).toBeVisible();
  });

  test("address book: add, edit, set as default, delete (one default throughout)", async ({ page }) => {
    // A shopper of its own: the tab walk reads the demo shopper's default address meanwhile, and
    // this test makes another address the default for a while (on a slow machine the two met).
    await newShopper(page, "address-book-pass-1");
    await page.goto("/account/addresses");
    await pageHydrated(page);
    const add = page.locator("form").filter({ has: page.locator('input[name="intent"][value="create"]') });
    const submitAddress = async (street: string, city: string, phone: string) => {
      await add.getByLabel("Street and number").fill(street);
      await add.getByLabel("Postal code").fill("50123");
      await add.getByLabel("City", { exact: true }).fill(city);
      await add.getByLabel("Country").selectOption("IT");
      await add.getByLabel("Phone (optional)").fill(phone);
      await add.getByRole("button", { name: "Add address" }).click();
    };
    // The first address is the default.
    const home = "Via San Gallo 7";
    await submitAddress(home, "Firenze", "");
    await expect(toast(page)).toHaveText("Address saved.");
    const first = page.getByTestId("address-card").filter({ hasText: home });
    await expect(first.getByTestId("default-badge")).toBeVisible();

    const street = `Via dei Test ${Date.now() % 100000}`;
    await submitAddress(street, "Firenze", "12345");
    await expect(add.getByText("Phone Number is invalid")).toBeVisible();
    await add.getByLabel("Phone (optional)").fill("+39 055 123 4567");
    await add.getByRole("button", { name: "Add address" }).click();
    await expect(toast(page)).toHaveText("Address saved.");
    const card = page.getByTestId("address-card").filter({ hasText: street });
    await expect(card).toContainText("Firenze");
    await expect(page.getByTestId("default-badge")).toHaveCount(1);

    await card.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/edit=/);
    const edit = page.locator("form").filter({ has: page.locator('input[name="intent"][value="update"]') });
    await edit.getByLabel("City", { exact: true }).fill("Prato");
    await edit.getByRole("button", { name: "Save address" }).click();
    await expect(toast(page)).toHaveText("Address saved.");
    await expect(card).toContainText("Prato");

    await card.getByRole("button", { name: "Set as default" }).click();
    await expect(toast(page)).toHaveText("Default address updated.");
    await expect(card.getByTestId("default-badge")).toBeVisible();
    await expect(page.getByTestId("default-badge")).toHaveCount(1);

    await card.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toHaveText("Address deleted.");
    await expect(page.getByTestId("address-card").filter({ hasText: street })).toHaveCount(0);
    // The default went back to the remaining address.
    await expect(page.getByTestId("default-badge")).toHaveCount(1);
    await expect(first.getByTestId("default-badge")).toBeVisible();
  });

  test("settings: a save says 'Settings saved successfully!' for 3 seconds", async ({ page }) => {
    await newShopper(page, "settings-password-1");
    await page.goto("/account/settings");
    await pageHydrated(page);
    await page.getByRole("combobox", { name: "Language" }).selectOption("en");
    await page.getByLabel("Send me the Sattva newsletter").check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(toast(page)).toHaveText("Settings saved successfully!");
    await expect(toast(page)).toHaveCount(0, { timeout: 6000 });
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    await expect(page.getByLabel("Send me the Sattva newsletter")).toBeChecked();
  });

  test("a new shopper: profile, language, password change, then deletes the account", async ({ page }) => {
    const email = await newShopper(page, "first-password-1");
    await pageHydrated(page);

    // Empty states of a new account.
    await page.goto("/account/orders");
    await expect(page.getByText("No orders found for your account.")).toBeVisible();
    await page.goto("/account/payments");
    await expect(page.getByText("No payment history found.")).toBeVisible();
    await page.goto("/account/addresses");
    await expect(page.getByText("No address saved yet.")).toBeVisible();
    await page.goto("/account/notifications");
    await expect(page.getByText("No notifications")).toBeVisible();

    // Profile.
    await page.goto("/account");
    await page.getByLabel("Last name").fill("Tested");
    await page.getByRole("combobox", { name: "Country" }).selectOption("FR");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page)).toHaveText("Settings saved successfully!");
    await expect(page.getByLabel("Last name")).toHaveValue("Tested");
    await page.getByLabel("E-mail", { exact: true }).fill(`x-${email}`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Enter your current password to change your e-mail address.")).toBeVisible();

    // Password change: current password required.
    await page.goto("/account/settings");
    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    await page.getByLabel("Repeat the new password").fill("second-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
    await page.getByLabel("Current password").fill("first-password-1");
    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    await page.getByLabel("Repeat the new password").fill("second-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page)).toHaveText("Settings saved successfully!");

    // Language: the whole UI switches.
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(toast(page)).toHaveText("Paramètres enregistrés avec succès !");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 2, name: "Paramètres" })).toBeVisible();

    // Delete the account (password required).
    await page.getByLabel("Votre mot de passe, pour confirmer").fill("second-password-2");
    // The deletion screen and its confirmation say what stays (orders and invoices, for tax law).
    await expect(page.getByTestId("erasure-retention")).toContainText("10 ans");
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toHaveText(
      "Votre compte a été supprimé. Comme l'exige la loi fiscale, nous conservons vos commandes et leurs factures pendant 10 ans, uniquement pour la comptabilité.",
    );
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/login/);
  });

  test("staff visiting /account go home; visitors go to log in", async ({ page }) => {
    const res = await page.goto("/account/settings");
    expect(res?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fsettings$/);
    await logIn(page, MANAGER, /\/sattva-product-manager/);
    for (const path of ["/account", "/account/orders", "/account/addresses", "/account/settings"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/localhost:\d+\/$/);
    }
  });
});
