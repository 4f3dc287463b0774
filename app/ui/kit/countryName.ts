import { intlLocale, isLanguage } from "~/modules/i18n/config";

/**
 * A country's name in the page's language ("Germania", "Allemagne"); the code when Intl cannot say.
 * Its own file (not beside the country select) so that a page showing a name, the footer on every
 * page, does not load the address schemas and zod with the select.
 */
export function countryName(code: string, lng: string) {
  try {
    const names = new Intl.DisplayNames([isLanguage(lng) ? intlLocale[lng] : "it-IT"], { type: "region" });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
