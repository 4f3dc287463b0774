import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/db";
import { createTtlCache } from "../ttl-cache";
import { createCacheBus, type CacheBus } from "./cache-bus.server";

// Two app instances' caches (two buses, as two processes would have, on one database): a change
// broadcast by one clears the other's cache; a bus whose connection drops reconnects and clears
// everything, since what was broadcast meanwhile is lost.
let opened: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  opened = await createTestDatabase();
});
afterAll(async () => opened?.cleanup());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await sleep(20);
  }
}

/** An instance: a bus and a product-page cache whose loads are counted. */
function instance() {
  const bus = createCacheBus({ reconnectMs: 50 });
  const pages = createTtlCache<string>({ ttlMs: 3_600_000, max: 10 });
  let loads = 0;
  bus.on("products", () => pages.clear());
  const read = (slug: string) =>
    pages.get(slug, async () => {
      loads++;
      return `${slug} v${loads}`;
    });
  return { bus, pages, read, loads: () => loads };
}

describe("cache bus", () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  const buses: CacheBus[] = [];
  beforeAll(async () => {
    a = instance();
    b = instance();
    buses.push(a.bus, b.bus);
    await a.bus.start(opened.url);
    await b.bus.start(opened.url);
  });
  afterAll(async () => Promise.all(buses.map((bus) => bus.stop())));

  it("a change broadcast by one instance clears the other's cache, and its own at once", async () => {
    await a.read("rose");
    await b.read("rose");
    expect(a.pages.size).toBe(1);
    expect(b.pages.size).toBe(1);
    await a.bus.broadcast("products");
    expect(a.pages.size).toBe(0);
    await until(() => b.pages.size === 0);
    // The next read on b goes to the database again.
    expect(await b.read("rose")).toBe("rose v2");
  });

  it("a topic clears only the caches registered for it (and those registered for every topic)", async () => {
    let settingsCleared = 0;
    let everything = 0;
    b.bus.on("settings", () => settingsCleared++);
    b.bus.on("*", () => everything++);
    await b.read("oud");
    const cachedPages = b.pages.size;
    await a.bus.broadcast("settings");
    await until(() => settingsCleared === 1);
    expect(everything).toBe(1);
    expect(b.pages.size).toBe(cachedPages);
  });

  it("a burst of broadcasts reaches the other instance, the last one included", async () => {
    let cleared = 0;
    b.bus.on("stock", () => cleared++);
    await Promise.all(Array.from({ length: 50 }, () => a.bus.broadcast("stock")));
    await until(() => cleared >= 1);
    // Coalesced: far fewer messages than broadcasts, but at least one after the last.
    expect(cleared).toBeLessThan(50);
    await b.read("amber");
    await a.bus.broadcast("products");
    await until(() => b.pages.size === 0);
  });

  it("after its connection is cut, a bus reconnects, clears every cache, and hears broadcasts again", async () => {
    await b.read("sandal");
    expect(b.pages.size).toBeGreaterThan(0);
    const before = b.bus.connects;
    const admin = new pg.Client({ connectionString: opened.url });
    await admin.connect();
    try {
      // As a PostgreSQL restart would: the server ends both buses' listening connections.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'sattva-cache-bus' AND datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    await until(() => b.bus.connects > before && a.bus.connects > 1);
    expect(b.pages.size).toBe(0);
    // Listening again: a broadcast from a reaches b.
    await b.read("sandal");
    await a.bus.broadcast("products");
    await until(() => b.pages.size === 0);
  });

  it("without a started bus, a broadcast clears the local caches only", async () => {
    const solo = createCacheBus();
    let cleared = 0;
    solo.on("products", () => cleared++);
    await solo.broadcast("products");
    expect(cleared).toBe(1);
  });
});
