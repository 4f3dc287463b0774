import { z } from "zod";

/**
 * The inventory forms' schemas (no server imports: the pages use them too). Messages are keys of
 * the "inventory" namespace.
 */

/** Reasons a person gives for changing the stock by hand. */
export const ADJUST_REASONS = ["received", "damaged", "correction", "count"] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

/** Largest stock, threshold or quantity the forms take (a shelf, not a number of atoms). */
export const STOCK_MAX = 1_000_000;
export const NOTE_MAX = 500;

/** The stock-count import's limits: largest file, most lines past the header. */
export const IMPORT_MAX_BYTES = 512 * 1024;
export const IMPORT_MAX_LINES = 5000;

const whole = (message: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(STOCK_MAX, { error: message }),
  );

const signed = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(/^\+/, "")) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(-STOCK_MAX, { error: message })
      .max(STOCK_MAX, { error: message })
      .refine((n) => n !== 0, { error: message }),
  );

const note = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v === undefined ? "" : v),
  z.string({ error: "errors.note" }).max(NOTE_MAX, { error: "errors.note" }),
);

/**
 * A stock adjustment: "received" adds and "damaged" removes `quantity` units (≥ 1), "count" sets
 * the counted total (≥ 0), "correction" adds a signed, non-zero `quantity`.
 */
export const adjustStockSchema = z.discriminatedUnion(
  "reason",
  [
    z.object({ reason: z.literal("received"), quantity: whole("errors.quantity", 1), note }),
    z.object({ reason: z.literal("damaged"), quantity: whole("errors.quantity", 1), note }),
    z.object({ reason: z.literal("count"), quantity: whole("errors.counted", 0), note }),
    z.object({ reason: z.literal("correction"), quantity: signed("errors.delta"), note }),
  ],
  { error: "errors.reason" },
);
export type AdjustStockInput = z.infer<typeof adjustStockSchema>;

export const thresholdSchema = z.object({ threshold: whole("errors.threshold", 0) });

/** The change an adjustment makes to `stock`: the new stock (may be negative: refused by the caller). */
export function adjustedStock(stock: number, input: Pick<AdjustStockInput, "reason" | "quantity">): number {
  switch (input.reason) {
    case "received":
      return stock + input.quantity;
    case "damaged":
      return stock - input.quantity;
    case "count":
      return input.quantity;
    case "correction":
      return stock + input.quantity;
  }
}
