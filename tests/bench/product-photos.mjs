#!/usr/bin/env node
/* global window, Image */
// The product page before and after an uploaded photo, as a phone sees it: Chromium at a
// Lighthouse-like mobile size (412×823, DPR 1.75), the page's layout shifts (CLS) and its largest
// contentful paint (the element, its time, and for a photo the file the browser chose against the
// width it is drawn at: served at the right width when the file is at least as wide as the drawn
// pixels and not more than twice). Prints one line per run; no timed assertions.
//
//   node tests/bench/product-photos.mjs [--runs 3] [--port 7194]
// Before: the seeded product's own art (an SVG). After: a 4000×3000 JPEG uploaded through the
// back office's photos page (resized to 320…1600 px in AVIF, WebP and JPEG) and put first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, devices } from "playwright-core";
import sharp from "sharp";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { embeddedUrl, startShop, withSql } from "../support/shop-process.mjs";
import { option } from "./support.mjs";

const RUNS = Number(option("runs", 3));
const PORT = Number(option("port", 7194));
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];
const MOBILE = { ...devices["Pixel 5"], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/** CLS and the LCP entry of one cold load (a new context: nothing cached). */
async function measure(browser, url) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__cls = 0;
    w.__lcp = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      w.__lcp = entries[entries.length - 1];
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => /** @type {any} */ (window).__lcp !== null);
  const result = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    const e = w.__lcp;
    const el = e.element;
    const img = el && el.tagName === "IMG" ? el : null;
    // The file's own width: an <img> chosen from a srcset reports a density-corrected naturalWidth.
    let fileWidth = 0;
    if (img) {
      const probe = new Image();
      probe.src = img.currentSrc;
      await probe.decode();
      fileWidth = probe.naturalWidth;
    }
    return {
      cls: w.__cls,
      lcpMs: e.startTime,
      lcpTag: el ? el.tagName.toLowerCase() : "?",
      file: img ? img.currentSrc : e.url,
      naturalWidth: fileWidth,
      drawnPixels: img ? Math.round(img.getBoundingClientRect().width * window.devicePixelRatio) : 0,
    };
  });
  await context.close();
  return result;
}

function report(label, r) {
  const width =
    r.naturalWidth > 0
      ? `file ${r.naturalWidth} px for ${r.drawnPixels} drawn px: ${r.naturalWidth >= r.drawnPixels && r.naturalWidth <= 2 * r.drawnPixels ? "right width" : "WRONG WIDTH"}`
      : "not a photo";
  console.log(
    `${label.padEnd(7)} CLS ${r.cls.toFixed(3)}  LCP ${r.lcpMs.toFixed(0).padStart(5)} ms <${r.lcpTag}> ${r.file.replace(BASE, "")}  (${width})`,
  );
}

buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-photos-"));
const shop = await startShop({ port: PORT, dataDir, logFile: path.join(dataDir, "shop.log") });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  const [product] = await withSql(embeddedUrl(dataDir), (q) =>
    q(`SELECT id, slug FROM "Product" WHERE published ORDER BY pid LIMIT 1 OFFSET 5`),
  );
  const url = `${BASE}/product/${product.slug}`;
  console.log(`${url}, ${RUNS} cold loads each, 412×823 at DPR 1.75\n`);
  for (let i = 0; i < RUNS; i++) report("before", await measure(browser, url));

  // A staff session (the API's token is a session token), then the photos page's own upload.
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "admin-demo-2026" }),
  });
  const cookie = `sattva_session=${(await login.json()).token}`;
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#8a3b5c" } })
    .composite([
      {
        input: await sharp({
          create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } },
        })
          .blur(1.2)
          .png()
          .toBuffer(),
        blend: "overlay",
      },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  const form = new FormData();
  form.set("intent", "upload");
  form.set("kind", "gallery");
  form.append("photos", new Blob([photo], { type: "image/jpeg" }), "big.jpg");
  const started = performance.now();
  const upload = await fetch(`${BASE}/sattva-administration/products/${product.id}/photos`, {
    method: "POST",
    headers: { cookie, origin: BASE },
    body: form,
    redirect: "manual",
  });
  if (upload.status >= 400) {
    const page = await upload.text();
    const alert = (/role="alert"[^>]*>([\s\S]*?)<\/(div|section)>/.exec(page)?.[1] ?? page.slice(0, 200)).replace(
      /<[^>]+>/g,
      " ",
    );
    throw new Error(`upload answered ${upload.status}: ${alert}`);
  }
  console.log(
    `\nuploaded a 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB) in ${(performance.now() - started).toFixed(0)} ms`,
  );
  // The upload goes first among the product's photos (the one the product page leads with).
  await withSql(embeddedUrl(dataDir), (q) =>
    q(`UPDATE "ProductImage" SET position = -1 WHERE "productId" = $1 AND "storageKey" IS NOT NULL`, [product.id]),
  );
  // Product pages are cached in-process: a restart shows the new order at once.
  await shop.stop();
  const again = await startShop({ port: PORT, dataDir, logFile: path.join(dataDir, "shop.log") });
  try {
    console.log("");
    for (let i = 0; i < RUNS; i++) report("after", await measure(browser, url));
  } finally {
    await again.stop();
  }
} finally {
  await browser.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
