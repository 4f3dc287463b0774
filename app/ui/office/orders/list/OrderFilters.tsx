import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SHIPPING_COUNTRIES } from "~/modules/checkout/shipping";
import { countryName } from "~/lib/country-name";
import {
  ORDER_METHODS,
  ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_STATES,
  SEARCH_MAX,
  type FilterValues,
} from "~/modules/orders/office-list-schemas";
import { fieldClass } from "~/ui/content/Field";
import { OFFICE_BASE } from "~/ui/office/nav";
import { primaryButton, secondaryButton } from "~/ui/office/parts";

type Errors = Partial<Record<string, string>>;

const errorId = (name: string) => `orders-filter-${name}-error`;

/**
 * The full list's search and filters: a GET form (works without JavaScript, every view has an
 * address). A filter the server refused is marked on its field with the reason.
 */
export function OrderFilters({ values, errors = {} }: { values: FilterValues; errors?: Errors }) {
  const { t, i18n } = useTranslation("orders-office");
  const { t: to } = useTranslation("office");
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.formMethod === "GET";
  const countries = [...SHIPPING_COUNTRIES] as string[];
  const chosen = values.country?.toUpperCase();
  if (chosen && /^[A-Z]{2}$/.test(chosen) && !countries.includes(chosen)) countries.push(chosen);
  const named = countries
    .map((code) => ({ code, name: countryName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <Form method="get" role="search" aria-label={t("filters.legend")} data-testid="orders-filters">
      <input type="hidden" name="view" value="all" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <FieldLabel name="q" label={t("filters.search")} />
          <input
            id="orders-filter-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={SEARCH_MAX}
            aria-describedby={`orders-filter-q-hint${errors.q ? ` ${errorId("q")}` : ""}`}
            aria-invalid={errors.q ? true : undefined}
            className={`${fieldClass} min-h-11 border-stone-500`}
          />
          <p id="orders-filter-q-hint" className="mt-1 text-xs text-stone-700">
            {t("filters.searchHint")}
          </p>
          <FieldError name="q" errors={errors} />
        </div>
        <Select name="status" label={t("filters.status")} value={values.status} errors={errors}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {to(`orderStatus.${s}`)}
            </option>
          ))}
        </Select>
        <Select name="payment" label={t("filters.payment")} value={values.payment} errors={errors}>
          {PAYMENT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`payment.${s}`)}
            </option>
          ))}
        </Select>
        <Select name="method" label={t("filters.method")} value={values.method} errors={errors}>
          {ORDER_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`methods.${m}`)}
            </option>
          ))}
        </Select>
        <Select name="country" label={t("filters.country")} value={chosen} errors={errors}>
          {named.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
        <DateField name="from" label={t("filters.from")} value={values.from} errors={errors} />
        <DateField name="to" label={t("filters.to")} value={values.to} errors={errors} />
        <Select name="sort" label={t("filters.sort")} value={values.sort || "newest"} errors={errors} noAny>
          {ORDER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </Select>
        <div className="flex items-end">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-900">
            <input
              type="checkbox"
              name="review"
              value="1"
              defaultChecked={values.review === "1"}
              aria-invalid={errors.review ? true : undefined}
              aria-describedby={errors.review ? errorId("review") : undefined}
              className="size-5 accent-plum-800"
            />
            {t("filters.review")}
          </label>
          <FieldError name="review" errors={errors} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("filters.apply")}
        </button>
        <Link className={secondaryButton} to={`${OFFICE_BASE}/orders?view=all`}>
          {t("filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

function FieldLabel({ name, label }: { name: string; label: string }) {
  return (
    <label htmlFor={`orders-filter-${name}`} className="block text-sm font-medium text-stone-900">
      {label}
    </label>
  );
}

function FieldError({ name, errors }: { name: string; errors: Errors }) {
  const { t } = useTranslation("orders-office");
  const key = errors[name];
  if (!key) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-800">
      {t(key)}
    </p>
  );
}

function Select({
  name,
  label,
  value,
  errors,
  children,
  noAny = false,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: Errors;
  children: ReactNode;
  noAny?: boolean;
}) {
  const { t } = useTranslation("orders-office");
  return (
    <div>
      <FieldLabel name={name} label={label} />
      <select
        id={`orders-filter-${name}`}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        className={`${fieldClass} min-h-11 border-stone-500`}
      >
        {noAny ? null : <option value="">{t("filters.any")}</option>}
        {children}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

function DateField({
  name,
  label,
  value,
  errors,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: Errors;
}) {
  return (
    <div>
      <FieldLabel name={name} label={label} />
      <input
        id={`orders-filter-${name}`}
        name={name}
        type="date"
        defaultValue={value ?? ""}
        min="2000-01-01"
        max="2100-12-31"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        className={`${fieldClass} min-h-11 border-stone-500`}
      />
      <FieldError name={name} errors={errors} />
    </div>
  );
}
