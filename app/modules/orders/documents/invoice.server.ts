import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import type { DocumentOrder } from "./orders.server";
import {
  A4,
  addressBlocks,
  CONTENT_WIDTH,
  letterhead,
  MARGIN,
  MUTED,
  room,
  table,
  totals,
  write,
  type Doc,
} from "./pdf.server";
import { invoiceLabel } from "./text";
import { composeDocuments, type Cover } from "./compose.server";
import { addressLines, paymentText, seller, type DocumentLocale, type Texts } from "./texts.server";

function drawInvoice(doc: Doc, order: DocumentOrder, settings: ShopSettings, texts: Texts) {
  const { t, f } = texts;
  const invoice = order.invoice;
  if (!invoice) throw new Error(`renderInvoice: order ${order.oid} has no invoice number`);
  const number = invoiceLabel(invoice);
  const shop = seller(settings, texts);

  let y = letterhead(doc, shop, t("invoice.title"), [
    [t("invoice.number"), number],
    [t("invoice.date"), f.date(invoice.issuedAt)],
    [t("invoice.order"), order.oid],
    [t("invoice.orderDate"), f.date(order.createdAt)],
  ]);
  const continued = () => {
    write(doc, `${shop.name} · ${t("invoice.continued", { number })}`, MARGIN, MARGIN, { size: 8.5, color: MUTED });
    return MARGIN + 24;
  };

  const contact = [order.email, order.phone ?? ""].filter(Boolean);
  const payment = paymentText(order, texts);
  y = addressBlocks(doc, y, [
    { heading: t("invoice.billTo"), lines: [...addressLines(order, texts), ...contact] },
    ...(payment ? [{ heading: t("invoice.payment"), lines: [payment] }] : []),
  ]);

  const w = CONTENT_WIDTH;
  y = table(
    doc,
    y,
    [
      { label: t("table.description"), width: w * 0.52 },
      { label: t("table.quantity"), width: w * 0.1, align: "right" },
      { label: t("table.unitPrice"), width: w * 0.19, align: "right" },
      { label: t("table.amount"), width: w * 0.19, align: "right" },
    ],
    order.lines.map((l) => [l.title, String(l.quantity), f.money(l.unitPriceCents), f.money(l.lineTotalCents)]),
    continued,
  );

  const rows = [
    { label: t("totals.subtotal"), value: f.money(order.subtotalCents) },
    ...(order.discountCents > 0
      ? [
          {
            label: order.discountCode ? t("totals.discountCode", { code: order.discountCode }) : t("totals.discount"),
            value: `- ${f.money(order.discountCents)}`,
          },
        ]
      : []),
    { label: t("totals.shipping"), value: order.shippingCents === 0 ? t("totals.free") : f.money(order.shippingCents) },
    { label: t("totals.total"), value: f.money(order.totalCents), strong: true },
    { label: t("totals.taxable"), value: f.money(order.totalCents - order.vatCents), muted: true },
    { label: t("totals.vat", { rate: settings.vatPercent }), value: f.money(order.vatCents), muted: true },
  ];
  y = room(doc, y, 24 + rows.length * 20 + 30, continued);
  y = totals(doc, y, rows);
  write(doc, t("invoice.pricesIncludeVat"), A4.width - MARGIN - 250, y + 6, {
    size: 8,
    color: MUTED,
    width: 250,
    align: "right",
  });
}

/**
 * The invoices of these orders, one after another in one PDF, each on its own pages: the seller
 * (the shop's legal identity from its settings), the number and date of issue, the order, the
 * buyer, the lines, discount, shipping, the VAT included (at the shop's rate, in the amount
 * stored on the order) and the total. Every order must already carry its invoice number
 * (issueInvoices). `cover` lists what a bulk print left out.
 */
export async function renderInvoice(
  orders: readonly DocumentOrder[],
  locale: DocumentLocale,
  options: { settings?: ShopSettings; cover?: Cover } = {},
): Promise<Buffer> {
  const settings = options.settings ?? (await getShopSettings());
  const single = orders.length === 1 ? orders[0].invoice : null;
  return composeDocuments({
    orders,
    locale,
    settings,
    cover: options.cover,
    title: ({ t }) => (single ? `${t("invoice.title")} ${invoiceLabel(single)}` : t("invoice.title")),
    draw: (doc, order, texts) => drawInvoice(doc, order, settings, texts),
  });
}
