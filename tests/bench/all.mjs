#!/usr/bin/env node
// `npm run bench`: every figure of the performance goals, one bench after the other (each starts
// and stops its own servers and databases, so they never measure each other):
//   storefront  the frame: resource route vs /bench/bare vs pages (anonymous, cart, signed in)
//   js          JavaScript and HTML each page ships, per route chunk
//   search      search and suggestions at 10k / 100k / 1M products
//   lists       collections, the JSON list and the back-office tables at 1M products and orders
//   cluster     1 instance vs 3 behind nginx
//   lighthouse  Lighthouse mobile on six pages
//   eu          the product page with issue 14's prior price and safety block vs the commit before it
//
//   npm run bench                         all of them (about an hour on 2 cores)
//   npm run bench -- --only storefront,js another selection
//   npm run bench -- --quick              smaller sizes (search 10k,100k; lists 100k) for a look
// `npm run bench:mix` (the shopper mix) and the older single benches stay separate scripts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { option } from "./support.mjs";

const HERE = import.meta.dirname;
const quick = process.argv.includes("--quick");
const benches = [
  // Three rounds of 4 s per page (12 s in all, spread over the run); one round with --quick.
  { name: "storefront", file: "storefront.mjs", args: ["--seconds", "4", ...(quick ? ["--rounds", "1"] : [])] },
  { name: "js", file: "js-size.mjs", args: [] },
  { name: "search", file: "search-scale.mjs", args: quick ? ["--sizes", "10000,100000"] : [] },
  { name: "lists", file: "lists-scale.mjs", args: quick ? ["--products", "100000", "--orders", "100000"] : [] },
  { name: "cluster", file: "cluster.mjs", args: [] },
  { name: "lighthouse", file: "lighthouse.mjs", args: [] },
  { name: "eu", file: "eu-product.mjs", args: quick ? ["--rounds", "2"] : [] },
];
const only = option("only", "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((n) => !benches.some((b) => b.name === n));
if (unknown.length) {
  console.error(`Unknown bench: ${unknown.join(", ")}. Known: ${benches.map((b) => b.name).join(", ")}`);
  process.exit(2);
}
const chosen = benches.filter((b) => only.length === 0 || only.includes(b.name));

console.log(
  `Sattva benchmarks, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}`,
);
buildIfStale();
const results = [];
for (const b of chosen) {
  const file = path.join(HERE, b.file);
  if (!existsSync(file)) {
    results.push([b.name, "missing"]);
    continue;
  }
  console.log(`\n━━ ${b.name} (${b.file} ${b.args.join(" ")}) ━━`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [file, ...b.args], { stdio: "inherit", env: process.env });
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  results.push([b.name, r.status === 0 ? `done in ${took}` : `FAILED (exit ${r.status}) after ${took}`]);
}
console.log("\n━━ summary ━━");
for (const [name, state] of results) console.log(`  ${name.padEnd(11)} ${state}`);
process.exit(results.some(([, s]) => s !== "missing" && !s.startsWith("done")) ? 1 : 0);
