import { z } from "zod";
import { cartIntents, isProductId, parseQuantity } from "./cart";

/**
 * The one cart form: `intent` (add, increment, decrement, remove, set), `productId`, `quantity`
 * (add: units to add, default 1; set: the new quantity), `redirectTo` (where a no-JS post goes
 * back to) and `js` (set by the enhanced forms: answer with data, not a redirect).
 * Unknown keys are refused.
 */
export const cartFormSchema = z
  .strictObject({
    intent: z.enum(cartIntents),
    productId: z.string().refine(isProductId),
    quantity: z
      .string()
      .max(20)
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return undefined;
        const n = parseQuantity(v);
        if (n === null) {
          ctx.addIssue({ code: "custom", message: "quantity" });
          return z.NEVER;
        }
        return n;
      }),
    redirectTo: z.string().max(500).optional(),
    js: z.literal("1").optional(),
  })
  .refine((v) => v.intent !== "set" || v.quantity !== undefined, { path: ["quantity"], message: "quantity" });

export type CartForm = z.infer<typeof cartFormSchema>;

/**
 * FormData to a plain object for the schema. A repeated key, a file, or a key like `__proto__`
 * makes the whole form invalid (null): a form of ours never sends them.
 */
export function formToRecord(form: FormData): Record<string, string> | null {
  const out: Record<string, string> = Object.create(null);
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") return null;
    if (key === "__proto__" || key === "constructor" || key === "prototype") return null;
    if (Object.prototype.hasOwnProperty.call(out, key)) return null;
    out[key] = value;
  }
  return out;
}

export function parseCartForm(form: FormData) {
  const record = formToRecord(form);
  if (!record) return { success: false as const };
  const parsed = cartFormSchema.safeParse({ ...record });
  return parsed.success ? { success: true as const, data: parsed.data } : { success: false as const };
}
