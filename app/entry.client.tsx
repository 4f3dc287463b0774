import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage } from "~/modules/i18n/config";

/** Loads a namespace the document did not carry (a route reached by client navigation). */
const lazyNamespaces: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    fetch(`/resources/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((data) => callback(null, data))
      .catch((err) => callback(err, null));
  },
};

async function hydrate() {
  const el = document.getElementById("__i18n");
  const resources = el ? (JSON.parse(el.textContent || "{}") as Record<string, Record<string, unknown>>) : {};
  const lng = document.documentElement.lang || fallbackLanguage;
  await i18next
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      lng,
      fallbackLng: false,
      defaultNS,
      ns: Object.keys(resources),
      resources: { [lng]: resources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
