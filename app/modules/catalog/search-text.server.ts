/**
 * Keeps Product.searchText (the text the full-text and trigram indexes work on) in step with the
 * product's texts in all five languages and its category, subcategory and brand names. Call it
 * inside the transaction that changed any of them.
 */
import type { Prisma } from "~/generated/prisma/client";
import { buildSearchText } from "./search-text";

const named = { select: { name: true, names: true } } as const;

const namesOf = (row: { name: string; names: unknown } | null | undefined) =>
  row && row.names && typeof row.names === "object" ? Object.values(row.names as Record<string, unknown>) : [];

/** Recomputes the search text of the given products (all of them when `ids` is omitted). */
export async function refreshSearchText(tx: Prisma.TransactionClient, ids?: string[]): Promise<number> {
  const rows = await tx.product.findMany({
    where: ids ? { id: { in: ids } } : {},
    select: {
      id: true,
      title: true,
      description: true,
      searchText: true,
      translations: { select: { title: true, description: true } },
      brand: named,
      category: named,
      subcategory: named,
    },
  });
  let changed = 0;
  for (const p of rows) {
    const text = buildSearchText({
      title: p.title,
      brand: p.brand.name,
      category: p.category.name,
      subcategory: p.subcategory?.name,
      description: p.description,
      translations: p.translations,
      names: [...namesOf(p.brand), ...namesOf(p.category), ...namesOf(p.subcategory)].filter(
        (n): n is string => typeof n === "string",
      ),
    });
    if (text === p.searchText) continue;
    await tx.product.update({ where: { id: p.id }, data: { searchText: text } });
    changed++;
  }
  return changed;
}
