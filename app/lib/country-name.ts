import { intlLocale, isLanguage } from "./languages";

// One region-name list per language for the process's life: an Intl object is costly to make
// (the footer names the shop's country on every page).
const regionNames = new Map<string, Intl.DisplayNames | null>();
/** The names given, by language and code: `DisplayNames.of` itself cost the bare page 0.5 % of its CPU. */
const named = new Map<string, string>();

/**
 * A country's name in the page's language ("Germania", "Allemagne"); the code when Intl cannot say.
 * Its own file (not beside the country select) so that a page showing a name, the footer on every
 * page, does not load the address schemas and zod with the select.
 */
export function countryName(code: string, lng: string): string {
  const key = `${lng}\u0000${code}`;
  let name = named.get(key);
  if (name === undefined) {
    name = lookUp(code, lng);
    // Codes come from the shop's data (a few dozen countries); the bound only guards odd input.
    if (named.size < 1000) named.set(key, name);
  }
  return name;
}

function lookUp(code: string, lng: string): string {
  let names = regionNames.get(lng);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([isLanguage(lng) ? intlLocale[lng] : "it-IT"], { type: "region" });
    } catch {
      names = null;
    }
    regionNames.set(lng, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
