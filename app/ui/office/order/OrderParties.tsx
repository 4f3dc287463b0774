import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { languageNames, isLanguage } from "~/modules/i18n/config";
import { countryName } from "~/lib/country-name";
import type { OfficeOrderDetail } from "~/modules/orders/order-page.server";
import { OFFICE_BASE } from "~/ui/office/nav";
import { Panel, textLink } from "~/ui/office/parts";

/** The buyer (their account, or "guest"), the address the order ships to, and how to reach them. */
export function OrderParties({ order }: { order: OfficeOrderDetail }) {
  const { t, i18n } = useTranslation("order-office");
  const { customer, shipTo, shipment } = order;
  const row = "grid gap-1 py-2 sm:grid-cols-3";
  const dt = "text-sm font-medium text-stone-700";
  const dd = "break-words text-stone-ink sm:col-span-2";
  return (
    <Panel title={t("customer.title")} id="order-customer-title">
      <dl className="divide-y divide-sandal-200" data-testid="order-customer">
        <div className={row}>
          <dt className={dt}>{t("customer.name")}</dt>
          <dd className={dd}>
            {customer.userId ? (
              <Link to={`${OFFICE_BASE}/customers/${customer.userId}`} className={textLink}>
                {customer.name}
              </Link>
            ) : (
              <>
                {customer.name} <span className="text-sm text-stone-600">({t("customer.guest")})</span>
              </>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={dt}>{t("customer.email")}</dt>
          <dd className={`${dd} break-all`}>
            <a href={`mailto:${customer.email}`} className={textLink}>
              {customer.email}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className={dt}>{t("customer.phone")}</dt>
          <dd className={dd}>
            {customer.phone ? (
              <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className={textLink}>
                {customer.phone}
              </a>
            ) : (
              t("customer.none")
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={dt}>{t("customer.language")}</dt>
          <dd className={dd}>{isLanguage(order.locale) ? languageNames[order.locale] : order.locale}</dd>
        </div>
        <div className={row}>
          <dt className={dt}>{t("customer.shipTo")}</dt>
          <dd className={dd}>
            <address className="not-italic">
              {shipTo.name}
              <br />
              {shipTo.street}
              <br />
              {[shipTo.postalCode, shipTo.city, shipTo.state].filter(Boolean).join(" ")}
              <br />
              {countryName(shipTo.country, i18n.language)}
            </address>
          </dd>
        </div>
        {shipment.carrier || shipment.trackingNumber ? (
          <div className={row} data-testid="order-shipment">
            <dt className={dt}>{t("customer.shipment")}</dt>
            <dd className={dd}>
              {shipment.carrier ?? ""} {shipment.trackingNumber ? `· ${shipment.trackingNumber}` : ""}
              {shipment.trackingUrl ? (
                <>
                  {" "}
                  <a href={shipment.trackingUrl} className={textLink} target="_blank" rel="noreferrer noopener">
                    {t("customer.track")}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
