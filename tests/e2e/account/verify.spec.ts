import { expect, test, type Page } from "@playwright/test";
import { register as signUp, unique } from "../support/account";
import { axeViolations as axe, prepare } from "../support/browser";
import { mailedLink } from "../support/outbox";

/**
 * E-mail verification in a real browser: sign-up mails a link; opening it changes nothing until
 * "Confirm my e-mail" is pressed; the profile says whether the address is verified and offers to
 * send the link again. Guest orders placed with an address become the account's only once it is
 * verified (the rule itself is covered by app/modules/accounts/verify-email.int.test.ts).
 */

/** The newest of `count` verification mails to `email`: checks its subject, gives its link's path. */
async function verificationLink(email: string, count = 1) {
  const { mail, link } = await mailedLink(email, "/account/verify-email", count);
  expect(mail).toMatch(/^Subject: Confirm your e-mail for Sattva\s*$/m);
  return link;
}

const register = (page: Page, email: string, js: boolean) =>
  signUp(page, { fname: "Vera", lname: "Conti", email, password: "lotus-and-sandal-1" }, { hydrate: js });

const UNVERIFIED = "E-mail not verified yet: your guest orders placed with this address appear once you confirm it.";

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("register → mail in the outbox → open the link (nothing changes) → confirm → the profile says verified", async ({
    page,
  }) => {
    const email = unique("verify-js");
    await register(page, email, true);
    await expect(page.getByTestId("toast")).toContainText("we have sent you a link to confirm your e-mail");
    await expect(page.getByText(UNVERIFIED)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.goto("/account/orders");
    await expect(page.getByText(`Orders you placed as a guest with ${email} appear here`)).toBeVisible();

    const link = await verificationLink(email);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
    const confirm = page.getByRole("button", { name: "Confirm my e-mail" });
    await expect(confirm).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // Opening the link (as a mail scanner would) verified nothing.
    await page.goto("/account");
    await expect(page.getByText(UNVERIFIED)).toBeVisible();

    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toHaveText("Thank you: your e-mail is confirmed.");
    await expect(page.getByText("E-mail verified")).toBeVisible();
    await expect(page.getByText(UNVERIFIED)).toHaveCount(0);
    expect(await axe(page)).toEqual([]);
    await page.goto("/account/orders");
    await expect(page.getByText("appear here once you confirm your e-mail")).toHaveCount(0);

    // The link again: already done.
    await page.goto(link);
    await expect(page.getByText("This e-mail address is already confirmed")).toBeVisible();
  });

  test("a bad link says so and, signed in, offers a new one; the resend mails a fresh link", async ({ page }) => {
    const email = unique("verify-bad");
    await register(page, email, true);
    const first = await verificationLink(email);
    await page.goto(`${first.slice(0, -4)}AAAA`);
    await expect(page.getByRole("alert")).toContainText("This confirmation link is not valid");
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByTestId("toast")).toHaveText(`We have sent a new confirmation link to ${email}.`);
    const second = await verificationLink(email, 2);
    await page.goto(second);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText("E-mail verified")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => prepare(context));

  test("the profile's resend button and the confirm button work as plain forms; signed out, the link still verifies", async ({
    page,
    context,
  }) => {
    const email = unique("verify-nojs");
    await register(page, email, false);
    await verificationLink(email, 1);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toHaveText(`We have sent a new confirmation link to ${email}.`);
    const link = await verificationLink(email, 2);

    // Opened signed out (another device): the button verifies, then the log-in page.
    await context.clearCookies({ name: "sattva_session" });
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByTestId("toast")).toHaveText("Thank you: your e-mail is confirmed.");
  });
});
