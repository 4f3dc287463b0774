import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { recordConsent } from "~/modules/privacy/consents.server";
import type { EuCountry } from "~/modules/accounts/account-schemas";
import { invalidateProductPages } from "~/modules/catalog/products.server";
import { effectivePriceCents } from "~/modules/catalog/rules";
import {
  claimDiscount,
  discountRefusal,
  recordDiscountUse,
  type DiscountCodeProblem,
} from "~/modules/discounts/redeem.server";
import { orderableProducts } from "~/modules/catalog/order-lines.server";
import { newOrderId } from "~/modules/inventory/ledger.server";
import { saveInvoiceRequest } from "~/modules/invoicing/requests.server";
import type { InvoiceRequest } from "~/modules/invoicing/schemas";
import { takeUnits, unitsByProduct } from "~/modules/orders/stock.server";
import { createAttempt } from "~/modules/payments/attempts.server";
import type { PaymentMethod } from "~/modules/payments/provider";
import { methodConfigured } from "~/modules/payments/registry.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import { readShopSettings } from "~/modules/settings/settings.server";
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY, priceOrder, pricingOf, pricingStamp, type OrderTotals } from "./pricing";
import type { CheckoutCustomer } from "./schemas";

/**
 * Placing an order (ARCHITECTURE "checkout: price the cart, reserve stock, create the order,
 * start the payment"), the first three in ONE transaction:
 *
 * - every unit is taken from the shelf with a conditional update (`stock >= quantity`), in
 *   product-id order, so two buyers never get the same last unit and two carts taking the same
 *   products in opposite orders cannot deadlock;
 * - every price comes from the database as the rows stand once taken (whatever a client sent for
 *   a price or a total is not even read);
 * - the order (lines with title and unit price as sold, totals, the address as fields, the
 *   account or the guest) and its payment attempt are created.
 *
 * Anything short or wrong rolls the whole transaction back: nothing is taken, nothing is written.
 * The payment is started at the provider afterwards (payments/attempts.server.ts).
 *
 * The shop's settings (shipping, VAT, the welcome code, the methods on, the reservation minutes)
 * are read inside the same transaction, never from a cache: the order is priced with the
 * settings as they are when it is placed.
 */

/** Unpaid orders one e-mail, or one client address, may hold stock for at a time (SECURITY.md: holds are capped). */
export const MAX_HOLDS_PER_EMAIL = 3;
export const MAX_HOLDS_PER_CLIENT = 10;

export interface PlaceOrderInput {
  method: PaymentMethod;
  items: readonly { productId: string; quantity: number }[];
  customer: CheckoutCustomer;
  discountCode?: string | null;
  /** "I need an invoice": stored with the order, in its transaction (modules/invoicing). */
  invoice?: InvoiceRequest | null;
  /** The signed-in shopper; null for a guest. */
  user: { id: string } | null;
  locale: string;
  clientIp: string | null;
  now?: Date;
  /**
   * The pricing the shopper was shown (pricingStamp), when the page sent it: an order is refused
   * rather than charged differently when the shop's shipping, VAT or welcome percent changed since.
   */
  pricingStamp?: string | null;
  /** The terms sentence the page showed by its button, recorded with the consent (the JSON API shows none). */
  termsText?: string | null;
}

export interface PlacedOrder {
  orderId: string;
  oid: string;
  paymentId: string;
  provider: string;
  totals: OrderTotals;
  reservationExpires: Date;
}

export type PlaceOrderRefusal =
  | { reason: "empty" }
  | { reason: "too_many_items" }
  | { reason: "unknown_product"; productId: string }
  | { reason: "stock_short"; productId: string; title: string; available: number; requested: number }
  /** `problem` says why (discounts:refusal.*); without it, the welcome code's "not for this e-mail". */
  | { reason: "discount_invalid"; problem?: DiscountCodeProblem; minOrderCents?: number }
  | { reason: "too_many_holds" }
  | { reason: "method_unavailable" }
  | { reason: "prices_changed" };

export type PlaceOrderResult = ({ ok: true } & PlacedOrder) | ({ ok: false } & PlaceOrderRefusal);

class Refused extends Error {
  constructor(readonly refusal: PlaceOrderRefusal) {
    super(refusal.reason);
  }
}

/**
 * How long an unpaid order holds its stock: longer for a bank transfer (PIS can wait on the bank).
 * The shop's setting; the environment variables are only its defaults.
 */
export function reservationMinutes(method: PaymentMethod, reservation: ShopSettings["reservation"]) {
  return method === "bank-transfer" ? reservation.bankTransferMinutes : reservation.minutes;
}

type Tx = Prisma.TransactionClient;

async function nextOid(tx: Tx) {
  const [row] = await tx.$queryRaw<{ n: number }[]>`SELECT nextval('order_number_seq')::int AS n`;
  return `SAT-${row.n}`;
}

/**
 * A rush of buyers waits its turn for a connection (Prisma's default is 2 s, after which the
 * buyer would be refused for nothing); the transaction itself stays short.
 */
