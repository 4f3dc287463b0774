import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { listingHref } from "~/modules/catalog/listing-params";
import { renderInRouter } from "../../../../tests/support/render-in-router";
import listing from "../../../../locales/en/listing.json";
import listingIt from "../../../../locales/it/listing.json";
import { PageLinks, Pagination } from "./Pagination";

/**
 * The server renders the page links once per language and set of links (RenderedOnce): on every
 * page of every list they must be the links the browser renders, from the cache as well.
 */
async function render(node: () => React.ReactNode, lng = "en") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { en: { listing }, it: { listing: listingIt } } });
  return renderInRouter(node, {}, "http://shop.test/collections/all", i18n);
}

const hrefs =
  (path: string, q: Record<string, unknown> = {}) =>
  (page: number) =>
    listingHref(path, { ...q, page });
const server = (page: number, count: number, hrefFor: (p: number) => string, lng = "en") =>
  render(() => <Pagination page={page} pageCount={count} hrefFor={hrefFor} />, lng);
const live = (page: number, count: number, hrefFor: (p: number) => string, lng = "en") =>
  render(
    () => (
      <nav
        aria-label={lng === "en" ? listing.pagination.label : listingIt.pagination.label}
        className="mt-12 flex justify-center"
      >
        <PageLinks page={page} pageCount={count} hrefFor={hrefFor} />
      </nav>
    ),
    lng,
  );

describe("the page links on the server", () => {
  it("write the browser's links on every page, for every list, in each language, also from the cache", async () => {
    const lists = [
      hrefs("/collections/all"),
      hrefs("/collections/all", { sort: "price-asc" }),
      hrefs("/search", { q: "sage" }),
    ];
    for (let round = 0; round < 2; round++)
      for (const lng of ["en", "it"])
        for (const hrefFor of lists)
          for (const [page, count] of [
            [1, 2],
            [1, 9],
            [2, 9],
            [5, 9],
            [9, 9],
            [3, 4],
          ])
            expect(await server(page, count, hrefFor, lng), `${lng} ${hrefFor(page)} of ${count}`).toBe(
              await live(page, count, hrefFor, lng),
            );
  });

  it("keeps each list's own addresses and marks the current page", async () => {
    await server(2, 9, hrefs("/collections/all"));
    const sorted = await server(2, 9, hrefs("/collections/all", { sort: "price-asc" }));
    expect(sorted).toContain("sort=price-asc");
    expect(sorted).toMatch(/aria-current="page"[^>]*>2</);
    expect(await server(1, 1, hrefs("/collections/all"))).toBe("");
  });
});
