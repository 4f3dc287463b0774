// The staff products table at 100,000 products (issue 10): the built shop on a fresh data folder,
// its catalogue filled by SQL (generate_series), then the p95 of the first, a middle and the last
// page of /sattva-administration/manage-products, signed in as the demo admin, with the query plan
// of the page query. Run `npm run build` first. Options: --products N, --rounds N, --port N.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { embeddedUrl, startShop, withSql } from "../support/shop-process.mjs";
import { option } from "./support.mjs";

const PRODUCTS = Number(option("products", "100000"));
const ROUNDS = Number(option("rounds", "40"));
const PORT = Number(option("port", "3471"));

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};

/** The page's keyset cursor for a row (as app/modules/catalog/admin/list.server.ts encodes it). */
const cursor = (iso, id) => Buffer.from(JSON.stringify([iso, id])).toString("base64url");

const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-office-"));
const shop = await startShop({ port: PORT, dataDir });
const base = `http://localhost:${PORT}`;
try {
  const url = embeddedUrl(dataDir);
  const middle = await withSql(url, async (q) => {
    const t0 = performance.now();
    // The trigger writes one ledger row per product; the bench wants the table, not the ledger.
    await q(`
      BEGIN;
      SET LOCAL sattva.stock_ledger = 'off';
      INSERT INTO "Product" ("id", "pid", "slug", "title", "categoryId", "brandId", "ratingTenths",
        "originalPriceCents", "discountedPriceCents", "description", "stock", "searchText", "published", "createdAt", "updatedAt")
      SELECT 'bench' || lpad(g::text, 8, '0'), 'B' || lpad(g::text, 8, '0'), 'bench-product-' || g, 'Bench product ' || g,
        (SELECT array_agg(id ORDER BY id) FROM "Category")[1 + g % (SELECT count(*) FROM "Category")::int],
        (SELECT array_agg(id ORDER BY id) FROM "Brand")[1 + g % (SELECT count(*) FROM "Brand")::int],
        g % 51, 500 + g % 9000, CASE WHEN g % 3 = 0 THEN 400 + g % 8000 END, ARRAY['Bench line'],
        g % 200, 'bench product ' || g, g % 10 <> 0,
        now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${PRODUCTS}) AS g;
      COMMIT;
      ANALYZE "Product";`);
    console.log(`filled ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const total = Number((await q(`SELECT count(*) AS n FROM "Product"`))[0].n);
    const [row] = await q(
      `SELECT id, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS iso FROM "Product"
       ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.floor(total / 2)],
    );
    const plan = await q(
      `EXPLAIN ANALYZE SELECT p."id" FROM "Product" p WHERE (p."createdAt", p."id") < ($1::timestamp, $2)
       ORDER BY p."createdAt" DESC, p."id" DESC LIMIT 51`,
      [row.iso.replace(/Z$/, ""), row.id],
    );
    console.log("\nplan of the middle page's query:");
    for (const l of plan) console.log(`  ${l["QUERY PLAN"]}`);
    return cursor(row.iso, row.id);
  });

  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "admin-demo-2026" }),
  });
  if (login.status !== 200) throw new Error(`log-in answered ${login.status}`);
  const headers = { cookie: `sattva_session=${(await login.json()).token}` };
  const pages = [
    ["first page", "/sattva-administration/manage-products"],
    ["middle page", `/sattva-administration/manage-products?after=${middle}`],
    ["last page", "/sattva-administration/manage-products?at=last"],
    ["last page, price", "/sattva-administration/manage-products?sort=price-asc&at=last"],
    ["drafts, title", "/sattva-administration/manage-products?state=draft&sort=title&at=last"],
  ];
  console.log(
    `\n/sattva-administration/manage-products at ${PRODUCTS} products, ${ROUNDS} requests each (one at a time)`,
  );
  console.log("page                   p50 ms   p95 ms");
  for (const [name, p] of pages) {
    const times = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t0 = performance.now();
      const r = await fetch(base + p, { headers, redirect: "manual" });
      const html = await r.text();
      if (r.status !== 200 || !html.includes('data-testid="staff-products-table"')) {
        throw new Error(`${p} answered ${r.status} without the table`);
      }
      if (i >= 3) times.push(performance.now() - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(20)}${sorted[Math.floor(sorted.length / 2)].toFixed(1).padStart(9)}${p95(times).toFixed(1).padStart(9)}`,
    );
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
