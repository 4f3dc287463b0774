import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  listingHref,
  MAX_PAGE,
  pageWindow,
  parseListingQuery,
  parseSearchText,
  subcategoryCandidates,
} from "./listing-params";

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

describe("parseListingQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      sort: "featured",
      brands: [],
      minCents: null,
      maxCents: null,
      inStock: false,
      sub: null,
      page: 1,
    });
  });

  it("reads every filter", () => {
    expect(parse("sort=price-asc&brand=hem&brand=satya&min=5&max=12,50&stock=1&sub=candles&page=3")).toEqual({
      sort: "price-asc",
      brands: ["hem", "satya"],
      minCents: 500,
      maxCents: 1250,
      inStock: true,
      sub: "candles",
      page: 3,
    });
  });

  it("ignores bad values instead of failing", () => {
    const q = parse("sort=DROP%20TABLE&brand=%27%20OR%201%3D1&brand=&min=abc&max=-3&stock=maybe&sub=../x&page=-2");
    expect(q).toEqual({
      sort: "featured",
      brands: [],
      minCents: null,
      maxCents: null,
      inStock: false,
      sub: null,
      page: 1,
    });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=999999").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });

  it("dedupes and lower-cases brands and keeps the `&` of subcategory slugs", () => {
    expect(parse("brand=HEM&brand=hem&sub=plates-%26-supports")).toMatchObject({
      brands: ["hem"],
      sub: "plates-&-supports",
    });
  });

  it("swaps a reversed price range", () => {
    expect(parse("min=30&max=10")).toMatchObject({ minCents: 1000, maxCents: 3000 });
  });

  it("caps the number of brands", () => {
    const qs = Array.from({ length: 60 }, (_, i) => `brand=b${i}`).join("&");
    expect(parse(qs).brands).toHaveLength(20);
  });

  it("caps page numbers and the length of every value (no request reads without end)", () => {
    expect(parse(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse("page=1e9").page).toBe(1);
    expect(parse(`brand=${"a".repeat(80)}`).brands).toHaveLength(1);
    expect(parse(`brand=${"a".repeat(81)}`).brands).toEqual([]);
    expect(parse(`sub=${"a".repeat(81)}`).sub).toBeNull();
    expect(parse(`min=${"9".repeat(13)}`).minCents).toBeNull();
    expect(parseSearchText(new URLSearchParams(`q=${"x".repeat(5000)}`))).toHaveLength(200);
  });
});

describe("listingHref", () => {
  it("leaves defaults out and round-trips", () => {
    expect(listingHref("/collections/all", { sort: "featured", page: 1, brands: [] })).toBe("/collections/all");
    const href = listingHref("/collections/all", {
      sort: "price-desc",
      brands: ["hem"],
      minCents: 550,
      maxCents: 2000,
      inStock: true,
      page: 2,
    });
    expect(href).toBe("/collections/all?sort=price-desc&brand=hem&min=5.50&max=20&stock=1&page=2");
    expect(parse(href.split("?")[1])).toMatchObject({
      sort: "price-desc",
      brands: ["hem"],
      minCents: 550,
      maxCents: 2000,
      inStock: true,
      page: 2,
    });
  });
  it("counts active filters", () => {
    expect(activeFilterCount(parse("brand=a&brand=b&min=1&stock=1&sort=newest"))).toBe(4);
  });
});

describe("parseSearchText", () => {
  it("trims, folds whitespace and caps at 200 characters", () => {
    expect(parseSearchText(new URLSearchParams("q=%20%20palo%20%20%20santo%20"))).toBe("palo santo");
    expect(parseSearchText(new URLSearchParams(`q=${"a".repeat(500)}`))).toHaveLength(200);
    expect(parseSearchText(new URLSearchParams(""))).toBe("");
  });
});

describe("pageWindow", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});

describe("subcategoryCandidates", () => {
  it("maps navigation spellings to tile slugs", () => {
    expect(subcategoryCandidates("pearls")).toContain("pearls-for-creations");
    expect(subcategoryCandidates("himalayan-salt-lamps")[1]).toBe("himalaya-salt-lamps");
    expect(subcategoryCandidates("incense-holders")).toContain("incense-holder");
    expect(subcategoryCandidates("natural-stone-bracelets")).toContain("natural-stone-bracelet");
  });
  it("accepts `&` raw, encoded or spelt out", () => {
    expect(subcategoryCandidates("plates-%26-supports")[0]).toBe("plates-&-supports");
    expect(subcategoryCandidates("plates-&-supports")[0]).toBe("plates-&-supports");
    expect(subcategoryCandidates("geodes-and-druses")).toContain("geodes-&-druses");
  });
  it("gives nothing for empty or absurd input", () => {
    expect(subcategoryCandidates("")).toEqual([]);
    expect(subcategoryCandidates("x".repeat(200))).toEqual([]);
  });
});
