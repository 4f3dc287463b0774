import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 7071 },
  build: { sourcemap: false, target: "es2022" },
  // Dependencies stay in node_modules at run time (Vite's default for the server build), and pdfkit
  // must: it loads its font metrics (#standard-fonts/*) relative to its own files.
  ssr: { external: ["pdfkit"] },
  plugins: [
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
});
