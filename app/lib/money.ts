// Euro amounts in the page's language: lib/numbers (without Intl; why there).
export { formatEUR } from "./numbers";

/** Cents to the decimal string APIs and JSON-LD use ("12.50"). */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

/** Parses "12.50" / "12,5" / 12.5 to whole cents without float drift; null when it is not money. */
export function parseMoneyToCents(value: unknown): number | null {
  const s = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(",", ".") : "";
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
