import { formatEUR } from "~/lib/money";
import type { DiscountProblem } from "./rules";

/**
 * What a shopper is told when a code cannot be used: a key of the "discounts" namespace (written
 * with its namespace, so the checkout's own T function reads it) and its values, the same on the
 * pages and in the JSON API (422). The welcome code keeps the checkout's own message.
 */
export function discountProblemKey(problem: DiscountProblem): string {
  return problem === "welcome" ? "errors.discountInvalid" : `discounts:refusal.${problem}`;
}

export function discountCodeAnswer(
  refusal: { problem?: DiscountProblem; minOrderCents?: number },
  lng: string,
): { status: 422; key: string; values: Record<string, string> } {
  const problem = refusal.problem ?? "welcome";
  const values: Record<string, string> =
    refusal.minOrderCents !== undefined ? { amount: formatEUR(refusal.minOrderCents, lng) } : {};
  return { status: 422, key: discountProblemKey(problem), values };
}
