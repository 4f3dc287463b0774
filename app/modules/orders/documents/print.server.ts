import { db } from "~/lib/db.server";
import { isLanguage, type Language } from "~/lib/languages";
import { recordAudit } from "~/modules/audit/audit.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { Skipped } from "./compose.server";
import { issueInvoices } from "./invoice-numbers.server";
import { renderInvoice } from "./invoice.server";
import { findDocumentOrders, isInvoiceable, type DocumentOrder } from "./orders.server";
import { renderPackingSlip } from "./packing-slip.server";
import type { DocumentLocale } from "./texts.server";

/** At most this many orders in one bulk print (a few hundred pages, a few MB). */
export const MAX_PRINT = 200;

export const DOCUMENT_KINDS = ["invoice", "packing-slip"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (v: unknown): v is DocumentKind => DOCUMENT_KINDS.includes(v as DocumentKind);

/** What a refusal says: a key of the documents-office namespace ("refusal.*") and its values. */
export interface PrintRefusal {
  ok: false;
  status: 400 | 404 | 409;
  key: "notPaid" | "notFound" | "none" | "tooMany" | "document" | "noneFound" | "nonePaid";
  values: Record<string, string | number>;
}
export type PrintOutcome = { ok: true; pdf: Buffer; filename: string } | PrintRefusal;

/**
 * The language a document prints in: `lang` when it names one of ours (or "buyer", each order's
 * own), otherwise the invoice in the buyer's language (it is the buyer's document) and the
 * packing slip in the staff member's (it is read in the warehouse before it goes in the parcel).
 */
export function documentLocale(kind: DocumentKind, lang: string | null, staff: Language): DocumentLocale {
  if (lang === "buyer" || isLanguage(lang)) return lang;
  return kind === "invoice" ? "buyer" : staff;
}

interface Printer {
  actor: { id: string };
  kind: DocumentKind;
  locale: DocumentLocale;
  /** The staff member's language: a bulk print's cover page. */
  staff: Language;
  ip?: string | null;
}

async function render(p: Printer, orders: DocumentOrder[], skipped: Skipped[]): Promise<Buffer> {
  const settings = await getShopSettings();
  const cover = skipped.length > 0 ? { lng: p.staff, skipped } : undefined;
  if (p.kind === "packing-slip") return renderPackingSlip(orders, p.locale, { settings, cover });

  // Numbers follow the orders' own dates when several are numbered at once.
  const byDate = [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const issued = await issueInvoices(p.actor, byDate, { ip: p.ip });
  const numbered = orders.map((o) => ({ ...o, invoice: issued.get(o.id)! }));
  await db().$transaction((tx) =>
    recordAudit(tx, {
      actorId: p.actor.id,
      action: "invoice.print",
      entity: "Order",
      entityId: orders.length === 1 ? orders[0].id : null,
      details: { oids: orders.map((o) => o.oid), locale: p.locale },
      ip: p.ip ?? null,
    }),
  );
  return renderInvoice(numbered, p.locale, { settings, cover });
}

const day = () => new Date().toISOString().slice(0, 10);

/** One order's invoice or packing slip; an invoice only for a paid order (409 otherwise). */
export async function printOrderDocument(p: Printer, oid: string): Promise<PrintOutcome> {
  const { orders } = await findDocumentOrders([oid]);
  const order = orders[0];
  if (!order) return { ok: false, status: 404, key: "notFound", values: { oid } };
  if (p.kind === "invoice" && !isInvoiceable(order)) return { ok: false, status: 409, key: "notPaid", values: { oid } };
  return { ok: true, pdf: await render(p, [order], []), filename: `${p.kind}-${order.oid}.pdf` };
}

/**
 * Several orders' documents in one PDF, each order from a new page, in the order asked. Orders
 * that do not exist (or, for invoices, were not paid) are left out and listed on a cover page,
 * so one stale number does not hold up a day's packing; when none is left, the print is refused.
 */
export async function printOrderDocuments(p: Printer, oids: readonly string[]): Promise<PrintOutcome> {
  const wanted = [...new Set(oids.map((o) => o.trim()).filter(Boolean))];
  if (wanted.length === 0) return { ok: false, status: 400, key: "none", values: {} };
  if (wanted.length > MAX_PRINT) {
    return { ok: false, status: 400, key: "tooMany", values: { max: MAX_PRINT, count: wanted.length } };
  }
  const { orders, missing } = await findDocumentOrders(wanted);
  if (orders.length === 0) return { ok: false, status: 404, key: "noneFound", values: {} };
  const skipped: Skipped[] = missing.map((oid) => ({ oid, reason: "notFound" }));
  let printable = orders;
  if (p.kind === "invoice") {
    printable = orders.filter(isInvoiceable);
    skipped.push(...orders.filter((o) => !isInvoiceable(o)).map((o) => ({ oid: o.oid, reason: "notPaid" as const })));
    if (printable.length === 0) return { ok: false, status: 409, key: "nonePaid", values: {} };
  }
  const position = new Map(wanted.map((oid, i) => [oid, i]));
  skipped.sort((a, b) => position.get(a.oid)! - position.get(b.oid)!);
  const name = p.kind === "invoice" ? "invoices" : "packing-slips";
  return { ok: true, pdf: await render(p, printable, skipped), filename: `${name}-${day()}.pdf` };
}
