import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserI18n } from "~/lib/i18n-browser";
import { setBrowserI18n } from "~/lib/react-i18n-browser";
import { fallbackLanguage } from "~/modules/i18n/config";

/** A namespace the document did not carry (a route reached by client navigation). */
async function fetchNamespace(lng: string, ns: string) {
  const r = await fetch(`/resources/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}`);
  if (!r.ok) throw new Error(`translations ${lng}/${ns}: ${r.status}`);
  return (await r.json()) as Record<string, unknown>;
}

/**
 * The page's translation files (named by the root's I18nPayload, preloaded once the page is
 * drawn by ui/kit/AfterFirstPaint).
 */
async function pageTranslations(lng: string) {
  const el = document.getElementById("__i18n");
  const files = el ? (JSON.parse(el.textContent || "{}") as Record<string, string>) : {};
  const resources: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    Object.entries(files).map(async ([ns, url]) => {
      try {
        const r = await fetch(url);
        if (!r.ok) throw new Error(String(r.status));
        resources[ns] = (await r.json()) as Record<string, unknown>;
      } catch {
        // Through the resource route, then; a namespace missing altogether shows its keys.
        resources[ns] = await fetchNamespace(lng, ns).catch(() => ({}));
      }
    }),
  );
  return resources;
}

async function hydrate() {
  const lng = document.documentElement.lang || fallbackLanguage;
  setBrowserI18n(new BrowserI18n(lng, await pageTranslations(lng), fetchNamespace));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void hydrate();
