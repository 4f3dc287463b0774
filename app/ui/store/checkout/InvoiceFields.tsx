import { useTranslation } from "react-i18next";
import {
  INVOICE_FORM_FIELDS,
  INVOICE_LIMITS,
  INVOICE_WANTED_FIELD,
  type InvoiceFormField,
  type InvoiceFormState,
} from "~/modules/invoicing/schemas";
import { FieldMessages, InputField } from "~/ui/kit/Field";

/**
 * "I need an invoice" on the payment page: a box that reveals the invoice fields by CSS alone
 * (`peer-checked`), so it works the same with JavaScript off. The server reads the fields only
 * when the box is ticked (modules/invoicing/schemas.ts) and answers their errors per field.
 */
export function InvoiceFields({ state }: { state?: InvoiceFormState }) {
  const { t } = useTranslation("invoicing");
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const err = (f: InvoiceFormField) => (errors[f] ? t(errors[f]!) : undefined);
  // Uncontrolled fields, remounted (key) when the server answers with other values.
  const key = (f: InvoiceFormField) => `${f}-${values[f] ?? ""}`;
  const field = (f: Exclude<InvoiceFormField, "invoiceType">, label: string, hint?: string) => ({
    id: `checkout-${f}`,
    name: f,
    label,
    hint,
    defaultValue: values[f] ?? "",
    error: err(f),
  });
  const type = values.invoiceType === "person" ? "person" : "company";
  const typeError = err(INVOICE_FORM_FIELDS.type);
  const wantedId = "checkout-invoiceWanted";

  return (
    <fieldset className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2" data-testid="invoice-fields">
      <legend className="mb-3 font-display text-xl text-plum-900">{t("checkout.title")}</legend>
      <input
        key={`wanted-${String(state?.wanted ?? false)}`}
        type="checkbox"
        id={wantedId}
        name={INVOICE_WANTED_FIELD}
        value="on"
        defaultChecked={state?.wanted ?? false}
        aria-describedby={`${wantedId}-hint`}
        className="peer mt-0.5 h-6 w-6 rounded border-stone-500 text-plum-800 focus-visible:ring-2 focus-visible:ring-saffron-500"
      />
      <div>
        <label htmlFor={wantedId} className="inline-flex min-h-6 items-center font-medium text-stone-900">
          {t("checkout.wanted")}
        </label>
        <p id={`${wantedId}-hint`} className="mt-1 text-sm text-stone-600">
          {t("checkout.wantedHint")}
        </p>
      </div>
      <div className="col-span-2 hidden space-y-4 pt-2 peer-checked:block">
        <fieldset>
          <legend className="text-sm font-medium text-stone-900">{t("checkout.type")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {(["company", "person"] as const).map((option) => (
              <label key={option} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
                <input
                  key={`${option}-${type}`}
                  type="radio"
                  name={INVOICE_FORM_FIELDS.type}
                  value={option}
                  defaultChecked={type === option}
                  className="h-5 w-5 border-stone-500 text-plum-800 focus-visible:ring-2 focus-visible:ring-saffron-500"
                />
                {t(`checkout.${option}`)}
              </label>
            ))}
          </div>
          <FieldMessages id="checkout-invoiceType" error={typeError} />
        </fieldset>
        <InputField
          key={key(INVOICE_FORM_FIELDS.name)}
          {...field(INVOICE_FORM_FIELDS.name, t("checkout.name"), t("checkout.nameHint"))}
          autoComplete="organization"
          maxLength={INVOICE_LIMITS.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            key={key(INVOICE_FORM_FIELDS.vatNumber)}
            {...field(INVOICE_FORM_FIELDS.vatNumber, t("checkout.vatNumber"), t("checkout.vatNumberHint"))}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
          />
          <InputField
            key={key(INVOICE_FORM_FIELDS.fiscalCode)}
            {...field(INVOICE_FORM_FIELDS.fiscalCode, t("checkout.fiscalCode"), t("checkout.fiscalCodeHint"))}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
          />
          <InputField
            key={key(INVOICE_FORM_FIELDS.sdiCode)}
            {...field(INVOICE_FORM_FIELDS.sdiCode, t("checkout.sdiCode"), t("checkout.sdiCodeHint"))}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={7}
          />
          <InputField
            key={key(INVOICE_FORM_FIELDS.pec)}
            {...field(INVOICE_FORM_FIELDS.pec, t("checkout.pec"), t("checkout.pecHint"))}
            type="email"
            spellCheck={false}
            maxLength={INVOICE_LIMITS.pec}
          />
        </div>
      </div>
    </fieldset>
  );
}
