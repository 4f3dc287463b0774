import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { createTestDatabase } from "../../../tests/support/db";
import { listApiReviews } from "../reviews/reviews.server";
import {
  categoryTiles,
  getHomeData,
  getProductPage,
  listApiProducts,
  mostLovedProducts,
  parseApiListQuery,
} from "./products.server";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

async function seed(prisma: PrismaClient) {
  const incense = await prisma.category.create({
    data: { name: "Incense & Perfumes", slug: "incense-and-perfumes", position: 1 },
  });
  const minerals = await prisma.category.create({
    data: { name: "Minerals & Jewels", slug: "minerals-and-jewels", position: 2 },
  });
  const candles = await prisma.subcategory.create({
    data: { name: "Candles", slug: "candles", categoryId: incense.id },
  });
  const geodes = await prisma.subcategory.create({
    data: { name: "Geodes & Druses", slug: "geodes-&-druses", categoryId: minerals.id },
  });
  const brands = await Promise.all(
    ["HEM", "SATYA", "SAGRADA MADRE"].map((name, i) =>
      prisma.brand.create({ data: { name, slug: name.toLowerCase().replace(/\s+/g, "-"), position: i } }),
    ),
  );
  const [hem, satya, sagrada] = brands;
  const product = (
    n: number,
    o: {
      brandId: string;
      categoryId: string;
      subcategoryId?: string;
      rating: number;
      stock?: number;
      popularity?: number;
    },
  ) =>
    prisma.product.create({
      data: {
        pid: `PID${String(n).padStart(3, "0")}A`,
        slug: `product-${n}`,
        title: `Product ${n}`,
        brandId: o.brandId,
        categoryId: o.categoryId,
        subcategoryId: o.subcategoryId,
        ratingTenths: o.rating,
        originalPriceCents: 1000 + n,
        discountedPriceCents: n % 2 ? 800 : null,
        description: ["One", "Two"],
        images: {
          create: [
            { kind: "gallery", position: 0, url: `/art/x/${n}.svg`, alt: { it: `P${n}` } },
            { kind: "gallery", position: 1, url: `/art/x/${n}b.svg`, alt: { it: `P${n} b` } },
          ],
        },
        stock: o.stock ?? 10,
        popularity: o.popularity ?? n,
        createdAt: day(n),
      },
    });
  const p1 = await product(1, { brandId: hem.id, categoryId: incense.id, subcategoryId: candles.id, rating: 41 });
  await product(2, { brandId: hem.id, categoryId: incense.id, subcategoryId: candles.id, rating: 49 });
  // The best rated HEM product is out of stock: an in-stock one is preferred.
  await product(3, { brandId: hem.id, categoryId: incense.id, rating: 50, stock: 0 });
  await product(4, { brandId: satya.id, categoryId: incense.id, rating: 38, popularity: 100 });
  await product(5, { brandId: satya.id, categoryId: minerals.id, subcategoryId: geodes.id, rating: 45 });
  await product(6, { brandId: sagrada.id, categoryId: minerals.id, subcategoryId: geodes.id, rating: 30 });

  const anna = await prisma.user.create({ data: { fname: "Anna Maria", lname: "Rossi", email: "anna@example.com" } });
  const bob = await prisma.user.create({ data: { fname: "Bob", lname: "B", email: "bob@example.com" } });
  await prisma.review.create({
    data: { userId: anna.id, productId: p1.id, rating: 5, comment: "Lovely", createdAt: day(10) },
  });
  await prisma.review.create({
    data: { userId: null, authorName: null, productId: p1.id, rating: 3, comment: "Fine", createdAt: day(11) },
  });
  await prisma.review.create({
    data: { userId: bob.id, productId: p1.id, rating: 1, comment: "Hidden", published: false, createdAt: day(12) },
  });
  // Omnibus: product-1 sold at its regular price before its reduction, so it is announced reduced
  // (a product created discounted has no past price to announce against).
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('sattva.price_time', ${day(2).toISOString()}, true)`;
    await tx.product.update({ where: { id: p1.id }, data: { discountedPriceCents: null } });
    await tx.$queryRaw`SELECT set_config('sattva.price_time', ${day(40).toISOString()}, true)`;
    await tx.product.update({ where: { id: p1.id }, data: { discountedPriceCents: 800 } });
  });
  return { p1 };
}

describe("products.server", () => {
  let cleanup: () => Promise<void>;
  let p1: { id: string };
  beforeAll(async () => {
    const t = await createTestDatabase();
    cleanup = t.cleanup;
    ({ p1 } = await seed(t.database.prisma));
  });
  afterAll(async () => cleanup());

  it("most loved: one product per brand, each brand's best rated in stock", async () => {
    const loved = await mostLovedProducts();
    expect(loved.map((p) => p.brand).sort()).toEqual(["HEM", "SAGRADA MADRE", "SATYA"]);
    expect(new Set(loved.map((p) => p.brand)).size).toBe(loved.length);
    expect(loved.map((p) => p.slug)).toEqual(["product-2", "product-5", "product-6"]);
  });

  it("gives the 19 tiles in order, each with its subcategory's first product image", async () => {
    const tiles = await categoryTiles();
    expect(tiles).toHaveLength(19);
    expect(tiles[0]).toMatchObject({ slug: "carbon", href: "/products/categories/carbon", image: null });
    expect(tiles.find((t) => t.slug === "candles")?.image?.url).toBe("/art/x/1.svg");
    expect(tiles.find((t) => t.slug === "geodes-&-druses")).toMatchObject({
      href: "/products/categories/geodes-&-druses",
      image: { url: "/art/x/5.svg" },
    });
  });

  it("home data: counts, rails, brands and published reviews", async () => {
    const home = await getHomeData();
    expect(home.productCount).toBe(6);
    expect(home.classicFavorites[0].slug).toBe("product-4");
    expect(home.youMayAlsoLike[0].slug).toBe("product-6");
    expect(home.brands.map((b) => b.href)).toEqual([
      "/collections/all?brand=hem",
      "/collections/all?brand=satya",
      "/collections/all?brand=sagrada-madre",
    ]);
    expect(home.reviews.map((r) => [r.comment, r.author])).toEqual([
      ["Fine", null],
      ["Lovely", "Anna"],
    ]);
  });

  it("product page: by slug, published reviews newest first, related of the same brand", async () => {
    const page = await getProductPage("product-1");
    expect(page?.product).toMatchObject({
      id: p1.id,
      brand: "HEM",
      categorySlug: "incense-and-perfumes",
      subcategory: { slug: "candles" },
      priorPriceCents: 1001,
      discountPercent: 20,
    });
    expect(page?.reviews.count).toBe(2);
    expect(page?.reviews.average).toBe(4);
    expect(page?.reviews.reviews.map((r) => r.comment)).toEqual(["Fine", "Lovely"]);
    expect(page?.related.map((r) => r.slug)).toEqual(["product-3", "product-2"]);
    expect(await getProductPage("no-such-product")).toBeNull();
    expect(await getProductPage("")).toBeNull();
  });

  it("API products: newest first, paging and filters by name or slug", async () => {
    const all = await listApiProducts({ limit: 200, offset: 0 });
    expect(all.total).toBe(6);
    expect(all.data.map((p) => p.pid)).toEqual(["PID006A", "PID005A", "PID004A", "PID003A", "PID002A", "PID001A"]);
    const page = await listApiProducts({ limit: 2, offset: 2 });
    expect(page.data.map((p) => p.pid)).toEqual(["PID004A", "PID003A"]);
    const q = (s: string) => {
      const r = parseApiListQuery(new URL(`http://x/?${s}`));
      if (!r.ok) throw new Error(r.error);
      return listApiProducts(r.value);
    };
    expect((await q("category=minerals-%26-jewels")).total).toBe(2);
    expect((await q("category=Minerals%20%26%20Jewels")).total).toBe(2);
    expect((await q("brand=sagrada-madre")).data.map((p) => p.pid)).toEqual(["PID006A"]);
    expect((await q("brand=Sagrada%20Madre&category=incense-and-perfumes")).total).toBe(0);
    expect((await q("brand=nobody")).data).toEqual([]);
  });

  it("API reviews: published only, first names only, no e-mails", async () => {
    const { data, total } = await listApiReviews({ limit: 10, offset: 0 });
    expect(total).toBe(2);
    expect(data.map((r) => r.user)).toEqual([null, { fname: "Anna" }]);
    expect(data[0].productId).toEqual({ _id: p1.id, title: "Product 1" });
    expect(JSON.stringify(data)).not.toContain("@example.com");
  });
});
