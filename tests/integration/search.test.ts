import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { searchProducts, suggestProducts } from "~/modules/catalog/search.server";
import { createTestDatabase } from "../support/db";

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const catalogue = [
  {
    title: "Nag Champa Incense Sticks",
    brand: "SATYA",
    cat: "Incense & Perfumes",
    sub: "Incense",
    desc: "Classic temple fragrance",
    popularity: 50,
  },
  {
    title: "Palo Santo Sticks",
    brand: "SAGRADA MADRE",
    cat: "Incense & Perfumes",
    sub: "Palo Santo",
    desc: "Holy wood from Perú",
    popularity: 40,
  },
  {
    title: "Frankincense Resin",
    brand: "HEM",
    cat: "Incense & Perfumes",
    sub: "Incense In Grains",
    desc: "Incense in grains to burn on charcoal",
    popularity: 30,
  },
  {
    title: "Himalaya Salt Lamp Large",
    brand: "TERRA",
    cat: "Crafts & Decoration",
    sub: "Himalaya Salt Lamps",
    desc: "Pink rock salt lamp",
    popularity: 20,
  },
  {
    title: "Himalaya Salt Lamp Small",
    brand: "TERRA",
    cat: "Crafts & Decoration",
    sub: "Himalaya Salt Lamps",
    desc: "Pink rock salt lamp, small",
    popularity: 10,
  },
  {
    title: "Crème de Rose Body Butter",
    brand: "HERBIO",
    cat: "Baths & Cosmetics",
    sub: "Oils",
    desc: "Crème riche à la rose",
    popularity: 5,
  },
  {
    title: "Amethyst Geode",
    brand: "TERRA",
    cat: "Minerals & Jewels",
    sub: "Geodes & Druses",
    desc: "Purple quartz cave",
    popularity: 1,
  },
  {
    title: "100% Cotton Bag_Small",
    brand: "ULLAS",
    cat: "Crafts & Decoration",
    sub: "Tibetan",
    desc: "Back\\slash and 50% off",
    popularity: 0,
  },
];

async function seed(database: Database) {
  const prisma = database.prisma;
  const cats = new Map<string, string>();
  const brands = new Map<string, string>();
  let n = 0;
  for (const p of catalogue) {
    n++;
    if (!cats.has(p.cat))
      cats.set(p.cat, (await prisma.category.create({ data: { name: p.cat, slug: `c${cats.size}` } })).id);
    if (!brands.has(p.brand))
      brands.set(p.brand, (await prisma.brand.create({ data: { name: p.brand, slug: `b${brands.size}` } })).id);
    await prisma.product.create({
      data: {
        pid: `PID${String(n).padStart(3, "0")}A`,
        slug: plain(p.title).replace(/[^a-z0-9]+/g, "-"),
        title: p.title,
        categoryId: cats.get(p.cat)!,
        brandId: brands.get(p.brand)!,
        originalPriceCents: 1000 + n,
        description: [p.desc],
        searchText: plain([p.title, p.brand, p.cat, p.sub, p.desc].join(" ")),
        popularity: p.popularity,
        stock: 5,
      },
    });
  }
}

describe("catalogue search", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    await seed(database);
  });
  afterAll(async () => cleanup());

  const titles = async (q: string) => (await searchProducts(q)).products.map((p) => p.title);

  it("finds by words, case-insensitively, with prefixes", async () => {
    expect(await titles("palo santo")).toEqual(["Palo Santo Sticks"]);
    expect(await titles("PALO")).toEqual(["Palo Santo Sticks"]);
    expect(await titles("geod")).toEqual(["Amethyst Geode"]);
    expect((await titles("salt lamp")).sort()).toEqual(["Himalaya Salt Lamp Large", "Himalaya Salt Lamp Small"]);
  });

  it("ranks title matches first", async () => {
    const r = await titles("incense");
    expect(r.slice(0, 2)).toContain("Nag Champa Incense Sticks");
    expect(r).toContain("Frankincense Resin");
    expect(r).not.toContain("Amethyst Geode");
  });

  it("ignores accents on both sides", async () => {
    expect(await titles("crème")).toEqual(["Crème de Rose Body Butter"]);
    expect(await titles("creme")).toEqual(["Crème de Rose Body Butter"]);
    expect(await titles("peru")).toEqual(["Palo Santo Sticks"]);
    expect(await titles("PERÚ")).toEqual(["Palo Santo Sticks"]);
  });

  it("tolerates small typos", async () => {
    const insence = await searchProducts("insence");
    expect(insence.mode).toBe("fuzzy");
    expect(insence.products.map((p) => p.title)).toContain("Nag Champa Incense Sticks");
    expect(insence.products.map((p) => p.title)).not.toContain("Amethyst Geode");
    const himalya = await titles("himalya");
    expect(himalya.slice(0, 2).sort()).toEqual(["Himalaya Salt Lamp Large", "Himalaya Salt Lamp Small"]);
    expect(himalya).not.toContain("Palo Santo Sticks");
    // Each word must be near: a typo plus a real word narrows, a typo plus nonsense finds nothing.
    expect((await titles("himalya lamp smal"))[0]).toBe("Himalaya Salt Lamp Small");
    expect(await titles("himalya zzqx")).toEqual([]);
    expect(await titles("' OR 1=1 -- zzqx")).toEqual([]);
  });

  it("finds nothing for nonsense, and nothing for an empty query", async () => {
    expect(await searchProducts("zzqqxx")).toMatchObject({ total: 0, products: [] });
    expect(await searchProducts("   ")).toMatchObject({ total: 0, mode: "empty" });
  });

  it("treats SQL- and LIKE-looking input as plain text", async () => {
    for (const evil of [
      "' OR 1=1 --",
      "%",
      "_",
      "\\",
      '\'; DROP TABLE "Product"; --',
      "a:* | b",
      "!(",
      "&&&",
      "<script>",
    ]) {
      const r = await searchProducts(evil);
      expect(r.total, evil).toBeLessThan(catalogue.length);
    }
    expect(await database.prisma.product.count()).toBe(catalogue.length);
    // Words around the symbols still count.
    expect(await titles("cotton 100%")).toEqual(["100% Cotton Bag_Small"]);
  });

  it("caps the query at 200 characters", async () => {
    const r = await searchProducts("palo " + "x".repeat(5000));
    expect(r.q.length).toBe(200);
  });

  it("paginates", async () => {
    const r = await searchProducts("s", 1);
    expect(r.total).toBeGreaterThan(3);
    expect(r.products).toHaveLength(r.total);
    expect(r.page).toBe(1);
    expect((await searchProducts("palo", 9)).page).toBe(1);
  });

  it("suggests up to six titles with their slugs while typing", async () => {
    expect(await suggestProducts("p")).toEqual([]);
    const s = await suggestProducts("hima");
    expect(s.map((x) => x.slug).sort()).toEqual(["himalaya-salt-lamp-large", "himalaya-salt-lamp-small"]);
    expect((await suggestProducts("insen")).map((x) => x.title)).toContain("Nag Champa Incense Sticks");
    expect((await suggestProducts("s")).length).toBe(0);
    expect((await suggestProducts("st")).length).toBeLessThanOrEqual(6);
  });
});
