import PDFDocument from "pdfkit";
import type { ShopSettings } from "~/modules/settings/defaults";
import { printable } from "./text";

/**
 * The page, the type and the parts both documents share: the shop's letterhead, a table that
 * carries its header onto the next page, a totals block and the footers with page numbers.
 * pdfkit places text at points (1/72 inch) on an A4 page; fonts are the standard Helvetica pair.
 */

export type Doc = PDFKit.PDFDocument;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
/** Where the body stops: the footer lives below it. */
export const BODY_BOTTOM = A4.height - 64;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const INK = "#1f1a17";
export const MUTED = "#6b625a";
const RULE = "#d9d2c7";
const BAND = "#f4efe8";
export const ACCENT = "#5b2a4a";

const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

export function newDocument(meta: { title: string; author: string; lang: string }): Doc {
  return new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: A4.height - BODY_BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: printable(meta.title), Author: printable(meta.author), Creator: "Sattva", Producer: "Sattva" },
  });
}

/** The whole document as bytes (pdfkit streams; these documents are a few hundred kB at most). */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center";
}

/** Writes text at (x, y) and returns the y below it. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  const { size = 9.5, bold = false, color = INK, width, align = "left" } = style;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(size)
    .fillColor(color)
    .text(printable(text), x, y, { width, align, lineGap: 1.5 });
  return doc.y;
}

export function heightOf(doc: Doc, text: string, style: TextStyle & { width: number }): number {
  doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size ?? 9.5);
  return doc.heightOfString(printable(text), { width: style.width, lineGap: 1.5 });
}

export function rule(doc: Doc, y: number, color = RULE, x1 = MARGIN, x2 = A4.width - MARGIN) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(color).stroke();
}

export type Legal = ShopSettings["legal"];

/** The seller's identity lines under its name: address, then the tax and contact details. */
export function legalLines(
  legal: Legal,
  labels: Record<"vat" | "taxCode" | "pec" | "sdi" | "email" | "phone", string>,
  country: (c: string) => string,
) {
  const place = [`${legal.postalCode} ${legal.city}`.trim(), legal.province ? `(${legal.province})` : ""]
    .filter(Boolean)
    .join(" ");
  const address = [legal.street, place, legal.country ? country(legal.country) : ""].filter(Boolean).join(", ");
  const tax = [
    legal.vatNumber && `${labels.vat} ${legal.vatNumber}`,
    legal.taxCode && `${labels.taxCode} ${legal.taxCode}`,
  ];
  const einvoice = [legal.sdiCode && `${labels.sdi} ${legal.sdiCode}`, legal.pec && `${labels.pec} ${legal.pec}`];
  const contact = [legal.email && `${labels.email} ${legal.email}`, legal.phone && `${labels.phone} ${legal.phone}`];
  // Two details a line, each kept whole (no break inside a phone number): they fit the column.
  const keep = (items: string[]) =>
    items
      .filter(Boolean)
      .map((s) => s.replace(/ /g, "\u00a0"))
      .join(" · ");
  return [address, keep(tax), keep(einvoice), keep(contact)].filter(Boolean);
}

/**
 * The letterhead of an order's first page: the seller on the left, the document's title and its
 * facts (number, dates, order) on the right. Returns the y below it.
 */
export function letterhead(
  doc: Doc,
  seller: { name: string; lines: string[] },
  title: string,
  facts: [label: string, value: string][],
): number {
  const leftWidth = CONTENT_WIDTH * 0.56;
  let y = write(doc, seller.name, MARGIN, MARGIN, { size: 15, bold: true, color: ACCENT, width: leftWidth });
  y += 3;
  for (const line of seller.lines) y = write(doc, line, MARGIN, y, { size: 8.5, color: MUTED, width: leftWidth }) + 1;

  const rightX = MARGIN + leftWidth + 12;
  const rightWidth = A4.width - MARGIN - rightX;
  let ry = write(doc, title, rightX, MARGIN, { size: 18, bold: true, width: rightWidth, align: "right" }) + 6;
  for (const [label, value] of facts) {
    write(doc, label, rightX, ry, { size: 8.5, color: MUTED, width: rightWidth * 0.5 });
    ry = Math.max(
      doc.y,
      write(doc, value, rightX + rightWidth * 0.5, ry, {
        size: 8.5,
        bold: true,
        width: rightWidth * 0.5,
        align: "right",
      }),
    );
    ry += 2;
  }
  const bottom = Math.max(y, ry) + 14;
  rule(doc, bottom, ACCENT);
  return bottom + 16;
}

