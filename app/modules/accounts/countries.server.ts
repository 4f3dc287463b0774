import { countryName } from "~/lib/country-name";
import { intlLocale, type Language } from "~/modules/i18n/config";
import { EU_COUNTRIES, type CountryOption } from "./account-schemas";

const byLanguage = new Map<Language, CountryOption[]>();

/**
 * The EU countries a shopper ships to, by name in the page's language and in its alphabetical
 * order: written by the loaders of the pages with a country select, so that the browser makes no
 * Intl.DisplayNames or Collator while it hydrates (lib/numbers says what that costs).
 */
export function euCountryOptions(lng: Language): CountryOption[] {
  let options = byLanguage.get(lng);
  if (!options) {
    const collator = new Intl.Collator(intlLocale[lng]);
    options = EU_COUNTRIES.map((code) => ({ code, name: countryName(code, lng) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    byLanguage.set(lng, options);
  }
  return options;
}
