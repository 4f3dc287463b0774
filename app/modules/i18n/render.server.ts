import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage, languages, type Language } from "./config";
import { rememberPlainTranslations } from "./plain-t.server";
import { resources } from "./resources.server";

/** A react-i18next instance for server rendering in one language, every namespace loaded. */
export function createRenderI18n(lng: Language): I18n {
  const i = i18next.createInstance();
  void i.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    defaultNS,
    ns: Object.keys(resources[lng] ?? {}),
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
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
