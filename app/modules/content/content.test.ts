import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/modules/i18n/config";
import { journal, journalArticle, JOURNAL_SLUGS } from "./journal.server";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { FOOTER_PAGES, footerPage } from "./pages.server";

/** Every key path (arrays by index), so a missing or extra entry in one language shows up. */
function shape(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => shape(v, `${prefix}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve("locales", lng, `${ns}.json`), "utf8")) as Record<string, unknown>;

describe.each(["content", "pages", "newsletter"])("the %s namespace", (ns) => {
  const reference = shape(read("en", ns)).sort();
  it.each(languages.filter((l) => l !== "en"))("has exactly the English keys in %s", (lng) => {
    expect(shape(read(lng, ns)).sort()).toEqual(reference);
  });
  it.each([...languages])("has no empty text in %s", (lng) => {
    const flat = JSON.stringify(read(lng, ns));
    expect(flat).not.toMatch(/:""/);
  });
});

describe.each([...languages])("footer pages in %s", (lng) => {
  it.each(FOOTER_PAGES.map((p) => p.key))("%s is real, interpolated content", async (key) => {
    const data = await footerPage(lng, key, SETTING_DEFAULTS);
    expect(data.page.title.length).toBeGreaterThan(3);
    expect(data.page.description.length).toBeGreaterThan(40);
    expect(data.page.description.length).toBeLessThanOrEqual(200);
    const blocks = (data.page.sections?.length ?? 0) + (data.page.questions?.length ?? 0);
    expect(blocks).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(data.page)).not.toContain("{{");
    expect(JSON.stringify(data.page)).not.toMatch(/<[a-z]/i);
    expect(data.nav.map((n) => n.path)).toEqual(FOOTER_PAGES.map((p) => p.path));
  });

  it("FAQ has 8 to 10 questions", async () => {
    const faq = await footerPage(lng, "faq", SETTING_DEFAULTS);
    expect(faq.page.questions!.length).toBeGreaterThanOrEqual(8);
    expect(faq.page.questions!.length).toBeLessThanOrEqual(10);
  });

  it("shipping states the rates and thresholds", async () => {
    const text = JSON.stringify(await footerPage(lng, "shipping", SETTING_DEFAULTS));
    for (const figure of ["4,90|4.90", "49", "9,90|9.90", "89", "14,90|14.90", "129"])
      expect(text).toMatch(new RegExp(figure));
  });

  it("terms state the 14-day withdrawal and privacy names the controller", async () => {
    expect(JSON.stringify(await footerPage(lng, "terms", SETTING_DEFAULTS))).toMatch(/14/);
    expect(JSON.stringify(await footerPage(lng, "privacy", SETTING_DEFAULTS))).toContain("Sattva S.r.l.");
  });

  it("journal has three articles with the shared slugs and 1200×800 images", async () => {
    const j = await journal(lng);
    expect(j.articles.map((a) => a.slug)).toEqual([...JOURNAL_SLUGS]);
    expect(j.articles.map((a) => a.image)).toEqual(
      [1, 2, 3].map((n) => ({ url: `/art/journal/${n}.svg`, width: 1200, height: 800 })),
    );
    expect(await journalArticle(lng, "flower-recycling")).not.toBeNull();
    expect(await journalArticle(lng, "nope")).toBeNull();
  });
});
