import type { Prisma } from "~/generated/prisma/client";
import type { Language } from "~/modules/i18n/config";
import { countryName } from "~/lib/country-name";
import { getShopSettings } from "~/modules/settings/settings.server";
import {
  operatorInfo,
  productIdentifier,
  readWarnings,
  responsiblePersonFor,
  shopAsOperator,
  warningsIn,
  type ProductSafety,
  type SafetyOperatorInfo,
} from "./safety";

/**
 * The product safety block as the shop shows it (GPSR art. 19), read with the product in the
 * same statement (the select below joins brand, operators and category; relationJoins), and the
 * shop's own identity from its cached settings: no extra query on the product page.
 */

export const operatorSelect = { name: true, address: true, country: true, email: true, url: true } as const;

/** The columns the safety block needs; spread into a product `select`. */
export const safetySelect = {
  pid: true,
  modelType: true,
  batch: true,
  gtin: true,
  safetyWarnings: true,
  brand: {
    select: {
      manufacturer: { select: operatorSelect },
      responsiblePerson: { select: operatorSelect },
    },
  },
  category: { select: { safetyWarnings: true } },
  subcategory: { select: { safetyWarnings: true } },
} satisfies Prisma.ProductSelect;

export type SafetyRow = Prisma.ProductGetPayload<{ select: typeof safetySelect }>;

export type { ProductSafety };

/** The shop as importer (its legal identity from the settings, cached a few seconds). */
export async function shopImporter(): Promise<SafetyOperatorInfo> {
  return shopAsOperator((await getShopSettings()).legal);
}

/** `shop`: the importer named when the manufacturer is outside the EU and the brand names none. */
export function productSafetyOf(row: SafetyRow, lng: Language, shop: SafetyOperatorInfo | null): ProductSafety {
  const manufacturer = row.brand.manufacturer ? operatorInfo(row.brand.manufacturer) : null;
  const named = row.brand.responsiblePerson ? operatorInfo(row.brand.responsiblePerson) : null;
  // Country names written here, not by the browser while it hydrates (lib/numbers says why).
  const shown = (o: SafetyOperatorInfo | null) => (o ? { ...o, countryName: countryName(o.country, lng) } : null);
  return {
    manufacturer: shown(manufacturer),
    responsiblePerson: shown(responsiblePersonFor(manufacturer, named, shop)),
    identifier: productIdentifier(row),
    warnings: warningsIn(
      lng,
      readWarnings(row.category.safetyWarnings),
      readWarnings(row.subcategory?.safetyWarnings),
      readWarnings(row.safetyWarnings),
    ),
  };
}
