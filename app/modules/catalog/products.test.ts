import { describe, expect, it } from "vitest";
import { apiProductWhere, parseApiListQuery, toApiProduct, type ApiProductRow } from "./products.server";

const photo = { storageKey: null, width: null, height: null, widths: [] };
const row: ApiProductRow = {
  id: "cm0000000000000000000001",
  pid: "PID012A",
  title: "Satya Nag Champa (it)",
  ratingTenths: 47,
  originalPriceCents: 1250,
  discountedPriceCents: 999,
  priorPriceCents: 1190,
  description: ["Classico", "15 g"],
  stock: 7,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  published: true,
  translations: [{ title: "Satya Nag Champa", description: ["Classic", "15 g"] }],
  images: [
    { ...photo, kind: "banner", position: 0, url: "/art/incense/wide-1.svg", alt: { en: "Banner" } },
    { ...photo, kind: "gallery", position: 0, url: "/art/incense/1.svg", alt: { en: "Box", it: "Scatola" } },
  ],
  category: {
    name: "Incensi e profumi",
    names: { en: "Incense & Perfumes" },
    safetyWarnings: { it: ["Non lasciare mai incustodito."], en: ["Never leave burning unattended."] },
  },
  subcategory: null,
  brand: { name: "SATYA", names: {}, manufacturer: null, responsiblePerson: null },
  modelType: null,
  batch: "L-2026-04",
  gtin: null,
  safetyWarnings: { en: ["Burn in a ventilated room."] },
};

describe("toApiProduct", () => {
  it("maps a row to the spec's shape in a language (euros as numbers, names, lists of {url, alt})", () => {
    expect(toApiProduct(row, "en")).toEqual({
      _id: row.id,
      pid: "PID012A",
      category: "Incense & Perfumes",
      brand: "SATYA",
      title: "Satya Nag Champa",
      rating: 4.7,
      originalPrice: 12.5,
      discountedPrice: 9.99,
      priorPrice: 11.9,
      description: ["Classic", "15 g"],
      banner: [{ url: "/art/incense/wide-1.svg", alt: "Banner" }],
      imgs: [{ url: "/art/incense/1.svg", alt: "Box" }],
      stock: 7,
      createdAt: "2026-01-02T03:04:05.000Z",
      manufacturer: null,
      responsiblePerson: null,
      identifier: { type: "PID012A", batch: "L-2026-04", gtin: null },
      warnings: ["Never leave burning unattended.", "Burn in a ventilated room."],
    });
  });
  it("falls back to Italian where a language has no text (alt: Italian, then English)", () => {
    const it = toApiProduct({ ...row, translations: [] }, "fr");
    expect(it).toMatchObject({
      title: "Satya Nag Champa (it)",
      description: ["Classico", "15 g"],
      category: "Incensi e profumi",
      banner: [{ alt: "Banner" }],
      imgs: [{ alt: "Scatola" }],
    });
  });
  it("marks a draft, which only staff see", () => {
    expect(toApiProduct({ ...row, published: false })).toMatchObject({ published: false });
    expect(toApiProduct(row)).not.toHaveProperty("published");
  });
  it("gives null without a discounted price", () => {
    expect(toApiProduct({ ...row, discountedPriceCents: null }).discountedPrice).toBeNull();
  });
  it("gives the 30-day reference as priorPrice only while the product is shown reduced", () => {
    expect(toApiProduct({ ...row, priorPriceCents: null }).priorPrice).toBeNull();
    expect(toApiProduct({ ...row, discountedPriceCents: null }).priorPrice).toBeNull();
    // A discount that is no reduction against the 30-day low is announced as none.
    expect(toApiProduct({ ...row, priorPriceCents: 999 }).priorPrice).toBeNull();
  });
});

describe("parseApiListQuery", () => {
  const q = (s: string) => parseApiListQuery(new URL(`http://x/api/sattva-products${s}`));
  it("defaults and coerces", () => {
    expect(q("")).toEqual({ ok: true, value: { limit: 200, offset: 0 } });
    expect(q("?limit=5&offset=10&brand=hem&lng=en")).toEqual({
      ok: true,
      value: { limit: 5, offset: 10, brand: "hem" },
    });
  });
  it.each([
    "?limit=0",
    "?limit=201",
    "?limit=abc",
    "?offset=-1",
    "?offset=1.5",
    "?offset=10001",
    "?limit=",
    `?brand=${"x".repeat(101)}`,
  ])("refuses %s", (s) => {
    const r = q(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Invalid query parameter/);
  });
});

describe("apiProductWhere", () => {
  it("matches a category by name or collection slug, a brand by name or slug", () => {
    expect(apiProductWhere({ category: "incense-&-perfumes" })).toEqual({
      category: {
        OR: [{ name: { equals: "incense-&-perfumes", mode: "insensitive" } }, { slug: "incense-and-perfumes" }],
      },
    });
    expect(apiProductWhere({ brand: "Sagrada Madre" })).toEqual({
      brand: { OR: [{ name: { equals: "Sagrada Madre", mode: "insensitive" } }, { slug: "sagrada-madre" }] },
    });
    expect(apiProductWhere({})).toEqual({});
  });
});
