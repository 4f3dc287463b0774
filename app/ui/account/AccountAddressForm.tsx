import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { ADDRESS_LIMITS } from "~/modules/accounts/account-schemas";
import type { CountryOption } from "~/modules/accounts/account-schemas";
import type { AddressView } from "~/modules/accounts/addresses.server";
import { InputField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { AccountCountrySelect } from "./AccountCountrySelect";
import {
  accountButtonClass,
  AccountCheckbox,
  AccountFormNotice,
  accountSecondaryButtonClass,
  useAccountForm,
} from "./AccountField";

export type AddressFormValues = Partial<Record<keyof Omit<AddressView, "id" | "isDefault">, string | null>> & {
  isDefault?: boolean;
};

/** Add or edit an address (street, city, state, postal code, country, optional phone). */
export function AccountAddressForm({
  mode,
  address,
  countries,
  errors,
  values,
}: {
  mode: "create" | "update";
  address?: AddressView;
  /** The country select's options (the loader's: accounts/countries.server). */
  countries: CountryOption[];
  errors?: Record<string, string>;
  values?: AddressFormValues;
}) {
  const { t } = useTranslation("account");
  const { formRef, noticeRef } = useAccountForm(errors);
  const prefix = mode === "create" ? "address-new" : `address-${address?.id}`;
  const v = { ...address, ...values };
  const err = (f: string) => (errors?.[f] ? t(errors[f]) : undefined);
  const sending = useSubmitting(mode);
  const text = (name: keyof typeof ADDRESS_LIMITS, autoComplete: string, required = true) => (
    <InputField
      key={`${name}-${v[name] ?? ""}`}
      id={`${prefix}-${name}`}
      name={name}
      label={t(`addresses.fields.${name}`)}
      autoComplete={autoComplete}
      required={required}
      maxLength={ADDRESS_LIMITS[name]}
      defaultValue={v[name] ?? ""}
      error={err(name)}
    />
  );
  return (
    <Form ref={formRef} method="post" action="/account/addresses" className="space-y-4" noValidate={Boolean(errors)}>
      <input type="hidden" name="intent" value={mode} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <AccountFormNotice
        ref={noticeRef}
        message={errors?.form ? t(errors.form) : errors && Object.keys(errors).length ? t("errors.summary") : undefined}
      />
      {text("fullName", "name", false)}
      {text("street", "street-address")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("postalCode", "postal-code")}
        {text("city", "address-level2")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("state", "address-level1", false)}
        <AccountCountrySelect
          key={`country-${v.country ?? ""}`}
          id={`${prefix}-country`}
          label={t("addresses.fields.country")}
          countries={countries}
          defaultValue={v.country ?? "IT"}
          error={err("country")}
        />
      </div>
      <InputField
        key={`phone-${v.phone ?? ""}`}
        id={`${prefix}-phone`}
        name="phone"
        type="tel"
        label={t("addresses.fields.phone")}
        hint={t("addresses.phoneHint")}
        autoComplete="tel"
        maxLength={30}
        defaultValue={v.phone ?? ""}
        error={err("phone")}
      />
      <AccountCheckbox
        id={`${prefix}-default`}
        name="isDefault"
        label={t("addresses.makeDefault")}
        defaultChecked={Boolean(v.isDefault)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={accountButtonClass} disabled={sending}>
          {sending ? t("common.saving") : mode === "create" ? t("addresses.add") : t("addresses.save")}
        </button>
        {mode === "update" ? (
          <Link to="/account/addresses" className={accountSecondaryButtonClass} preventScrollReset>
            {t("common.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
