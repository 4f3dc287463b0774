import { expect, test } from "@playwright/test";
import { errorsOf, prepare } from "../support/browser";

/**
 * The web fonts come after the first paint (app/ui/kit/AfterFirstPaint.tsx): no stylesheet the
 * page loads names them, a script adds them once the page is drawn, and the text then uses them. A
 * browser without JavaScript gets them from a <noscript> stylesheet.
 */

test("with JavaScript, the fonts are added after the first paint and used", async ({ page, context }) => {
  await prepare(context, "fonts");
  const errors = errorsOf(page);
  await page.goto("/collections/incense-and-perfumes");
  // The stylesheets the first paint waits for define only the local fallbacks.
  const families = await page.evaluate(() =>
    [...document.styleSheets].flatMap((s) =>
      [...s.cssRules].filter((r) => r instanceof CSSFontFaceRule).map((r) => (r as CSSFontFaceRule).style.fontFamily),
    ),
  );
  expect(families.map((f) => f.replace(/"/g, "")).sort()).toEqual(["Fraunces Fallback", "Inter Fallback"]);

  // Then the script's faces: the Latin ones loaded, the extended ones waiting for a page that needs them.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.includes("Variable"))
          .map((f) => `${f.family.replace(/"/g, "")} ${f.status}`)
          .sort(),
      ),
    )
    .toEqual([
      "Fraunces Variable loaded",
      "Fraunces Variable unloaded",
      "Inter Variable loaded",
      "Inter Variable unloaded",
    ]);
  expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check("700 32px 'Fraunces Variable'"))).toBe(true);
  expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Fraunces Variable/);
  expect(errors).toEqual([]); // the script runs under the page's CSP (its nonce)
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the fonts come from the noscript stylesheet", async ({ page, context }) => {
    await prepare(context, "fonts-nojs");
    const woff2 = page.waitForResponse((r) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(r.url()));
    const css = page.waitForResponse((r) => /\/assets\/fonts-[\w-]+\.css$/.test(r.url()));
    await page.goto("/collections/incense-and-perfumes");
    expect((await css).ok()).toBe(true);
    expect((await woff2).ok()).toBe(true);
  });
});
