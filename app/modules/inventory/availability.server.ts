import { db } from "~/lib/db.server";

/**
 * Whether products can be bought now, for code outside the catalogue and the stock (the
 * back-in-stock alerts): published and with units in stock. Reads only the product rows asked for.
 */

/** A product's stock and whether shoppers see it, or null when there is no such product. */
export async function productAvailability(productId: string): Promise<{ stock: number; published: boolean } | null> {
  if (!productId || productId.length > 64) return null;
  return db().product.findUnique({ where: { id: productId }, select: { stock: true, published: true } });
}

/** Of `productIds`, those a shopper can buy now (published, stock above 0). */
export async function buyableProductIds(productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db().product.findMany({
    where: { id: { in: [...productIds] }, published: true, stock: { gt: 0 } },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
