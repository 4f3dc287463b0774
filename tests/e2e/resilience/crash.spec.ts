import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { crashRounds } from "../../support/crash-rounds.mjs";

// The default `npm start` (embedded PostgreSQL) under concurrent checkouts survives `kill -9` of
// the app and of its PostgreSQL server: it comes back by itself, every order a buyer was told
// about exists, no unit of stock leaks, and holds are released at expiry. `npm run bench:crash`
// runs the same for 50 rounds and prints the figures.
const PORT = 7186;

test("kill -9 of the app, then of its PostgreSQL, under checkouts: nothing lost, nothing leaked", async () => {
  test.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-crash-"));
  const rounds: unknown[] = [];
  try {
    const totals = await crashRounds({
      dataDir,
      port: PORT,
      rounds: 4,
      buyers: 12,
      logFile: path.join(dataDir, "shop.log"),
      onRound: (r: unknown) => void rounds.push(r),
    });
    console.log(JSON.stringify(rounds));
    expect(totals.survived).toBe(4);
    // The kills fell while buyers were being answered: there was something to lose.
    expect(totals.told).toBeGreaterThan(0);
    expect(totals.lost).toBe(0);
    expect(totals.leaked).toBe(0);
    expect(totals.holdsLeftAfterExpiry).toBe(0);
    expect(totals.exitCode).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
