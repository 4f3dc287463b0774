import { formatEUR } from "~/lib/money";
import { intlLocale, type Language } from "~/lib/languages";

/**
 * Text as the documents print it. The documents use the PDF standard fonts (Helvetica) in their
 * WinAnsi encoding (see docs/decisions/011-order-documents.md): every letter of Italian, English,
 * French, German and Spanish, the euro sign, typographic quotes and dashes. A character outside
 * it would print as garbage, so each string passes through `printable` first.
 */

/** The shop's calendar: an invoice's year and every printed date. */
export const SHOP_TIME_ZONE = "Europe/Rome";

// The 0x80–0x9F block of Windows-1252: the characters WinAnsi has beyond Latin-1.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || ch === "\n" || WIN_ANSI_EXTRA.has(ch);
}

/**
 * The string in characters the standard fonts can draw: the spaces Intl puts in numbers (narrow
 * and thin no-break spaces, French "1 234,56 €") become a no-break space, other letters lose their
 * accents (Śiva → Siva) rather than print wrong, and anything left is a question mark.
 */
export function printable(text: string): string {
  let out = "";
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (ch === "\u202f" || ch === "\u2009" || ch === "\u2007") out += "\u00a0";
    else if (ch === "\t" || ch === "\r") out += " ";
    else if (ch === "−") out += "-";
    else {
      const bare = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every(encodable) ? bare : "?";
    }
  }
  return out;
}

/** Money, dates and countries in the document's language. */
export function documentFormat(lng: Language) {
  const locale = intlLocale[lng];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: SHOP_TIME_ZONE });
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  return {
    money: (cents: number) => printable(formatEUR(cents, lng)),
    date: (d: Date) => printable(date.format(d)),
    country: (code: string) => {
      try {
        return regions.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** The calendar year of a moment in the shop's time zone (an invoice issued at 00:30 on 1 January in Rome belongs to the new year). */
export function shopYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: SHOP_TIME_ZONE }).format(at));
}

/** An invoice's printed number: "7/2026", as Italian invoices are usually numbered. */
export const invoiceLabel = (invoice: { year: number; number: number }) => `${invoice.number}/${invoice.year}`;
