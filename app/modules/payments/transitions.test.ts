import { describe, expect, it } from "vitest";
import { PaymentStatus } from "~/generated/prisma/enums";
import { canMove, FINAL_STATUSES, isFinal, predecessors, UNPAID_ENDINGS } from "./transitions";

/**
 * The payment lifecycle (PAYMENTS.md), written out as the list of allowed moves: forward only,
 * pending → awaiting customer → processing → paid | failed | expired | cancelled, any step may
 * be skipped, an ending is final, and only paid may become refunded.
 */
const ENDINGS = ["paid", "failed", "expired", "cancelled"] as const;
const allowed = new Set<string>([
  "pending>awaiting_customer",
  "pending>processing",
  "awaiting_customer>processing",
  ...["pending", "awaiting_customer", "processing"].flatMap((from) => ENDINGS.map((to) => `${from}>${to}`)),
  "paid>refunded",
]);

const statuses = Object.values(PaymentStatus);

describe("payment transitions", () => {
  it("knows every status of the database enum", () => {
    expect([...statuses].sort()).toEqual(
      ["awaiting_customer", "cancelled", "expired", "failed", "paid", "pending", "processing", "refunded"].sort(),
    );
  });

  it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))("%s → %s", (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("predecessors(to) are exactly the statuses that may move to it (the conditional update's guard)", () => {
    for (const to of statuses) {
      const expected = statuses.filter((from) => allowed.has(`${from}>${to}`)).sort();
      expect([...predecessors(to)].sort(), to).toEqual(expected);
    }
    expect(predecessors("pending")).toEqual([]);
    expect(predecessors("refunded")).toEqual(["paid"]);
  });

  it("finals and unpaid endings", () => {
    expect([...FINAL_STATUSES].sort()).toEqual(["cancelled", "expired", "failed", "paid", "refunded"]);
    for (const s of statuses) expect(isFinal(s), s).toBe(FINAL_STATUSES.includes(s));
    expect([...UNPAID_ENDINGS].sort()).toEqual(["cancelled", "expired", "failed"]);
  });
});
