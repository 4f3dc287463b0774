import type { Language } from "~/lib/languages";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import {
  documentLocale,
  isDocumentKind,
  printOrderDocument,
  printOrderDocuments,
  type DocumentKind,
  type PrintOutcome,
  type PrintRefusal,
} from "./print.server";
import { DOCUMENTS_NS } from "./texts.server";

/**
 * The document routes' work once the caller is known to be staff: one order's document
 * (`GET …/orders/<oid>/invoice.pdf`, `…/packing-slip.pdf`, `?lang=it|en|fr|de|es|buyer`) and the
 * bulk print (`POST …/orders/print` with `oid` repeated, `document` and optionally `lang`).
 * The answer is the PDF, or a short page saying why there is none.
 */

const ORDERS = "/sattva-administration/orders";

export async function serveOrderDocument(request: Request, user: SessionUser, kind: DocumentKind, oid: string) {
  const staff = await getLanguage(request);
  const lang = new URL(request.url).searchParams.get("lang");
  const printer = { actor: user, kind, locale: documentLocale(kind, lang, staff), staff, ip: clientAddress(request) };
  const outcome = await printOrderDocument(printer, oid);
  if (outcome.ok) return pdfResponse(outcome);
  const back = outcome.status === 404 ? { href: ORDERS } : { href: `${ORDERS}/${encodeURIComponent(oid)}`, oid };
  return refusalResponse(outcome, staff, back);
}

export async function serveBulkPrint(request: Request, user: SessionUser) {
  const staff = await getLanguage(request);
  const form = await request.formData();
  const kind = form.get("document");
  const back = { href: ORDERS };
  if (!isDocumentKind(kind)) {
    return refusalResponse({ ok: false, status: 400, key: "document", values: {} }, staff, back);
  }
  const oids = form.getAll("oid").filter((v): v is string => typeof v === "string");
  const lang = form.get("lang");
  const locale = documentLocale(kind, typeof lang === "string" ? lang : null, staff);
  const outcome = await printOrderDocuments({ actor: user, kind, locale, staff, ip: clientAddress(request) }, oids);
  return outcome.ok ? pdfResponse(outcome) : refusalResponse(outcome, staff, back);
}

/** The PDF, shown in the browser's viewer (inline), never stored by a cache (it holds a person's address). */
export function pdfResponse(outcome: Extract<PrintOutcome, { ok: true }>): Response {
  return new Response(new Uint8Array(outcome.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${outcome.filename}"`,
      "Content-Length": String(outcome.pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// Text and double-quoted attributes only: enough for what these pages hold.
const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A refusal as a small page in the staff member's language (the document routes are resource
 * routes, opened in a new tab or by a plain link: they have no app frame to show a message in),
 * with a link back to where the staff member came from.
 */
export async function refusalResponse(
  refusal: PrintRefusal,
  lng: Language,
  back: { href: string; oid?: string },
): Promise<Response> {
  const t = await getT(lng, DOCUMENTS_NS);
  const title = t("refusal.title");
  const message = t(`refusal.${refusal.key}`, refusal.values);
  const backText = back.oid ? t("refusal.backToOrder", { oid: back.oid }) : t("refusal.backToOrders");
  const html = `<!doctype html>
<html lang="${lng}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p role="alert">${escape(message)}</p>
<p><a href="${escape(back.href)}">${escape(backText)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: refusal.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
