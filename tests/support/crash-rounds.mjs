// The crash test, shared by the browser-step test (a few rounds in `npm test`) and
// `npm run bench:crash` (50 rounds): the default `npm start` (embedded PostgreSQL) under
// concurrent checkouts, then `kill -9` of the app, or of its PostgreSQL server, at a random
// moment; then the shop must come back by itself and the database must agree with what buyers
// were told:
//   - every order answered 201 exists (nothing a buyer was told about is lost);
//   - for every product, stock + the units held by live orders = the figure before the rounds
//     (no unit leaked or taken twice), live meaning not cancelled or returned;
//   - after the last round, holds whose time ran out are released by the expiry job (run at
//     start): no unpaid order is left holding stock past its time.
import { randomInt } from "node:crypto";
import { embeddedServer, embeddedUrl, sleep, startShop, waitForOk, withSql } from "./shop-process.mjs";

const HELD = `"status" NOT IN ('cancelled', 'returned')`;

/** Per product: shelf stock + units held by live orders (constant under correct checkouts). */
async function ledger(q) {
  const rows = await q(
    `SELECT p.id, p.stock + coalesce((SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
                                      WHERE l."productId" = p.id AND o.${HELD}), 0)::int AS total
     FROM "Product" p`,
  );
  return new Map(rows.map((r) => [r.id, r.total]));
}

function compare(before, after) {
  let leaked = 0;
  for (const [id, total] of before) leaked += Math.abs((after.get(id) ?? 0) - total);
  return leaked;
}

let seq = 0;
function checkoutBody(productIds, round) {
  const n = ++seq;
  const items = [{ id: productIds[n % productIds.length], quantity: 1 + (n % 2) }];
  if (n % 3 === 0) items.push({ id: productIds[(n + 1) % productIds.length], quantity: 1 });
  return {
    ip: `10.${round & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      method: "card",
      items,
      customer: {
        fullName: "Crash Buyer",
        email: `crash-${round}-${n}@example.com`,
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
    }),
  };
}

/**
 * `buyers` buyers check out one after another each, until `stop()`; resolves with the orders
 * answered 201 once every request under way has its answer (or its connection died).
 */
function fireCheckouts(base, productIds, round, buyers) {
  const told = [];
  const statuses = {};
  let stopped = false;
  /** Who waits for how many orders to be answered. */
  const waiting = [];
  const buyer = async () => {
    while (!stopped) {
      const { ip, body } = checkoutBody(productIds, round);
      try {
        const r = await fetch(`${base}/api/checkout`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status === 201) {
          told.push((await r.json()).orderId);
          for (const w of waiting.filter((w) => told.length >= w.n)) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve();
          }
        } else await r.arrayBuffer();
      } catch {
        statuses.dropped = (statuses.dropped ?? 0) + 1;
        await sleep(50);
      }
    }
  };
  const all = Promise.all(Array.from({ length: buyers }, buyer));
  return {
    /** Resolves once `n` orders were answered 201 (or after `ms`, however many). */
    answered(n, ms) {
      if (told.length >= n) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push({ n, resolve });
        setTimeout(resolve, ms).unref();
      });
    },
    async stop() {
      stopped = true;
      await all;
      return { told, statuses };
    },
  };
}

/**
 * Runs `rounds` crash rounds on a shop in `dataDir` (fresh or not), alternating the app and the
 * PostgreSQL server as the one killed. `onRound(report)` sees each round. Returns the totals.
 */
export async function crashRounds({
  dataDir,
  port,
  rounds,
  buyers = 24,
  logFile,
  onRound = (report) => void report,
  killWindowMs = [0, 1200],
}) {
  const base = `http://localhost:${port}`;
  const extraEnv = { TRUST_PROXY: "true", RESERVATION_MINUTES: "5" };
  let shop = await startShop({ port, dataDir, extraEnv, logFile });
  const products = (await (await fetch(`${base}/api/sattva-products?limit=200`)).json()).data;
  const productIds = products
    .filter((p) => p.stock > 0)
    .slice(0, 6)
    .map((p) => p._id ?? p.id);
  // Plenty of stock, so that buyers are refused for no other reason than the crash.
  const before = await withSql(embeddedUrl(dataDir), async (q) => {
    await q(`UPDATE "Product" SET stock = stock + 100000 WHERE id = ANY($1)`, [productIds]);
    return ledger(q);
  });

  const totals = {
    rounds: 0,
    survived: 0,
    told: 0,
    lost: 0,
    leaked: 0,
    restartMs: [],
    holdsLeftAfterExpiry: -1,
    exitCode: -1,
  };
  try {
    for (let round = 1; round <= rounds; round++) {
      const victim = round % 2 === 1 ? "app" : "postgres";
      const load = fireCheckouts(base, productIds, round, buyers);
      // The kill falls while orders are being answered: after the round's first few answers
      // (waited for, however slow the machine), at a random moment within the window.
      await load.answered(3, 120_000);
      await sleep(randomInt(killWindowMs[0], killWindowMs[1]));
      const killedAt = Date.now();
      if (victim === "app") await shop.kill();
      else process.kill(embeddedServer(dataDir).pid, "SIGKILL");
      // Requests against a dead app fail at once; against a dead database they fail or wait.
      if (victim === "postgres") await sleep(200);
      const { told, statuses } = await load.stop();

      let survived = true;
      try {
        if (victim === "app") shop = await startShop({ port, dataDir, extraEnv, logFile });
        else await waitForOk(`${base}/api/sattva-products?limit=1`, { ms: 120_000, child: shop.child });
      } catch (err) {
        survived = false;
        onRound({ round, victim, survived, error: err.message });
        throw err;
      }
      const restartMs = Date.now() - killedAt;

      const { lost, leaked } = await withSql(embeddedUrl(dataDir), async (q) => {
        const found = await q(`SELECT count(*)::int AS n FROM "Order" WHERE id = ANY($1)`, [told]);
        return { lost: told.length - found[0].n, leaked: compare(before, await ledger(q)) };
      });
      totals.rounds++;
      totals.survived += survived ? 1 : 0;
      totals.told += told.length;
      totals.lost += lost;
      totals.leaked += leaked;
      totals.restartMs.push(restartMs);
      onRound({ round, victim, survived, told: told.length, lost, leaked, restartMs, statuses });
    }

    // Time passes: every unpaid hold is due; a restart runs the expiry job at once.
    await withSql(embeddedUrl(dataDir), (q) =>
      q(`UPDATE "Order" SET "reservationExpires" = now() - interval '1 minute' WHERE status = 'pending'`),
    );
    await shop.stop();
    shop = await startShop({ port, dataDir, extraEnv, logFile });
    // The start runs the expiry job at once, unless an instance killed while it ran that job still
    // holds its lease (60 s, app/lib/jobs.server.ts): then the job runs when the lease lapses. Wait
    // for the holds to go (a state), giving up after two leases.
    const giveUpAt = Date.now() + 130_000;
    let expiry;
    for (;;) {
      expiry = await withSql(embeddedUrl(dataDir), async (q) => {
        const [{ n }] = await q(
          `SELECT count(*)::int AS n FROM "Order" WHERE status = 'pending' AND "reservationExpires" < now()`,
        );
        return { stillHeld: n, leaked: compare(before, await ledger(q)) };
      });
      if (expiry.stillHeld === 0 || Date.now() > giveUpAt) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    totals.holdsLeftAfterExpiry = expiry.stillHeld;
    totals.leaked += expiry.leaked;
  } finally {
    totals.exitCode = await shop.stop();
  }
  return totals;
}
