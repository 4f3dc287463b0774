import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./config";
import { serverI18nOptions } from "./i18n.server";
import { rememberPlainTranslations } from "./plain-t.server";

/** A react-i18next instance for server rendering in one language, every namespace loaded. */
export function createRenderI18n(lng: Language): I18n {
  const i = i18next.createInstance();
  void i.use(initReactI18next).init({ ...serverI18nOptions(lng), react: { useSuspense: false } });
  return i;
}

const perLanguage = new Map<Language, I18n>();

/** One instance per language, shared by every request in that language; its plain texts remembered. */
export function renderI18nFor(lng: Language): I18n {
  let i = perLanguage.get(lng);
  if (!i) {
    i = rememberPlainTranslations(createRenderI18n(lng));
    perLanguage.set(lng, i);
  }
  return i;
}
