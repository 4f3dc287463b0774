import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The storefront chrome: header, navigation, footer, cookie banner and the global widgets
// (SPEC section 2 "Public header", "Footer", "Chrome visibility"; sections 4 and 9).

const header = (page: Page) => page.getByTestId("store-header");
const footer = (page: Page) => page.getByTestId("store-footer");
/** Opens a page and waits until React has hydrated it (the nav marks itself once enhanced). */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("nav.nav[data-enhanced]")).toHaveCount(1);
}
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main navigation" });

test.describe("header", () => {
  test("has flags, announcement, search, logo, account menu and cart", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en&utm=x");
    const flags = header(page).getByRole("navigation", { name: "Language" });
    await expect(flags.getByRole("link")).toHaveCount(5);
    for (const [lng, name] of [
      ["it", "Italiano"],
      ["en", "English"],
      ["fr", "Français"],
      ["de", "Deutsch"],
      ["es", "Español"],
    ]) {
      const link = flags.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", `/?lng=${lng}&utm=x`);
    }
    await expect(flags.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(flags.getByRole("link", { name: "Français" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(header(page).getByText("10% off your next order")).toBeVisible();

    const search = header(page).getByRole("combobox", { name: "Search products" });
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute("name", "q");

    const logo = header(page).getByRole("link", { name: "Sattva, go to the home page" });
    await expect(logo).toHaveAttribute("href", "/");
    const svg = logo.locator("svg");
    await expect(svg).toHaveAttribute("width", /\d+/);
    await expect(svg).toHaveAttribute("height", /\d+/);

    await expect(header(page).locator('a[href="/cart"][data-cart-count="0"]')).toBeVisible();

    const account = header(page).getByTestId("account-menu");
    await account.locator("summary").click();
    await expect(account.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/account/login");
    await expect(account.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/account/register");
    await page.keyboard.press("Escape");
    await expect(account.getByRole("link", { name: "Sign in" })).toBeHidden();
  });

  test("the search form is a plain GET to /search", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await header(page).getByRole("combobox", { name: "Search products" }).fill("palo santo");
    await header(page).getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=palo\+santo$/);
  });

  test("main navigation has the spec's entries and links", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const nav = mainNav(page);
    const expected: [string, string][] = [
      ["Collections", "/collections/all"],
      ["Incense & Perfumes", "/collections/incense-&-perfumes"],
      ["Minerals & Jewels", "/collections/minerals-&-jewels"],
      ["Crafts & Decoration", "/collections/crafts-&-decoration"],
      ["Baths & Cosmetics", "/collections/bath-&-cosmetics"],
      ["Corporate Gifting", "/pages/contact-us"],
      ["Where's My Order?", "/pages/where's-my-order"],
      ["Journal", "/pages/journal"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    }
  });

  test("a dropdown opens and closes with the keyboard and lists the right sub-links", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const nav = mainNav(page);
    await nav.getByRole("link", { name: "Incense & Perfumes", exact: true }).focus();
    await page.keyboard.press("Tab");
    const toggle = nav.getByRole("button", { name: "Incense & Perfumes submenu" });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    const hrefs = await panel.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual([
      "/products/categories/candles",
      "/products/categories/palo-santo",
      "/products/categories/incense-in-grains",
      "/products/categories/natural-sages",
      "/products/categories/carbon",
      "/collections/incense-&-perfumes",
    ]);
    // Tab moves into the open panel.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Candles" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("the Collections mega-menu lists every collection and links to /collections/all", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const toggle = mainNav(page).getByRole("button", { name: "Collections submenu" });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "View all collections" })).toHaveAttribute("href", "/collections/all");
    for (const href of [
      "/collections/incense-&-perfumes",
      "/collections/minerals-&-jewels",
      "/collections/crafts-&-decoration",
      "/collections/bath-&-cosmetics",
    ]) {
      await expect(panel.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(panel.locator('a[href="/products/categories/natural-sponges"]')).toHaveCount(1);
    await expect(panel.locator('a[href="/products/categories/himalayan-salt-lamps"]')).toHaveCount(1);
    // A click elsewhere closes it.
    await page.mouse.click(5, 600);
    await expect(panel).toBeHidden();
  });

  test("skip link jumps to the main content", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("dropdowns open on hover and while focus is inside; top-level labels are links", async ({ page }) => {
    await page.goto("/?lng=en");
    const nav = mainNav(page);
    const link = nav.getByRole("link", { name: "Minerals & Jewels", exact: true });
    const panel = page.locator("#nav-panel-minerals");
    await expect(panel).toBeHidden();
    await link.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
    await link.focus();
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[href="/products/categories/pearls"]')).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/collections\/minerals-&-jewels$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens the menu; Escape closes it", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const summary = page.getByTestId("mobile-menu").locator(":scope > summary");
    await expect(summary).toHaveAccessibleName("Menu");
    await summary.click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Journal" })).toHaveAttribute("href", "/pages/journal");
    // The drawer is the same navigation as the wide bar: a collection's chevron opens its sub-menu.
    await nav.getByRole("button", { name: "Crafts & Decoration submenu" }).click();
    await expect(nav.getByRole("link", { name: "Fountains" })).toHaveAttribute(
      "href",
      "/products/categories/fountains",
    );
    // Flags are in the menu on narrow screens.
    await expect(page.getByRole("navigation", { name: "Language" }).getByRole("link")).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the hamburger still opens the menu and its sub-menus", async ({ page }) => {
      await page.goto("/?lng=en");
      await page.getByTestId("mobile-menu").locator(":scope > summary").click();
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      await expect(nav).toBeVisible();
      // Without JS the drawer lists every collection's sub-menu open (the chevrons need JS).
      await expect(nav.getByRole("link", { name: "Natural Sponges" })).toHaveAttribute(
        "href",
        "/products/categories/natural-sponges",
      );
      await nav.getByRole("link", { name: "Where's My Order?" }).click();
      await expect(page).toHaveURL(/\/pages\/where's-my-order$/);
    });
  });
});

test.describe("language", () => {
  test("switching to French changes html lang and texts, and is remembered", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await header(page).getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\?lng=fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page
        .getByRole("navigation", { name: "Navigation principale" })
        .getByRole("link", { name: "Encens et parfums", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller au contenu" })).toHaveCount(1);
    // The next page, without ?lng, stays in French (cookie i18next).
    await page.goto("/pages/journal");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(footer(page).getByRole("heading", { name: "Nous contacter" })).toBeVisible();
  });

  test("a script-like ?lng is ignored", async ({ page }) => {
    let dialog = false;
    page.on("dialog", (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto("/");
    const normal = await page.locator("html").getAttribute("lang");
    await page.goto("/?lng=<script>alert(1)</script>");
    await expect(page.locator("html")).toHaveAttribute("lang", normal!);
    expect(["it", "en", "fr", "de", "es"]).toContain(normal);
    const hrefs = await header(page)
      .getByRole("navigation", { name: /Language|Lingua/ })
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
    for (const h of hrefs) expect(h).not.toContain("script");
    expect(dialog).toBe(false);
    expect(await page.context().cookies()).not.toContainEqual(
      expect.objectContaining({ name: "i18next", value: expect.stringContaining("script") }),
    );
  });
});

test.describe("cookie banner", () => {
  test("accept with JS hides it at once and it stays gone", async ({ page, context }) => {
    await gotoHydrated(page, "/?lng=en");
    const banner = page.getByRole("region", { name: "Cookie notice" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Read the privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/\?lng=en$/);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "sattva_cookie_consent")?.value)
      .toBe("yes");
    const cookie = (await context.cookies()).find((c) => c.name === "sattva_cookie_consent")!;
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(cookie.sameSite).toBe("Lax");
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("accept posts, comes back to the same page, and the banner is gone", async ({ page }) => {
      await page.goto("/pages/journal?lng=en");
      const banner = page.getByRole("region", { name: "Cookie notice" });
      await banner.getByRole("button", { name: "Accept" }).click();
      await expect(page).toHaveURL(/\/pages\/journal\?lng=en$/);
      await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
    });
  });

  test("the consent route only redirects to same-site paths", async ({ request }) => {
    for (const bad of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await request.post("/cookie-consent", { form: { redirectTo: bad }, maxRedirects: 0 });
      expect(res.status(), bad).toBe(302);
      expect(res.headers()["location"], bad).toBe("/");
      expect(res.headers()["set-cookie"]).toContain("sattva_cookie_consent=yes");
      expect(res.headers()["set-cookie"]).toContain("Max-Age=2592000");
    }
    const ok = await request.post("/cookie-consent", { form: { redirectTo: "/faq?x=1" }, maxRedirects: 0 });
    expect(ok.headers()["location"]).toBe("/faq?x=1");
  });
});

test.describe("widgets", () => {
  test("scroll-to-top appears after 200 px and brings the page back up", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("falling dots follow the mouse on one aria-hidden, non-interactive layer", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const layer = page.locator("#sattva-dots");
    // The effect loads after idle; keep moving until it has started.
    await expect(async () => {
      for (let i = 0; i < 5; i++) await page.mouse.move(300 + i * 20, 300 + i * 5);
      await expect(layer).toHaveCount(1, { timeout: 200 });
    }).toPass({ timeout: 8000 });
    for (let i = 0; i < 40; i++) await page.mouse.move(200 + i * 10, 400, { steps: 2 });
    await expect(layer).toHaveAttribute("aria-hidden", "true");
    const styles = await layer.evaluate((el) => ({
      pe: getComputedStyle(el).pointerEvents,
      pos: getComputedStyle(el).position,
    }));
    expect(styles).toEqual({ pe: "none", pos: "fixed" });
    const live = await layer.locator("span").count();
    expect(live).toBeGreaterThan(0);
    expect(live).toBeLessThanOrEqual(30);
    // Dots fade out after 1.5 s.
    await expect(layer.locator("span")).toHaveCount(0, { timeout: 4000 });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("there is no dots layer", async ({ page }) => {
      await gotoHydrated(page, "/?lng=en");
      await page.waitForTimeout(2500);
      for (let i = 0; i < 10; i++) await page.mouse.move(300 + i * 20, 300);
      await page.waitForTimeout(300);
      await expect(page.locator("#sattva-dots")).toHaveCount(0);
    });
  });
});

test.describe("footer", () => {
  test("has info links, popular lists, contact, six socials and payment logos", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const f = footer(page);
    const info = f.getByRole("navigation", { name: "Info" });
    const infoHrefs = await info.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(infoHrefs).toEqual([
      "/customer-service",
      "/payment-methods",
      "/shipping-and-delivery",
      "/privacy-policy",
      "/terms-&-conditions",
      "/faq",
    ]);
    const products = f.getByRole("navigation", { name: "Popular products" }).getByRole("link");
    await expect(products.first()).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
    const categories = f.getByRole("navigation", { name: "Popular categories" }).getByRole("link");
    await expect(categories.first()).toHaveAttribute("href", /^\/(products\/categories|collections)\/[^/]+$/);

    await expect(f.getByRole("heading", { name: "Contact us" })).toBeVisible();
    await expect(f.locator("address")).toContainText("Bologna (BO), Italy");
    await expect(f.locator('address a[href^="mailto:"]')).toHaveCount(1);
    await expect(f.locator('address a[href^="tel:"]')).toHaveCount(1);

    for (const name of ["Facebook", "Instagram", "X (Twitter)", "TikTok", "LinkedIn", "WhatsApp"]) {
      const link = f.getByRole("link", { name: new RegExp(`^Sattva on ${name.replace(/[()]/g, "\\$&")}`) });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(f.getByRole("link", { name: /^Sattva on / })).toHaveCount(6);
    for (const alt of ["Stripe", "Visa", "Mastercard", "Fintecture", "PayPal"]) {
      await expect(f.getByRole("img", { name: alt })).toBeVisible();
    }
    await expect(f).toContainText(`© ${new Date().getFullYear()} Sattva`);
  });

  test("the newsletter block shows on most pages and not on /account/login", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await expect(footer(page).locator('input[name="email"]')).toHaveCount(1);
    const res = await page.goto("/account/login?lng=en");
    expect(res?.status()).toBeLessThan(500);
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).locator('input[name="email"]')).toHaveCount(0);
  });
});

test.describe("chrome visibility and error screens", () => {
  test("back-office paths show no public header or footer", async ({ page, context, baseURL }) => {
    // Staff sign in through the JSON API; its token is a session like the log-in form's cookie.
    const signIn = async (email: string, password: string) => {
      const res = await page.request.post("/api/auth/login", {
        data: { email, password },
        headers: { "X-Forwarded-For": "10.61.0.1" },
      });
      expect(res.status()).toBe(200);
      const { token } = (await res.json()) as { token: string };
      await context.addCookies([{ name: "sattva_session", value: token, url: baseURL! }]);
    };
    for (const [path, email, password] of [
      ["/sattva-admin", "admin@example.com", "admin-demo-2026"],
      ["/sattva-administration/products", "admin@example.com", "admin-demo-2026"],
      ["/sattva-product-manager", "manager@example.com", "manager-demo-2026"],
    ]) {
      await signIn(email, password);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId("store-header"), path).toHaveCount(0);
      await expect(page.getByTestId("store-footer"), path).toHaveCount(0);
      await expect(page.getByRole("region", { name: /cookie/i }), path).toHaveCount(0);
    }
  });

  test("the 404 screen shows the path and a home link inside the chrome", async ({ page }) => {
    const res = await page.goto("/no/such/place?lng=en");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("/no/such/place", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });

  test("header and footer have no serious accessibility problems (axe wcag2a/aa)", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    const results = await new AxeBuilder({ page })
      .include('[data-testid="store-header"]')
      .include('[data-testid="store-footer"]')
      .include('[data-testid="cookie-banner"]')
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("open navigation menus pass axe too", async ({ page }) => {
    await gotoHydrated(page, "/?lng=en");
    await mainNav(page).getByRole("button", { name: "Collections submenu" }).click();
    await header(page).getByTestId("account-menu").locator("summary").click();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="store-header"]')
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => v.id)).toEqual([]);
  });
});
