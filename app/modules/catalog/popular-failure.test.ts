import { beforeEach, describe, expect, it, vi } from "vitest";

let reads = 0;
vi.mock("~/lib/db.server", () => ({
  db: () => {
    reads++;
    throw new Error("canceling statement due to statement timeout");
  },
  onDatabaseChange: () => {},
}));
vi.mock("~/lib/postgres/cache-bus.server", () => ({ broadcast: async () => {}, onBroadcast: () => {} }));
vi.mock("~/lib/log.server", () => ({ logError: () => {} }));

const { getPopularLinks, RETRY_AFTER_FAILURE_MS } = await import("./popular.server");

describe("the footer's popular links when the database fails", () => {
  beforeEach(() => {
    reads = 0;
  });

  it("shows empty columns, and tries again only after a few seconds, not on every page", async () => {
    const t0 = 1_000_000;
    expect(await getPopularLinks(6, t0, "en")).toEqual({ products: [], categories: [] });
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    for (const dt of [1, 1_000, RETRY_AFTER_FAILURE_MS - 1])
      expect(await getPopularLinks(6, t0 + dt, "en")).toEqual({ products: [], categories: [] });
    expect(reads).toBe(afterFirst);
    await getPopularLinks(6, t0 + RETRY_AFTER_FAILURE_MS, "en");
    expect(reads).toBeGreaterThan(afterFirst);
  });
});
