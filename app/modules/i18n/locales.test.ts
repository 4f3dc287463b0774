import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "./config";
import { fromAcceptLanguage, getLanguage } from "./i18n.server";

const dir = path.resolve("locales");
const flat = (o: Record<string, unknown>, p = ""): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(flat(v as Record<string, unknown>, `${p}${k}.`))
        : [[`${p}${k}`, v]],
    ),
  );

const namespaces = [
  ...new Set(languages.flatMap((l) => readdirSync(path.join(dir, l)).filter((f) => f.endsWith(".json")))),
];

describe("translations", () => {
  it.each(namespaces)("%s has the same keys in every language, none empty", (file) => {
    const keys = languages.map((l) => {
      const data = flat(JSON.parse(readFileSync(path.join(dir, l, file), "utf8")));
      for (const [k, v] of Object.entries(data)) {
        if (typeof v === "string") expect(v.trim(), `${l}/${file} ${k}`).not.toBe("");
      }
      return Object.keys(data).sort();
    });
    for (let i = 1; i < languages.length; i++)
      expect(keys[i], `${languages[i]}/${file} vs it/${file}`).toEqual(keys[0]);
  });
});

describe("language detection", () => {
  const r = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });
  it("follows ?lng, then the i18next cookie, then Accept-Language, then Italian", async () => {
    expect(await getLanguage(r("/?lng=fr", { Cookie: "i18next=de", "Accept-Language": "es" }))).toBe("fr");
    expect(await getLanguage(r("/", { Cookie: "i18next=de", "Accept-Language": "es" }))).toBe("de");
    expect(await getLanguage(r("/", { "Accept-Language": "nl-NL, es;q=0.8, en;q=0.9" }))).toBe("en");
    expect(await getLanguage(r("/"))).toBe("it");
  });
  it("discards values that are not one of our languages (script injection)", async () => {
    expect(await getLanguage(r("/?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E"))).toBe("it");
    expect(await getLanguage(r("/", { Cookie: "i18next=<img src=x onerror=alert(1)>" }))).toBe("it");
    expect(fromAcceptLanguage("xx, *;q=0.1")).toBeNull();
  });
});
