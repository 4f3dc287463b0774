/**
 * Product counts from ProductFacetCount, the table the Product triggers keep (migration
 * 20261126110000_product_counts): a collection's brand and subcategory counts and a list's total
 * in a millisecond at any catalogue size, exact, without reading the products.
 */
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

export interface CountFilter {
  categoryIds?: string[] | null;
  subcategoryId?: string | null;
  brandIds?: string[] | null;
  /** true: published products only; false: drafts only; undefined: both. */
  published?: boolean;
  /** true: only products in stock; false: only sold-out ones; undefined: both. */
  inStock?: boolean;
}

function conditions(f: CountFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`f."count" <> 0`];
  if (f.published !== undefined) parts.push(f.published ? Prisma.sql`f."published"` : Prisma.sql`NOT f."published"`);
  if (f.categoryIds) parts.push(Prisma.sql`f."categoryId" IN (${Prisma.join(f.categoryIds)})`);
  if (f.subcategoryId) parts.push(Prisma.sql`f."subcategoryId" = ${f.subcategoryId}`);
  if (f.brandIds) parts.push(Prisma.sql`f."brandId" IN (${Prisma.join(f.brandIds)})`);
  if (f.inStock !== undefined) parts.push(f.inStock ? Prisma.sql`f."inStock"` : Prisma.sql`NOT f."inStock"`);
  return Prisma.join(parts, " AND ");
}

/** The count of `countProducts` as one SQL expression (an int), to put inside a larger statement. */
export function countProductsSql(f: CountFilter): Prisma.Sql {
  if (f.categoryIds?.length === 0 || f.brandIds?.length === 0) return Prisma.sql`0`;
  return Prisma.sql`(SELECT COALESCE(sum(f."count"), 0)::int FROM "ProductFacetCount" f WHERE ${conditions(f)})`;
}

/** How many products match (an empty id list matches none). */
export async function countProducts(f: CountFilter): Promise<number> {
  if (f.categoryIds?.length === 0 || f.brandIds?.length === 0) return 0;
  const [row] = await db().$queryRaw<{ n: number | null }[]>`
    SELECT sum(f."count")::int AS "n" FROM "ProductFacetCount" f WHERE ${conditions(f)}`;
  return row?.n ?? 0;
}

export interface FacetRow {
  id: string;
  slug: string;
  name: string;
  names: unknown;
  count: number;
}

/** The brands of a scope's published products with their counts, as a SELECT (in the brands' order). */
export function brandCountsSql(scope: { categoryId?: string; subcategoryId?: string }): Prisma.Sql {
  const where = conditions({
    published: true,
    categoryIds: scope.categoryId ? [scope.categoryId] : null,
    subcategoryId: scope.subcategoryId,
  });
  return Prisma.sql`
    SELECT b."id", b."slug", b."name", b."names", c."count"
    FROM (SELECT f."brandId", sum(f."count")::int AS "count" FROM "ProductFacetCount" f WHERE ${where}
          GROUP BY f."brandId") c
    JOIN "Brand" b ON b."id" = c."brandId"
    WHERE c."count" > 0
    ORDER BY b."position", b."name"`;
}

/** The brands of a scope's published products, with their counts, in the brands' order. */
export function brandCounts(scope: { categoryId?: string; subcategoryId?: string }): Promise<FacetRow[]> {
  return db().$queryRaw<FacetRow[]>(brandCountsSql(scope));
}

/** The subcategories of a scope's published products with their counts, as a SELECT (in their order). */
export function subcategoryCountsSql(scope: { categoryId?: string }): Prisma.Sql {
  const where = conditions({ published: true, categoryIds: scope.categoryId ? [scope.categoryId] : null });
  return Prisma.sql`
    SELECT s."id", s."slug", s."name", s."names", c."count"
    FROM (SELECT f."subcategoryId", sum(f."count")::int AS "count" FROM "ProductFacetCount" f WHERE ${where}
          GROUP BY f."subcategoryId") c
    JOIN "Subcategory" s ON s."id" = c."subcategoryId"
    WHERE c."count" > 0
    ORDER BY s."position", s."name"`;
}

/** The subcategories of a scope's published products, with their counts, in their order. */
export function subcategoryCounts(scope: { categoryId?: string }): Promise<FacetRow[]> {
  return db().$queryRaw<FacetRow[]>(subcategoryCountsSql(scope));
}
