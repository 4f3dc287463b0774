import { expect, test, type Page } from "@playwright/test";
import { cardsHydrated, prepare } from "../support/browser";

/**
 * What a phone does not show, it does not fetch (issue 12: fewer requests and fewer pictures drawn
 * on the page's main thread before the largest paint). A card's second picture appears on hover
 * only, and a phone cannot hover: it is not drawn there, and being lazy it is not fetched. The
 * language flags are lazy too: on a phone both copies are hidden (the bar's, and the menu's until
 * the menu opens). A screen that hovers still gets both, at once or on hover.
 */

/** The paths of the pictures the page asked for, as they come. */
function picturesAsked(page: Page) {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") asked.push(new URL(r.url()).pathname);
  });
  return asked;
}

/** Whether an <img> has been fetched and decoded. */
const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test("a phone fetches no card's second picture and no flag until the menu opens", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await prepare(context, "phone-pictures");
  const page = await context.newPage();
  const asked = picturesAsked(page);
  expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true);

  await page.goto("/collections/incense-and-perfumes");
  await cardsHydrated(page);
  const firsts = page.locator("article.pc img.pc-img:not(.pc-img2)");
  await expect.poll(() => firsts.first().evaluate(loaded)).toBe(true);
  // The last card scrolled into view: every card has been on the screen, its first picture fetched.
  await firsts.last().scrollIntoViewIfNeeded();
  await expect.poll(() => firsts.last().evaluate(loaded)).toBe(true);

  const seconds = page.locator("article.pc img.pc-img2");
  expect(await seconds.count()).toBeGreaterThan(0);
  const secondPaths = await seconds.evaluateAll((imgs) =>
    imgs.map((i) => new URL((i as HTMLImageElement).src).pathname),
  );
  expect(await seconds.evaluateAll((imgs) => imgs.map((i) => getComputedStyle(i).display))).toEqual(
    secondPaths.map(() => "none"),
  );
  const firstPaths = await firsts.evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
  // A second picture is never some card's first one in the demo catalogue, so none was asked for.
  expect(secondPaths.filter((p) => firstPaths.includes(p))).toEqual([]);
  expect(asked.filter((p) => secondPaths.includes(p))).toEqual([]);
  expect(asked.filter((p) => p.startsWith("/flags/"))).toEqual([]);

  // The menu opened: its flags are fetched and drawn.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId("mobile-menu").locator(":scope > summary").click();
  const flags = page.getByRole("navigation", { name: "Language" }).locator("img");
  await expect(flags.filter({ visible: true })).toHaveCount(5);
  for (const flag of await flags.filter({ visible: true }).all())
    await expect.poll(() => flag.evaluate(loaded)).toBe(true);
  await context.close();
});

test("a screen that hovers shows the flags at once and a card's second picture on hover", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await prepare(context, "hover-pictures");
  const page = await context.newPage();
  expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(true);
  await page.goto("/collections/incense-and-perfumes");
  await cardsHydrated(page);

  const flags = page.getByRole("navigation", { name: "Language" }).locator("img").filter({ visible: true });
  await expect(flags).toHaveCount(5);
  for (const flag of await flags.all()) await expect.poll(() => flag.evaluate(loaded)).toBe(true);

  const card = page.locator("article.pc").first();
  const second = card.locator("img.pc-img2");
  await expect(second).toHaveCSS("opacity", "0");
  await card.hover();
  await expect(second).toHaveCSS("opacity", "1");
  await expect.poll(() => second.evaluate(loaded)).toBe(true);
  await context.close();
});
