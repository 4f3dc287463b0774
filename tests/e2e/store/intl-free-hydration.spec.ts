import { expect, test } from "@playwright/test";
import { TEST_GATEWAY_URL } from "../../../playwright.config";
import { cardsHydrated, errorsOf, intlMade, pageHydrated, prepare, watchIntl } from "../support/browser";
import { signIn } from "../support/account";
import { addToCart, checkoutHydrated, productFor } from "../support/checkout";

/**
 * The storefront's pages hydrate without making an Intl formatter (or calling the locale methods
 * that make one): in Chromium the first Intl.NumberFormat, DateTimeFormat or DisplayNames of a page
 * costs 35–140 ms of main thread (ICU's set-up), paid inside the hydration task. Prices and whole
 * numbers are written by lib/numbers, dates by lib/dates, country names by the loaders.
 * Intl.PluralRules (the translations' counts) is not watched: it costs 1–4 ms, without that
 * set-up. The pages: those of the Lighthouse bench (home, a collection, a product, search, cart,
 * payment) in Italian and in English, the shopper's account area (its dates, prices and
 * countries) in four languages, and the pages of shop law that show a date.
 */

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

test("the account area and the pages with a date hydrate without an Intl object", async ({ page, context }) => {
  test.slow(); // fourteen pages hydrated in turn, on shared cores
  await prepare(context, "intl-account");
  await watchIntl(context);
  const errors = errorsOf(page);
  // The demo shopper: orders with dates, totals and the country shipped to, addresses, payments,
  // notifications, reviews. Only read here.
  await signIn(page, { email: "shopper@example.com", password: "shopper-demo-2026" });
  const tabs = [
    "",
    "/orders",
    "/reviews",
    "/wishlist",
    "/payments",
    "/addresses",
    "/notifications",
    "/alerts",
    "/settings",
  ];
  for (const lng of ["it", "en", "de", "es"] as const) {
    for (const tab of lng === "it" || lng === "en" ? tabs : ["/orders", "/addresses"]) {
      await page.goto(`/account${tab}?lng=${lng}`);
      await pageHydrated(page);
      expect(await intlMade(page), `/account${tab} (${lng})`).toEqual([]);
    }
  }
  // What the loaders wrote is what Intl writes (in German: the order's date, the country).
  await page.goto("/account/orders?lng=de");
  await expect(page.getByTestId("order-card").first()).toContainText(/Aufgegeben am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
  await expect(page.getByTestId("order-card").first()).toContainText("Italien");
  await page.goto("/account/addresses?lng=de");
  await expect(page.getByTestId("address-card").first()).toContainText("Italien");
  for (const path of ["/pages/accessibility", "/pages/withdrawal", "/pages/erase-my-data", "/terms-&-conditions"]) {
    await page.goto(`${path}?lng=it`);
    await pageHydrated(page);
    expect(await intlMade(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
