import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import type { DocumentOrder } from "./orders.server";
import {
  addressBlocks,
  CONTENT_WIDTH,
  INK,
  letterhead,
  MARGIN,
  MUTED,
  room,
  rule,
  table,
  write,
  type Doc,
} from "./pdf.server";
import { composeDocuments, type Cover } from "./compose.server";
import { addressLines, seller, type DocumentLocale, type Texts } from "./texts.server";

function drawSlip(doc: Doc, order: DocumentOrder, settings: ShopSettings, texts: Texts) {
  const { t, f } = texts;
  const shop = seller(settings, texts);

  let y = letterhead(doc, shop, t("slip.title"), [
    [t("slip.order"), order.oid],
    [t("slip.orderDate"), f.date(order.createdAt)],
  ]);
  const continued = () => {
    write(doc, `${shop.name} · ${t("slip.continued", { oid: order.oid })}`, MARGIN, MARGIN, {
      size: 8.5,
      color: MUTED,
    });
    return MARGIN + 24;
  };

  const shipment = order.carrier
    ? [
        `${t("slip.carrier")}: ${order.carrier}`,
        ...(order.awb ? [`${t("slip.tracking")}: ${order.awb}`] : []),
        ...(order.shippedAt ? [`${t("slip.shippedAt")}: ${f.date(order.shippedAt)}`] : []),
      ]
    : [t("slip.notShipped")];
  y = addressBlocks(doc, y, [
    { heading: t("slip.shipTo"), lines: addressLines(order, texts) },
    { heading: t("slip.contact"), lines: [order.email, order.phone ?? ""].filter(Boolean) },
    { heading: t("slip.shipment"), lines: shipment },
  ]);

  const w = CONTENT_WIDTH;
  y = table(
    doc,
    y,
    [
      { label: t("table.picked"), width: w * 0.11, align: "center", checkbox: true },
      { label: t("table.quantity"), width: w * 0.09, align: "right" },
      { label: t("table.code"), width: w * 0.16 },
      { label: t("table.description"), width: w * 0.64 },
    ],
    order.lines.map((l) => ["", String(l.quantity), l.pid ?? "", l.title]),
    continued,
  );

  const units = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  y = room(doc, y, 110, continued);
  write(doc, t("slip.units", { count: units }), MARGIN, y + 10, { size: 10, bold: true, width: w, align: "right" });
  y = doc.y + 40;
  // Lines to sign by hand: who packed the parcel, who checked it, and when.
  const third = (w - 36) / 3;
  [t("slip.packedBy"), t("slip.checkedBy"), t("slip.signDate")].forEach((label, i) => {
    const x = MARGIN + i * (third + 18);
    rule(doc, y, INK, x, x + third);
    write(doc, label, x, y + 4, { size: 8, color: MUTED, width: third });
  });
}

/**
 * The packing slips of these orders, one after another in one PDF, each on its own pages: the
 * shop, the order, where it goes and to whom, the carrier and tracking number once shipped, and
 * the lines without prices, each with a box to tick while packing. `cover` lists what a bulk
 * print left out.
 */
export async function renderPackingSlip(
  orders: readonly DocumentOrder[],
  locale: DocumentLocale,
  options: { settings?: ShopSettings; cover?: Cover } = {},
): Promise<Buffer> {
  const settings = options.settings ?? (await getShopSettings());
  return composeDocuments({
    orders,
    locale,
    settings,
    cover: options.cover,
    title: ({ t }) => (orders.length === 1 ? `${t("slip.title")} ${orders[0].oid}` : t("slip.title")),
    draw: (doc, order, texts) => drawSlip(doc, order, settings, texts),
  });
}
