import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { afterFirstPaintScript, WEB_FACES } from "./AfterFirstPaint";

/** Runs the script in a fake window; `fail` makes that face's load reject. */
function runScript({ fontFace = true, fail = "", i18n = '{"common":"/assets/locales/it/common-x.json"}' } = {}) {
  const added: string[] = [];
  const loaded: string[] = [];
  const links: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  class FontFace {
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {}
    load() {
      loaded.push(`${this.family} ${this.source}`);
      return this.source.includes(fail || "\0") ? Promise.reject(new Error("offline")) : Promise.resolve(this);
    }
  }
  const window: Record<string, unknown> = {};
  if (fontFace) window.FontFace = FontFace;
  const document = {
    fonts: { add: (f: FontFace) => added.push(`${f.family} ${f.source} ${f.descriptors.unicodeRange.slice(0, 11)}`) },
    getElementById: (id: string) => (id === "__i18n" && i18n ? { textContent: i18n } : null),
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (l: Record<string, string>) => links.push(`${l.rel} ${l.as} ${l.crossOrigin} ${l.href}`),
    },
  };
  vm.runInNewContext(afterFirstPaintScript(), {
    window,
    document,
    FontFace,
    Promise,
    JSON,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return {
    added,
    loaded,
    links,
    /** The first frame, then the timer after it, then the loads; what was asked for in the frame. */
    async paint() {
      frames.splice(0).forEach((f) => f());
      const inFrame = loaded.length + links.length;
      timers.splice(0).forEach((f) => f());
      await new Promise((r) => setImmediate(r));
      return inFrame;
    },
  };
}

describe("the script after the first paint", () => {
  it("asks for nothing before the first frame is drawn", async () => {
    const run = runScript();
    expect(run.loaded.length + run.links.length).toBe(0);
    expect(await run.paint()).toBe(0); // nor in the frame itself: after it
  });

  it("preloads the page's translation files, as app/entry.client.tsx fetches them", async () => {
    const run = runScript({
      i18n: '{"common":"/assets/locales/it/common-a.json","cart":"/assets/locales/it/cart-b.json"}',
    });
    await run.paint();
    expect(run.links).toEqual([
      "preload fetch anonymous /assets/locales/it/common-a.json",
      "preload fetch anonymous /assets/locales/it/cart-b.json",
    ]);
    const none = runScript({ i18n: "" });
    await none.paint();
    expect(none.links).toEqual([]);
    expect(none.added).toHaveLength(4); // the fonts all the same
  });

  it("loads the Latin faces, then adds all four at once", async () => {
    const run = runScript();
    await run.paint();
    expect(run.loaded).toEqual([`Inter Variable url(${WEB_FACES[0][1]})`, `Fraunces Variable url(${WEB_FACES[1][1]})`]);
    expect(run.added).toEqual([
      `Inter Variable url(${WEB_FACES[0][1]}) U+0000-00FF`,
      `Fraunces Variable url(${WEB_FACES[1][1]}) U+0000-00FF`,
      `Inter Variable url(${WEB_FACES[2][1]}) U+0100-02BA`,
      `Fraunces Variable url(${WEB_FACES[3][1]}) U+0100-02BA`,
    ]);
  });

  it("adds no face when one cannot be loaded (the fallbacks stay), and none without FontFace", async () => {
    const offline = runScript({ fail: String(WEB_FACES[1][1]) });
    await offline.paint();
    expect(offline.added).toEqual([]);
    expect(offline.links).toHaveLength(1);
    const old = runScript({ fontFace: false });
    await old.paint();
    expect(old.loaded).toEqual([]);
    expect(old.links).toHaveLength(1);
  });

  it("uses fontsource's files and ranges for the Latin and Latin Extended faces", () => {
    const require = createRequire(import.meta.url);
    const script = afterFirstPaintScript();
    for (const [family, pkg] of [
      ["Inter Variable", "@fontsource-variable/inter"],
      ["Fraunces Variable", "@fontsource-variable/fraunces"],
    ]) {
      const css = readFileSync(require.resolve(`${pkg}/index.css`), "utf8");
      const ranges = Object.fromEntries(
        [...css.matchAll(/files\/([\w-]+)\.woff2[^}]*unicode-range: ([^;]+);/g)].map((m) => [m[1], m[2]]),
      );
      const ours = WEB_FACES.filter((f) => f[0] === family);
      expect(ours).toHaveLength(2);
      for (const [, url, range] of ours) {
        const file = String(url).match(/([a-z]+-latin(?:-ext)?-wght-normal)/)![1];
        expect(ranges[file]).toBeTruthy();
        expect(script).toContain(ranges[file]);
        expect(range).toBe(file.includes("-ext-") ? 1 : 0);
      }
    }
  });
});
