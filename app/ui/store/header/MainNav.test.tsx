import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { NavCollectionEntry } from "~/lib/chrome";
import { renderInRouter } from "../../../../tests/support/render-in-router";
import common from "../../../../locales/en/common.json";
import commonIt from "../../../../locales/it/common.json";
import { LiveMainNav, ServerMainNav } from "./MainNav";

/**
 * The server's navigation is rendered once per language, navigation and set of active links
 * (RenderedOnce): on every page it must write the browser's first rendering (LiveMainNav), with the
 * right link marked as the current page, from the cache as well.
 */
const nav: NavCollectionEntry[] = [
  {
    key: "incense",
    href: "/collections/incense-&-perfumes",
    name: null,
    links: [
      { slug: "candles", name: null },
      { slug: "palo-santo", name: "Palo santo" },
    ],
  },
  {
    key: "minerals",
    href: "/collections/minerals-&-jewels",
    name: "Minerals",
    links: [{ slug: "geodes-&-druses", name: null }],
  },
];

async function render(Nav: typeof LiveMainNav, at: string, lng = "en", entries = nav) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { common }, it: { common: commonIt } },
    defaultNS: "common",
  });
  return renderInRouter(() => <Nav nav={entries} />, {}, `http://shop.test${at}`, i18n);
}

const paths = [
  "/",
  "/collections/all",
  "/collections/all?page=2",
  "/collections/incense-&-perfumes",
  "/collections/minerals-&-jewels",
  "/products/categories/candles",
  "/products/categories/palo-santo",
  "/products/categories/geodes-&-druses",
  "/Products/Categories/Candles",
  "/pages/contact-us",
  "/pages/where's-my-order",
  "/pages/journal",
  "/pages/journal/some-post",
  "/product/white-sage",
  "/products/categories/candles-and-more",
];

describe("the main navigation on the server", () => {
  it("writes the browser's markup on every path it links to, and elsewhere", async () => {
    for (const lng of ["en", "it"]) {
      // Twice: the first time renders, the second comes from the cache.
      for (let round = 0; round < 2; round++) {
        for (const at of paths)
          expect(await render(ServerMainNav, at, lng), `${lng} ${at}`).toBe(await render(LiveMainNav, at, lng));
      }
    }
  });

  it("marks the page's link and only it", async () => {
    const html = await render(ServerMainNav, "/products/categories/palo-santo");
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/products\/categories\/palo-santo"/);
    expect(await render(ServerMainNav, "/product/white-sage")).not.toContain("aria-current");
    // Below a collection's path: the collection is the current section.
    expect(await render(ServerMainNav, "/collections/all/x")).toMatch(
      /aria-current="page"[^>]*href="\/collections\/all"/,
    );
  });

  it("follows a change of the navigation at once", async () => {
    await render(ServerMainNav, "/");
    const renamed = [{ ...nav[1], name: "Stones" }];
    const html = await render(ServerMainNav, "/", "en", renamed);
    expect(html).toBe(await render(LiveMainNav, "/", "en", renamed));
    expect(html).toContain("Stones");
    expect(html).not.toContain("Palo santo");
  });
});
