import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { PopularLinks } from "~/modules/catalog/popular.server";
import type { ChromeShop } from "~/modules/content/chrome.server";
import { renderInRouter } from "../../../../tests/support/render-in-router";
import common from "../../../../locales/en/common.json";
import newsletter from "../../../../locales/en/newsletter.json";
import commonIt from "../../../../locales/it/common.json";
import newsletterIt from "../../../../locales/it/newsletter.json";
import { Footer } from "./Footer";
import { FooterLinks } from "./FooterLinks";

/**
 * The footer's links, contacts and legal line are rendered once per language and data on the
 * server (RenderedOnce): the markup must be the one the browser renders, and follow every change of
 * the shop's settings and of the popular lists at once, not the first rendering's.
 */
const shop: ChromeShop = {
  name: "Sattva S.r.l.",
  street: "Via Roma 1",
  postalCode: "20121",
  city: "Milano",
  province: "MI",
  country: "IT",
  countryName: "Italy",
  vatNumber: "IT01234567890",
  email: "ciao@sattva.test",
  phone: "+39 02 1234 567",
};
const popular: PopularLinks = {
  products: [{ href: "/product/white-sage", name: "White sage", slug: "white-sage" }],
  categories: [{ href: "/products/categories/candles", name: "Candles", slug: "candles" }],
};

async function render(node: () => React.ReactNode, lng = "en") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { common, newsletter }, it: { common: commonIt, newsletter: newsletterIt } },
    defaultNS: "common",
  });
  return renderInRouter(node, { chrome: { welcomePercent: 10 } }, "http://shop.test/collections/all", i18n);
}

/** The footer's markup, without the name the browser finds the kept links by (`data-kept`, tested below). */
const footer = async (s: ChromeShop, p: PopularLinks, lng = "en") =>
  (await render(() => <Footer shop={s} popular={p} />, lng)).replace(/ data-kept="[0-9a-z]+"/, "");
const links = (s: ChromeShop, p: PopularLinks, lng = "en") =>
  render(
    () => (
      <div className="bg-plum-900 text-sandal-100">
        <FooterLinks shop={s} popular={p} year={new Date().getFullYear()} />
      </div>
    ),
    lng,
  );

describe("the store footer on the server", () => {
  it("writes the browser's markup, the first time and from the cache", async () => {
    const live = await links(shop, popular);
    for (let i = 0; i < 2; i++) {
      const html = await footer(shop, popular);
      expect(html).toContain(live);
      expect(html).toContain("VAT IT01234567890");
      expect(html).toContain('href="/product/white-sage"');
      // The newsletter (a form with its own state) is drawn with the page.
      expect(html).toMatch(/<form[^>]*action="\/newsletter/);
    }
  });

  it("follows the shop's settings, the popular lists and the language at once", async () => {
    await footer(shop, popular);
    const moved = { ...shop, vatNumber: "IT09876543210", city: "Torino" };
    const renamed: PopularLinks = {
      ...popular,
      products: [{ href: "/product/palo-santo", name: "Palo santo", slug: "palo-santo" }],
    };
    // Each on its own: the settings, then the lists.
    const settled = await footer(moved, popular);
    expect(settled).toContain(await links(moved, popular));
    expect(settled).toContain("VAT IT09876543210");
    expect(settled).not.toContain("IT01234567890");
    expect(settled).toContain("Torino");
    const html = await footer(moved, renamed);
    expect(html).toContain(await links(moved, renamed));
    expect(html).toContain('href="/product/palo-santo"');
    expect(html).not.toContain("white-sage");
    const italian = await footer(shop, popular, "it");
    expect(italian).toContain(await links(shop, popular, "it"));
    expect(italian).toContain(`P. IVA IT01234567890`);
  });
});
