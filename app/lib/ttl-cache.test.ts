import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("serves a fresh entry and reloads a stale one", async () => {
    let t = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, max: 10 }, () => t);
    const load = vi.fn(async () => t);
    expect(await cache.get("a", load)).toBe(0);
    t = 99;
    expect(await cache.get("a", load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    t = 100;
    expect(await cache.get("a", load)).toBe(100);
    expect(load).toHaveBeenCalledTimes(2);
  });
  it("shares one load between concurrent misses", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, max: 10 });
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r("x"), 5)));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual(["x", "x"]);
    expect(load).toHaveBeenCalledTimes(1);
  });
  it("does not keep failures", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, max: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });
  it("drops the oldest entries past max, and clears", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, max: 2 });
    for (const k of ["a", "b", "c"]) await cache.get(k, async () => 1);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 2);
    expect(await cache.get("a", load)).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
