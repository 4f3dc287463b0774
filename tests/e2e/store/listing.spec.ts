import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cardsHydrated } from "../support/browser";

const cards = (page: Page) => page.getByTestId("product-card");
const prices = async (page: Page) =>
  await cards(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-price-cents"))));
const brands = async (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-brand")));
const titles = async (page: Page) => cards(page).locator("article a").allInnerTexts();

test.beforeEach(async ({ context, baseURL }) => {
  // Keep the cookie banner out of the way.
  await context.addCookies([{ name: "sattva_cookie_consent", value: "yes", url: baseURL! }]);
});

test("/collections redirects to /collections/all, which lists every product 24 a page", async ({ page }) => {
  await page.goto("/collections?lng=en");
  await expect(page).toHaveURL(/\/collections\/all(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const next = page.locator('head link[rel="next"]');
  await expect(next).toHaveAttribute("href", /\/collections\/all\?page=2$/);
});

test("the navigation's incense-&-perfumes slug works, and bath-&-cosmetics leads to the baths collection", async ({
  page,
}) => {
  const res = await page.goto("/collections/incense-&-perfumes");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Incense & Perfumes" })).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/collections\/incense-and-perfumes$/,
  );

  await page.goto("/collections/bath-&-cosmetics");
  await expect(page).toHaveURL(/\/collections\/baths-and-cosmetics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Baths & Cosmetics" })).toBeVisible();
});

test("an unknown collection answers 404 with the spec's message", async ({ page }) => {
  const res = await page.goto("/collections/no-such-thing");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("No Products found in no-such-thing.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse all products" })).toBeVisible();
});

test("sorting by price ascending (and descending) really sorts by the price paid", async ({ page }) => {
  await page.goto("/collections/all?sort=price-asc");
  const asc = await prices(page);
  expect(asc.length).toBe(24);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await page.goto("/collections/all?sort=price-desc&page=2");
  const desc = await prices(page);
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await page.goto("/collections/all?sort=price-desc");
  expect((await prices(page))[23]).toBeGreaterThanOrEqual(desc[0]);
});

test("pagination: numbered links, next/previous, a clamp past the end", async ({ page }) => {
  await page.goto("/collections/all");
  const first = await titles(page);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");
  const second = await titles(page);
  expect(second.some((t) => first.includes(t))).toBe(false);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/collections\/all$/);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).not.toHaveURL(/page=/);
  await page.goto("/collections/all?page=999");
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test("bad query values are ignored, never an error", async ({ page }) => {
  const res = await page.goto(
    "/collections/all?sort=%27%20OR%201%3D1--&page=-4&min=abc&max=1e999&brand=%3Cscript%3E&stock=maybe",
  );
  expect(res?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(24);
  // A NUL byte is refused by the server before any page (400, never a database error).
  const nul = await page.goto("/collections/all?max=%00");
  expect(nul?.status()).toBe(400);
});

test("the home tile target /products/categories/himalaya-salt-lamps lists the lamps, with a breadcrumb", async ({
  page,
}) => {
  const res = await page.goto("/products/categories/himalaya-salt-lamps");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Himalayan Salt Lamps" })).toBeVisible();
  const t = await titles(page);
  expect(t.length).toBeGreaterThan(0);
  for (const title of t) expect(title).toMatch(/lamp/i);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Crafts & Decoration" })).toHaveAttribute(
    "href",
    "/collections/crafts-and-decoration",
  );

  await page.goto("/products/categories/himalayan-salt-lamps");
  await expect(page).toHaveURL(/\/products\/categories\/himalaya-salt-lamps$/);
  const amp = await page.goto("/products/categories/plates-%26-supports");
  expect(amp?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Plates & Supports" })).toBeVisible();
  const missing = await page.goto("/products/categories/unicorns");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("We could not find the category “unicorns”.")).toBeVisible();
});

test.describe("filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the GET form filters by brand, stock and price, and the URL carries them", async ({ page }) => {
    await page.goto("/collections/incense-and-perfumes");
    const before = await cards(page).count();
    await page.locator("summary", { hasText: "Filters" }).click();
    const form = page.getByRole("form", { name: "Filters" });
    await form.getByRole("checkbox", { name: /^HEM/ }).check();
    await form.getByRole("checkbox", { name: /^SATYA/ }).check();
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/brand=hem&brand=satya/);
    // The URL changes when the navigation commits; the list is there once the page has loaded.
    await page.waitForLoadState("load");
    const b = await brands(page);
    expect(b.length).toBeGreaterThan(0);
    expect(b.length).toBeLessThan(before);
    for (const brand of b) expect(["HEM", "SATYA"]).toContain(brand);
    // The filters stay ticked on the new page.
    await page.locator("summary", { hasText: "Filters" }).click();
    await expect(form.getByRole("checkbox", { name: /^HEM/ })).toBeChecked();

    await page.goto("/collections/all?sort=price-asc");
    await page.locator("summary", { hasText: "Filters" }).click();
    await form.getByRole("checkbox", { name: "In stock only" }).check();
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/stock=1/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await page.waitForLoadState("load");
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await cards(page).evaluateAll((els) => els.every((e) => Number(e.getAttribute("data-stock")) > 0))).toBe(
      true,
    );

    await page.goto("/collections/all");
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Maximum price in euros").fill("5");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/max=5/);
    await page.waitForLoadState("load");
    const p = await prices(page);
    expect(p.length).toBeGreaterThan(0);
    for (const cents of p) expect(cents).toBeLessThanOrEqual(500);
  });

  test("sorting works with the Sort button", async ({ page }) => {
    await page.goto("/collections/all");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await page.waitForLoadState("load");
    const asc = await prices(page);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });
});

test.describe("filters with JavaScript", () => {
  test("a tick or a sort choice applies at once", async ({ page }) => {
    await page.goto("/collections/all");
    // A tick applies itself once React runs; before, it only ticks the box.
    await cardsHydrated(page);
    const form = page.getByRole("form", { name: "Filters" });
    await form.getByRole("checkbox", { name: /^SATYA/ }).check();
    await expect(page).toHaveURL(/brand=satya/);
    await expect.poll(async () => new Set(await brands(page))).toEqual(new Set(["SATYA"]));
    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/brand=satya/);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1] >= v);
      })
      .toBe(true);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/brand=/);
  });
});

test("a collection page has no serious accessibility problems (axe, WCAG 2 A/AA)", async ({ page }) => {
  await page.goto("/collections/minerals-&-jewels?brand=terra");
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("robots.txt and sitemap.xml", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /search");
  expect(robots).toContain("Disallow: /sattva-");
  expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const res = await request.get("/sitemap.xml");
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  expect(xml).toContain("/collections/incense-and-perfumes</loc>");
  expect(xml).toContain("/products/categories/plates-&amp;-supports</loc>");
  expect(xml).toContain("/pages/where%27s-my-order</loc>");
  expect(xml).toContain("/terms-&amp;-conditions</loc>");
  expect(xml).toMatch(/\/product\/[a-z0-9-]+<\/loc>\s*<lastmod>/);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
});
