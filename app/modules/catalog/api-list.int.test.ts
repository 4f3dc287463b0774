import { beforeAll, describe, expect, it } from "vitest";
import { database, db } from "~/lib/db.server";
import { loader as productsApi } from "~/routes/api.sattva-products._index";
import { seedDatabase } from "../../../prisma/seed/seed.server";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, pageRequest } from "../../../tests/support/routes";
import { parseProductApiQuery, type ProductApiQuery } from "./api-list-params";
import { listProductsPage } from "./api-list.server";
import { listProducts } from "./listing.server";
import { parseListingQuery } from "./listing-params";

withTestEnv({ SESSION_SECRET: "l".repeat(40), NODE_ENV: "test" });
withTestDatabase();

beforeAll(async () => {
  await seedDatabase(db(), { demo: false, onlyIfEmpty: true });
});

const query = (s: string): ProductApiQuery => {
  const r = parseProductApiQuery(new URLSearchParams(s));
  if (!r.ok) throw new Error(r.problem.key);
  return r.value;
};

async function api(path: string) {
  const res = await productsApi(args(pageRequest(path)));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The maintained counts against a count of every product. */
async function countsAgree() {
  const differ = await database().query(`
    SELECT * FROM (
      SELECT "categoryId", COALESCE("subcategoryId", '') AS s, "brandId", "published", "stock" > 0 AS i, count(*)::int AS n
      FROM "Product" GROUP BY 1, 2, 3, 4, 5) a
    FULL JOIN (SELECT "categoryId", "subcategoryId" AS s, "brandId", "published", "inStock" AS i, "count" AS n
      FROM "ProductFacetCount" WHERE "count" <> 0) b
    USING ("categoryId", s, "brandId", "published", i)
    WHERE a.n IS DISTINCT FROM b.n`);
  expect(differ).toEqual([]);
}

describe("GET /api/sattva-products at any size", () => {
  it("walks every product once by cursor, in the offset pages' order, with the exact total", async () => {
    const all = await listProductsPage(query("limit=200"));
    const total = await db().product.count({ where: { published: true } });
    expect(all.total).toBe(total);
    expect(all.data).toHaveLength(total);
    expect(all.nextCursor).toBeNull();
    const walked: string[] = [];
    let page = await listProductsPage(query("limit=7"));
    for (let guard = 0; guard < 100; guard++) {
      walked.push(...page.data.map((p) => p._id));
      if (!page.nextCursor) break;
      page = await listProductsPage(query(`limit=7&cursor=${page.nextCursor}`));
    }
    expect(walked).toEqual(all.data.map((p) => p._id));
    const offsetPage = await listProductsPage(query("limit=7&offset=14"));
    expect(offsetPage.data.map((p) => p._id)).toEqual(walked.slice(14, 21));
  });

  it("filters by category and brand, with their totals", async () => {
    const category = await db().category.findFirstOrThrow({ select: { name: true, id: true } });
    const inCategory = await db().product.count({ where: { published: true, categoryId: category.id } });
    const page = await listProductsPage(query(`category=${encodeURIComponent(category.name.toUpperCase())}&limit=3`));
    expect(page.total).toBe(inCategory);
    expect(page.data.every((p) => p.category === category.name)).toBe(true);
    expect((await listProductsPage(query("brand=nobody"))).total).toBe(0);
  });

  it("answers 400 naming the limit for an offset past 10,000, a bad limit, cursor or long filter", async () => {
    const far = await api("/api/sattva-products?offset=10001");
    expect(far.status).toBe(400);
    expect(far.body.error).toMatch(/at most 10000/);
    expect(far.body.error).toMatch(/cursor/);
    expect((await api("/api/sattva-products?limit=500")).body.error).toMatch(/from 1 to 200/);
    expect((await api("/api/sattva-products?cursor=garbage")).status).toBe(400);
    expect((await api(`/api/sattva-products?brand=${"x".repeat(101)}`)).body.error).toMatch(/at most 100 characters/);
    const fr = await productsApi(
      args(pageRequest("/api/sattva-products?offset=20000", { headers: { cookie: "i18next=fr" } })),
    );
    expect(((await fr.json()) as { error: string }).error).toMatch(/au plus 10000/);
    const capped = await api("/api/sattva-products?offset=10000&limit=5");
    expect(capped.status).toBe(200);
    expect(capped.body.data).toEqual([]);
    expect(capped.body.nextCursor).toBeNull();
  });
});

describe("the maintained product counts", () => {
  it("follow inserts, moves, unpublishing, stock running out and deletes", async () => {
    await countsAgree();
    const [a, b, c] = await db().product.findMany({ take: 3, orderBy: { id: "asc" }, select: { id: true } });
    const other = await db().brand.findFirstOrThrow({
      where: { products: { none: { id: a.id } } },
      select: { id: true },
    });
    await db().product.update({ where: { id: a.id }, data: { brandId: other.id, subcategoryId: null } });
    await db().product.update({ where: { id: b.id }, data: { published: false } });
    await db().product.update({ where: { id: c.id }, data: { stock: 0 } });
    await db().product.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { popularity: { increment: 1 } } });
    await countsAgree();
    await db().product.delete({ where: { id: c.id } });
    await countsAgree();
  });

  it("give a collection's brand and subcategory counts as counting would", async () => {
    const result = await listProducts({}, parseListingQuery(new URLSearchParams()));
    const brands = await database().query<{ slug: string; n: number }>(
      `SELECT b.slug, count(*)::int AS n FROM "Product" p JOIN "Brand" b ON b.id = p."brandId"
       WHERE p.published GROUP BY b.slug, b.position, b.name ORDER BY b.position, b.name`,
    );
    expect(result.facets.brands.map((f) => [f.slug, f.count])).toEqual(brands.map((r) => [r.slug, r.n]));
    expect(result.total).toBe(brands.reduce((n, r) => n + r.n, 0));
  });

  it("page a collection without overlap, a page past the end giving the last", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const r = await listProducts({}, parseListingQuery(new URLSearchParams(`page=${page}`)));
      seen.push(...r.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const total = await db().product.count({ where: { published: true } });
    expect(seen).toHaveLength(Math.min(total, 96));
    const past = await listProducts({}, parseListingQuery(new URLSearchParams("page=400")));
    expect(past.page).toBe(past.pageCount);
    expect(past.products.length).toBeGreaterThan(0);
  });
});
