import { db } from "~/lib/db.server";
import { isLanguage, type Language } from "~/lib/languages";
import { recordAudit } from "~/modules/audit/audit.server";
import { vatIncluded } from "~/modules/checkout/pricing";
import { getT } from "~/modules/i18n/i18n.server";
import { issueInvoices } from "~/modules/orders/documents/invoice-numbers.server";
import { documentOrderSelect, isInvoiceable, toDocumentOrder } from "~/modules/orders/documents/orders.server";
import { invoiceLabel, SHOP_TIME_ZONE } from "~/modules/orders/documents/text";
import type { ShopSettings } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";
import { buildFatturaPA, type FatturaLine, type FatturaSeller } from "./fatturapa";
import type { InvoiceRequest } from "./schemas";
import type { RegimeFiscale } from "./settings-schema";

/**
 * Staff download an invoiced order as its FatturaPA file (GET …/orders/<oid>/invoice.xml): the
 * order must have asked for an invoice and be paid; its invoice number is the one it got at
 * payment, or the next one now (the same numbering as the PDF invoice, decision 011). Each
 * download is audited ("invoice.xml").
 */

export const INVOICING_NS = "invoicing";

export type FatturaRefusal = { ok: false; status: 404 | 409; key: "notFound" | "notRequested" | "notPaid" };
export type FatturaOutcome = { ok: true; xml: string; fileName: string } | FatturaRefusal;

/** A date as YYYY-MM-DD in the shop's calendar. */
const isoDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(d);

/**
 * The VAT rate the order was priced with: the order keeps the VAT amount, not the rate, so the
 * rate is the one that gives that amount for the total (the shop's current rate first).
 */
export function orderVatPercent(order: { totalCents: number; vatCents: number }, current: number): number {
  const candidates = [current, 22, 10, 5, 4, ...Array.from({ length: 101 }, (_, i) => i)];
  return candidates.find((r) => vatIncluded(order.totalCents, r) === order.vatCents) ?? current;
}

export function sellerOf(legal: ShopSettings["legal"]): FatturaSeller {
  return {
    name: legal.name,
    vatNumber: legal.vatNumber,
    fiscalCode: legal.taxCode || null,
    regimeFiscale: legal.regimeFiscale as RegimeFiscale,
    street: legal.street,
    postalCode: legal.postalCode,
    city: legal.city,
    province: legal.province || null,
    country: legal.country,
    rea:
      legal.reaOffice && legal.reaNumber
        ? {
            office: legal.reaOffice,
            number: legal.reaNumber,
            shareCapitalCents: legal.shareCapital ? Math.round(Number(legal.shareCapital) * 100) : null,
            soleShareholder:
              legal.soleShareholder === "SU" || legal.soleShareholder === "SM" ? legal.soleShareholder : null,
            liquidation: legal.liquidation === "LS" ? "LS" : "LN",
          }
        : null,
    phone: legal.phone,
    email: legal.email,
  };
}

export async function fatturaForOrder(
  actor: { id: string },
  oid: string,
  ctx: { ip?: string | null } = {},
): Promise<FatturaOutcome> {
  const row = await db().order.findUnique({
    where: { oid },
    select: {
      ...documentOrderSelect,
      invoiceRequest: {
        select: {
          type: true,
          name: true,
          fiscalCode: true,
          vatCountry: true,
          vatNumber: true,
          sdiCode: true,
          pec: true,
        },
      },
    },
  });
  if (!row) return { ok: false, status: 404, key: "notFound" };
  const { invoiceRequest, ...rest } = row;
  const order = toDocumentOrder(rest);
  if (!invoiceRequest) return { ok: false, status: 409, key: "notRequested" };
  if (!isInvoiceable(order)) return { ok: false, status: 409, key: "notPaid" };

  const issued = order.invoice ?? (await issueInvoices(actor, [order], { ip: ctx.ip })).get(order.id)!;
  const settings = await getShopSettings();
  const lng: Language = isLanguage(order.locale) ? order.locale : "it";
  const t = await getT(lng, INVOICING_NS);
  const rate = orderVatPercent(order, settings.vatPercent);

  const lines: FatturaLine[] = order.lines.map((l) => ({
    description: l.title,
    quantity: l.quantity,
    grossCents: l.lineTotalCents,
    vatPercent: rate,
    kind: "goods",
    code: l.pid,
  }));
  if (order.discountCents > 0) {
    lines.push({
      description: order.discountCode
        ? t("fatturapa.discountCode", { code: order.discountCode })
        : t("fatturapa.discount"),
      quantity: null,
      grossCents: -order.discountCents,
      vatPercent: rate,
      kind: "discount",
    });
  }
  if (order.shippingCents > 0) {
    lines.push({
      description: t("fatturapa.shipping"),
      quantity: null,
      grossCents: order.shippingCents,
      vatPercent: rate,
      kind: "shipping",
    });
  }

  const { xml, fileName } = buildFatturaPA({
    seller: sellerOf(settings.legal),
    buyer: invoiceRequest as InvoiceRequest,
    address: {
      street: order.shipStreet,
      postalCode: order.shipPostalCode,
      city: order.shipCity,
      province: order.shipState || null,
      country: order.shipCountry,
    },
    document: {
      number: invoiceLabel(issued),
      year: issued.year,
      sequence: issued.number,
      date: isoDay(issued.issuedAt),
      reason: t("fatturapa.reason", { oid: order.oid }),
      order: { id: order.oid, date: isoDay(order.createdAt) },
      lines,
      paymentMethod: order.paymentMethod === "bank-transfer" ? "MP05" : order.paymentMethod ? "MP08" : null,
    },
  });
  await db().$transaction((tx) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: "invoice.xml",
      entity: "Order",
      entityId: order.id,
      details: { oid: order.oid, number: invoiceLabel(issued), file: fileName },
      ip: ctx.ip ?? null,
    }),
  );
  return { ok: true, xml, fileName };
}

/** The file as a download, never stored by a cache (it holds a person's tax code and address). */
export function fatturaResponse(outcome: Extract<FatturaOutcome, { ok: true }>): Response {
  const body = new TextEncoder().encode(outcome.xml);
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${outcome.fileName}"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Why there is no file, as a small page in the staff member's language with a link back to the order. */
export async function fatturaRefusalResponse(refusal: FatturaRefusal, lng: Language, oid: string): Promise<Response> {
  const t = await getT(lng, INVOICING_NS);
  const title = t("refusal.title");
  const back =
    refusal.status === 404
      ? "/sattva-administration/orders"
      : `/sattva-administration/orders/${encodeURIComponent(oid)}`;
  const html = `<!doctype html>
<html lang="${lng}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p role="alert">${escape(t(`refusal.${refusal.key}`, { oid }))}</p>
<p><a href="${escape(back)}">${escape(refusal.status === 404 ? t("refusal.backToOrders") : t("refusal.backToOrder", { oid }))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: refusal.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
