import { expect, test, type Page } from "@playwright/test";
import { errorsOf, pageHydrated, prepare } from "../support/browser";

/**
 * Parts the same for every visitor that the browser keeps as the server wrote them (ui/kit's
 * `RenderedOnce` with `keep`): the footer's links, the product page's breadcrumb, info, safety,
 * details and reviews, and the home page's impact figures, process, categories and brands. Their markup is neither rendered nor hydrated by React on the page that
 * came with them, and their code is not loaded; a client navigation to another product (or to the
 * home page) draws them with the code fetched then, as the server draws them; a router link in
 * kept markup is followed in the page.
 */

const PARTS = {
  crumbs: "main nav[data-kept]",
  info: "main h1",
  price: '[data-testid="price"]',
  safety: '[data-testid="product-safety"]',
  details: 'section[aria-labelledby="details"]',
  reviews: "#reviews",
};

/** Whether React rendered the element's content (its first child has a fiber), per kept element. */
async function renderedByReact(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const child = el.firstElementChild;
      return !!child && Object.keys(child).some((k) => k.startsWith("__reactFiber$"));
    });
}

async function texts(page: Page) {
  const out: Record<string, string> = {};
  for (const [name, selector] of Object.entries(PARTS)) out[name] = await page.locator(selector).first().innerText();
  return out;
}

test.describe("markup kept as the server wrote it", () => {
  test.beforeEach(async ({ context }) => prepare(context));

  test("a product page keeps its info, safety, details, reviews and footer; another product's are drawn on navigation", async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/collections/all");
    const first = await page.locator("main a[href^='/product/']").first().getAttribute("href");
    await page.goto(first!);
    await pageHydrated(page);
    const kept = ["[data-testid=store-footer] [data-kept]", "main [data-kept]"];
    await expect(page.locator("[data-kept]")).toHaveCount(6);
    for (const selector of [...kept, PARTS.crumbs, PARTS.safety, PARTS.details, PARTS.reviews]) {
      expect(await renderedByReact(page, selector), selector).toBe(false);
    }
    // Their code stays on the server: no module of theirs was fetched.
    const loadedBefore = scripts.length;
    expect(scripts.filter((s) => /ProductSections|SafetyBody|FooterLinks/.test(s))).toEqual([]);

    // A mark that a document load would lose.
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    const related = page.locator("section[aria-labelledby='related-title'] a[href^='/product/']").first();
    const next = (await related.getAttribute("href"))!;
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${next.split("?")[0]}(\\?|$)`));
    await expect(page.locator("main h1")).not.toHaveText(/^$/);
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    for (const selector of [PARTS.crumbs, PARTS.safety, PARTS.details, PARTS.reviews]) {
      expect(await renderedByReact(page, selector), selector).toBe(true);
    }
    // The footer's data did not change: still the server's markup.
    expect(await renderedByReact(page, kept[0])).toBe(false);

    // What the browser drew is what the server writes for that product.
    const direct = await page.context().newPage();
    await direct.goto(next);
    await expect.poll(() => texts(page)).toEqual(await texts(direct));
    await direct.close();
    expect(errors).toEqual([]);
  });

  test("the home page keeps its fixed sections; a client navigation to it draws them", async ({ page }) => {
    const errors = errorsOf(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const sections = ["impact", "process", "categories", "brands"].map((name) => `section[data-section="${name}"]`);
    await page.goto("/");
    await pageHydrated(page);
    for (const selector of sections) {
      await expect(page.locator(`${selector}[data-kept]`), selector).toHaveCount(1);
      expect(await renderedByReact(page, selector), selector).toBe(false);
    }
    expect(scripts.filter((s) => /HomeParts/.test(s))).toEqual([]);

    // From another page, back home by the header's logo: the sections drawn by React this time.
    await page.goto("/faq");
    await pageHydrated(page);
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.locator("header a[href='/']").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(sections[0])).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    const drawn: Record<string, string> = {};
    for (const selector of sections) {
      expect(await renderedByReact(page, selector), selector).toBe(true);
      drawn[selector] = await page.locator(selector).innerText();
    }
    const direct = await page.context().newPage();
    await direct.goto("/");
    for (const selector of sections) expect(drawn[selector], selector).toBe(await direct.locator(selector).innerText());
    await direct.close();
    expect(errors).toEqual([]);
  });

  test("a link in the kept footer is followed in the page", async ({ page }) => {
    const errors = errorsOf(page);
    const documents: string[] = [];
    await page.goto("/collections/all");
    await pageHydrated(page);
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    const footer = page.getByTestId("store-footer");
    expect(await renderedByReact(page, "[data-testid=store-footer] [data-kept]")).toBe(false);
    await footer.locator("a[href='/faq']").click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("main h1")).toBeVisible();
    expect(documents).toEqual([]);
    // The footer is still there, still kept, and its links still work.
    await footer.locator("a[href='/shipping-and-delivery']").click();
    await expect(page).toHaveURL(/\/shipping-and-delivery$/);
    expect(documents).toEqual([]);
    expect(await renderedByReact(page, "[data-testid=store-footer] [data-kept]")).toBe(false);
    expect(errors).toEqual([]);
  });
});
