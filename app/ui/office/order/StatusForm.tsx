import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OrderFormAnswer } from "~/modules/orders/order-page-actions.server";
import type { OfficeOrderDetail } from "~/modules/orders/order-page.server";
import { FieldMessages, InputField, SelectField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { Panel, primaryButton } from "~/ui/office/parts";

const radio = "h-5 w-5 accent-plum-800";
const choice = "flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-sandal-100";

/**
 * The status form: the usual next steps first, the others apart under a warning that must be
 * confirmed; a carrier and a tracking number to ship; the staff member's password. The status the
 * page showed goes along, so a change made meanwhile by someone else is not overwritten.
 */
export function StatusForm({ order, answer }: { order: OfficeOrderDetail; answer?: OrderFormAnswer }) {
  const { t } = useTranslation(["order-office", "office"]);
  const submitting = useSubmitting("status");
  const formError = useRef<HTMLParagraphElement>(null);
  const errors = answer?.errors ?? {};
  const err = (field: string) => (errors[field] ? t(errors[field], answer?.values ?? {}) : undefined);
  useEffect(() => {
    if (errors.form) formError.current?.focus();
  }, [errors.form]);
  const given = answer?.given ?? {};
  const statusName = (s: string) => t(`office:orderStatus.${s}`);
  const statusError = err("status");
  const option = (s: string) => (
    <label key={s} className={choice}>
      <input type="radio" name="status" value={s} className={radio} defaultChecked={given.status === s} />
      <span>{t(`steps.${order.status}.${s}`, { defaultValue: statusName(s) })}</span>
    </label>
  );
  return (
    <Panel title={t("status.title")} id="order-status-title">
      <p className="text-sm text-stone-700">{t("status.current", { status: statusName(order.status) })}</p>
      {errors.form ? (
        <p
          ref={formError}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900"
          data-testid="status-error"
        >
          {t(errors.form, {
            ...answer?.values,
            status: answer?.values?.status ? statusName(String(answer.values.status)) : "",
          })}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-5" data-testid="status-form">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="from" value={order.status} />
        <fieldset aria-describedby={statusError ? "status-choice-error" : undefined}>
          <legend className="text-sm font-semibold text-stone-900">{t("status.usual")}</legend>
          {order.steps.usual.length ? (
            <div className="mt-2 grid gap-1 sm:grid-cols-2">{order.steps.usual.map(option)}</div>
          ) : (
            <p className="mt-2 text-sm text-stone-700">{t("status.noUsual")}</p>
          )}
        </fieldset>
        {order.steps.unusual.length ? (
          <fieldset className="rounded-xl border border-saffron-700/40 bg-saffron-100/40 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-900">{t("status.unusual")}</legend>
            <p className="text-sm text-stone-800" id="unusual-warning">
              {t("status.unusualWarning")}
            </p>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">{order.steps.unusual.map(option)}</div>
            <label className={`${choice} mt-3`}>
              <input
                type="checkbox"
                name="confirmUnusual"
                className={radio}
                aria-describedby={`unusual-warning${err("confirmUnusual") ? " confirmUnusual-error" : ""}`}
                aria-invalid={err("confirmUnusual") ? true : undefined}
              />
              <span>{t("status.confirmUnusual")}</span>
            </label>
            <FieldMessages id="confirmUnusual" error={err("confirmUnusual")} />
          </fieldset>
        ) : null}
        <FieldMessages id="status-choice" error={statusError} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="text-sm font-semibold text-stone-900">{t("status.shipping")}</legend>
          <SelectField
            id="status-carrier"
            name="carrier"
            label={t("status.carrier")}
            hint={t("status.carrierHint")}
            error={err("carrier")}
            defaultValue={given.carrier ?? ""}
          >
            <option value="">{t("status.chooseCarrier")}</option>
            {order.carriers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <InputField
            id="status-tracking"
            name="trackingNumber"
            label={t("status.trackingNumber")}
            hint={t("status.trackingHint")}
            error={err("trackingNumber")}
            defaultValue={given.trackingNumber ?? ""}
            maxLength={60}
            autoComplete="off"
          />
        </fieldset>
        <InputField
          id="status-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("status.password")}
          error={err("password")}
          required
          maxLength={200}
        />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {t("status.submit")}
        </button>
      </Form>
    </Panel>
  );
}
