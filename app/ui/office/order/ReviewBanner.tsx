import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { OrderFormAnswer } from "~/modules/orders/order-page-actions.server";
import type { OfficeOrderDetail } from "~/modules/orders/order-page.server";
import { InputField, TextAreaField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { OFFICE_BASE } from "~/ui/office/nav";
import { primaryButton, secondaryButton } from "~/ui/office/parts";

/**
 * An order that needs a person: what happened and what to do, in words, and the ways to do it:
 * the refund page, the status form (reopen or cancel) and "mark as reviewed" with a note.
 */
export function ReviewBanner({ order, answer }: { order: OfficeOrderDetail; answer?: OrderFormAnswer }) {
  const { t } = useTranslation("order-office");
  const submitting = useSubmitting("reviewed");
  if (!order.review) return null;
  const mine = answer?.intent === "reviewed" ? answer : undefined;
  const err = (field: string) => (mine?.errors[field] ? t(mine.errors[field], mine.values ?? {}) : undefined);
  const kind = order.review.kind;
  return (
    <section
      aria-labelledby="review-banner-title"
      className="mt-6 rounded-2xl border-2 border-saffron-700/50 bg-saffron-100/60 p-5"
      data-testid="review-banner"
    >
      <h2 id="review-banner-title" className="font-display text-xl text-plum-900">
        {t(`review.${kind}.title`)}
      </h2>
      <p className="mt-2 max-w-prose text-stone-900">{t(`review.${kind}.todo`)}</p>
      {order.review.reason ? (
        <p className="mt-2 text-sm text-stone-700">
          {t("review.recorded")} <span className="font-mono">{order.review.reason}</span>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link className={secondaryButton} to={`${OFFICE_BASE}/orders/${encodeURIComponent(order.oid)}/refund`}>
          {t("review.refund")}
        </Link>
        <a className={secondaryButton} href="#order-status-title">
          {t("review.changeStatus")}
        </a>
      </div>
      {mine?.errors.form ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {t(mine.errors.form)}
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid max-w-xl gap-4" data-testid="reviewed-form">
        <input type="hidden" name="intent" value="reviewed" />
        <TextAreaField
          id="reviewed-note"
          name="note"
          label={t("review.note")}
          hint={t("review.noteHint")}
          error={err("note")}
          defaultValue={mine?.given?.note ?? ""}
          rows={3}
          required
          maxLength={2000}
        />
        <InputField
          id="reviewed-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("status.password")}
          error={err("password")}
          required
          maxLength={200}
        />
        <div>
          <button type="submit" className={primaryButton} disabled={submitting}>
            {t("review.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
