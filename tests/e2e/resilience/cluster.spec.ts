import path from "node:path";
import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { startCluster } from "../../support/cluster.mjs";
import { embeddedUrl, ROOT, withSql } from "../../support/shop-process.mjs";

// The shop as three instances on one PostgreSQL behind nginx (Debian's package), started together
// on an empty database: sessions, rate limits and uploads are shared; a staff change clears the
// caches of every instance; jobs run once across them; 150 buyers of 5 units get 5 orders; an
// instance killed under load loses no order a buyer was told about while the others answer.
// The database: TEST_DATABASE_URL's server, else the embedded PostgreSQL of the run's main e2e
// server, each in a database of this file's own.
const PORT = 7260;

type Cluster = Awaited<ReturnType<typeof startCluster>>;
type Q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

let cluster: Cluster;
let dbUrl: string;
let dropDatabase = async () => {};
const contexts: APIRequestContext[] = [];

function serverUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return embeddedUrl(path.resolve(ROOT, process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data"));
}

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const sql = <T>(text: string, params: unknown[] = []) => withSql(dbUrl, (q: Q) => q<T>(text, params)) as Promise<T[]>;

/** A request context of its own (its own cookies), against `baseURL`. */
async function client(baseURL: string, headers: Record<string, string> = {}) {
  const c = await http.newContext({ baseURL, extraHTTPHeaders: headers, maxRedirects: 0 });
  contexts.push(c);
  return c;
}

async function logIn(c: APIRequestContext, email: string, password: string) {
  const r = await c.post("/account/login", { form: { email, password } });
  expect(r.status(), await r.text()).toBe(303);
}

let seq = 0;
function buyer(productId: string, quantity = 1) {
  const n = ++seq;
  return {
    ip: `10.${60 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      method: "card",
      items: [{ id: productId, quantity }],
      customer: {
        fullName: "Cluster Buyer",
        email: `cluster-${n}@example.com`,
        address: "Via Roma 1",
        city: "Bologna",
        postalCode: "40100",
        phone: "3471234567",
        country: "IT",
      },
    }),
  };
}

async function checkout(base: string, productId: string, quantity = 1) {
  const { ip, body } = buyer(productId, quantity);
  try {
    const r = await fetch(`${base}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const answer = r.status === 201 ? ((await r.json()) as { orderId: string }) : (await r.arrayBuffer(), null);
    return { status: r.status, orderId: answer?.orderId };
  } catch {
    return { status: 0, orderId: undefined };
  }
}

/** Per product: stock + units held by live orders (constant under correct checkouts and expiries). */
async function ledger(productId: string) {
  const [row] = await sql<{ total: number }>(
    `SELECT p.stock + coalesce((SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
                               WHERE l."productId" = p.id AND o.status NOT IN ('cancelled', 'returned')), 0)::int AS total
       FROM "Product" p WHERE p.id = $1`,
    [productId],
  );
  return row.total;
}

async function productsOnShelf(n: number) {
  return sql<{ id: string; slug: string; title: string }>(
    `SELECT id, slug, title FROM "Product" WHERE published AND stock > 0 ORDER BY id LIMIT $1`,
    [n],
  );
}

test.describe.serial("three instances behind nginx", () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const server = serverUrl();
    const name = `cluster_e2e_${process.pid}`;
    await admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(server, `CREATE DATABASE ${name}`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    dropDatabase = () => admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // All three start at once on the empty database: they migrate and seed one after another.
    cluster = await startCluster({ instances: 3, port: PORT, databaseUrl: dbUrl, env: { RESERVATION_MINUTES: "5" } });
  });

  test.afterAll(async () => {
    await Promise.all(contexts.map((c) => c.dispose()));
    await cluster?.stop();
    await dropDatabase();
  });

  test("started together: seeded once, the reservation job ran once across the three", async () => {
    const [{ admins }] = await sql<{ admins: number }>(
      `SELECT count(*)::int AS admins FROM "User" WHERE email = 'admin@example.com'`,
    );
    expect(admins).toBe(1);
    const jobs = await sql<{ name: string; runs: number }>(`SELECT name, runs FROM "JobRun" ORDER BY name`);
    expect(jobs.map((j) => j.name)).toEqual([
      "back-in-stock",
      "back-in-stock-sweep",
      "rate-limits",
      "reservations",
      "reset-tokens",
      "sessions",
      "withdrawal-acknowledgements",
    ]);
    // Each was due once at start; an hourly job cannot have run twice within its hour.
    const frequent = ["reservations", "back-in-stock", "withdrawal-acknowledgements"];
    for (const job of jobs.filter((j) => !frequent.includes(j.name))) expect(job.runs, job.name).toBe(1);
    const [{ minutes }] = await sql<{ minutes: number }>(
      `SELECT (extract(epoch FROM now() - min("startedAt")) / 60)::float8 AS minutes FROM "JobRun"`,
    );
    // Once a minute, and the back-in-stock mails every 15 seconds: once per period across the three.
    for (const perMinute of ["reservations", "withdrawal-acknowledgements"])
      expect(jobs.find((j) => j.name === perMinute)!.runs, perMinute).toBeLessThanOrEqual(Math.floor(minutes) + 1);
    expect(jobs.find((j) => j.name === "back-in-stock")!.runs).toBeLessThanOrEqual(Math.floor(minutes * 4) + 1);
  });

  test("a log-in through one instance holds on the others", async () => {
    const [a, b, c] = cluster.instances;
    const shopper = await client(a.url);
    await logIn(shopper, "shopper@example.com", "shopper-demo-2026");
    // Cookies belong to the host (127.0.0.1), not the port: the same browser reaches b and c.
    for (const other of [a, b, c]) {
      const r = await shopper.get(`${other.url}/account`);
      expect(r.status(), `instance ${other.index}`).toBe(200);
    }
    // A stranger without the cookie is sent to the log-in page by every instance.
    const stranger = await client(b.url);
    expect((await stranger.get("/account")).status()).toBeGreaterThanOrEqual(300);
    expect((await stranger.get("/account")).status()).toBeLessThan(400);
  });

  test("a rate limit counts across instances", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const headers = { "content-type": "application/json", "x-forwarded-for": "10.99.0.1" };
    // Ten failed log-ins from one address, spread over the three instances…
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${cluster.instances[i % 3].url}/api/auth/login`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: "wrong-password-1" }),
      });
      expect(r.status).toBe(404);
    }
    // …and the eleventh is refused by each of them.
    for (const instance of cluster.instances) {
      const r = await fetch(`${instance.url}/api/auth/login`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password: "wrong-password-1" }),
      });
      expect(r.status, `instance ${instance.index}`).toBe(429);
    }
  });

  test("a photo uploaded through one instance is served by the others", async () => {
    const [a, b, c] = cluster.instances;
    const staff = await client(a.url);
    await logIn(staff, "admin@example.com", "admin-demo-2026");
    const [product] = await productsOnShelf(1);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b5651d" } })
      .jpeg()
      .toBuffer();
    const r = await staff.post(`/sattva-administration/products/${product.id}/photos`, {
      multipart: {
        intent: "upload",
        kind: "gallery",
        photos: { name: "cluster.jpg", mimeType: "image/jpeg", buffer: jpeg },
      },
    });
    expect(r.status(), await r.text()).toBeLessThan(400);
    const [photo] = await sql<{ storageKey: string; widths: number[] }>(
      `SELECT "storageKey", widths FROM "ProductImage" WHERE "productId" = $1 AND "storageKey" IS NOT NULL`,
      [product.id],
    );
    expect(photo).toBeTruthy();
    for (const instance of [b, c]) {
      const got = await fetch(`${instance.url}/media/${photo.storageKey}/${photo.widths[0]}.jpg`);
      expect(got.status, `instance ${instance.index}`).toBe(200);
      expect(got.headers.get("content-type")).toBe("image/jpeg");
    }
  });

  test("a staff change clears the caches of every instance", async () => {
    const [a, b, c] = cluster.instances;
    const staff = await client(a.url);
    await logIn(staff, "admin@example.com", "admin-demo-2026");
    // A subcategory named in the header's navigation of every page (cached with no time limit).
    const home = await (await fetch(`${b.url}/`)).text();
    const subs = await sql<{ id: string; name: string }>(`SELECT id, name FROM "Subcategory" ORDER BY position, name`);
    const sub = subs.find((s) => home.includes(`>${s.name}<`));
    expect(sub, "a subcategory in the navigation").toBeTruthy();
    // A product page, cached a few seconds by each instance.
    const [product] = await productsOnShelf(1);
    for (const instance of [a, b, c]) {
      await fetch(`${instance.url}/`);
      expect((await fetch(`${instance.url}/product/${product.slug}`)).status).toBe(200);
    }
    const renamed = `Cluster ${Date.now().toString(36)}`;
    const r = await staff.post("/sattva-administration/catalogue", {
      form: { intent: "rename", kind: "subcategory", id: sub!.id, name: renamed },
    });
    expect(r.status(), await r.text()).toBe(303);
    const title = `${product.title} ${renamed}`;
    const token = (
      await (
        await fetch(`${a.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "admin@example.com", password: "admin-demo-2026" }),
        })
      ).json()
    ).token as string;
    const patched = await fetch(`${a.url}/api/sattva-products/update-product/${product.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const slug = ((await patched.json()) as { data: { slug: string } }).data.slug;
    for (const instance of [a, b, c]) {
      await expect
        .poll(async () => (await (await fetch(`${instance.url}/`)).text()).includes(`>${renamed}<`), {
          message: `instance ${instance.index} shows the new subcategory name`,
        })
        .toBe(true);
      await expect
        .poll(async () => (await (await fetch(`${instance.url}/product/${slug}`)).text()).includes(title), {
          message: `instance ${instance.index} shows the new product title`,
        })
        .toBe(true);
    }
  });

  test("150 buyers for 5 units across the three instances: 5 orders, none oversold", async () => {
    test.setTimeout(180_000);
    const [product] = await productsOnShelf(1);
    await sql(`UPDATE "Product" SET stock = 5 WHERE id = $1`, [product.id]);
    const [before] = await sql<{ lines: number; units: number }>(
      `SELECT count(*)::int AS lines, coalesce(sum(quantity), 0)::int AS units FROM "OrderLine" WHERE "productId" = $1`,
      [product.id],
    );
    const answers = await Promise.all(Array.from({ length: 150 }, () => checkout(cluster.url, product.id)));
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    console.log("150 buyers, 5 units:", JSON.stringify(statuses));
    const [after] = await sql<{ stock: number; lines: number; units: number }>(
      `SELECT p.stock, (SELECT count(*)::int FROM "OrderLine" WHERE "productId" = p.id) AS lines,
              (SELECT coalesce(sum(quantity), 0)::int FROM "OrderLine" WHERE "productId" = p.id) AS units
         FROM "Product" p WHERE p.id = $1`,
      [product.id],
    );
    // Five orders hold the five units, none more: the shelf is empty and never below.
    expect(after.stock).toBe(0);
    expect(after.lines - before.lines).toBe(5);
    expect(after.units - before.units).toBe(5);
    // Every order a buyer was told about (201) exists; no more than five buyers were told so.
    const told = answers.filter((a) => a.orderId).map((a) => a.orderId);
    expect(told.length).toBeGreaterThan(0);
    expect(told.length).toBeLessThanOrEqual(5);
    const [{ found }] = await sql<{ found: number }>(`SELECT count(*)::int AS found FROM "Order" WHERE id = ANY($1)`, [
      told,
    ]);
    expect(found).toBe(told.length);
  });

  test("an instance killed under load: no told order lost, the others answer; its restart runs the due expiry once", async () => {
    test.setTimeout(240_000);
    const [, product] = await productsOnShelf(2);
    await sql(`UPDATE "Product" SET stock = stock + 100000 WHERE id = $1`, [product.id]);
    const total = await ledger(product.id);
    const told: string[] = [];
    const statuses: Record<string, number> = {};
    let killedAt = 0;
    let toldAfterKill = 0;
    let stop = false;
    const buyers = Array.from({ length: 12 }, async () => {
      while (!stop) {
        const a = await checkout(cluster.url, product.id);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        if (a.orderId) {
          told.push(a.orderId);
          if (killedAt) toldAfterKill++;
        }
      }
    });
    await expect.poll(() => told.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await cluster.kill(2);
    killedAt = Date.now();
    // The other two keep answering: orders go on being placed through nginx.
    await expect.poll(() => toldAfterKill, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < 6; i++) expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200);
    stop = true;
    await Promise.all(buyers);
    console.log(
      `kill under load: ${told.length} orders told (${toldAfterKill} after the kill):`,
      JSON.stringify(statuses),
    );
    const [{ found }] = await sql<{ found: number }>(`SELECT count(*)::int AS found FROM "Order" WHERE id = ANY($1)`, [
      told,
    ]);
    expect(found).toBe(told.length);
    expect(await ledger(product.id)).toBe(total);

    // Time passes: every unpaid hold is due, and so is the expiry job. The restarted instance runs
    // it at start (unless another instance's turn came first): once either way.
    const [{ runs }] = await sql<{ runs: number }>(
      `WITH held AS (UPDATE "Order" SET "reservationExpires" = now() - interval '1 minute' WHERE status = 'pending')
       UPDATE "JobRun" SET "runAfter" = now() WHERE name = 'reservations' RETURNING runs`,
    );
    await cluster.restart(2);
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>(
              `SELECT count(*)::int AS n FROM "Order" WHERE status = 'pending' AND "reservationExpires" < now()`,
            )
          )[0].n,
        { timeout: 60_000 },
      )
      .toBe(0);
    const [job] = await sql<{ runs: number }>(`SELECT runs FROM "JobRun" WHERE name = 'reservations'`);
    expect(job.runs).toBe(runs + 1);
    expect(await ledger(product.id)).toBe(total);
  });
});
