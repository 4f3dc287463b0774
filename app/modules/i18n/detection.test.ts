import { describe, expect, it } from "vitest";
import { requestScopeOf, runInRequestScope } from "~/lib/statement-timeout.server";
import { languages } from "./config";
import { getLanguage, getT, languageCookieHeader, rememberLanguage, remixI18n } from "./i18n.server";

// Detection through remix-i18next (docs/decisions/003): `?lng`, then the plain `i18next` cookie,
// then Accept-Language, then Italian; anything else is discarded.
const r = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });

describe("detection order", () => {
  const all = { Cookie: "i18next=de", "Accept-Language": "es" };
  it("is done once for all the copies of a request Remix hands its loaders", async () => {
    const page = r("/product/a?lng=fr", all);
    const copy = () => new Request(page.url, { headers: page.headers });
    const [root, route] = runInRequestScope(requestScopeOf(page), () => [getLanguage(copy()), getLanguage(copy())]);
    expect(root).toBe(route);
    expect(await route).toBe("fr");
    // Outside a request's scope each request object is detected on its own.
    expect(getLanguage(copy())).not.toBe(getLanguage(copy()));
  });

  it("?lng beats the cookie, the cookie beats Accept-Language, Accept-Language beats Italian", async () => {
    expect(await getLanguage(r("/?lng=fr", all))).toBe("fr");
    expect(await getLanguage(r("/", all))).toBe("de");
    expect(await getLanguage(r("/", { "Accept-Language": "es" }))).toBe("es");
    expect(await getLanguage(r("/"))).toBe("it");
  });

  it("a step with a value that is none of our languages passes to the next", async () => {
    expect(await getLanguage(r("/?lng=nl", all))).toBe("de");
    expect(await getLanguage(r("/?lng=", all))).toBe("de");
    expect(await getLanguage(r("/?lng=xx", { Cookie: "i18next=pt", "Accept-Language": "es" }))).toBe("es");
    expect(await getLanguage(r("/?lng=xx", { Cookie: "i18next=pt", "Accept-Language": "pt-BR" }))).toBe("it");
  });

  it("reads the plain i18next cookie among others, not remix-i18next's encoded form", async () => {
    expect(await getLanguage(r("/", { Cookie: "sattva_cart=abc; i18next=fr; other=1" }))).toBe("fr");
    // What remix-i18next's createCookie would have written for "fr" (base64 of the JSON string).
    const encoded = Buffer.from(JSON.stringify("fr")).toString("base64");
    expect(await getLanguage(r("/", { Cookie: `i18next=${encodeURIComponent(encoded)}` }))).toBe("it");
    // The cookie the shop writes is read back as it is.
    const written = languageCookieHeader("es").split(";")[0];
    expect(await getLanguage(r("/", { Cookie: written, "Accept-Language": "de" }))).toBe("es");
  });

  it("ranks Accept-Language by q over all of the visitor's languages, not only the first", async () => {
    expect(await getLanguage(r("/", { "Accept-Language": "nl-NL, es;q=0.8, en;q=0.9" }))).toBe("en");
    expect(await getLanguage(r("/", { "Accept-Language": "en-GB, fr;q=0.5" }))).toBe("en");
    expect(await getLanguage(r("/", { "Accept-Language": "de-CH" }))).toBe("de");
    expect(await getLanguage(r("/", { "Accept-Language": "fr;q=0, es;q=0.1" }))).toBe("es");
  });

  it("answers one of the five codes whatever a request sends, and never remembers an odd value", async () => {
    const hostile = [
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "javascript:alert(1)",
      "constructor",
      "__proto__",
      "it\r\nSet-Cookie: x=1",
      "a".repeat(4000),
      "%00",
    ];
    for (const v of hostile) {
      const q = encodeURIComponent(v);
      for (const req of [
        r(`/?lng=${q}`),
        r("/", { Cookie: `i18next=${q}` }),
        r("/", { "Accept-Language": v.replace(/[\r\n]/g, "") }),
      ]) {
        expect(languages, v).toContain(await getLanguage(req));
        expect(rememberLanguage(req), v).toBeNull();
      }
      expect(await getLanguage(r(`/?lng=${q}`)), v).toBe("it");
      expect(await getLanguage(r("/", { Cookie: `i18next=${q}` })), v).toBe("it");
    }
  });

  it("discards a ?lng longer than any language tag unread: the cookie, then the header, decide", async () => {
    const long = `fr${"x".repeat(7000)}`;
    expect(await getLanguage(r(`/?lng=${long}`, all))).toBe("de");
    expect(await getLanguage(r(`/?lng=${long}`, { "Accept-Language": "es" }))).toBe("es");
    expect(await getLanguage(r(`/?lng=${long}`))).toBe("it");
  });

  it("reads ?lng as remix-i18next does: a value naming one of our codes gives that code, never remembered", async () => {
    expect(await getLanguage(r("/?lng=en-US", { Cookie: "i18next=de" }))).toBe("en");
    expect(await getLanguage(r(`/?lng=${encodeURIComponent("fr<script>")}`))).toBe("fr");
    expect(rememberLanguage(r("/?lng=en-US"))).toBeNull();
  });

  it("remembers an exact ?lng the cookie does not hold", () => {
    expect(rememberLanguage(r("/?lng=fr"))).toMatch(/^i18next=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(rememberLanguage(r("/?lng=fr", { Cookie: "i18next=fr" }))).toBeNull();
    expect(rememberLanguage(r("/"))).toBeNull();
  });

  it("gives T functions in the detected language", async () => {
    const [fr, it_] = await Promise.all([getT(r("/?lng=fr"), "common"), getT("it", "common")]);
    expect(fr("notFound.title")).not.toBe(it_("notFound.title"));
    expect(fr("notFound.title")).toBe((await getT("fr", ["common"]))("notFound.title"));
  });
});

describe("route namespaces", () => {
  it("are the handles' i18n lists of the modules given, each once", () => {
    const routeModules = {
      root: { handle: { i18n: ["common", "cart"] } },
      "routes/product": { handle: { i18n: ["product", "cart"] } },
      "routes/none": { handle: {} },
      "routes/one": { handle: { i18n: "reviews" } },
    };
    // entry.server passes only the matched routes' modules (remixContext.routeModules holds all).
    const context = { routeModules } as unknown as Parameters<typeof remixI18n.getRouteNamespaces>[0];
    expect(remixI18n.getRouteNamespaces(context)).toEqual(["common", "cart", "product", "reviews"]);
  });
});
