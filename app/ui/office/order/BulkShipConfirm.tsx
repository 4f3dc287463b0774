import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BulkOrder, BulkShipAnswer } from "~/modules/orders/bulk-ship.server";
import { FieldMessages, InputField, SelectField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { OFFICE_BASE } from "~/ui/office/nav";
import { useOfficeFormat } from "~/ui/office/format";
import {
  EmptyState,
  OrderStatusBadge,
  PageHeader,
  primaryButton,
  secondaryButton,
  TableWrap,
  td,
  textLink,
  th,
} from "~/ui/office/parts";

interface Page {
  orders: BulkOrder[];
  carriers: { id: string; name: string }[];
  returnTo: string;
}

/** The bulk "mark shipped" confirmation: the orders, the carrier, the password. */
export function BulkShipConfirm({ page, answer }: { page: Page; answer?: BulkShipAnswer }) {
  const { t } = useTranslation("order-office");
  const f = useOfficeFormat();
  const submitting = useSubmitting("ship");
  const orders = answer?.orders ?? page.orders;
  const returnTo = answer?.returnTo ?? page.returnTo;
  const errors = answer?.errors ?? {};
  const err = (field: string) => (errors[field] ? t(errors[field], answer?.values ?? {}) : undefined);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (errors.oid) summary.current?.focus();
  }, [errors.oid]);
  return (
    <>
      <PageHeader title={t("bulk.title")} lead={t("bulk.lead")} />
      {errors.oid ? (
        <p
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900"
        >
          {err("oid")}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <div className="mt-6">
          <EmptyState text={t("bulk.none")} />
          <p className="mt-4">
            <Link className={secondaryButton} to={returnTo}>
              {t("bulk.back")}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-6" data-testid="bulk-ship-form">
          <input type="hidden" name="returnTo" value={returnTo} />
          <TableWrap label={t("bulk.orders")}>
            <table className="w-full min-w-[32rem] border-collapse" data-testid="bulk-ship-orders">
              <caption className="sr-only">{t("bulk.orders")}</caption>
              <thead className="bg-sandal-100">
                <tr>
                  <th scope="col" className={th}>
                    {t("bulk.order")}
                  </th>
                  <th scope="col" className={th}>
                    {t("bulk.customer")}
                  </th>
                  <th scope="col" className={th}>
                    {t("page.status")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("totals.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.oid} className="border-t border-sandal-200">
                    <th scope="row" className={`${td} text-left font-medium`}>
                      <input type="hidden" name="oid" value={o.oid} />
                      {o.status ? (
                        <Link to={`${OFFICE_BASE}/orders/${encodeURIComponent(o.oid)}`} className={textLink}>
                          {o.oid}
                        </Link>
                      ) : (
                        o.oid
                      )}
                    </th>
                    <td className={td}>{o.customer}</td>
                    <td className={td}>
                      {o.status ? <OrderStatusBadge status={o.status} /> : t("bulk.unknown")}
                      {o.status && o.status !== "processing" ? (
                        <span className="ml-2 text-xs text-stone-700">{t("bulk.wontShip")}</span>
                      ) : null}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{o.status ? f.money(o.totalCents) : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <p className="max-w-prose text-sm text-stone-700" id="bulk-tracking-note">
            {t("bulk.trackingNote")}
          </p>
          <div className="grid max-w-xl gap-4">
            <SelectField
              id="bulk-carrier"
              name="carrier"
              label={t("status.carrier")}
              error={err("carrier")}
              defaultValue={answer?.carrier ?? ""}
              required
            >
              <option value="">{t("status.chooseCarrier")}</option>
              {page.carriers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <InputField
              id="bulk-password"
              name="password"
              type="password"
              autoComplete="current-password"
              label={t("status.password")}
              error={err("password")}
              required
              maxLength={200}
            />
            <FieldMessages id="bulk-form" error={errors.form ? err("form") : undefined} />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="ship" className={primaryButton} disabled={submitting}>
              {t("bulk.submit", { count: orders.length })}
            </button>
            <Link className={secondaryButton} to={returnTo}>
              {t("bulk.back")}
            </Link>
          </div>
        </Form>
      )}
    </>
  );
}
