import { expect, type BrowserContext, type Page } from "@playwright/test";

/** Accounts in the browser tests: signing in and up through the forms, and the session cookie. */

export const SESSION_COOKIE = "sattva_session";

/** A fresh e-mail address for an account a test creates. */
export const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** The password's show/hide switch appears once React runs: the account form is hydrated. */
export async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: "Show password" }).first()).toBeVisible();
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** Signs in through the log-in form and waits for the page it lands on (a shopper's: /account). */
export async function signIn(page: Page, who: { email: string; password: string }, landing: RegExp = /\/account$/) {
  await page.goto("/account/login");
  await fillLogin(page, who.email, who.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(landing);
}

type Registration = { fname: string; lname: string; email: string; password: string };

export async function fillRegistration(page: Page, who: Registration) {
  await page.getByLabel("First name").fill(who.fname);
  await page.getByLabel("Last name").fill(who.lname);
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
}

/** Signs up through the form (once hydrated, with `hydrate`) and waits for /account. */
export async function register(page: Page, who: Registration, options: { hydrate?: boolean } = {}) {
  await page.goto("/account/register");
  if (options.hydrate) await hydrated(page);
  await fillRegistration(page, who);
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** The browser's `sattva_session` cookie, if it has one. */
export async function sessionCookie(browser: BrowserContext | Page) {
  const context = "context" in browser ? browser.context() : browser;
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}
