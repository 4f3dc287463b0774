import { z } from "zod";

/** Messages are translation keys of the `withdrawal` namespace, translated where they are shown. */

export const WITHDRAWAL_LIMITS = { oid: 64, name: 120, email: 254 } as const;

const noLineBreak = (s: string) => !/[\r\n\u0085\u2028\u2029]/.test(s);

const email = z
  .string({ error: "errors.emailRequired" })
  .trim()
  .min(1, { error: "errors.emailRequired" })
  .max(WITHDRAWAL_LIMITS.email, { error: "errors.emailInvalid" })
  .pipe(z.email({ error: "errors.emailInvalid" }));

const oid = z
  .string({ error: "errors.orderRequired" })
  .trim()
  .min(1, { error: "errors.orderRequired" })
  .max(WITHDRAWAL_LIMITS.oid, { error: "errors.orderRequired" })
  .transform((s) => s.toUpperCase());

/** A guest names the order by its number and e-mail, and nothing more. */
export const identifySchema = z.object({ oid, email });

/**
 * The statement: who, which order, all of it or some lines (quantities per line id), and the
 * e-mail the acknowledgement goes to. The lines are checked against the order on the server.
 */
export const statementSchema = z
  .object({
    oid,
    name: z
      .string({ error: "errors.nameRequired" })
      .trim()
      .min(1, { error: "errors.nameRequired" })
      .max(WITHDRAWAL_LIMITS.name, { error: "errors.nameTooLong" })
      .refine(noLineBreak, { error: "errors.nameRequired" }),
    email,
    scope: z.enum(["all", "some"], { error: "errors.scopeRequired" }),
    quantities: z.record(z.string(), z.number().int().min(0).max(100_000)),
  })
  .refine((s) => s.scope === "all" || Object.values(s.quantities).some((q) => q > 0), {
    error: "errors.linesRequired",
    path: ["lines"],
  });

export type StatementInput = z.infer<typeof statementSchema>;
export type StatementField = "oid" | "name" | "email" | "scope" | "lines";

/** The quantities of a posted form: fields `qty:<lineId>` with whole numbers (blank = 0). */
export function quantitiesOf(form: FormData): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("qty:") || typeof value !== "string") continue;
    const id = key.slice(4);
    if (!id || id.length > 40) return null;
    const text = value.trim();
    if (text === "") {
      out[id] = 0;
      continue;
    }
    if (!/^\d{1,6}$/.test(text)) return null;
    out[id] = Number(text);
  }
  return out;
}
