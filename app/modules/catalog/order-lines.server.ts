/**
 * What an order line keeps of a product (its title in the shopper's language and its first
 * photo), read inside the order's transaction. Drafts are not for sale: they are left out, so
 * the order is refused like one for a product that is gone.
 */
import type { Prisma } from "~/generated/prisma/client";
import { isLanguage } from "~/modules/i18n/config";
import { productLineSelect, productText, toPhotos } from "./localized";

export interface OrderableProduct {
  id: string;
  title: string;
  imageUrl: string | null;
  originalPriceCents: number;
  discountedPriceCents: number | null;
}

export async function orderableProducts(
  tx: Prisma.TransactionClient,
  ids: string[],
  locale: string,
): Promise<Map<string, OrderableProduct>> {
  const lng = isLanguage(locale) ? locale : "it";
  const rows = await tx.product.findMany({
    where: { id: { in: ids }, published: true },
    select: productLineSelect(lng),
  });
  return new Map(
    rows.map((p) => {
      const { title } = productText(p);
      const image = toPhotos(p.images, lng, title)[0];
      return [
        p.id,
        {
          id: p.id,
          title,
          imageUrl: image?.url || null,
          originalPriceCents: p.originalPriceCents,
          discountedPriceCents: p.discountedPriceCents,
        },
      ];
    }),
  );
}
