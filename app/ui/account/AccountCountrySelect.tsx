import { useTranslation } from "react-i18next";
import { EU_COUNTRIES } from "~/modules/accounts/account-schemas";
import { intlLocale, isLanguage } from "~/modules/i18n/config";
import { SelectField } from "~/ui/kit/Field";
import { countryName } from "~/ui/kit/countryName";

export { countryName };

/** The EU countries, by name in the page's language. */
export function AccountCountrySelect({
  id,
  label,
  defaultValue,
  error,
  name = "country",
}: {
  id: string;
  label: string;
  defaultValue?: string;
  error?: string;
  name?: string;
}) {
  const { i18n } = useTranslation("account");
  const lng = i18n.language;
  const collator = new Intl.Collator(isLanguage(lng) ? intlLocale[lng] : "it-IT");
  const options = EU_COUNTRIES.map((code) => ({ code, name: countryName(code, lng) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      error={error}
      defaultValue={defaultValue && (EU_COUNTRIES as readonly string[]).includes(defaultValue) ? defaultValue : "IT"}
      autoComplete="country"
      required
    >
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
