import { fallbackLanguage, type Language } from "~/lib/languages";
import type { ShopSettings } from "~/modules/settings/defaults";
import type { DocumentOrder } from "./orders.server";
import {
  CONTENT_WIDTH,
  footers,
  letterhead,
  MARGIN,
  MUTED,
  newDocument,
  room,
  toBuffer,
  write,
  type Doc,
} from "./pdf.server";
import { orderLanguage, seller, textsFor, type DocumentLocale, type Texts } from "./texts.server";

/** An order a bulk print left out, and why. */
export interface Skipped {
  oid: string;
  reason: "notFound" | "notPaid";
}

/** A first page listing what a bulk print left out, in the staff member's language. */
export interface Cover {
  lng: Language;
  skipped: readonly Skipped[];
}

/**
 * One PDF of several orders' documents: each order from a new page in its own language, its
 * pages numbered on their own ("Page 2 of 3" is within that order), after an optional cover.
 */
export async function composeDocuments(o: {
  orders: readonly DocumentOrder[];
  locale: DocumentLocale;
  settings: ShopSettings;
  title: (texts: Texts) => string;
  draw: (doc: Doc, order: DocumentOrder, texts: Texts) => void;
  cover?: Cover;
}): Promise<Buffer> {
  const lng = o.cover?.lng ?? (o.orders[0] ? orderLanguage(o.orders[0], o.locale) : fallbackLanguage);
  const doc = newDocument({ title: o.title(await textsFor(lng)), author: o.settings.legal.name, lang: lng });
  const sections = [];
  if (o.cover && o.cover.skipped.length > 0) {
    const texts = await textsFor(o.cover.lng);
    doc.addPage();
    drawCover(doc, o.settings, texts, o.orders.length, o.cover.skipped);
    sections.push({ first: 0, count: doc.bufferedPageRange().count, ...footerOf(o.settings, texts) });
  }
  for (const order of o.orders) {
    // Drawing is synchronous (~20 ms an order): let other requests in between orders of a bulk print.
    await new Promise((resolve) => setImmediate(resolve));
    const texts = await textsFor(orderLanguage(order, o.locale));
    const first = doc.bufferedPageRange().count;
    doc.addPage();
    o.draw(doc, order, texts);
    sections.push({ first, count: doc.bufferedPageRange().count - first, ...footerOf(o.settings, texts) });
  }
  footers(doc, sections);
  return toBuffer(doc);
}

const footerOf = (settings: ShopSettings, texts: Texts) => ({
  left: seller(settings, texts).footer,
  pageLabel: (page: number, pages: number) => texts.t("page", { page, pages }),
});

function drawCover(doc: Doc, settings: ShopSettings, texts: Texts, printed: number, skipped: readonly Skipped[]) {
  const { t } = texts;
  let y = letterhead(doc, seller(settings, texts), t("cover.title"), []);
  y = write(doc, t("cover.printed", { count: printed }), MARGIN, y, { size: 11, bold: true }) + 12;
  y = write(doc, t("cover.skipped"), MARGIN, y, { size: 10, color: MUTED }) + 6;
  for (const s of skipped) {
    y = room(doc, y, 16, () => MARGIN);
    y = write(doc, `•  ${t(`cover.${s.reason}`, { oid: s.oid })}`, MARGIN + 8, y, { width: CONTENT_WIDTH - 8 }) + 3;
  }
}
