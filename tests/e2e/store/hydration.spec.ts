import { expect, test } from "@playwright/test";
import { cardsHydrated as hydrated, errorsOf, prepare } from "../support/browser";

/**
 * The browser hydrates what the server wrote without a mismatch. The server writes a shopper's
 * product cards from a cache (RenderedOnce: once per product, place, language, address and heart
 * state), so too the product page's parts that are the same for everyone, and several parts
 * without the router's hooks (links, hearts); a difference from what React
 * renders in the browser would show as a hydration error in the console (React then draws the page
 * again in the browser). Each page is visited twice, the second time from the cache, and again
 * once a heart is saved.
 */

const pages = [
  "/",
  "/collections/all",
  "/collections/all?page=2&lng=de",
  "/search?q=incense",
  "/collections/all?lng=it",
];

test("storefront pages hydrate the server's cards without a mismatch", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await prepare(context, "hydration");
  const page = await context.newPage();
  const errors = errorsOf(page);
  for (const path of pages) {
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path);
      await hydrated(page);
      expect(errors, `${path}, visit ${visit + 1}`).toEqual([]);
    }
  }

  // A saved heart: the next page's card is the pressed variant, from the server, hydrated as such.
  await page.goto("/collections/all?lng=en");
  await hydrated(page);
  const heart = page.getByRole("button", { name: /^Save .+ to your wishlist$/ }).first();
  const name = (await heart.textContent())!.trim();
  // The heart turns at once (the fetcher's pending state): wait for the post itself to be answered.
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && /^\/wishlist(\.data)?$/.test(new URL(r.url()).pathname),
  );
  await heart.click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");
  for (let visit = 0; visit < 2; visit++) {
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(errors, `saved heart, visit ${visit + 1}`).toEqual([]);
  }
  await context.close();
});
