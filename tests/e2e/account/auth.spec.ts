import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  fillLogin,
  fillRegistration,
  hydrated,
  SESSION_COOKIE as SESSION,
  sessionCookie,
  unique,
} from "../support/account";
import { axeViolations as axe, ownAddress, prepare } from "../support/browser";
import { mailedLink } from "../support/outbox";

/**
 * Log-in, sign-up, log-out and password reset in a real browser, with and without JavaScript
 * (SPEC sections 2 "Login and register", 4 "Authentication", 5 and 8; issue 3 sections 1 and 2).
 */

/** A shopper made through the JSON API, for the tests that start signed out with an account. */
async function apiShopper(request: APIRequestContext, tag: string) {
  const email = unique(tag);
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1`;
  const res = await request.post("/api/auth/register", {
    data: { fname: "Test", lname: "Shopper", email, password },
    headers: { "X-Forwarded-For": ownAddress("api") },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

/** The reset link mailed to `email` (only the reset mail: a new account also gets the e-mail verification mail). */
const resetLinkFor = async (email: string) => (await mailedLink(email, "/account/reset-password")).link;

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("register → /account with an HttpOnly SameSite=Lax session → log out → log in again", async ({
    page,
    context,
  }) => {
    const email = unique("js-reg");
    const password = "lotus-and-sandal-1";
    await page.goto("/account/register");
    await hydrated(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Create an account");
    await fillRegistration(page, { fname: "Giulia", lname: "Marino", email: email.toUpperCase(), password });
    await page.getByRole("button", { name: "CREATE" }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toContainText("Welcome to Sattva, Giulia!");
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");

    // Signed in, the log-in page sends the shopper home.
    await page.goto("/account/login");
    await expect(page).toHaveURL(/\/account$/);

    await page.goto("/logout");
    await expect(page.getByRole("heading", { level: 1, name: "Sign out?" })).toBeVisible();
    // Showing the question signs nobody out.
    expect(await sessionCookie(context)).toBeTruthy();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(context)).toBeUndefined();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount$/);

    await hydrated(page);
    await fillLogin(page, email, password);
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await sessionCookie(context)).toBeTruthy();
    expect((await sessionCookie(context))?.value).not.toBe(cookie?.value);
  });

  test("messages: required fields, and one message for a wrong password or an unknown e-mail", async ({
    page,
    request,
  }) => {
    const { email } = await apiShopper(request, "js-wrong");
    await page.goto("/account/login");
    await hydrated(page);
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields.");
    await expect(page.getByLabel("E-mail", { exact: true })).toBeFocused();
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription("This field is required.");

    await fillLogin(page, email, "not-the-password");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please check your password.");
    await expect(page.getByRole("alert")).toBeFocused();

    await fillLogin(page, unique("nobody"), "not-the-password");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please check your password.");
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test("the password's show/hide switch is a toggle button", async ({ page }) => {
    await page.goto("/account/login");
    await hydrated(page);
    const input = page.getByLabel("Password", { exact: true });
    const toggle = page.getByRole("button", { name: "Show password" });
    await input.fill("secret-words");
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.press("Enter");
    await expect(input).toHaveAttribute("type", "password");
  });

  test("while the request runs the form is dimmed with a loader; an unreachable server gets its message", async ({
    page,
  }) => {
    await page.goto("/account/login");
    await hydrated(page);
    // Hold the submission until the test lets it go.
    let release: () => void = () => {};
    let held = false;
    await page.route("**/account/login.data*", async (route) => {
      await new Promise<void>((r) => {
        release = r;
        held = true;
      });
      await route.continue();
    });
    await fillLogin(page, unique("slow"), "whatever-pass");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    const form = page.locator("form[aria-busy]").first();
    await expect(form).toHaveAttribute("aria-busy", "true");
    await expect(form).toHaveClass(/opacity-60/);
    await expect(page.getByRole("button", { name: "Please wait…" })).toBeDisabled();
    await expect.poll(() => held).toBe(true);
    release();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please check your password.");
    await expect(page.getByRole("button", { name: "SIGN IN" })).toBeEnabled();

    await page.unroute("**/account/login.data*");
    await page.route("**/account/login.data*", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Server disconnected. Please try again later.");
    // The form stays (no error screen), ready for another try.
    await expect(page.getByRole("button", { name: "SIGN IN" })).toBeEnabled();
    await expect(page.getByLabel("E-mail", { exact: true })).not.toHaveValue("");
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test("forgot password: the switch, Cancel clears it, the mail, the link, a new password and signed in", async ({
    page,
    request,
    context,
  }) => {
    const { email, password } = await apiShopper(request, "js-forgot");
    await page.goto("/account/login");
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    const panel = page.getByRole("region", { name: "Forgot Password?" });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel("E-mail", { exact: true })).toBeFocused();
    await panel.getByLabel("E-mail", { exact: true }).fill("typed-then-cancelled@example.test");
    await panel.getByRole("link", { name: "Cancel" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "SIGN IN" })).toBeVisible();
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(panel.getByLabel("E-mail", { exact: true })).toHaveValue("");

    await panel.getByRole("button", { name: "Send reset link" }).click();
    await expect(panel.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription("Please enter your email.");
    expect(await axe(page)).toEqual([]);

    await panel.getByLabel("E-mail", { exact: true }).fill(email);
    await panel.getByRole("button", { name: "Send reset link" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "If this email is registered, a password reset link has been sent.",
    );
    await expect(page).toHaveURL(/\/account\/login\?forgot=sent$/);

    const link = await resetLinkFor(email);
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-1");
    await page.getByLabel("Repeat the new password").fill("a-new-password-2");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByLabel("Repeat the new password")).toHaveAccessibleDescription(
      "The two passwords are different.",
    );
    await page.getByLabel("Repeat the new password").fill("a-new-password-1");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toContainText("Your password has been changed");
    expect(await sessionCookie(context)).toBeTruthy();

    // The link is spent; the old password no longer opens the account, the new one does.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(
      "This reset link is invalid, has expired or has already been used.",
    );
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/account/login?forgot=1",
    );
    await context.clearCookies({ name: SESSION });
    await page.goto("/account/login");
    await hydrated(page);
    await fillLogin(page, email, password);
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please check your password.");
    await fillLogin(page, email, "a-new-password-1");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("an admin lands on /sattva-admin, and a same-site redirectTo is followed", async ({ page }) => {
    await page.goto("/account/login");
    await hydrated(page);
    await fillLogin(page, "admin@example.com", "admin-demo-2026");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/sattva-admin$/);

    await page.context().clearCookies({ name: SESSION });
    await page.goto("/account/login?redirectTo=%2Fcollections%2Fall");
    await hydrated(page);
    await fillLogin(page, "shopper@example.com", "shopper-demo-2026");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/collections\/all$/);
  });

  test("after log-in nothing secret is readable by scripts: storage, cookies, the page", async ({
    page,
    request,
    context,
  }) => {
    const { email, password } = await apiShopper(request, "js-secrets");
    await page.goto("/account/login");
    await hydrated(page);
    await fillLogin(page, email, password);
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/");

    const token = (await sessionCookie(context))?.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const dump = await page.evaluate(() => {
      const store = (s: Storage) =>
        Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)]));
      return JSON.stringify({ local: store(localStorage), session: store(sessionStorage), cookie: document.cookie });
    });
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(token!);
    expect(dump).not.toMatch(/argon2|passwordHash|sattva_session/i);
    const html = await page.content();
    expect(html).not.toContain(password);
    expect(html).not.toContain(token!);
    expect(html).not.toMatch(/argon2/i);
  });

  test("axe: the log-in, sign-up and reset pages have no WCAG A/AA violations", async ({ page }) => {
    for (const [path, submit] of [
      ["/account/login", "SIGN IN"],
      ["/account/register", "CREATE"],
    ]) {
      await page.goto(path);
      await hydrated(page);
      expect(await axe(page), path).toEqual([]);
      // With the form's error messages showing.
      await page.getByRole("button", { name: submit }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axe(page), `${path} with errors`).toEqual([]);
    }

    await page.goto("/account/reset-password?token=not-a-real-token-at-all");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => prepare(context));

  test("register → /account → log out with the /logout page → log in again", async ({ page, context }) => {
    const email = unique("nojs-reg");
    await page.goto("/account/register");
    // No JavaScript, no switch: the password simply stays hidden.
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await fillRegistration(page, { fname: "Marco", lname: "Bianchi", email, password: "nojs-password-1" });
    await page.getByRole("button", { name: "CREATE" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect((await sessionCookie(context))?.httpOnly).toBe(true);

    await page.goto("/logout");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookie(context)).toBeUndefined();

    await page.goto("/account/login");
    await fillLogin(page, email, "nojs-password-1");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("a wrong password and a duplicate e-mail get their messages", async ({ page, request }) => {
    const { email } = await apiShopper(request, "nojs-wrong");
    await page.goto("/account/login");
    await fillLogin(page, email, "not-the-password");
    await page.getByRole("button", { name: "SIGN IN" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please check your password.");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);

    await page.goto("/account/register");
    await fillRegistration(page, { fname: "Dup", lname: "Licate", email, password: "another-password-1" });
    await page.getByRole("button", { name: "CREATE" }).click();
    await expect(page.getByRole("alert")).toContainText("An account with this e-mail already exists.");
  });

  test("forgot password and reset work as plain forms", async ({ page, request, context }) => {
    const { email } = await apiShopper(request, "nojs-forgot");
    await page.goto("/account/login");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/account\/login\?forgot=1$/);
    const panel = page.getByRole("region", { name: "Forgot Password?" });
    await panel.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.getByRole("link", { name: "Forgot Password?" }).click();

    await panel.getByLabel("E-mail", { exact: true }).fill(email);
    await panel.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL(/\/account\/login\?forgot=sent$/);
    await expect(page.getByText("If this email is registered, a password reset link has been sent.")).toBeVisible();

    await page.goto(await resetLinkFor(email));
    await page.getByLabel("New password", { exact: true }).fill("nojs-new-password");
    await page.getByLabel("Repeat the new password").fill("nojs-new-password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(await sessionCookie(context)).toBeTruthy();
  });
});

test.describe("JSON API", () => {
  test("log-in answers a bearer token and no cookie; log-out revokes it", async ({ request }) => {
    const headers = { "X-Forwarded-For": ownAddress() };
    const login = await request.post("/api/auth/login", {
      data: { email: "shopper@example.com", password: "shopper-demo-2026" },
      headers,
    });
    expect(login.status()).toBe(200);
    expect(login.headers()["set-cookie"]).toBeUndefined();
    expect(login.headers()["cache-control"]).toBe("no-store");
    const body = await login.json();
    expect(body.user).toEqual({
      role: "user",
      email: "shopper@example.com",
      fname: expect.any(String),
      lname: expect.any(String),
    });
    const bearer = { ...headers, Authorization: `Bearer ${body.token}` };
    expect((await request.post("/api/auth/logout", { headers: bearer })).status()).toBe(200);
    expect((await request.post("/api/auth/logout", { headers: bearer })).status()).toBe(401);
    const wrong = await request.post("/api/auth/login", {
      data: { email: "shopper@example.com", password: "nope-nope-nope" },
      headers,
    });
    expect(wrong.status()).toBe(401);
    const unknown = await request.post("/api/auth/login", { data: { email: unique("api"), password: "x" }, headers });
    expect(unknown.status()).toBe(404);
  });
});
