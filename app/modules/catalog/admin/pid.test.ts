import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstFreePid, isPid, nextPid, pidCandidates } from "./pid";

const letter = fc.integer({ min: 0, max: 25 }).map((i) => String.fromCharCode(65 + i));
const pidArb = fc
  .tuple(fc.integer({ min: 1, max: 999 }), letter)
  .map(([n, l]) => `PID${String(n).padStart(3, "0")}${l}`);

describe("the pid rule (SPEC 5: latest + 1, three digits, letter kept; PID001A when none)", () => {
  it("adds one and keeps the letter below 999", () => {
    fc.assert(
      fc.property(pidArb, (pid) => {
        const n = Number(pid.slice(3, 6));
        fc.pre(n < 999);
        expect(nextPid(pid)).toBe(`PID${String(n + 1).padStart(3, "0")}${pid[6]}`);
      }),
    );
  });

  it("always answers a pid of the spec's shape, PID001A for anything unreadable", () => {
    fc.assert(
      fc.property(fc.oneof(pidArb, fc.string(), fc.constant(null)), (latest) => {
        const next = nextPid(latest);
        expect(isPid(next)).toBe(true);
        if (latest === null || !isPid(latest)) expect(next).toBe("PID001A");
      }),
    );
  });

  it("never gives a taken pid, and gives the plain next one when it is free", () => {
    fc.assert(
      fc.property(fc.option(pidArb), fc.uniqueArray(pidArb, { maxLength: 60 }), (latest, takenList) => {
        const taken = new Set(takenList);
        const pid = firstFreePid(latest, taken);
        expect(pid).not.toBeNull();
        expect(isPid(pid!)).toBe(true);
        expect(taken.has(pid!)).toBe(false);
        if (!taken.has(nextPid(latest))) expect(pid).toBe(nextPid(latest));
        // It is the first free one of the candidates after the latest.
        const candidates = pidCandidates(latest, 61);
        expect(pid).toBe(candidates.find((c) => !taken.has(c)));
      }),
    );
  });

  it("says so when every pid is taken", () => {
    const all = new Set<string>();
    let pid = "PID001A";
    for (let i = 0; i < 999 * 26; i++) {
      all.add(pid);
      pid = nextPid(pid);
    }
    expect(firstFreePid("PID500C", all)).toBeNull();
  });
});
