/** UI languages: Italian is the default and the fallback. */
export const languages = ["it", "en", "fr", "de", "es"] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = "it";
export const defaultNS = "common";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl formatting. */
export const intlLocale: Record<Language, string> = {
  it: "it-IT",
  en: "en-IE",
  fr: "fr-FR",
  de: "de-DE",
  es: "es-ES",
};

export const languageNames: Record<Language, string> = {
  it: "Italiano",
  en: "English",
  fr: "Français",
  de: "Deutsch",
  es: "Español",
};
