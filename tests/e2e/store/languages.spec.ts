import { expect, test } from "@playwright/test";
import { DE } from "../../../prisma/seed/i18n/products.de";
import { ES } from "../../../prisma/seed/i18n/products.es";
import { FR } from "../../../prisma/seed/i18n/products.fr";
import { IT } from "../../../prisma/seed/i18n/products.it";

// The catalogue in the shopper's language (issue 10): switching the language with the header's
// flags changes the product texts and the taxonomy names, not only the interface.

const EN_TITLE = "Hem Precious Chandan Incense Sticks";
const SLUG = "hem-precious-chandan-incense-sticks";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "sattva_cookie_consent", value: "yes", url: baseURL! }]);
});

const flag = (page: import("@playwright/test").Page, lng: string) =>
  page.locator(`a[hreflang="${lng}"]:visible`).first();

test("a product page switches between Italian, French and English", async ({ page }) => {
  await page.goto(`/product/${SLUG}?lng=it`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(IT[EN_TITLE].title);
  await expect(page.getByText(IT[EN_TITLE].description[0])).toBeVisible();

  await flag(page, "fr").click();
  await expect(page).toHaveURL(/[?&]lng=fr/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FR[EN_TITLE].title);
  await expect(page.getByText(FR[EN_TITLE].description[0])).toBeVisible();
  // The breadcrumb names the collection in French, from the catalogue.
  await expect(page.getByRole("link", { name: "Encens et parfums" }).first()).toBeVisible();

  await flag(page, "en").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN_TITLE);
});

test("a collection switches its title, filters and cards between German and Spanish", async ({ page }) => {
  // The cards' titles in the page's language. Any card, not the first: other files add products
  // (in Italian and English only) that a collection lists first while this test runs.
  const cardTitles = () => page.getByTestId("product-card").locator("article a").allInnerTexts();
  const anyIn = (titles: Set<string>) => async () =>
    (await cardTitles()).some((text) => [...titles].some((t) => text.includes(t)));

  await page.goto("/collections/incense-and-perfumes?lng=de");
  await expect(page.getByRole("heading", { level: 1, name: "Räucherwerk & Düfte" })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect.poll(anyIn(new Set(Object.values(DE).map((t) => t.title)))).toBe(true);

  await flag(page, "es").click();
  await expect(page).toHaveURL(/[?&]lng=es/);
  await expect(page.getByRole("heading", { level: 1, name: "Incienso y perfumes" })).toBeVisible();
  await expect.poll(anyIn(new Set(Object.values(ES).map((t) => t.title)))).toBe(true);
});
