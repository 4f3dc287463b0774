import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { OrderFormAnswer } from "~/modules/orders/order-page-actions.server";
import type { OfficeOrderDetail } from "~/modules/orders/order-page.server";
import { OFFICE_BASE } from "~/ui/office/nav";
import { OrderStatusBadge, PageHeader, secondaryButton, textLink } from "~/ui/office/parts";
import { useOfficeFormat } from "~/ui/office/format";
import { OrderLines } from "./OrderLines";
import { OrderParties } from "./OrderParties";
import { OrderPayments, OrderStockPanel } from "./OrderPayments";
import { OrderHistory, OrderNotes } from "./OrderTimeline";
import { ReviewBanner } from "./ReviewBanner";
import { StatusForm } from "./StatusForm";
import type { StaffWithdrawal } from "~/modules/withdrawal/withdrawal.server";
import { WithdrawalPanel } from "./WithdrawalPanel";
import type { StaffInvoiceRequest } from "~/modules/invoicing/requests.server";
import { InvoiceRequestPanel } from "./InvoiceRequestPanel";

/**
 * The back office's order page: what was bought and charged, who bought it and where it goes,
 * what the order needs (a review banner), the status form, the payments and the stock, the
 * history and the internal notes.
 */
export function OrderPage({
  order,
  answer,
  withdrawal,
  invoiceRequest,
}: {
  order: OfficeOrderDetail;
  answer?: OrderFormAnswer;
  /** The buyer's withdrawal (issue 14), if they withdrew. */
  withdrawal?: StaffWithdrawal | null;
  /** "I need an invoice" (issue 14): who the invoice is for, and its FatturaPA file. */
  invoiceRequest?: StaffInvoiceRequest | null;
}) {
  const { t } = useTranslation("order-office");
  const f = useOfficeFormat();
  const base = `${OFFICE_BASE}/orders/${encodeURIComponent(order.oid)}`;
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={`${OFFICE_BASE}/orders`} className={textLink}>
          {t("page.back")}
        </Link>
      </p>
      <PageHeader
        title={t("page.title", { oid: order.oid })}
        lead={t("page.lead", { date: f.dateTime(order.createdAt) })}
        actions={
          <>
            {/* Documents are files: a full page load, not a client navigation. */}
            <a className={secondaryButton} href={`${base}/invoice.pdf`}>
              {t("page.invoice")}
            </a>
            <a className={secondaryButton} href={`${base}/packing-slip.pdf`}>
              {t("page.packingSlip")}
            </a>
            <Link className={secondaryButton} to={`${base}/refund`}>
              {t("page.refund")}
            </Link>
          </>
        }
      />
      <p className="mt-3 flex flex-wrap items-center gap-3" data-testid="order-status">
        <span className="text-sm font-medium text-stone-700">{t("page.status")}</span>
        <OrderStatusBadge status={order.status} />
        {order.shippedAt ? (
          <span className="text-sm text-stone-700">{t("page.shippedAt", { date: f.dateTime(order.shippedAt) })}</span>
        ) : null}
        {order.deliveredAt ? (
          <span className="text-sm text-stone-700">
            {t("page.deliveredAt", { date: f.dateTime(order.deliveredAt) })}
          </span>
        ) : null}
      </p>
      {order.review ? <ReviewBanner order={order} answer={answer} /> : null}
      {withdrawal ? <WithdrawalPanel withdrawal={withdrawal} refundHref={`${base}/refund`} /> : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <OrderLines order={order} />
          <StatusForm order={order} answer={answer?.intent === "status" ? answer : undefined} />
          <OrderPayments payments={order.payments} />
          <OrderStockPanel stock={order.stock} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderParties order={order} />
          {invoiceRequest ? <InvoiceRequestPanel request={invoiceRequest} xmlHref={`${base}/invoice.xml`} /> : null}
          <OrderHistory history={order.history} />
          <OrderNotes notes={order.notes} answer={answer?.intent === "note" ? answer : undefined} />
        </div>
      </div>
    </>
  );
}