const CHECKOUT_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  // No provider for the method (production without its keys refuses the test gateway): no order.
  // Whether the shop offers it is its setting, read with the others in the transaction below.
  if (!methodConfigured(input.method)) return { ok: false, reason: "method_unavailable" };
  const units = unitsByProduct(input.items);
  if (units.length === 0) return { ok: false, reason: "empty" };
  if (
    units.length > MAX_ORDER_LINES ||
    units.some(([, q]) => !Number.isSafeInteger(q) || q < 1 || q > MAX_ORDER_QUANTITY)
  ) {
    return { ok: false, reason: "too_many_items" };
  }
  const now = input.now ?? new Date();
  const email = input.customer.email.trim().toLowerCase();
  const code = (input.discountCode ?? "").trim().toUpperCase();

  try {
    const placed = await db().$transaction(async (tx): Promise<PlacedOrder> => {
      // A busy sale is a queue on its products' rows, not a slow query: the wait for the row locks
      // may use the transaction's whole time, beyond the request pool's statement limit.
      await tx.$queryRaw`SELECT set_config('statement_timeout', ${String(CHECKOUT_TRANSACTION.timeout)}, true)`;
      const settings = await readShopSettings(tx);
      if (!settings.paymentMethods[input.method]) throw new Refused({ reason: "method_unavailable" });
      const pricing = pricingOf(settings);
      if (input.pricingStamp && input.pricingStamp !== pricingStamp(pricing, settings.newsletter.percent)) {
        throw new Refused({ reason: "prices_changed" });
      }
      const minutes = reservationMinutes(input.method, settings.reservation);
      const reservationExpires = new Date(now.getTime() + minutes * 60_000);
      // Checkouts of one e-mail (or one client address) arriving at once queue here, so the caps
      // below count each other's orders: a transaction-scoped advisory lock per key, e-mails
      // (class 1) always before addresses (class 2), so two checkouts never wait on each other.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(1, hashtext(${email}))`;
      if (input.clientIp) await tx.$executeRaw`SELECT pg_advisory_xact_lock(2, hashtext(${input.clientIp}))`;
      const held = { status: "pending", reservationExpires: { gt: now } } as const;
      const byEmail = await tx.order.count({ where: { ...held, email } });
      const byClient = input.clientIp ? await tx.order.count({ where: { ...held, clientIp: input.clientIp } }) : 0;
      if (byEmail >= MAX_HOLDS_PER_EMAIL || byClient >= MAX_HOLDS_PER_CLIENT)
        throw new Refused({ reason: "too_many_holds" });

      // The order's id is made here so that the ledger records the units it takes against it.
      const orderId = newOrderId();
      const refused = await takeUnits(tx, units, { reason: "order", orderId, actorId: input.user?.id });
      if (refused && "missing" in refused) throw new Refused({ reason: "unknown_product", productId: refused.missing });
      if (refused) {
        // The refusal names the product in the shopper's language.
        const named = await orderableProducts(tx, [refused.short.productId], input.locale);
        const title = named.get(refused.short.productId)?.title ?? refused.short.title;
        throw new Refused({ reason: "stock_short", ...refused.short, title });
      }
      // Titles in the shopper's language; a draft is not for sale (refused like a missing product).
      const byId = await orderableProducts(
        tx,
        units.map(([id]) => id),
        input.locale,
      );
      const draft = units.find(([id]) => !byId.has(id));
      if (draft) throw new Refused({ reason: "unknown_product", productId: draft[0] });
      const lines = units.map(([productId, quantity]) => {
        const p = byId.get(productId)!;
        const unitPriceCents = effectivePriceCents(p);
        return {
          productId,
          title: p.title,
          unitPriceCents,
          quantity,
          lineTotalCents: unitPriceCents * quantity,
          imageUrl: p.imageUrl,
        };
      });
      // The code (its row locked, its use counted) after the stock: every checkout locks in that order.
      const goodsCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
      const userId = input.user?.id ?? null;
      const claim = code ? await claimDiscount(tx, { code, goodsCents, email, userId, now }) : null;
      if (claim && !claim.ok) throw new Refused(discountRefusal(claim));
      const totals = priceOrder(lines, input.customer.country as EuCountry, claim?.redemption.terms ?? null, pricing);

      const oid = await nextOid(tx);
      const order = await tx.order.create({
        data: {
          id: orderId,
          oid,
          userId: input.user?.id ?? null,
          guestName: input.user ? null : input.customer.fullName,
          guestEmail: input.user ? null : email,
          email,
          phone: input.customer.phone,
          shipName: input.customer.fullName,
          shipStreet: input.customer.address,
          shipCity: input.customer.city,
          shipPostalCode: input.customer.postalCode,
          shipCountry: input.customer.country,
          status: "pending",
          paymentMethod: input.method,
          ...totals,
          discountCode: claim?.redemption.code ?? null,
          currency: "EUR",
          locale: input.locale,
          clientIp: input.clientIp,
          reservationExpires,
          lines: { create: lines },
        },
        select: { id: true },
      });
      if (input.invoice) await saveInvoiceRequest(tx, order.id, input.invoice);
      if (claim)
        await recordDiscountUse(tx, { codeId: claim.redemption.codeId, orderId, amountCents: totals.discountCents });
      // Placing the order accepts the terms of sale: recorded with their version (GDPR art. 7(1)).
      await recordConsent(tx, {
        kind: "terms",
        granted: true,
        source: "checkout",
        userId: input.user?.id,
        email,
        orderId,
        ip: input.clientIp,
        text: input.termsText ?? null,
      });
      const payment = await createAttempt(tx, {
        orderId: order.id,
        method: input.method,
        amountCents: totals.totalCents,
        currency: "EUR",
      });
      return { orderId: order.id, oid, paymentId: payment.id, provider: payment.provider, totals, reservationExpires };
    }, CHECKOUT_TRANSACTION);
    // Product pages show stock: the units taken are visible at once.
    invalidateProductPages();
    return { ok: true, ...placed };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}
