/** Shapes the cart hands to the page and the drawer (plain JSON, no Prisma types). */
export interface CartLine {
  productId: string;
  slug: string;
  title: string;
  /** The product's first image, or "" when it has none. */
  imageUrl: string;
  imageAlt: string;
  /** The price of one unit: the discounted price when there is one, else the original. */
  unitPriceCents: number;
  /** Shown reduced: the lowest price of the 30 days before the discount (Omnibus); else null. */
  priorPriceCents: number | null;
  /** Percent off against `priorPriceCents`; 0 when not shown reduced. */
  discountPercent: number;
  quantity: number;
  /** quantity × unitPriceCents. */
  lineTotalCents: number;
  stock: number;
  /** The stored quantity was above the stock and has been lowered to it. */
  capped: boolean;
  /** No stock left: the line is shown but not counted in the total. */
  outOfStock: boolean;
}

export interface CartView {
  lines: CartLine[];
  /** Units in the cart. */
  count: number;
  /** Sum of the payable lines (out-of-stock lines excluded), in cents. */
  totalCents: number;
  hasOutOfStock: boolean;
  /**
   * The payment methods the shop offers, in the spec's order, and whether each can be used now
   * (set by the routes); a method the shop switched off is not in the list.
   */
  methods?: CheckoutMethod[];
}

export interface CheckoutMethod {
  method: "card" | "bank-transfer" | "paypal";
  available: boolean;
}

export interface CartSuggestion {
  id: string;
  slug: string;
  title: string;
  brand: string;
  priceCents: number;
  originalPriceCents: number;
  imageUrl: string;
  imageAlt: string;
}

/** What the cart action answers a script (fetcher) with. */
export interface CartActionData {
  ok: boolean;
  outcome: string;
  /** A translated sentence for the shopper (empty when there is nothing to say). */
  message: string;
  productId?: string;
  cart?: CartView;
}
