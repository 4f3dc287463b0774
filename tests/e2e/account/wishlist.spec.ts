import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { register, unique } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * The wishlist and the personal-data download in a real browser (issue 14, items 7 and 5): a
 * guest's hearts survive log-in, without JavaScript (cards, plain posts and redirects) and with it
 * (the product page's heart, a fetcher: no reload); the account's list moves an item to the cart;
 * the settings' button downloads the shopper's data as JSON. Each test registers its own account.
 */

const PASSWORD = "wishlist-e2e-2026";

// Each test registers an account and signs in (Argon2id twice) on shared, busy cores.
test.beforeEach(() => test.setTimeout(180_000));

/** A fresh shopper account, made in a context of its own and left signed out. */
async function newAccount(browser: Browser, baseURL: string | undefined, tag: string) {
  const context = await browser.newContext({ baseURL });
  await prepare(context, `${tag}-register`);
  const page = await context.newPage();
  const email = unique(tag);
  await register(page, { fname: "Wanda", lname: "Lister", email, password: PASSWORD });
  await context.close();
  return email;
}

/** Logs in on the page the log-in redirect brought us to, and waits for `landing`. */
async function logInHere(page: Page, email: string, landing: RegExp) {
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=/);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(landing);
}

const wishlistCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "sattva_wishlist");

test("a guest's wishlist survives log-in without JavaScript", async ({ browser, baseURL }) => {
  const email = await newAccount(browser, baseURL, "wish-html");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepare(context, "wish-html");
  const page = await context.newPage();
  await page.goto("/collections/all");
  const heart = page.getByRole("button", { name: /^Save .+ to your wishlist$/ }).first();
  const name = (await heart.textContent())!.trim();
  const title = /^Save (.+) to your wishlist$/.exec(name)![1];
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  // The plain post comes back to the page it came from, with a message, the heart pressed.
  await expect(page).toHaveURL(/\/collections\/all$/);
  await expect(page.getByTestId("toast")).toContainText("Saved to your wishlist.");
  await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await wishlistCookie(page)).toBeTruthy();

  // The list is the account's: log in from there, and the guest's heart is in it.
  await page.goto("/account/wishlist");
  await logInHere(page, email, /\/account\/wishlist$/);
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
  await expect(page.getByTestId("wishlist-item")).toContainText(title);
  expect(await wishlistCookie(page)).toBeUndefined();
  // (axe needs scripts: the page is checked in the test with JavaScript.)
  await context.close();
});

test("with JavaScript the heart turns in place; the list survives log-in and moves to the cart", async ({
  browser,
  baseURL,
}) => {
  const email = await newAccount(browser, baseURL, "wish-js");
  const context = await browser.newContext({ baseURL });
  await prepare(context, "wish-js");
  const page = await context.newPage();
  await page.goto("/collections/all");
  // An in-stock card's product page (its heart's form is hydrated once the `js` field is there).
  const card = page
    .locator("article")
    .filter({ hasNot: page.getByText("Out of stock") })
    .first();
  const listHeading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  // The address changes before the new page is drawn: wait for the product's own heading (on a
  // loaded machine the collection's heading was read as the product's title).
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(listHeading);
  const form = page.getByTestId("wishlist-form").first();
  await expect(form.locator('input[name="js"]')).toHaveCount(1);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const url = page.url();
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const heart = form.getByRole("button", { name: "Save to wishlist" });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // No reload: the page's own state is still there.
  expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
  expect(page.url()).toBe(url);
  await expect.poll(async () => Boolean(await wishlistCookie(page))).toBe(true);

  await page.goto("/account/wishlist");
  await logInHere(page, email, /\/account\/wishlist$/);
  const item = page.getByTestId("wishlist-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  expect(await wishlistCookie(page)).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole("button", { name: /^Move to cart/ }).click();
  await expect(page.getByTestId("toast")).toContainText(`${title} is now in your cart.`);
  await expect(page.getByTestId("wishlist-item")).toHaveCount(0);
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(title);
  await context.close();
});

test("the account settings download the shopper's data as JSON", async ({ browser, baseURL }) => {
  const email = await newAccount(browser, baseURL, "wish-export");
  const context = await browser.newContext({ baseURL });
  await prepare(context, "wish-export");
  const page = await context.newPage();
  await page.goto("/account/settings");
  await logInHere(page, email, /\/account\/settings$/);
  const section = page.locator("#settings-data");
  await expect(section.getByRole("heading", { name: "Your data" })).toBeVisible();
  await expect(page.getByTestId("erasure-retention")).toContainText("10 years");
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sattva-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(file).toMatchObject({ format: "sattva.personal-data/1", account: { email } });
  expect(file.wishlist).toEqual([]);
  expect(Array.isArray(file.consents)).toBe(true);
  expect(JSON.stringify(file)).not.toMatch(/passwordHash|tokenHash|argon2/);
  await context.close();
});
