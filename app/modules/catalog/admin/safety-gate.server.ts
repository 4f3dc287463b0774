import type { Prisma } from "~/generated/prisma/client";
import { gapField, gapMessage, readWarnings, safetyGaps, type SafetyGap, type WarningLines } from "../safety";

/**
 * The publication rule of product safety (GPSR art. 19): a product whose category or
 * subcategory needs warnings is published only with its brand's manufacturer known and warning
 * lines (the category's, the subcategory's or its own) in each of the five languages. Read in the
 * transaction that publishes, so the answer holds for what is written.
 */

export interface SafetyRefusal {
  gaps: SafetyGap[];
  /** Field name → message key, one per gap (the form and the API tell them per field). */
  fields: Record<string, string>;
}

export async function safetyGapsOf(
  tx: Prisma.TransactionClient,
  p: { categoryId: string; subcategoryId: string | null; brandId: string; warnings: WarningLines },
): Promise<SafetyRefusal | null> {
  const select = { needsSafetyWarnings: true, safetyWarnings: true } as const;
  const [category, subcategory, brand] = await Promise.all([
    tx.category.findUnique({ where: { id: p.categoryId }, select }),
    p.subcategoryId ? tx.subcategory.findUnique({ where: { id: p.subcategoryId }, select }) : null,
    tx.brand.findUnique({ where: { id: p.brandId }, select: { manufacturerId: true } }),
  ]);
  const gaps = safetyGaps({
    needsWarnings: Boolean(category?.needsSafetyWarnings || subcategory?.needsSafetyWarnings),
    hasManufacturer: Boolean(brand?.manufacturerId),
    warnings: [readWarnings(category?.safetyWarnings), readWarnings(subcategory?.safetyWarnings), p.warnings],
  });
  if (!gaps.length) return null;
  return { gaps, fields: Object.fromEntries(gaps.map((g) => [gapField(g), gapMessage(g)])) };
}
