import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { cardsHydrated } from "../support/browser";

const cards = (page: Page) => page.getByTestId("product-card");
const titles = async (page: Page) => cards(page).locator("article a").allInnerTexts();

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "sattva_cookie_consent", value: "yes", url: baseURL! }]);
});

test("a misspelt 'insence' still finds incense products, ranked first", async ({ page }) => {
  const res = await page.goto("/search?q=insence");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Results for “insence”" })).toBeVisible();
  const t = await titles(page);
  expect(t.length).toBeGreaterThan(0);
  for (const title of t.slice(0, 4)) expect(title).toMatch(/incense/i);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("accents and case do not matter", async ({ page }) => {
  await page.goto("/search?q=HIMALÀYA");
  const t = await titles(page);
  expect(t.length).toBeGreaterThan(0);
  expect(t[0]).toMatch(/himalaya/i);
});

test("an empty query helps, a query with no match offers popular products", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1, name: "What are you looking for?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "palo santo" })).toBeVisible();
  await page.goto("/search?q=%27%20OR%201%3D1%20--%20zzqx");
  await expect(page.getByText("No products found for “' OR 1=1 -- zzqx”.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: "Popular products" })).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test("suggestions endpoint: JSON, six at most, cached a minute", async ({ request }) => {
  const res = await request.get("/search/suggest?q=palo");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=60");
  const body = (await res.json()) as { suggestions: { title: string; slug: string }[] };
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(6);
  expect(body.suggestions[0].title).toMatch(/palo/i);
  const short = (await (await request.get("/search/suggest?q=p")).json()) as { suggestions: unknown[] };
  expect(short.suggestions).toEqual([]);
});

test("suggestions appear while typing and the keyboard picks one", async ({ page }) => {
  await page.goto("/search");
  // The suggestions load on the box's first focus, once React runs: a box typed in before stays plain.
  await cardsHydrated(page);
  const box = page.getByRole("main").getByRole("combobox", { name: "Search products" });
  await box.pressSequentially("palo", { delay: 40 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  const options = list.getByRole("option");
  expect(await options.count()).toBeGreaterThan(0);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  const chosen = (await options.first().locator("span").first().innerText()).trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  expect(page.url()).toContain(chosen.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
});

test("Escape closes the suggestions and Enter then searches", async ({ page }) => {
  await page.goto("/search");
  await cardsHydrated(page); // the suggestions need React (see above)
  const box = page.getByRole("main").getByRole("combobox", { name: "Search products" });
  await box.pressSequentially("candle", { delay: 30 });
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
  await box.press("Escape");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=candle/);
  expect((await titles(page)).length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form is a plain GET form", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("main").getByRole("combobox", { name: "Search products" }).fill("palo santo");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=palo\+santo/);
    // The URL changes when the answer starts; wait for the results before reading them.
    await expect(cards(page).locator("article a").first()).toBeVisible();
    expect((await titles(page))[0]).toMatch(/palo santo/i);
  });
});

test("the search page has no serious accessibility problems (axe, WCAG 2 A/AA)", async ({ page }) => {
  await page.goto("/search?q=candle");
  await cardsHydrated(page); // the suggestions need React (see above)
  const box = page.getByRole("main").getByRole("combobox", { name: "Search products" });
  await box.fill("");
  await box.pressSequentially("sage", { delay: 30 });
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
