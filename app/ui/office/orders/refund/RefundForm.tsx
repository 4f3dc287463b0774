import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { InputField, TextAreaField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { useOfficeFormat } from "~/ui/office/format";
import { primaryButton, secondaryButton, TableWrap, td, th } from "~/ui/office/parts";
import type { RefundFormAnswer, RefundPageOrder } from "./types";

const radio = "h-5 w-5 accent-plum-800";
const choice = "flex min-h-11 items-center gap-3 rounded-lg px-2 text-stone-900";

/**
 * The refund form: everything left, chosen lines (a quantity per line, shipping optionally) or an
 * amount; an optional reason; the staff password. Plain HTML, so it works without JavaScript: the
 * server reads the chosen kind and ignores the other fields. The hidden key was made when the page
 * was rendered; an error keeps it, so sending again is the same refund.
 */
export function RefundForm({
  order,
  refundableCents,
  idempotencyKey,
  orderHref,
  answer,
}: {
  order: RefundPageOrder;
  refundableCents: number;
  idempotencyKey: string;
  orderHref: string;
  answer?: RefundFormAnswer;
}) {
  const { t } = useTranslation("refunds-office");
  const f = useOfficeFormat();
  const submitting = useSubmitting("refund");
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.error) errorRef.current?.focus();
  }, [answer]);
  const sent = answer?.submitted;
  // Money owed back in full (a cancelled or late payment): everything left is the likely choice.
  const kind = sent?.kind || (order.review && order.review.kind !== "other" ? "full" : "lines");
  const values = answer?.values ?? {};
  const message = answer
    ? t(answer.error, {
        ...values,
        amount: typeof values.refundableCents === "number" ? f.money(values.refundableCents) : "",
      })
    : null;
  const fieldError = (field: RefundFormAnswer["field"]) =>
    answer?.field === field ? (message ?? undefined) : undefined;

  return (
    <Form method="post" className="space-y-6" aria-describedby={message ? "refund-error" : undefined}>
      {message ? (
        <p
          id="refund-error"
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900"
          data-testid="refund-error"
        >
          {message}
        </p>
      ) : null}
      <input type="hidden" name="key" value={answer?.idempotencyKey ?? idempotencyKey} />

      <fieldset className="space-y-4">
        <legend className="font-display text-xl text-plum-900">{t("form.what")}</legend>

        <label className={choice}>
          <input type="radio" name="kind" value="full" defaultChecked={kind === "full"} className={radio} />
          <span>{t("form.full", { amount: f.money(refundableCents) })}</span>
        </label>

        <div className="rounded-xl border border-sandal-200 p-3">
          <label className={choice}>
            <input type="radio" name="kind" value="lines" defaultChecked={kind === "lines"} className={radio} />
            <span>{t("form.lines")}</span>
          </label>
          <div className="mt-2">
            <TableWrap label={t("form.linesTable")}>
              <table className="min-w-full divide-y divide-sandal-200">
                <thead className="bg-sandal-50">
                  <tr>
                    <th scope="col" className={th}>
                      {t("form.product")}
                    </th>
                    <th scope="col" className={th}>
                      {t("form.sold")}
                    </th>
                    <th scope="col" className={th}>
                      {t("form.alreadyRefunded")}
                    </th>
                    <th scope="col" className={th}>
                      {t("form.quantity")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-sandal-200">
                  {order.lines.map((l) => {
                    const left = l.quantity - l.refunded;
                    const id = `qty-${l.id}`;
                    return (
                      <tr key={l.id}>
                        <td className={td}>
                          <label htmlFor={id}>{l.title}</label>
                        </td>
                        <td className={td}>
                          {t("form.soldAs", { quantity: l.quantity, price: f.money(l.unitPriceCents) })}
                        </td>
                        <td className={td}>{l.refunded}</td>
                        <td className={td}>
                          <input
                            id={id}
                            name={`qty.${l.id}`}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={left}
                            step={1}
                            disabled={left === 0}
                            defaultValue={sent?.quantities[`qty.${l.id}`] ?? "0"}
                            aria-describedby={answer?.field === "lines" ? "refund-error" : undefined}
                            className="min-h-11 w-24 rounded-lg border border-stone-500 bg-white px-3 py-2 text-base"
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableWrap>
          </div>
          {order.shippingCents > 0 ? (
            <label className={`${choice} mt-2`}>
              <input
                type="checkbox"
                name="shipping"
                defaultChecked={sent?.shipping ?? false}
                disabled={order.shippingRefunded}
                className={radio}
              />
              <span>
                {order.shippingRefunded
                  ? t("form.shippingDone")
                  : t("form.shipping", { amount: f.money(order.shippingCents) })}
              </span>
            </label>
          ) : null}
          {order.discountCents > 0 ? <p className="mt-2 text-sm text-stone-700">{t("form.discountNote")}</p> : null}
        </div>

        <div className="rounded-xl border border-sandal-200 p-3">
          <label className={choice}>
            <input type="radio" name="kind" value="amount" defaultChecked={kind === "amount"} className={radio} />
            <span>{t("form.amountChoice")}</span>
          </label>
          <div className="mt-2 max-w-xs">
            <InputField
              id="refund-amount"
              name="amount"
              label={t("form.amount")}
              hint={t("form.amountHint", { amount: f.money(refundableCents) })}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              defaultValue={sent?.amount ?? ""}
              error={fieldError("amount")}
            />
          </div>
        </div>
      </fieldset>

      <TextAreaField
        id="refund-reason"
        name="reason"
        label={t("form.reason")}
        hint={t("form.reasonHint")}
        rows={2}
        maxLength={500}
        defaultValue={sent?.reason ?? ""}
      />
      <div className="max-w-sm">
        <InputField
          id="refund-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("form.password")}
          required
          maxLength={200}
          error={fieldError("password")}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="refund" className={primaryButton} disabled={submitting}>
          {t("form.submit")}
        </button>
        <Link className={secondaryButton} to={orderHref}>
          {t("form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
