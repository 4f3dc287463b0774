import { expect, test } from "@playwright/test";
import { FAKE_OAUTH_URL } from "../../../playwright.config";
import { sessionCookie, signIn } from "../support/account";
import { axeViolations } from "../support/browser";

/**
 * Facebook log-in in a real browser, through the fake provider (tests/fakes/oauth) that the e2e
 * server's FACEBOOK_* variables point at (playwright.config.ts). The fake's signed-in user is one
 * global setting, so these tests run one after another.
 */
test.describe.configure({ mode: "serial" });

async function control(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${FAKE_OAUTH_URL}/__control/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

const facebookUser = (id: string, name: string, email: string | null) =>
  control("user", { provider: "facebook", id, name, email });

test.describe("Facebook log-in through the fake provider", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.0.1" } });

  test("the button on the log-in page signs a new shopper in and lands on /account", async ({ page }) => {
    await facebookUser("9000001", "Chiara Luna Ferri", "chiara.e2e@example.test");
    await page.goto("/account/login");
    const button = page.getByRole("button", { name: "Continue with Facebook" });
    await expect(button).toBeVisible();
    expect(await axeViolations(page, '[role="group"]')).toEqual([]);

    await button.click();
    await expect(page).toHaveURL(/\/account$/);
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    // The flow's own cookies are gone once it is finished.
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names.some((n) => n.startsWith("sattva_oauth_state") || n === "sattva_social")).toBe(false);
  });

  test("works without JavaScript, and signs the same person in again", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "10.77.0.2" },
    });
    const page = await context.newPage();
    await facebookUser("9000002", "Paolo Sole", "paolo.e2e@example.test");
    for (let round = 0; round < 2; round++) {
      await context.clearCookies();
      await page.goto("/account/login");
      await page.getByRole("button", { name: "Continue with Facebook" }).click();
      await expect(page).toHaveURL(/\/account$/);
      expect(await sessionCookie(page)).toBeTruthy();
    }
    await context.close();
  });

  test("cancelling at Facebook comes back to the log-in page with a message", async ({ page }) => {
    await control("deny", { provider: "facebook" });
    await page.goto("/account/login");
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await expect(page).toHaveURL(/\/account\/login\?social=denied&provider=facebook$/);
    await expect(page.getByText("You cancelled signing in with Facebook.")).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test("a Facebook profile with the e-mail of a password account is not let in", async ({ page }) => {
    await facebookUser("9000003", "Not The Shopper", "shopper@example.com");
    await page.goto("/account/login");
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await expect(page).toHaveURL(/\/account\/login\?social=exists&provider=facebook$/);
    await expect(page.getByRole("alert").filter({ hasText: "already exists" })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test("a shopper links Facebook from the settings page, signs in with it, then unlinks it", async ({ page }) => {
    await facebookUser("9000004", "Shopper At Facebook", "shopper.fb@example.test");
    await signIn(page, { email: "shopper@example.com", password: "shopper-demo-2026" });

    await page.goto("/account/settings");
    await page.getByRole("button", { name: "Link Facebook" }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByText("Facebook is now linked to your account.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlink Facebook" })).toBeVisible();

    // Signed out, the Facebook profile now opens the shopper's account.
    await page.context().clearCookies();
    await page.goto("/account/login");
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto("/account/settings");
    await page.getByRole("button", { name: "Unlink Facebook" }).click();
    await expect(page.getByText("Facebook is no longer linked to your account.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Link Facebook" })).toBeVisible();
  });
});
