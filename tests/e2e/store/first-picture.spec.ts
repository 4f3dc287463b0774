import { expect, test, type Page } from "@playwright/test";
import { cardsHydrated, errorsOf, prepare } from "../support/browser";

/**
 * The page's largest picture (its `fetchpriority="high"` one), when it is the shop's drawn art,
 * comes in the page itself as a data: address (app/lib/inline-picture.ts): the browser paints it
 * with the first paint instead of asking for it behind the stylesheet, the fonts and the scripts
 * (Lighthouse's LCP, issue 12). React hydrates over it without a mismatch and leaves it as the
 * server wrote it; a page the browser renders itself (a client-side navigation) uses the address.
 */

/** The page's largest picture, once drawn: its address and its drawn width. */
async function firstPicture(page: Page) {
  const img = page.locator('img[fetchpriority="high"]');
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  return { src: (await img.getAttribute("src"))!, width: await img.evaluate((i: HTMLImageElement) => i.naturalWidth) };
}

test("the largest picture comes in the page and stays there once hydrated", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await prepare(context, "first-picture");
  const page = await context.newPage();
  const errors = errorsOf(page);
  const artRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/art/")) artRequests.push(new URL(r.url()).pathname);
  });

  const product = async () => {
    // The gallery's arrows are drawn once React runs.
    await expect(page.getByRole("button", { name: "Next image" })).toBeVisible();
  };
  for (const [path, hydrated, width] of [
    ["/", cardsHydrated, 1600],
    ["/collections/incense-and-perfumes", cardsHydrated, 1600],
    ["/search?q=incense", cardsHydrated, 800],
  ] as const) {
    await page.goto(path);
    const before = await firstPicture(page);
    expect(before.src, path).toMatch(/^data:image\/svg\+xml,%3csvg /);
    expect(before.width, path).toBe(width);
    await hydrated(page);
    expect((await firstPicture(page)).src, `${path}, hydrated`).toBe(before.src);
    expect(errors, path).toEqual([]);
  }
  // Only the other pictures were asked for: each page's largest came with it (none of these
  // pages shows its largest picture a second time further down).
  expect(artRequests.filter((p) => p.startsWith("/art/hero/1.") || p.includes("/wide-"))).toEqual([]);

  // A product page from a card, rendered by the browser: the picture by its address.
  const card = page.locator("article.pc a.pc-link").first();
  const href = (await card.getAttribute("href"))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await product();
  expect((await firstPicture(page)).src).toMatch(/^\/art\/[a-z-]+\/\d+\.svg$/);

  // The same product page from the server: in the page again.
  await page.reload();
  const served = await firstPicture(page);
  expect(served.src).toMatch(/^data:image\/svg\+xml,/);
  expect(served.width).toBe(800);
  await product();
  expect((await firstPicture(page)).src).toBe(served.src);
  expect(errors).toEqual([]);
  await context.close();
});
