import { useTranslation } from "react-i18next";
import { LIQUIDATION, REGIMI_FISCALI, SOLE_SHAREHOLDER } from "~/modules/invoicing/settings-schema";
import { InputField, SelectField } from "~/ui/kit/Field";

type Field = "regimeFiscale" | "reaOffice" | "reaNumber" | "shareCapital" | "soleShareholder" | "liquidation";

/**
 * The shop's FatturaPA identity in the "legal" section of the settings page: the regime fiscale
 * and the REA registration (modules/invoicing/settings-schema.ts checks them).
 */
export function EInvoicingFields({
  valueOf,
  errorOf,
}: {
  valueOf: (field: Field) => string;
  errorOf: (field: Field) => string | undefined;
}) {
  const { t } = useTranslation("invoicing");
  const props = (field: Field) => ({
    id: `legal-${field}`,
    name: field,
    label: t(`settings.${field}`),
    defaultValue: valueOf(field),
    error: errorOf(field),
  });
  return (
    <fieldset className="rounded-xl border border-sandal-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t("settings.title")}</legend>
      <p className="text-sm text-stone-700">{t("settings.lead")}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField {...props("regimeFiscale")} hint={t("settings.regimeFiscaleHint")}>
          {REGIMI_FISCALI.map((code) => (
            <option key={code} value={code}>
              {t(`settings.regimes.${code}`)}
            </option>
          ))}
        </SelectField>
        <InputField {...props("reaOffice")} hint={t("settings.reaOfficeHint")} maxLength={2} />
        <InputField {...props("reaNumber")} maxLength={20} />
        <InputField {...props("shareCapital")} hint={t("settings.shareCapitalHint")} inputMode="decimal" />
        <SelectField {...props("soleShareholder")}>
          {SOLE_SHAREHOLDER.map((v) => (
            <option key={v || "none"} value={v}>
              {t(`settings.soleShareholderOptions.${v || "none"}`)}
            </option>
          ))}
        </SelectField>
        <SelectField {...props("liquidation")}>
          {LIQUIDATION.map((v) => (
            <option key={v} value={v}>
              {t(`settings.liquidationOptions.${v}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
