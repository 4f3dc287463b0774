import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/**
 * E-mail verification in a real browser: sign-up mails a link; opening it changes nothing until
 * "Confirm my e-mail" is pressed; the profile says whether the address is verified and offers to
 * send the link again. Guest orders placed with an address become the account's only once it is
 * verified (the rule itself is covered by app/modules/accounts/verify-email.int.test.ts).
 */

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data", "outbox");

/** The verification mails of the e2e server's outbox sent to `to`, oldest first (quoted-printable undone). */
function verificationMailsTo(to: string) {
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((f) => path.join(outbox, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((f) =>
      readFileSync(f, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\s*$`, "m").test(m))
    .filter((m) => m.includes("/account/verify-email?token="));
}

async function verificationLink(email: string, count = 1) {
  await expect.poll(() => verificationMailsTo(email).length, { timeout: 10_000 }).toBe(count);
  const mail = verificationMailsTo(email).at(-1)!;
  expect(mail).toMatch(/^Subject: Confirm your e-mail for Sattva\s*$/m);
  const link = /http:\/\/localhost:\d+(\/account\/verify-email\?token=[\w-]+)/.exec(mail);
  expect(link, "the mail carries the verification link").not.toBeNull();
  return link![1];
}

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const randomIp = () =>
  `10.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function setUp(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: "i18next", value: "en", url: baseURL! },
    { name: "sattva_cookie_consent", value: "yes", url: baseURL! },
  ]);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": randomIp() });
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function register(page: Page, email: string, js: boolean) {
  await page.goto("/account/register");
  if (js) await expect(page.getByRole("button", { name: "Show password" }).first()).toBeVisible();
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Conti");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("lotus-and-sandal-1");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const UNVERIFIED = "E-mail not verified yet: your guest orders placed with this address appear once you confirm it.";

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context, baseURL }) => setUp(context, baseURL));

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
  test.beforeEach(async ({ context, baseURL }) => setUp(context, baseURL));

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
