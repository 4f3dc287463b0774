import { useTranslation } from "react-i18next";
import type { StaffInvoiceRequest } from "~/modules/invoicing/requests.server";
import { secondaryButton } from "~/ui/office/parts";

/**
 * On the office order page, when the buyer asked for an invoice: who it is made out to, and the
 * FatturaPA file to download (a full page load: it is a file). The PDF invoice stays in the
 * page's actions.
 */
export function InvoiceRequestPanel({ request, xmlHref }: { request: StaffInvoiceRequest; xmlHref: string }) {
  const { t } = useTranslation("invoicing");
  const vat = request.vatNumber
    ? `${request.vatCountry === "GR" ? "EL" : request.vatCountry}${request.vatNumber}`
    : null;
  const rows: [string, string | null][] = [
    [t("office.madeOutTo"), `${request.name} (${t(`office.${request.type}`)})`],
    [t("checkout.fiscalCode"), request.fiscalCode],
    [t("checkout.vatNumber"), vat],
    [t("checkout.sdiCode"), request.sdiCode],
    [t("checkout.pec"), request.pec],
    [t("office.number"), request.invoiceNumber ?? t("office.noNumber")],
  ];
  return (
    <section
      aria-labelledby="invoice-request-title"
      className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm"
      data-testid="invoice-request"
    >
      <h2 id="invoice-request-title" className="font-display text-lg text-plum-900">
        {t("office.title")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="break-words text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-4">
        <a className={secondaryButton} href={xmlHref} download>
          {t("office.downloadXml")}
        </a>
      </p>
      <p className="mt-2 text-sm text-stone-600">{t("office.xmlHint")}</p>
    </section>
  );
}
