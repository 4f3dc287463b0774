import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { cardsHydrated, errorsOf, pageHydrated, prepare } from "../support/browser";
import { addToCart, checkoutHydrated, productFor } from "../support/checkout";

/**
 * The storefront's pages hydrate without making an Intl formatter (or calling the locale methods
 * that make one): in Chromium the first Intl.NumberFormat, DateTimeFormat or DisplayNames of a page
 * costs 35–140 ms of main thread (ICU's set-up), paid inside the hydration task. Prices and whole
 * numbers are written by lib/numbers, dates and country names by the loaders. Intl.PluralRules
 * (the translations' counts) is not watched: it costs 1–4 ms, without that set-up. The pages are
 * those of the Lighthouse bench (home, a collection, a product, search, cart, payment), in Italian
 * and in English.
 */

async function watchIntl(context: BrowserContext) {
  await context.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { __intlMade: string[] }).__intlMade = made;
    const kinds = [
      "NumberFormat",
      "DateTimeFormat",
      "DisplayNames",
      "Collator",
      "ListFormat",
      "RelativeTimeFormat",
    ] as const;
    for (const kind of kinds) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
        construct(target, args) {
          made.push(`Intl.${kind}`);
          return Reflect.construct(target, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name];
      (proto as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        made.push(name);
        return original.apply(this, args);
      };
    }
  });
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

for (const lng of ["it", "en"] as const) {
  test(`storefront pages hydrate without an Intl object (${lng})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL });
    await prepare(context, `intl-${lng}`);
    await watchIntl(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const listing = await (await page.request.get(`/collections/all?lng=${lng}`)).text();
    const product = /href="(\/product\/[^"?#]+)"/.exec(listing)?.[1];
    expect(product, "a product linked from the collection").toBeTruthy();
    const cards = async () => cardsHydrated(page);
    const frame = async () => pageHydrated(page);
    for (const [path, hydrated] of [
      ["/", frame],
      ["/collections/incense-and-perfumes", cards],
      [product!, frame],
      ["/search?q=incense", cards],
    ] as const) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      await hydrated();
      expect(await intlMade(page), path).toEqual([]);
    }
    // The cart, with a product in it (its line, its total).
    await addToCart(page, "main", await productFor(page.request, "main", 40 + (lng === "it" ? 0 : 1)));
    await page.goto(`/cart?lng=${lng}`);
    await frame();
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
    expect(await intlMade(page), "/cart").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test.describe("the payment page", () => {
  test.use({ baseURL: TEST_GATEWAY_URL });

  test("hydrates without an Intl object: the countries' names and order come from the server", async ({
    page,
    context,
  }) => {
    await prepare(context, "intl-payment");
    await watchIntl(context);
    await addToCart(page, "gateway", await productFor(page.request, "gateway", 42));
    await page.goto("/pages/payment-proceed?method=card&lng=it");
    await checkoutHydrated(page);
    expect(await intlMade(page)).toEqual([]);
    // The select lists the countries by their Italian names, in Italian order; the summary names the one chosen.
    const names = await page.locator("#checkout-country option").allTextContents();
    expect(names).toHaveLength(27);
    expect(names).toEqual([...names].sort(new Intl.Collator("it-IT").compare));
    expect(names).toContain("Germania");
    await page.locator("#checkout-country").selectOption("DE");
    await expect(page.getByRole("region", { name: "Riepilogo dell'ordine" })).toContainText("Spedizione in Germania");
  });
});
