import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * In the browser build, "react-i18next" is the shop's own small version (app/lib/react-i18n-browser.tsx,
 * over app/lib/i18n-browser.ts): the same `useTranslation` and `Trans` for the components, without
 * i18next's 15 kB (gzip) in every page. The server keeps i18next and react-i18next.
 */
function browserTranslations(): Plugin {
  const target = path.resolve(import.meta.dirname, "app/lib/react-i18n-browser.tsx");
  return {
    name: "sattva:browser-translations",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (source === "react-i18next" && !options?.ssr) return target;
      return null;
    },
  };
}

/**
 * Each translation namespace becomes a fingerprinted file of the browser build
 * (/assets/locales/<lng>/<ns>-<hash>.json), and app/lib/locale-assets.ts answers with their
 * addresses: a page names the files it needs instead of carrying their text in its HTML, and the
 * browser keeps them from page to page. The `content` namespace stays on the server.
 */
function localeAssets(): Plugin {
  const root = import.meta.dirname;
  const module = path.resolve(root, "app/lib/locale-assets.ts");
  const files: { lng: string; ns: string; fileName: string; source: string }[] = [];
  let build = false;
  let ssr = false;
  return {
    name: "sattva:locale-assets",
    configResolved(config) {
      build = config.command === "build";
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      files.length = 0;
      const dir = path.join(root, "locales");
      for (const lng of readdirSync(dir)) {
        for (const file of readdirSync(path.join(dir, lng))) {
          const full = path.join(dir, lng, file);
          this.addWatchFile(full);
          const ns = file.replace(/\.json$/, "");
          if (ns === file || ns === "content") continue;
          const source = JSON.stringify(JSON.parse(readFileSync(full, "utf8")));
          const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
          files.push({ lng, ns, fileName: `assets/locales/${lng}/${ns}-${hash}.json`, source });
        }
      }
    },
    load(id) {
      if (!build || id !== module) return null;
      const table: Record<string, Record<string, string>> = {};
      for (const f of files) (table[f.lng] ??= {})[f.ns] = `/${f.fileName}`;
      return [
        `const table = ${JSON.stringify(table)};`,
        "export function localeAssetUrl(lng, ns) {",
        "  return Object.hasOwn(table, lng) && Object.hasOwn(table[lng], ns) ? table[lng][ns] : undefined;",
        "}",
      ].join("\n");
    },
    generateBundle() {
      if (ssr) return;
      for (const f of files) this.emitFile({ type: "asset", fileName: f.fileName, source: f.source });
    },
  };
}

/**
 * Every page loads the root route and the browser entry, so everything they import statically
 * (React, Remix, the shop's header, footer and cart) goes into one "frame" chunk: one file
 * compresses better than the dozen small ones Rollup would cut for modules a route shares with the
 * root, and no page loads any of it in vain. Routes keep their own chunks.
 */
function frameChunk(): Plugin {
  let ssr = false;
  return {
    name: "sattva:frame-chunk",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    outputOptions(output) {
      if (ssr) return null;
      let frame: Set<string> | undefined;
      return {
        ...output,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          if (!frame) {
            frame = new Set();
            const seeds = [...getModuleIds()].filter((m) => /\/app\/(root|entry\.client)\.tsx(\?|$)/.test(m));
            const queue = [...seeds];
            while (queue.length) {
              const m = queue.pop()!;
              if (frame.has(m)) continue;
              // Code the frame imports on demand (app/ui/kit/onDemand.tsx) keeps its own chunk.
              if (!seeds.includes(m) && getModuleInfo(m)?.dynamicImporters.length) continue;
              frame.add(m);
              queue.push(...(getModuleInfo(m)?.importedIds ?? []));
            }
          }
          return frame.has(id) ? "frame" : null;
        },
      };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 7071 },
  build: {
    sourcemap: false,
    target: "es2022",
    // The browser's code goes through terser with two compress passes: 4 kB (gzip) less than
    // esbuild's minifier on the frame chunk alone (tests/bench/js-size.mjs). The server build
    // stays readable (stack traces in the logs).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
  },
  // Dependencies stay in node_modules at run time (Vite's default for the server build), and pdfkit
  // must: it loads its font metrics (#standard-fonts/*) relative to its own files.
  ssr: { external: ["pdfkit"] },
  // remix-i18next/react (root.tsx's useChangeLanguage) imports "react-i18next": in the dev server it
  // is served unbundled, so that import meets the browser's stand-in (browserTranslations) instead
  // of being bundled with the real react-i18next by the dependency optimizer.
  optimizeDeps: { exclude: ["remix-i18next"] },
  plugins: [
    browserTranslations(),
    localeAssets(),
    frameChunk(),
    tailwindcss(),
    remix({
      buildDirectory: process.env.BUILD_DIR ?? "build",
      ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/*.css"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
}));
