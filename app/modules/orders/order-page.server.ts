import type { OrderStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { photosOf, toPhoto } from "~/modules/catalog/localized";
import type { ProductImage } from "~/modules/catalog/types";
import type { Language } from "~/modules/i18n/config";
import { orderStock, type OrderStock } from "~/modules/inventory/order-stock.server";
import { reviewKind } from "~/modules/office/lists.server";
import { orderPayments, type OrderPayment } from "~/modules/payments/order-payments.server";
import { orderHistory, type OrderHistoryRow } from "./order-history.server";
import { orderNotes, type OrderNoteView } from "./order-notes.server";
import { ORDER_CARRIERS, trackingLink, unusualSteps, USUAL_NEXT } from "./status-rules";

/** Everything the back office's order page shows of one order (found by its number, SAT-10006). */

export interface OfficeOrderLine {
  id: string;
  title: string;
  productId: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  image: ProductImage | null;
}

export interface OfficeOrderDetail {
  id: string;
  oid: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  locale: string;
  currency: string;
  paymentMethod: string | null;
  totals: {
    subtotalCents: number;
    discountCode: string | null;
    discountCents: number;
    shippingCents: number;
    vatCents: number;
    totalCents: number;
    refundedCents: number;
  };
  customer: { userId: string | null; name: string; email: string; phone: string | null; guest: boolean };
  shipTo: { name: string; street: string; city: string; state: string; postalCode: string; country: string };
  shipment: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null };
  /** The kind of review the order waits for (lists.server reviewKind), and the stored reason. */
  review: { kind: string; reason: string } | null;
  lines: OfficeOrderLine[];
  payments: OrderPayment[];
  stock: OrderStock;
  history: OrderHistoryRow[];
  notes: OrderNoteView[];
  steps: { usual: OrderStatus[]; unusual: OrderStatus[] };
  carriers: { id: string; name: string }[];
}

export async function orderPageData(oid: string, lng: Language): Promise<OfficeOrderDetail | null> {
  const o = await db().order.findUnique({
    where: { oid },
    select: {
      id: true,
      oid: true,
      status: true,
      createdAt: true,
      updatedAt: true,
      shippedAt: true,
      deliveredAt: true,
      locale: true,
      currency: true,
      paymentMethod: true,
      subtotalCents: true,
      discountCode: true,
      discountCents: true,
      shippingCents: true,
      vatCents: true,
      totalCents: true,
      refundedCents: true,
      userId: true,
      user: { select: { fname: true, lname: true, deletedAt: true } },
      guestName: true,
      email: true,
      phone: true,
      shipName: true,
      shipStreet: true,
      shipCity: true,
      shipState: true,
      shipPostalCode: true,
      shipCountry: true,
      carrier: true,
      awb: true,
      flaggedForReview: true,
      reviewReason: true,
      lines: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          title: true,
          productId: true,
          unitPriceCents: true,
          quantity: true,
          lineTotalCents: true,
          imageUrl: true,
          product: { select: { images: photosOf("gallery", 1) } },
        },
      },
    },
  });
  if (!o) return null;
  const [payments, stock, history, notes] = await Promise.all([
    orderPayments(o.id),
    orderStock(o.id),
    orderHistory(o.id),
    orderNotes(o.id),
  ]);
  const account = o.user && !o.user.deletedAt ? `${o.user.fname} ${o.user.lname}`.trim() : "";
  const kind = reviewKind(o.flaggedForReview, o.reviewReason);
  return {
    id: o.id,
    oid: o.oid,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    shippedAt: o.shippedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    locale: o.locale,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
    totals: {
      subtotalCents: o.subtotalCents,
      discountCode: o.discountCode,
      discountCents: o.discountCents,
      shippingCents: o.shippingCents,
      vatCents: o.vatCents,
      totalCents: o.totalCents,
      refundedCents: o.refundedCents,
    },
    customer: {
      userId: o.userId,
      name: account || o.guestName || o.shipName,
      email: o.email,
      phone: o.phone,
      guest: o.userId === null,
    },
    shipTo: {
      name: o.shipName,
      street: o.shipStreet,
      city: o.shipCity,
      state: o.shipState,
      postalCode: o.shipPostalCode,
      country: o.shipCountry,
    },
    shipment: { carrier: o.carrier, trackingNumber: o.awb, trackingUrl: trackingLink(o.carrier, o.awb) },
    review: kind ? { kind, reason: o.reviewReason ?? "" } : null,
    lines: o.lines.map((l) => {
      const photo = l.product?.images[0];
      return {
        id: l.id,
        title: l.title,
        productId: l.productId,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        lineTotalCents: l.lineTotalCents,
        image: photo
          ? toPhoto(photo, lng, l.title)
          : l.imageUrl
            ? { url: l.imageUrl, sources: [], alt: l.title, width: 800, height: 800 }
            : null,
      };
    }),
    payments,
    stock,
    history,
    notes,
    steps: { usual: [...USUAL_NEXT[o.status]], unusual: unusualSteps(o.status) },
    carriers: ORDER_CARRIERS.map((c) => ({ id: c.id, name: c.name })),
  };
}
