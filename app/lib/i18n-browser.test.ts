import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { BrowserI18n } from "./i18n-browser";

// The browser's translations must give the text the server's i18next gives, or hydration differs.
const LOCALES = path.resolve(import.meta.dirname, "../../locales");

function leafKeys(obj: unknown, prefix = ""): string[] {
  if (typeof obj !== "object" || obj === null || Array.isArray(obj)) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe("BrowserI18n", () => {
  for (const lng of readdirSync(LOCALES)) {
    it(`resolves every key of ${lng} as i18next does`, async () => {
      const resources: Record<string, Record<string, unknown>> = {};
      for (const file of readdirSync(path.join(LOCALES, lng))) {
        resources[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8"));
      }
      const server = i18next.createInstance();
      await server.init({
        lng,
        fallbackLng: false,
        resources: { [lng]: resources },
        ns: Object.keys(resources),
        defaultNS: "common",
        interpolation: { escapeValue: false },
        initImmediate: false,
      });
      const browser = new BrowserI18n(lng, resources, () => Promise.reject(new Error("offline")));
      // Every placeholder any text names gets a value (a number: formatted ones need one).
      const values: Record<string, unknown> = { name: "Ada", title: "Lampada" };
      for (const m of JSON.stringify(resources).matchAll(/\{\{([^},]+)/g)) {
        const name = m[1].trim().split(".")[0];
        values[name] ??= 12345.5;
      }
      let checked = 0;
      const mismatches: { what: string; browser: unknown; i18next: unknown }[] = [];
      for (const [ns, bundle] of Object.entries(resources)) {
        const leaves = leafKeys(bundle);
        const keys = [...new Set(leaves.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")))];
        // Counts matter to plural keys and texts that show {{count}}; the others are checked once
        // (i18next takes about half a millisecond a call: thousands of keys × seven counts ran past
        // the unit tests' time limit on a loaded machine).
        const counted = new Set(
          leaves
            .filter((k) => /_(zero|one|two|few|many|other)$/.test(k))
            .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")),
        );
        const showsCount = (key: string) => /\{\{\s*count/.test(JSON.stringify(getPath(bundle, key) ?? ""));
        const st = server.getFixedT(lng, [ns, "common"]);
        const bt = browser.getFixedT(null, [ns, "common"]);
        // Differences are collected and compared once: an expect per call made the test take
        // tens of seconds on a loaded machine once the shop had a few thousand keys.
        const same = (what: string, a: unknown, b: unknown) => {
          if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) mismatches.push({ what, browser: a, i18next: b });
        };
        for (const key of keys) {
          const counts = counted.has(key) || showsCount(key) ? [undefined, 0, 1, 2, 5, 21, 12345] : [undefined];
          for (const count of counts) {
            const opts = count === undefined ? values : { ...values, count };
            same(`${ns}:${key} count=${count}`, bt(key, opts), st(key, opts));
            checked++;
          }
          same(`${ns}:${key} prefixed`, bt(`${ns}:${key}`, {}), st(`${ns}:${key}`, {}));
          same(
            `${ns}:${key} returnObjects`,
            bt(key, { returnObjects: true, ...values }),
            st(key, { returnObjects: true, ...values }),
          );
        }
      }
      expect(mismatches).toEqual([]);
      expect(bt_missing(browser)).toEqual(server.getFixedT(lng, "common")("no.such.key"));
      expect(browser.getFixedT(null, "common")("no.such.key", { defaultValue: "x" })).toBe("x");
      expect(browser.getFixedT(null, "common")("cart:no.such", {})).toBe(
        server.getFixedT(lng, "common")("cart:no.such", {}),
      );
      expect(checked).toBeGreaterThan(1000);
      // Thousands of i18next calls: seconds on a loaded machine, whatever the unit tests' default.
    }, 60_000);
  }
});

function bt_missing(browser: BrowserI18n) {
  return browser.getFixedT(null, "common")("no.such.key");
}

/** The value at a dotted key of a namespace's bundle. */
function getPath(bundle: Record<string, unknown>, key: string): unknown {
  let at: unknown = bundle;
  for (const part of key.split("."))
    at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

describe("BrowserI18n.changeLanguage (remix-i18next's useChangeLanguage calls it)", () => {
  const texts: Record<string, Record<string, Record<string, unknown>>> = {
    it: {
      common: { hello: "Ciao", items_one: "{{count}} articolo", items_other: "{{count}} articoli" },
      cart: { t: "Carrello" },
    },
    fr: {
      common: { hello: "Bonjour", items_one: "{{count}} article", items_other: "{{count}} articles" },
      cart: { t: "Panier" },
    },
    de: { common: { hello: "Hallo" }, cart: { t: "Warenkorb" } },
  };
  /** A fetch whose answers the test releases one by one. */
  function network() {
    const pending: { lng: string; ns: string; resolve: () => void; reject: () => void }[] = [];
    const fetchNamespace = (lng: string, ns: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        pending.push({ lng, ns, resolve: () => resolve(texts[lng][ns]), reject: () => reject(new Error("offline")) });
      });
    return { pending, fetchNamespace };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it("fetches the namespaces held in the new language, then switches at once (no keys in between)", async () => {
    const net = network();
    const i18n = new BrowserI18n("it", { ...texts.it }, net.fetchNamespace);
    let told = 0;
    i18n.subscribe(() => told++);
    const t = () => i18n.getFixedT(null, ["common"]);
    const done = i18n.changeLanguage("fr");
    expect(net.pending.map((p) => `${p.lng}/${p.ns}`).sort()).toEqual(["fr/cart", "fr/common"]);
    net.pending[0].resolve();
    await flush();
    // Half arrived: still the old language, whole.
    expect(i18n.language).toBe("it");
    expect(t()("hello")).toBe("Ciao");
    net.pending[1].resolve();
    await done;
    expect(i18n.language).toBe("fr");
    expect(told).toBe(1);
    expect(t()("hello")).toBe("Bonjour");
    expect(t()("items", { count: 0 })).toBe("0 article"); // French plural rules: 0 is "one"
    expect(i18n.getFixedT(null, "cart")("t")).toBe("Panier");
  });

  it("is a no-op for the current language, and never rejects: a namespace that fails is dropped", async () => {
    const net = network();
    const i18n = new BrowserI18n("it", { ...texts.it }, net.fetchNamespace);
    await i18n.changeLanguage("it");
    expect(net.pending).toEqual([]);
    const done = i18n.changeLanguage("de");
    net.pending.find((p) => p.ns === "common")!.resolve();
    net.pending.find((p) => p.ns === "cart")!.reject();
    await expect(done).resolves.toBeUndefined();
    expect(i18n.language).toBe("de");
    expect(i18n.hasLoadedNamespace("common")).toBe(true);
    expect(i18n.hasLoadedNamespace("cart")).toBe(false);
    // The page that needs it fetches it again, in the new language.
    const again = i18n.loadNamespaces("cart");
    expect(net.pending.at(-1)).toMatchObject({ lng: "de", ns: "cart" });
    net.pending.at(-1)!.resolve();
    await again;
    expect(i18n.getFixedT(null, "cart")("t")).toBe("Warenkorb");
  });

  it("the last language asked for wins, and a namespace of the old language arriving late is not kept", async () => {
    const net = network();
    const i18n = new BrowserI18n("it", { common: texts.it.common }, net.fetchNamespace);
    const late = i18n.loadNamespaces("cart"); // it/cart, still on its way
    const toFr = i18n.changeLanguage("fr");
    const toDe = i18n.changeLanguage("de");
    for (const p of net.pending.filter((p) => p.lng === "de")) p.resolve();
    await toDe;
    expect(i18n.language).toBe("de");
    for (const p of net.pending.filter((p) => p.lng !== "de")) p.resolve();
    await Promise.all([toFr, late]);
    expect(i18n.language).toBe("de");
    expect(i18n.getFixedT(null, "common")("hello")).toBe("Hallo");
    expect(i18n.hasLoadedNamespace("cart")).toBe(false);
  });
});
