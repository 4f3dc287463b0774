import { z } from "zod";

/**
 * The audit page's query (GET form): who (a name or e-mail, or "system"), the action, the entity,
 * a date range (days, inclusive), the page. A bad value falls back to "any" (a hand-edited URL
 * never breaks the page).
 */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (max: number) =>
  z.preprocess((v) => {
    const s = first(v);
    return typeof s === "string" && s.trim() ? s.trim().slice(0, max) : undefined;
  }, z.string().optional());
const day = z.preprocess((v) => {
  const s = first(v);
  return typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))
    ? s
    : undefined;
}, z.string().optional());

export const auditQuerySchema = z.object({
  q: text(100),
  action: z.preprocess(
    (v) => (/^[a-z-]+\.[a-z-]+$/i.test(String(first(v) ?? "")) ? first(v) : undefined),
    z.string().optional(),
  ),
  entity: z.preprocess(
    (v) => (/^[A-Za-z]{1,40}$/.test(String(first(v) ?? "")) ? first(v) : undefined),
    z.string().optional(),
  ),
  from: day,
  to: day,
  page: z.preprocess((v) => {
    const n = Number(first(v));
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  }, z.number()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
