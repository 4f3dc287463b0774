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
      for (const [ns, bundle] of Object.entries(resources)) {
        const keys = [...new Set(leafKeys(bundle).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")))];
        const st = server.getFixedT(lng, [ns, "common"]);
        const bt = browser.getFixedT(null, [ns, "common"]);
        for (const key of keys) {
          for (const count of [undefined, 0, 1, 2, 5, 21, 12345]) {
            const opts = count === undefined ? values : { ...values, count };
            expect(bt(key, opts), `${ns}:${key} count=${count}`).toEqual(st(key, opts));
            checked++;
          }
          expect(bt(`${ns}:${key}`, {})).toEqual(st(`${ns}:${key}`, {}));
          expect(bt(key, { returnObjects: true, ...values })).toEqual(st(key, { returnObjects: true, ...values }));
        }
      }
      expect(bt_missing(browser)).toEqual(server.getFixedT(lng, "common")("no.such.key"));
      expect(browser.getFixedT(null, "common")("no.such.key", { defaultValue: "x" })).toBe("x");
      expect(browser.getFixedT(null, "common")("cart:no.such", {})).toBe(
        server.getFixedT(lng, "common")("cart:no.such", {}),
      );
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

function bt_missing(browser: BrowserI18n) {
  return browser.getFixedT(null, "common")("no.such.key");
}
