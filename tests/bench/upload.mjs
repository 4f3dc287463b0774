// npm run bench:upload — a 4000×3000 JPEG through the photo pipeline (modules/media): checked,
// turned upright, stripped, resized to every width in AVIF, WebP and JPEG, and stored
// (DATA_DIR/uploads's store in a temporary folder). Prints the time to all variants (p50, min,
// max over --runs, default 5) and the bytes of each variant.
//   node tests/bench/upload.mjs [--runs 5] [--width 4000] [--height 3000]
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createServer } from "vite";
import { option, ROOT } from "./support.mjs";

const runs = Number(option("runs", "5"));
const width = Number(option("width", "4000"));
const height = Number(option("height", "3000"));

// The shop's own TypeScript modules, loaded as the server loads them (no Remix plugin needed).
const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: "error",
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
  optimizeDeps: { noDiscovery: true, include: [] },
});
const dir = await mkdtemp(path.join(tmpdir(), "sattva-bench-upload-"));
try {
  const { preparePhoto } = await vite.ssrLoadModule("/app/modules/media/variants.server.ts");
  const { LocalStorage } = await vite.ssrLoadModule("/app/lib/storage/local.server.ts");
  const store = new LocalStorage(path.join(dir, "uploads"));

  // A photo-like picture: soft noise over a gradient (a flat colour would compress to nothing).
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b2d5c"/><stop offset="0.5" stop-color="#e0a44a"/><stop offset="1" stop-color="#3d6b4f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const source = await sharp(gradient)
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Make: "BenchCam" } } })
    .toBuffer();
  const file = path.join(dir, "source.jpg");
  await writeFile(file, source);
  console.log(`source: ${width}×${height} JPEG, ${(source.length / 1024 / 1024).toFixed(2)} MB; ${runs} runs`);

  const times = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const photo = await preparePhoto(file);
    const key = `products/bench/run${run}`;
    await Promise.all(photo.variants.map((v) => store.put(`${key}/${v.name}`, v.body, v.type)));
    times.push(performance.now() - started);
    last = photo;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(
    `time to all ${last.variants.length} variants (stored): p50 ${p50.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
  );
  console.log(`largest variant ${last.width}×${last.height}; widths ${last.widths.join(", ")}`);
  console.log("variant      bytes");
  for (const v of last.variants) console.log(`${v.name.padEnd(10)} ${String(v.body.length).padStart(8)}`);
  const total = last.variants.reduce((n, v) => n + v.body.length, 0);
  console.log(`total      ${String(total).padStart(8)}`);
} finally {
  await vite.close();
  await rm(dir, { recursive: true, force: true });
}
