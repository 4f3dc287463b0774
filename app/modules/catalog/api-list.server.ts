/**
 * GET /api/sattva-products at any catalogue size: newest first (`createdAt` desc, then id), a page
 * by offset (capped, see api-list-params.ts) or by keyset cursor (`nextCursor` of the previous
 * page: the millionth product costs what the first does), and the total from the maintained
 * product counts (ProductFacetCount) instead of counting every row.
 */
import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { Language } from "~/modules/i18n/config";
import { encodeApiCursor, type ProductApiQuery } from "./api-list-params";
import { countProducts } from "./facet-counts.server";
import { apiProductSelectIn, toApiProduct, type ApiProduct } from "./products.server";
import { shopImporter } from "./safety.server";
import { normalizeCollectionParam } from "./rules";

export interface ProductApiPage {
  data: ApiProduct[];
  total: number;
  limit: number;
  offset: number;
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** Ids of the categories and brands a `?category` / `?brand` names (name in any case, or slug). */
async function filterIds(q: Pick<ProductApiQuery, "category" | "brand">) {
  const [categories, brands] = await Promise.all([
    q.category
      ? db().category.findMany({
          where: {
            OR: [{ name: { equals: q.category, mode: "insensitive" } }, { slug: normalizeCollectionParam(q.category) }],
          },
          select: { id: true },
        })
      : null,
    q.brand
      ? db().brand.findMany({
          where: {
            OR: [
              { name: { equals: q.brand, mode: "insensitive" } },
              { slug: q.brand.toLowerCase().replace(/\s+/g, "-") },
            ],
          },
          select: { id: true },
        })
      : null,
  ]);
  return { categoryIds: categories?.map((c) => c.id) ?? null, brandIds: brands?.map((b) => b.id) ?? null };
}

export async function listProductsPage(
  q: ProductApiQuery,
  lng: Language = "it",
  { includeDrafts = false } = {},
): Promise<ProductApiPage> {
  const empty = { data: [], total: 0, limit: q.limit, offset: q.offset, nextCursor: null };
  const { categoryIds, brandIds } = await filterIds(q);
  if (categoryIds?.length === 0 || brandIds?.length === 0) return empty;

  const where: Prisma.Sql[] = [];
  if (!includeDrafts) where.push(Prisma.sql`p."published"`);
  if (categoryIds) where.push(Prisma.sql`p."categoryId" IN (${Prisma.join(categoryIds)})`);
  if (brandIds) where.push(Prisma.sql`p."brandId" IN (${Prisma.join(brandIds)})`);
  if (q.cursor) {
    // Timestamps are stored in UTC without a zone: compared as the same text, zone dropped.
    const at = Prisma.sql`${q.cursor.createdAt.replace(/Z$/, "")}::timestamp`;
    // The first bound is what the (published, createdAt) index seeks to; the second breaks ties.
    where.push(Prisma.sql`p."createdAt" <= ${at} AND (p."createdAt" < ${at} OR p."id" > ${q.cursor.id})`);
  }
  const whereSql = where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty;
  const [ids, total] = await Promise.all([
    db().$queryRaw<{ id: string; createdAt: Date }[]>`
      SELECT p."id", p."createdAt" FROM "Product" p ${whereSql}
      ORDER BY p."createdAt" DESC, p."id" ASC
      LIMIT ${q.limit + 1} OFFSET ${q.offset}`,
    countProducts({ categoryIds, brandIds, published: includeDrafts ? undefined : true }),
  ]);
  const page = ids.slice(0, q.limit);
  const [rows, shop] = await Promise.all([
    page.length
      ? db().product.findMany({ where: { id: { in: page.map((r) => r.id) } }, select: apiProductSelectIn(lng) })
      : [],
    shopImporter(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const last = page[page.length - 1];
  return {
    data: page.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [toApiProduct(row, lng, shop)] : [];
    }),
    total,
    limit: q.limit,
    offset: q.offset,
    nextCursor: ids.length > q.limit && last ? encodeApiCursor(last.createdAt, last.id) : null,
  };
}
