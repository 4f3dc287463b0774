import i18next, { type i18n as I18n, type InitOptions, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { readCookie, serializePlainCookie } from "~/lib/cookies";
import { requestMemoKey } from "~/lib/statement-timeout.server";
import { defaultNS, fallbackLanguage, isLanguage, languages, type Language } from "./config";
import { resources } from "./resources.server";

export const LANGUAGE_COOKIE = "i18next";

/** The best of our languages for an Accept-Language header (by q, then order), or null. */
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
 * The `i18next` cookie when it holds one of our codes, exactly (a plain value, as the spec names
 * it: remix-i18next's own cookie helper would expect its encoded form), else the visitor's
 * Accept-Language. remix-i18next's `header` step is not used: it keeps only the visitor's first
 * language, so `nl-NL, en;q=0.9` would fall to Italian instead of English.
 */
async function cookieThenAcceptLanguage(request: Request): Promise<Language | null> {
  const cookie = readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(request.headers.get("Accept-Language"));
}

/** The longest language tag worth reading (BCP 47's practical limit). */
const MAX_LANGUAGE_TAG = 35;

/** remix-i18next: the language of a request, and the namespaces of the routes a page renders. */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage,
    // `?lng`, then the plain `i18next` cookie, then Accept-Language (findLocale), then Italian.
    order: ["searchParams", "custom"],
    findLocale: cookieThenAcceptLanguage,
  },
});

/**
 * The page's language: `?lng`, then the `i18next` cookie, then Accept-Language, then Italian
 * (remix-i18next's `getLocale`). Whatever a request sends, the answer is one of our five codes:
 * a value that names none of them (e.g. a script-injection attempt) is discarded.
 */
// The same request asks several times (the root's and the page's loaders, the document's render):
// detected once per HTTP request (its cookies, query and headers are the same for all of them).
const detected = new WeakMap<object, Promise<Language>>();

export function getLanguage(request: Request): Promise<Language> {
  const key = requestMemoKey(request);
  let lng = detected.get(key);
  if (!lng) detected.set(key, (lng = detectLanguage(request)));
  return lng;
}

async function detectLanguage(request: Request): Promise<Language> {
  // remix-i18next parses `?lng` as an Accept-Language list, which takes a tenth of a second on a
  // value thousands of characters long: no language tag is longer than 35, so such a value is
  // discarded unread and the cookie and the header decide.
  const query = new URL(request.url).searchParams.get("lng");
  if (query !== null && query.length > MAX_LANGUAGE_TAG)
    return (await cookieThenAcceptLanguage(request)) ?? fallbackLanguage;
  const lng = await remixI18n.getLocale(request);
  return isLanguage(lng) ? lng : fallbackLanguage;
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

/** How the server's i18next instances start: every namespace of `lng` loaded at once, from the bundle. */
export function serverI18nOptions(lng: Language): InitOptions {
  return {
    resources,
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    defaultNS,
    ns: Object.keys(resources[lng] ?? {}),
    interpolation: { escapeValue: false },
    initImmediate: false,
  };
}

let instance: Promise<I18n> | undefined;

/**
 * One i18next instance for the whole server; fixed-language T functions are cut from it.
 * remix-i18next's own `getFixedT` creates and initialises a new i18next instance on every call
 * (16–53 times the cost of this, measured in docs/decisions/003), and no option of it
 * avoids that.
 */
function serverI18n(): Promise<I18n> {
  instance ??= (async () => {
    const i = i18next.createInstance();
    await i.init(serverI18nOptions(fallbackLanguage));
    return i;
  })();
  return instance;
}

/** A T function in the request's language (or the one given), for some namespaces. */
export async function getT(
  requestOrLanguage: Request | Language,
  ns: string | readonly string[] = defaultNS,
): Promise<TFunction> {
  const [lng, i] = await Promise.all([
    typeof requestOrLanguage === "string" ? requestOrLanguage : getLanguage(requestOrLanguage),
    serverI18n(),
  ]);
  return i.getFixedT(lng, ns as string[]);
}
