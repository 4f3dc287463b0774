import { db } from "~/lib/db.server";
import { cardSelect, toProductCard } from "~/modules/catalog/cards.server";
import { productLineSelect, productText, toPhotos, translationIn } from "~/modules/catalog/localized";
import { reductionOf } from "~/modules/catalog/prior-price";
import { effectivePriceCents } from "~/modules/catalog/rules";
import type { Language } from "~/modules/i18n/config";
import {
  applyCartIntent,
  cartCount,
  isRefusal,
  lineLimit,
  lineTotalCents,
  sumCents,
  type CartEntry,
  type CartIntent,
  type CartOutcome,
} from "./cart";
import type { CartLine, CartSuggestion, CartView } from "./types";

/**
 * Prices the cart from the database, titles in the shopper's language. Products that no longer
 * exist or are drafts (unpublished: not for sale) are dropped; a quantity above
 * the stock is lowered to it (`capped`); a product with no stock stays listed but `outOfStock`
 * and out of the total. `entries` is the cart as it should now be stored.
 */
export async function loadCart(
  entries: readonly CartEntry[],
  lng: Language = "it",
): Promise<{ view: CartView; entries: CartEntry[]; changed: boolean }> {
  if (entries.length === 0) return { view: emptyCart(), entries: [], changed: false };
  const products = await db().product.findMany({
    where: { id: { in: entries.map((e) => e.productId) }, published: true },
    select: productLineSelect(lng),
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines: CartLine[] = [];
  const kept: CartEntry[] = [];
  let changed = false;
  for (const entry of entries) {
    const p = byId.get(entry.productId);
    if (!p) {
      changed = true;
      continue;
    }
    const limit = lineLimit(p.stock);
    const outOfStock = limit < 1;
    const capped = !outOfStock && entry.quantity > limit;
    const quantity = capped ? limit : entry.quantity;
    if (capped) changed = true;
    kept.push({ productId: p.id, quantity });
    const { title } = productText(p);
    const image = toPhotos(p.images, lng, title)[0];
    const unitPriceCents = effectivePriceCents(p);
    const reduction = reductionOf(p);
    lines.push({
      productId: p.id,
      slug: p.slug,
      title,
      imageUrl: image?.url ?? "",
      imageAlt: image?.alt ?? "",
      unitPriceCents,
      priorPriceCents: reduction?.priorPriceCents ?? null,
      discountPercent: reduction?.percent ?? 0,
      quantity,
      lineTotalCents: lineTotalCents(unitPriceCents, quantity),
      stock: Math.max(0, p.stock),
      capped,
      outOfStock,
    });
  }
  const payable = lines.filter((l) => !l.outOfStock);
  return {
    view: {
      lines,
      count: cartCount(kept),
      totalCents: sumCents(payable.map((l) => l.lineTotalCents)),
      hasOutOfStock: lines.length !== payable.length,
    },
    entries: kept,
    changed,
  };
}

export function emptyCart(): CartView {
  return { lines: [], count: 0, totalCents: 0, hasOutOfStock: false };
}

/** What the cart action needs to know about a product: is it for sale (published), how many are left. */
export async function findCartProduct(productId: string, lng: Language = "it") {
  const row = await db().product.findUnique({
    where: { id: productId },
    select: {
      id: true,
      slug: true,
      title: true,
      description: true,
      translations: translationIn(lng),
      stock: true,
      published: true,
    },
  });
  if (!row?.published) return null;
  return { id: row.id, slug: row.slug, title: productText(row).title, stock: row.stock };
}

/** Products to suggest in an empty cart: in stock, most popular first. */
export async function cartSuggestions(limit = 12, lng: Language = "it"): Promise<CartSuggestion[]> {
  const rows = await db().product.findMany({
    where: { stock: { gt: 0 }, published: true },
    orderBy: [{ popularity: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    take: limit,
    select: cardSelect(lng),
  });
  return rows.map((row) => {
    const card = toProductCard(row, lng);
    const image = card.images[0];
    return {
      id: card.id,
      slug: card.slug,
      title: card.title,
      brand: card.brand,
      priceCents: card.priceCents,
      originalPriceCents: card.originalPriceCents,
      imageUrl: image?.url ?? "",
      imageAlt: image?.alt ?? "",
    };
  });
}

export type CartChangeResult =
  | { status: 404; outcome: "notFound"; entries: CartEntry[] }
  | {
      status: 200 | 400 | 409;
      outcome: CartOutcome;
      entries: CartEntry[];
      quantity: number;
      limit: number;
      product: { id: string; slug: string; title: string } | null;
    };

/**
 * One change to the cart, decided on the server: the product must exist (except to remove it)
 * and its stock bounds the line. A refused change returns the entries unchanged.
 */
export async function changeCart(
  entries: readonly CartEntry[],
  input: { intent: CartIntent; productId: string; quantity?: number },
  lng: Language = "it",
): Promise<CartChangeResult> {
  const product = await findCartProduct(input.productId, lng);
  if (!product && input.intent !== "remove") return { status: 404, outcome: "notFound", entries: [...entries] };
  const change = applyCartIntent(entries, input.intent, input.productId, input.quantity, product?.stock ?? 0);
  const status = change.outcome === "invalid" ? 400 : isRefusal(change.outcome) ? 409 : 200;
  return {
    status,
    outcome: change.outcome,
    entries: change.entries,
    quantity: change.quantity,
    limit: change.limit,
    product: product ? { id: product.id, slug: product.slug, title: product.title } : null,
  };
}
