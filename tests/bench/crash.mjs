#!/usr/bin/env node
// Crash benchmark: the default `npm start` (embedded PostgreSQL) under concurrent checkouts,
// killed with `kill -9` at a random moment, the app in odd rounds and its PostgreSQL server in
// even ones; after each, the shop must come back by itself. Prints per round and in total:
// restarts survived, orders a buyer was told about that are missing (lost), and units of stock
// that no live order accounts for (leaked); at the end, holds left past their time after the
// expiry job. See tests/support/crash-rounds.mjs.
//
//   node tests/bench/crash.mjs [--rounds 50] [--buyers 24] [--port 7193]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale } from "../../scripts/build-if-stale.mjs";
import { crashRounds } from "../support/crash-rounds.mjs";
import { option } from "./support.mjs";

const ROUNDS = Number(option("rounds", 50));
const BUYERS = Number(option("buyers", 24));
const PORT = Number(option("port", 7193));

buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-bench-crash-"));
const logFile = path.join(dataDir, "shop.log");
console.log(`${ROUNDS} rounds, ${BUYERS} concurrent buyers, data in ${dataDir}\n`);
console.log("round  killed     answers 201  lost  leaked  back in ms  other answers");
let totals;
try {
  totals = await crashRounds({
    dataDir,
    port: PORT,
    rounds: ROUNDS,
    buyers: BUYERS,
    logFile,
    onRound(r) {
      if (!r.survived)
        return console.log(`${String(r.round).padStart(5)}  ${r.victim.padEnd(9)}  DID NOT COME BACK: ${r.error}`);
      const other = Object.entries(r.statuses)
        .filter(([s]) => s !== "201")
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      console.log(
        `${String(r.round).padStart(5)}  ${r.victim.padEnd(9)}  ${String(r.told).padStart(11)}  ${String(r.lost).padStart(4)}  ${String(r.leaked).padStart(6)}  ${String(r.restartMs).padStart(10)}  ${other}`,
      );
    },
  });
} catch (err) {
  console.error(`\nThe crash bench stopped: ${err.message}\n(the shop's output: ${logFile})`);
  process.exit(1);
}
const ms = [...totals.restartMs].sort((a, b) => a - b);
console.log(
  `\n${totals.survived} of ${ROUNDS} restarts survived, ${totals.lost} orders lost (of ${totals.told} answered 201), ` +
    `${totals.leaked} units of stock leaked, ${totals.holdsLeftAfterExpiry} holds left after expiry; ` +
    `back in ${ms[Math.floor(ms.length / 2)]} ms (median), ${ms[ms.length - 1]} ms (slowest); clean stop: exit ${totals.exitCode}`,
);
const ok = totals.survived === ROUNDS && totals.lost === 0 && totals.leaked === 0 && totals.holdsLeftAfterExpiry === 0;
if (ok) rmSync(dataDir, { recursive: true, force: true });
else process.exitCode = 1;
