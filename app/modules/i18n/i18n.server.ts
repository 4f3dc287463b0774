import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { readCookie, serializePlainCookie } from "~/lib/cookies";
import { defaultNS, fallbackLanguage, isLanguage, languages, type Language } from "./config";
import { resources } from "./resources.server";

export const LANGUAGE_COOKIE = "i18next";

/** The best of our languages for an Accept-Language header, or null. */
export function fromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((x) => x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((x) => x.primary).find(isLanguage) ?? null;
}

/**
 * The page's language: `?lng`, then the `i18next` cookie, then Accept-Language, then Italian.
 * Anything that is not one of our five codes (e.g. a script-injection attempt) is discarded.
 */
export function getLanguage(request: Request): Language {
  const query = new URL(request.url).searchParams.get("lng");
  if (isLanguage(query)) return query;
  const cookie = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(request.headers.get("Accept-Language")) ?? fallbackLanguage;
}

/** A `Set-Cookie` remembering the language when the URL chose one that the cookie does not hold. */
export function rememberLanguage(request: Request): string | null {
  const query = new URL(request.url).searchParams.get("lng");
  if (!isLanguage(query)) return null;
  if (readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE) === query) return null;
  return languageCookieHeader(query);
}

export function languageCookieHeader(lng: Language) {
  return serializePlainCookie(LANGUAGE_COOKIE, lng, { maxAge: 60 * 60 * 24 * 365, sameSite: "Lax" });
}

let instance: Promise<I18n> | undefined;

/** One i18next instance for the whole server; fixed-language T functions are cut from it. */
function serverI18n(): Promise<I18n> {
  instance ??= (async () => {
    const i = i18next.createInstance();
    await i.init({
      resources,
      lng: fallbackLanguage,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      defaultNS,
      ns: Object.keys(resources[fallbackLanguage] ?? {}),
      interpolation: { escapeValue: false },
      initImmediate: false,
    });
    return i;
  })();
  return instance;
}

export async function getT(
  requestOrLanguage: Request | Language,
  ns: string | readonly string[] = defaultNS,
): Promise<TFunction> {
  const lng = typeof requestOrLanguage === "string" ? requestOrLanguage : getLanguage(requestOrLanguage);
  const i = await serverI18n();
  return i.getFixedT(lng, ns as string[]);
}
