import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAVIGATION } from "~/modules/catalog/navigation";
import { languages } from "~/modules/i18n/config";
import {
  accountHomeFor,
  hidesFooterNewsletter,
  isBackOfficePath,
  languageHref,
  NAV_PAGES,
  safeReturnPath,
} from "./chrome";
import { INFO_LINKS, SOCIAL_LINKS } from "./footer-links";

describe("chrome visibility", () => {
  it("hides the public chrome on back-office paths only", () => {
    for (const p of ["/sattva-admin", "/sattva-admin/", "/sattva-administration/products", "/sattva-product-manager"]) {
      expect(isBackOfficePath(p), p).toBe(true);
    }
    for (const p of ["/", "/sattva-admins", "/account", "/collections/all", "/x/sattva-admin"]) {
      expect(isBackOfficePath(p), p).toBe(false);
    }
  });
  it("hides the newsletter block on the four spec pages", () => {
    for (const p of ["/account/login", "/account", "/account/", "/account/addresses", "/sattva-admin"]) {
      expect(hidesFooterNewsletter(p), p).toBe(true);
    }
    for (const p of ["/", "/account/register", "/pages/journal"]) expect(hidesFooterNewsletter(p), p).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/pages/journal?lng=fr#top")).toBe("/pages/journal?lng=fr#top");
    expect(safeReturnPath("/collections/incense-&-perfumes")).toBe("/collections/incense-&-perfumes");
  });
  it("sends anything else home", () => {
    for (const bad of [
      "",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil",
      "/\u0000x",
      "/a\nb",
      "/a\\b",
      null,
      undefined,
      42,
      "/" + "a".repeat(3000),
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe("/");
    }
  });
});

describe("languageHref", () => {
  it("sets lng and keeps the path and other parameters", () => {
    expect(languageHref("/", "", "fr")).toBe("/?lng=fr");
    expect(languageHref("/search", "?q=palo+santo&lng=de&page=2", "es")).toBe("/search?q=palo+santo&lng=es&page=2");
    expect(languageHref("/x", "?lng=%3Cscript%3E", "it")).toBe("/x?lng=it");
  });
});

describe("account menu target", () => {
  it("follows the role", () => {
    expect(accountHomeFor("admin")).toBe("/sattva-admin");
    expect(accountHomeFor("manager")).toBe("/sattva-product-manager");
    expect(accountHomeFor("user")).toBe("/account");
    expect(accountHomeFor("anything")).toBe("/account");
  });
});

describe("navigation data", () => {
  it("has the spec's collection links and sub-links", () => {
    expect(NAVIGATION.map((c) => c.href)).toEqual([
      "/collections/incense-&-perfumes",
      "/collections/minerals-&-jewels",
      "/collections/crafts-&-decoration",
      "/collections/bath-&-cosmetics",
    ]);
    expect(NAVIGATION[0].links.map((l) => l.navSlug)).toEqual([
      "candles",
      "palo-santo",
      "incense-in-grains",
      "natural-sages",
      "carbon",
    ]);
    expect(NAVIGATION[1].links.map((l) => l.navSlug)).toEqual([
      "geodes-&-druses",
      "pearls",
      "tumbled-stones",
      "natural-stone-bracelets",
    ]);
    expect(NAVIGATION[2].links.map((l) => l.navSlug)).toEqual([
      "plates-&-supports",
      "tibetan",
      "fountains",
      "himalayan-salt-lamps",
      "incense-holders",
    ]);
    expect(NAVIGATION[3].links.map((l) => l.navSlug)).toContain("natural-sponges");
    expect(NAV_PAGES.map((p) => p.href)).toEqual(["/pages/contact-us", "/pages/where's-my-order", "/pages/journal"]);
    expect(INFO_LINKS).toHaveLength(6);
    expect(SOCIAL_LINKS.map((s) => s.network)).toEqual([
      "facebook",
      "instagram",
      "x",
      "tiktok",
      "linkedin",
      "whatsapp",
    ]);
    for (const s of SOCIAL_LINKS) expect(s.href).toMatch(/^https:\/\//);
  });

  it("has a translation for every label in every language", () => {
    const keys = [
      ...NAVIGATION.flatMap((c) => [`nav.${c.key}`, ...c.links.map((l) => `sub.${l.slug}`)]),
      ...NAV_PAGES.map((p) => `nav.${p.key}`),
      ...INFO_LINKS.map((l) => `footer.${l.key}`),
      "nav.collections",
    ];
    for (const lng of languages) {
      const common = JSON.parse(readFileSync(path.resolve("locales", lng, "common.json"), "utf8"));
      for (const key of keys) {
        const [group, name] = key.split(".");
        expect(common[group]?.[name], `${lng} ${key}`).toEqual(expect.any(String));
      }
    }
  });
});
