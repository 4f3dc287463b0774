import { EU_COUNTRIES, type CountryOption } from "~/modules/accounts/account-schemas";
import { SelectField } from "~/ui/kit/Field";

/** The EU countries, by name in the page's language (`countries`: the loader's, in their order). */
export function AccountCountrySelect({
  id,
  label,
  countries,
  defaultValue,
  error,
  name = "country",
}: {
  id: string;
  label: string;
  countries: CountryOption[];
  defaultValue?: string;
  error?: string;
  name?: string;
}) {
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
      {countries.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
