import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ADJUST_REASONS, NOTE_MAX, STOCK_MAX } from "~/modules/inventory/schemas";
import { InputField, SelectField, TextAreaField } from "~/ui/kit/Field";
import { Panel, primaryButton } from "~/ui/office/parts";

/** What an inventory form's action answers when it refuses: the form, and a message key per field. */
export interface StockFormAnswer {
  intent: "adjust" | "threshold";
  fields: Record<string, string>;
  values?: Record<string, string | number>;
  /** What was sent, shown again in the form. */
  given?: Record<string, string>;
}

function useFirstErrorFocus(answer: StockFormAnswer | undefined, intent: StockFormAnswer["intent"]) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.intent === intent) ref.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [answer, intent]);
  return ref;
}

/** A stock adjustment: the reason, the quantity (its meaning follows the reason), a note. */
export function AdjustStockForm({ answer }: { answer?: StockFormAnswer }) {
  const { t } = useTranslation("inventory");
  const busy = useNavigation().state === "submitting";
  const ref = useFirstErrorFocus(answer, "adjust");
  const mine = answer?.intent === "adjust" ? answer : undefined;
  const error = (name: string) => (mine?.fields[name] ? t(mine.fields[name], mine.values) : undefined);
  return (
    <Panel title={t("adjust.title")} id="adjust-title">
      <Form method="post" ref={ref} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="adjust" />
        <SelectField
          id="adjust-reason"
          name="reason"
          label={t("adjust.reason")}
          error={error("reason")}
          defaultValue={mine?.given?.reason}
          required
        >
          {ADJUST_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="adjust-quantity"
          name="quantity"
          type="number"
          step={1}
          min={-STOCK_MAX}
          max={STOCK_MAX}
          inputMode="numeric"
          defaultValue={mine?.given?.quantity}
          label={t("adjust.quantity")}
          hint={t("adjust.quantityHint")}
          error={error("quantity")}
          required
        />
        <TextAreaField
          id="adjust-note"
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          defaultValue={mine?.given?.note}
          label={t("adjust.note")}
          error={error("note")}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("adjust.submit")}
        </button>
      </Form>
    </Panel>
  );
}

/** The product's low-stock threshold. */
export function ThresholdForm({ threshold, answer }: { threshold: number; answer?: StockFormAnswer }) {
  const { t } = useTranslation("inventory");
  const busy = useNavigation().state === "submitting";
  const ref = useFirstErrorFocus(answer, "threshold");
  const mine = answer?.intent === "threshold" ? answer : undefined;
  return (
    <Panel title={t("threshold.title")} id="threshold-title">
      <Form method="post" ref={ref} className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="threshold" />
        <InputField
          id="threshold-value"
          name="threshold"
          type="number"
          step={1}
          min={0}
          max={STOCK_MAX}
          inputMode="numeric"
          defaultValue={mine?.given?.threshold ?? threshold}
          label={t("threshold.label")}
          hint={t("threshold.hint")}
          error={mine?.fields.threshold ? t(mine.fields.threshold) : undefined}
          required
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("threshold.submit")}
        </button>
      </Form>
    </Panel>
  );
}
