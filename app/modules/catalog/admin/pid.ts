import { isPid, nextPid } from "../rules";

/**
 * The pid of a new product (SPEC 5 "Add product"): the latest product's pid with its number plus
 * one, three digits, the trailing letter kept; PID001A when there is none. The rule itself is
 * `nextPid` (catalogue rules); here it meets the pids already taken: the first free pid after
 * the latest one, so an older product with a higher number never makes the create fail.
 */
export { isPid, nextPid };

/** Every pid of the spec's shape (PID001A … PID999Z). */
export const PID_SPACE = 999 * 26;

/** The next `count` pids after `latest`, in order (what the server asks the database about). */
export function pidCandidates(latest: string | null | undefined, count: number): string[] {
  const out: string[] = [];
  let pid = nextPid(latest);
  for (let i = 0; i < count && !out.includes(pid); i++) {
    out.push(pid);
    pid = nextPid(pid);
  }
  return out;
}

/** The first pid after `latest` that is not taken; null when every pid of the shape is. */
export function firstFreePid(latest: string | null | undefined, taken: ReadonlySet<string>): string | null {
  let pid = nextPid(latest);
  for (let i = 0; i < PID_SPACE; i++) {
    if (!taken.has(pid)) return pid;
    pid = nextPid(pid);
  }
  return null;
}
