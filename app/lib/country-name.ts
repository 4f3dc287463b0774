import { intlLocale, isLanguage } from "./languages";

type Kind = "region" | "language";

// One DisplayNames per kind and language for the process's life: an Intl object is costly to make
// (the footer names the shop's country on every page).
const displays = new Map<string, Intl.DisplayNames | null>();
/** The names given, by kind, language and code: `DisplayNames.of` itself cost the bare page 0.5 % of its CPU. */
const named = new Map<string, string>();

/**
 * A country's name in the page's language ("Germania", "Allemagne"); the code when Intl cannot say.
 * Its own file (not beside the country select) so that a page showing a name, the footer on every
 * page, does not load the address schemas and zod with the select.
 */
export function countryName(code: string, lng: string): string {
  return displayName("region", code, lng);
}

/** A language's name in the page's language ("inglese" for `en` in Italian); the code when Intl cannot say. */
export function languageName(code: string, lng: string): string {
  return displayName("language", code, lng);
}

function displayName(kind: Kind, code: string, lng: string): string {
  const key = `${kind}\u0000${lng}\u0000${code}`;
  let name = named.get(key);
  if (name === undefined) {
    name = lookUp(kind, code, lng);
    // Codes come from the shop's data (a few dozen); the bound only guards odd input.
    if (named.size < 1000) named.set(key, name);
  }
  return name;
}

function lookUp(kind: Kind, code: string, lng: string): string {
  const displayKey = `${kind}\u0000${lng}`;
  let names = displays.get(displayKey);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([isLanguage(lng) ? intlLocale[lng] : "it-IT"], { type: kind });
    } catch {
      names = null;
    }
    displays.set(displayKey, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
