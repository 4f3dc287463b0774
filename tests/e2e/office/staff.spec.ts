import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, unique } from "../support/account";
import { axeViolations, prepare } from "../support/browser";
import { mailsTo } from "../support/outbox";

/**
 * Staff users in a real browser, with and without JavaScript: an admin invites a manager, the
 * invited person opens the link from the outbox, sets a password and lands on the manager
 * dashboard; the admin then makes them an admin, which ends their session. Axe checks the staff
 * page and the invitation page where scripts run.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026", name: "Asha Raman" };
const STAFF = "/sattva-administration/manage-users";

async function browserPage(browser: Browser, js: boolean, salt: string) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: test.info().project.use.baseURL });
  await prepare(context, salt);
  return context.newPage();
}

/** The path of the newest invitation link mailed to `to`, once it is in the outbox. */
async function mailedInvite(to: string) {
  const links = () =>
    mailsTo(to)
      .map((m) => /http:\/\/localhost:\d+(\/staff-invite\/[\w-]+)/.exec(m)?.[1])
      .filter(Boolean);
  await expect.poll(() => links().length, { timeout: 10_000 }).toBeGreaterThan(0);
  return links().at(-1)!;
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";

  test(`an admin invites a manager who joins from the mailed link; the admin changes the role (${mode})`, async ({
    browser,
  }) => {
    test.slow(); // two people, three sign-ins, four password hashes
    const email = unique(js ? "staff-js" : "staff-nojs");
    const fname = js ? "Livia" : "Bruno";

    const admin = await browserPage(browser, js, `admin-${js}`);
    await signIn(admin, ADMIN, /\/sattva-admin$/);
    await admin.goto(STAFF);
    await expect(admin.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();
    await expect(admin.getByTestId(`staff-row-${ADMIN.email}`)).toContainText("You cannot change your own role.");
    await expect(admin.getByRole("link", { name: "All customer accounts" })).toHaveAttribute(
      "href",
      "/sattva-administration/customers",
    );
    if (js) expect(await axeViolations(admin)).toEqual([]);

    // A wrong password is refused in place, and keeps what was typed.
    const form = admin.getByRole("form", { name: "Invite a person" });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Role").selectOption("manager");
    await form.getByLabel("Language of the mail").selectOption("en");
    await form.getByLabel("Your password").fill("not-my-password");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(admin.getByTestId("invite-error")).toHaveText("Wrong password.");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);

    await form.getByLabel("Your password").fill(ADMIN.password);
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect(toast(admin, `Invitation sent to ${email}.`)).toBeVisible();
    await expect(form.getByLabel("Your password")).toHaveValue(""); // a fresh form after the success
    await expect(admin.getByTestId(`invite-row-${email}`)).toContainText("Manager");
    await expect(admin.getByTestId(`invite-row-${email}`)).toContainText(ADMIN.name);

    // The invited person opens the link from the outbox: who invites, as what; a new account.
    const link = await mailedInvite(email);
    const invitee = await browserPage(browser, js, `invitee-${js}`);
    await invitee.goto(link);
    await expect(invitee.getByRole("heading", { level: 1, name: "Join the staff" })).toBeVisible();
    await expect(invitee.getByTestId("invite-intro")).toHaveText(
      `${ADMIN.name} invites you to join the staff of the shop as manager.`,
    );
    if (js) expect(await axeViolations(invitee)).toEqual([]);
    await invitee.getByLabel("First name").fill(fname);
    await invitee.getByLabel("Last name").fill("Staffer");
    await invitee.getByLabel("Password", { exact: true }).fill("my-staff-password-1");
    await invitee.getByLabel("Confirm password").fill("something-else");
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee.getByText("The passwords do not match.")).toBeVisible();
    await invitee.getByLabel("Password", { exact: true }).fill("my-staff-password-1");
    await invitee.getByLabel("Confirm password").fill("my-staff-password-1");
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await expect(invitee).toHaveURL(/\/sattva-product-manager$/);
    await expect(toast(invitee, "Welcome to the staff! You are signed in.")).toBeVisible();

    // The link works once.
    const second = await browserPage(browser, js, `second-${js}`);
    await second.goto(link);
    await expect(second.getByTestId("invite-closed")).toContainText("This invitation was already used.");
    await second.context().close();

    // The admin sees the new manager, invited by them, and makes them an admin.
    await admin.goto(STAFF);
    const row = admin.getByTestId(`staff-row-${email}`);
    await expect(row).toContainText("Manager");
    await expect(row).toContainText(ADMIN.name);
    await expect(admin.getByTestId(`invite-row-${email}`)).toHaveCount(0);
    await row.getByText("Change role").click();
    await row.getByLabel(`New role of ${fname} Staffer`).selectOption("admin");
    await row.getByLabel("Your password").fill(ADMIN.password);
    await row.getByRole("button", { name: "Save the role" }).click();
    await expect(toast(admin, `${fname} Staffer is now an admin. Their sessions have ended.`)).toBeVisible();
    await expect(admin.getByTestId(`staff-row-${email}`)).toContainText("Admin");

    // Their session ended with the role change: the back office asks them to sign in again.
    await invitee.goto("/sattva-product-manager");
    await expect(invitee).toHaveURL(/\/account\/login/);
    await signIn(invitee, { email, password: "my-staff-password-1" }, /\/sattva-admin$/);

    // And back to a shopper's account: staff access removed, the account stays.
    await admin.goto(STAFF);
    const again = admin.getByTestId(`staff-row-${email}`);
    await again.getByText("Change role").click();
    await again.getByLabel(`New role of ${fname} Staffer`).selectOption("user");
    await again.getByLabel("Your password").fill(ADMIN.password);
    await again.getByRole("button", { name: "Save the role" }).click();
    await expect(toast(admin, `${fname} Staffer no longer has staff access`)).toBeVisible();
    await expect(admin.getByTestId(`staff-row-${email}`)).toHaveCount(0);

    await admin.context().close();
    await invitee.context().close();
  });
}

test("a manager is sent home from the staff page with the spec's message", async ({ browser }) => {
  const page = await browserPage(browser, true, "manager");
  await signIn(page, { email: "manager@example.com", password: "manager-demo-2026" }, /\/sattva-product-manager$/);
  await page.goto(STAFF);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "You don't have permission to manage users." })).toBeVisible();
  await page.context().close();
});

test("an unknown invitation link says so clearly", async ({ browser }) => {
  const page = await browserPage(browser, true, "unknown");
  const res = await page.goto("/staff-invite/this-is-not-a-real-invitation-token");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("invite-closed")).toContainText("This invitation link is not valid.");
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
