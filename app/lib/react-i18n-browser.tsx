/**
 * `react-i18next` as the browser build sees it (vite.config.ts points the browser's imports of
 * "react-i18next" here; the server renders with react-i18next itself): `useTranslation` and
 * `Trans` over the small BrowserI18n that app/entry.client.tsx sets up from the page's
 * translations.
 */
import { Fragment, cloneElement, isValidElement, useEffect, useMemo, useState, type ReactNode } from "react";
import { defaultNS } from "./languages";
import type { BrowserI18n, BrowserT } from "./i18n-browser";

let instance: BrowserI18n | undefined;

export function setBrowserI18n(i18n: BrowserI18n) {
  instance = i18n;
}

export function getBrowserI18n(): BrowserI18n {
  if (!instance) throw new Error("translations are not set up (app/entry.client.tsx)");
  return instance;
}

/**
 * `t` for some namespaces, `i18n` (with `language` and `changeLanguage`, which remix-i18next's
 * `useChangeLanguage` uses), and whether the namespaces are here. The component renders again
 * when one of its namespaces arrives or the language changes.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = getBrowserI18n();
  const namespaces = ns === undefined ? [defaultNS] : typeof ns === "string" ? [ns] : ns;
  const key = namespaces.join("|");
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));
  const lng = i18n.language;
  const [, setSeen] = useState(`${lng} ${ready}`);
  useEffect(() => {
    let live = true;
    const list = key.split("|");
    // Renders again only when what this component shows changed (the language, its namespaces).
    const off = i18n.subscribe(
      () => live && setSeen(`${i18n.language} ${list.every((n) => i18n.hasLoadedNamespace(n))}`),
    );
    // A namespace that cannot be fetched shows its keys, as react-i18next does.
    if (!ready) i18n.loadNamespaces(list).catch(() => undefined);
    return () => {
      live = false;
      off();
    };
  }, [i18n, key, ready]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t when a namespace arrives or the language changes
  const t = useMemo(() => i18n.getFixedT(null, key.split("|")), [i18n, key, ready, lng]);
  return { t, i18n, ready };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** The translated text with its `<name>…</name>` parts rendered as the given components. */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
  ns,
}: {
  t?: BrowserT;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactNode>;
  ns?: string | readonly string[];
}) {
  const translate = t ?? getBrowserI18n().getFixedT(null, ns ?? defaultNS);
  const text = translate(i18nKey, values);
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const name = m[1] ?? m[3];
    const el = components[name];
    out.push(
      isValidElement(el) ? (
        cloneElement(el, { key: out.length }, m[2] ?? undefined)
      ) : (
        <Fragment key={out.length}>{m[2]}</Fragment>
      ),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** For code written against react-i18next's set-up; the browser's set-up is setBrowserI18n. */
export const initReactI18next = { type: "3rdParty", init() {} };
export function I18nextProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