/** Side-by-side blocks of address-like lines under small headings ("Bill to", "Ship to"). */
export function addressBlocks(doc: Doc, y: number, blocks: { heading: string; lines: string[] }[]): number {
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
  let bottom = y;
  blocks.forEach((block, i) => {
    const x = MARGIN + i * (width + gap);
    let by = write(doc, block.heading.toUpperCase(), x, y, { size: 7.5, bold: true, color: MUTED, width }) + 3;
    block.lines.forEach((line, n) => {
      by = write(doc, line, x, by, { size: 9.5, bold: n === 0, width });
    });
    bottom = Math.max(bottom, by);
  });
  return bottom + 18;
}

export interface Column {
  label: string;
  width: number;
  align?: "left" | "right" | "center";
  /** A square to tick by hand, drawn instead of text. */
  checkbox?: boolean;
}

const CELL_PAD = 5;

function tableHeader(doc: Doc, columns: Column[], y: number): number {
  const height = 20;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor(BAND).fill();
  let x = MARGIN;
  for (const c of columns) {
    write(doc, c.label, x + CELL_PAD, y + 6, {
      size: 8,
      bold: true,
      color: MUTED,
      width: c.width - 2 * CELL_PAD,
      align: c.align,
    });
    x += c.width;
  }
  return y + height;
}

/**
 * A table whose rows wrap their text; a row that does not fit starts a new page, where
 * `continued` draws the running head and the table's header is repeated.
 */
export function table(doc: Doc, y: number, columns: Column[], rows: string[][], continued: () => number): number {
  y = tableHeader(doc, columns, y);
  for (const row of rows) {
    const height =
      Math.max(
        14,
        ...row.map((cell, i) =>
          columns[i].checkbox ? 12 : heightOf(doc, cell, { width: columns[i].width - 2 * CELL_PAD }),
        ),
      ) +
      2 * CELL_PAD +
      2;
    if (y + height > BODY_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, columns, continued());
    }
    let x = MARGIN;
    row.forEach((cell, i) => {
      const c = columns[i];
      if (c.checkbox) {
        doc
          .rect(x + (c.width - 11) / 2, y + CELL_PAD + 1, 11, 11)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
      } else {
        write(doc, cell, x + CELL_PAD, y + CELL_PAD + 1, { width: c.width - 2 * CELL_PAD, align: c.align });
      }
      x += c.width;
    });
    y += height;
    rule(doc, y);
  }
  return y;
}

/** Starts a new page when `height` points do not fit below `y`; returns where to go on. */
export function room(doc: Doc, y: number, height: number, continued: () => number): number {
  if (y + height <= BODY_BOTTOM) return y;
  doc.addPage();
  return continued();
}

/** Label–amount pairs, right-aligned under the table; `strong` rows are set larger, over a rule. */
export function totals(
  doc: Doc,
  y: number,
  rows: { label: string; value: string; strong?: boolean; muted?: boolean }[],
) {
  const width = 250;
  const x = A4.width - MARGIN - width;
  y += 10;
  for (const row of rows) {
    if (row.strong) {
      rule(doc, y - 3, INK, x, A4.width - MARGIN);
      y += 4;
    }
    const size = row.strong ? 12 : 9.5;
    const color = row.muted ? MUTED : INK;
    write(doc, row.label, x, y, { size, bold: row.strong, color, width: width * 0.6 });
    const bottom = doc.y;
    write(doc, row.value, x + width * 0.6, y, { size, bold: row.strong, color, width: width * 0.4, align: "right" });
    y = Math.max(bottom, doc.y) + 4;
  }
  return y;
}

/**
 * The footer of every page: the seller on the left, "Page n of m" (within its own order, when a
 * print holds several) on the right. Drawn last, once the page count is known.
 */
export function footers(
  doc: Doc,
  sections: { first: number; count: number; left: string; pageLabel: (page: number, pages: number) => string }[],
) {
  for (const section of sections) {
    for (let i = 0; i < section.count; i++) {
      doc.switchToPage(section.first + i);
      // Below the body's bottom margin: without this pdfkit would start a new page for the footer.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = A4.height - 44;
      rule(doc, y - 8);
      write(doc, section.left, MARGIN, y, { size: 7.5, color: MUTED, width: CONTENT_WIDTH * 0.75 });
      write(doc, section.pageLabel(i + 1, section.count), MARGIN + CONTENT_WIDTH * 0.75, y, {
        size: 7.5,
        color: MUTED,
        width: CONTENT_WIDTH * 0.25,
        align: "right",
      });
      doc.page.margins.bottom = bottom;
    }
  }
}
