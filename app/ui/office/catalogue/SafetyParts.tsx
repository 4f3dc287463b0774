import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { WarningLines } from "~/modules/catalog/safety";
import { languageNames, languages } from "~/modules/i18n/config";
import { InputField, SelectField, TextAreaField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { primaryButton, secondaryButton, textLink } from "../parts";

/**
 * The product safety page's forms: an economic operator (add and edit), a brand's manufacturer
 * and EU responsible person, a category's or subcategory's warnings. Plain forms: all of it
 * works without JavaScript; errors are message keys shown under their field.
 */

export const SAFETY_PATH = "/sattva-administration/catalogue/safety";

export interface SafetyAnswer {
  /** Which form the answer is for: "operator:new", "operator:<id>", "brand:<id>", "category:<id>". */
  form: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
}

export interface OperatorView {
  id: string;
  name: string;
  address: string;
  country: string;
  email: string | null;
  url: string | null;
  brands: number;
}

export function OperatorForm({ operator, answer }: { operator: OperatorView | null; answer?: SafetyAnswer }) {
  const { t } = useTranslation("safety-office");
  const submitting = useSubmitting("operator");
  const key = operator ? operator.id : "new";
  const v = answer?.values ?? {
    name: operator?.name ?? "",
    address: operator?.address ?? "",
    country: operator?.country ?? "",
    email: operator?.email ?? "",
    url: operator?.url ?? "",
  };
  const err = (k: string) => (answer?.errors[k] ? t(answer.errors[k]) : undefined);
  return (
    <Form
      method="post"
      action={SAFETY_PATH}
      className="mt-3 grid gap-3 sm:grid-cols-2"
      data-testid={`operator-form-${key}`}
    >
      <input type="hidden" name="intent" value="operator" />
      {operator ? <input type="hidden" name="id" value={operator.id} /> : null}
      {answer?.errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {t(answer.errors.form)}
        </p>
      ) : null}
      <InputField
        id={`op-${key}-name`}
        name="name"
        label={t("operator.name")}
        defaultValue={v.name}
        error={err("name")}
        maxLength={120}
        required
      />
      <InputField
        id={`op-${key}-country`}
        name="country"
        label={t("operator.country")}
        hint={t("operator.countryHint")}
        defaultValue={v.country}
        error={err("country")}
        maxLength={2}
        required
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id={`op-${key}-address`}
          name="address"
          label={t("operator.address")}
          hint={t("operator.addressHint")}
          defaultValue={v.address}
          error={err("address")}
          rows={3}
        />
      </div>
      <InputField
        id={`op-${key}-email`}
        name="email"
        type="email"
        label={t("operator.email")}
        defaultValue={v.email}
        error={err("email")}
        maxLength={200}
      />
      <InputField
        id={`op-${key}-url`}
        name="url"
        type="url"
        label={t("operator.url")}
        hint={t("operator.contactHint")}
        defaultValue={v.url}
        error={err("url")}
        maxLength={500}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={submitting}>
          {operator ? t("operator.save") : t("operator.add")}
        </button>
        {operator ? (
          <Link className={secondaryButton} to={`${SAFETY_PATH}#operator-${operator.id}`}>
            {t("cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function BrandForm({
  brand,
  operators,
  answer,
}: {
  brand: { id: string; name: string; manufacturerId: string | null; responsiblePersonId: string | null };
  operators: OperatorView[];
  answer?: SafetyAnswer;
}) {
  const { t } = useTranslation("safety-office");
  const err = (k: string) => (answer?.errors[k] ? t(answer.errors[k]) : undefined);
  return (
    <Form
      method="post"
      action={SAFETY_PATH}
      className="grid items-end gap-3 py-3 sm:grid-cols-[8rem_1fr_1fr_auto]"
      id={`brand-${brand.id}`}
      data-testid={`brand-form-${brand.id}`}
    >
      <input type="hidden" name="intent" value="brand" />
      <input type="hidden" name="id" value={brand.id} />
      <p className="font-semibold text-stone-900 sm:self-center">{brand.name}</p>
      <SelectField
        id={`brand-${brand.id}-manufacturer`}
        name="manufacturerId"
        label={t("brand.manufacturer", { brand: brand.name })}
        defaultValue={answer?.values?.manufacturerId ?? brand.manufacturerId ?? ""}
        error={err("manufacturerId")}
      >
        <option value="">{t("brand.none")}</option>
        {operators.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.country})
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`brand-${brand.id}-responsible`}
        name="responsiblePersonId"
        label={t("brand.responsible", { brand: brand.name })}
        defaultValue={answer?.values?.responsiblePersonId ?? brand.responsiblePersonId ?? ""}
        error={err("responsiblePersonId")}
      >
        <option value="">{t("brand.shopAsImporter")}</option>
        {operators.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({o.country})
          </option>
        ))}
      </SelectField>
      <button type="submit" className={secondaryButton} aria-label={t("brand.saveLabel", { brand: brand.name })}>
        {t("brand.save")}
      </button>
    </Form>
  );
}

export function WarningsSummary({ warnings }: { warnings: WarningLines }) {
  const { t } = useTranslation("safety-office");
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {languages.map((l) => (
        <li key={l}>
          <abbr title={languageNames[l]} className="font-semibold no-underline">
            {l.toUpperCase()}
          </abbr>{" "}
          {warnings[l]?.length ? (
            t("category.lines", { count: warnings[l]!.length })
          ) : (
            <span className="italic">{t("category.noLines")}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function CategoryEditor({
  entry,
  answer,
}: {
  entry: {
    kind: "category" | "subcategory";
    id: string;
    name: string;
    needsSafetyWarnings: boolean;
    warnings: WarningLines;
  };
  answer?: SafetyAnswer;
}) {
  const { t } = useTranslation("safety-office");
  const submitting = useSubmitting("category");
  const err = (k: string) => (answer?.errors[k] ? t(answer.errors[k]) : undefined);
  const needs = answer?.values ? answer.values.needsSafetyWarnings === "on" : entry.needsSafetyWarnings;
  return (
    <Form method="post" action={SAFETY_PATH} className="mt-3 space-y-3" data-testid={`category-form-${entry.id}`}>
      <input type="hidden" name="intent" value="category" />
      <input type="hidden" name="kind" value={entry.kind} />
      <input type="hidden" name="id" value={entry.id} />
      {answer?.errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(answer.errors.form)}
        </p>
      ) : null}
      <label className="flex min-h-11 items-center gap-3 text-stone-900">
        <input
          type="checkbox"
          name="needsSafetyWarnings"
          defaultChecked={needs}
          className="h-5 w-5 accent-plum-800"
          id={`cat-${entry.id}-needs`}
        />
        {t("category.needs")}
      </label>
      <div className="grid gap-3 lg:grid-cols-2">
        {languages.map((l) => (
          <TextAreaField
            key={l}
            id={`cat-${entry.id}-warnings_${l}`}
            name={`warnings_${l}`}
            label={t("category.warnings", { language: languageNames[l] })}
            defaultValue={answer?.values?.[`warnings_${l}`] ?? (entry.warnings[l] ?? []).join("\n")}
            error={err(`warnings_${l}`)}
            rows={4}
            lang={l}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={submitting}>
          {t("category.save")}
        </button>
        <Link className={secondaryButton} to={`${SAFETY_PATH}#${entry.kind}-${entry.id}`}>
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}

export function EditLink({ to, label, text }: { to: string; label: string; text: string }) {
  return (
    <Link className={textLink} to={to} aria-label={label}>
      {text}
    </Link>
  );
}
