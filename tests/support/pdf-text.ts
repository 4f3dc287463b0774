import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Where pdf.js finds the metrics of the PDF standard fonts the shop's documents use. */
const STANDARD_FONTS = path.resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/standard_fonts") + "/";

/**
 * The text of each page of a PDF, as pdf.js (Mozilla's PDF reader) extracts it: what a viewer
 * would let one select and search, so a test reads the document as a person would. Runs are
 * joined with spaces, lines with newlines.
 */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const pdf = await getDocument({ data, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let text = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      text += item.str + (item.hasEOL ? "\n" : " ");
    }
    pages.push(text.replace(/[ \u00a0]+/g, " "));
  }
  await pdf.destroy();
  return pages;
}
