import { describe, expect, it } from "vitest";
import { languages, type Language } from "./config";
import { rememberPlainTranslations } from "./plain-t.server";
import { createRenderI18n } from "./render.server";
import { resources } from "./resources.server";

const instance = (lng: Language) => createRenderI18n(lng);

/** Every key of a namespace's nested object, dotted. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("remembered plain translations", () => {
  it("give every text of every namespace and language as i18next does, twice", () => {
    let compared = 0;
    for (const lng of languages) {
      const plain = instance(lng);
      const remembered = rememberPlainTranslations(instance(lng));
      for (const ns of Object.keys(resources[lng] ?? {})) {
        const fixedPlain = plain.getFixedT(lng, ns);
        const fixedRemembered = remembered.getFixedT(lng, ns);
        for (const key of keysOf(resources[lng][ns])) {
          const want = fixedPlain(key);
          expect(fixedRemembered(key), `${lng} ${ns}:${key}`).toBe(want);
          expect(fixedRemembered(key), `${lng} ${ns}:${key} again`).toBe(want);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });

  it("keep each language, namespace and key prefix apart, and the fallback to Italian", () => {
    const en = rememberPlainTranslations(instance("en"));
    const it_ = rememberPlainTranslations(instance("it"));
    expect(en.getFixedT("en", "common")("nav.incense")).not.toBe(it_.getFixedT("it", "common")("nav.incense"));
    const t = en.getFixedT("en", "common");
    const missing = "a.key.no.language.has";
    expect(t(missing)).toBe(missing);
    expect(en.getFixedT("en", "wishlist", "heart")("page")).toBe(en.getFixedT("en", "wishlist")("heart.page"));
  });

  it("translate texts with values on every call", () => {
    const i = rememberPlainTranslations(instance("en"), 10);
    i.addResource("en", "common", "test.greet", "Hello {{name}}");
    i.addResource("en", "common", "test.item_one", "{{count}} item");
    i.addResource("en", "common", "test.item_other", "{{count}} items");
    const t = i.getFixedT("en", "common");
    expect(t("test.greet", { name: "Ada" })).toBe("Hello Ada");
    expect(t("test.greet", { name: "Bo" })).toBe("Hello Bo");
    expect(t("test.item", { count: 1 })).toBe("1 item");
    expect(t("test.item", { count: 3 })).toBe("3 items");
    expect(t("test.missing", "a default")).toBe("a default");
  });
});
