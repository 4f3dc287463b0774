import { z } from "zod";

/**
 * What staff may do to an order's status, and the forms that ask for it. Pure (no server imports):
 * the order page's forms and the server share these rules and schemas.
 *
 * SPEC section 4: "Staff can set any status after a password check". Any status stays possible,
 * but the page offers the usual next steps first; an unusual one (a delivered order back to
 * pending, a cancelled one shipped) needs the staff member to confirm they mean it.
 */

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const USUAL_NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "returned"],
  delivered: ["returned"],
  cancelled: ["pending"],
  returned: [],
};

export const isUsualStep = (from: OrderStatusName, to: OrderStatusName) => USUAL_NEXT[from].includes(to);

/** The other statuses an order in `from` could be given (neither its own nor a usual next step). */
export const unusualSteps = (from: OrderStatusName) =>
  ORDER_STATUSES.filter((s) => s !== from && !USUAL_NEXT[from].includes(s));

/**
 * The carriers an order ships with, each with its public tracking page (`{n}`: the tracking
 * number, URL-encoded).
 */
export const ORDER_CARRIERS = [
  {
    id: "poste",
    name: "Poste Italiane",
    trackingUrl: "https://www.poste.it/cerca/index.html#/risultati-spedizioni/{n}",
  },
  {
    id: "brt",
    name: "BRT",
    trackingUrl: "https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz={n}",
  },
  { id: "gls", name: "GLS", trackingUrl: "https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni?match={n}" },
  { id: "dhl", name: "DHL", trackingUrl: "https://www.dhl.com/it-it/home/tracking.html?tracking-id={n}&submit=1" },
  { id: "ups", name: "UPS", trackingUrl: "https://www.ups.com/track?loc=it_IT&tracknum={n}" },
  {
    id: "sda",
    name: "SDA",
    trackingUrl:
      "https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura={n}",
  },
] as const;

export type CarrierId = (typeof ORDER_CARRIERS)[number]["id"];
const CARRIER_IDS = ORDER_CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];

/** A carrier by its id, or by the name stored on an order (orders keep the carrier's name). */
export function findCarrier(idOrName: string | null | undefined) {
  if (!idOrName) return null;
  return ORDER_CARRIERS.find((c) => c.id === idOrName || c.name === idOrName) ?? null;
}

/** The carrier's public page for a tracking number; null for an unknown carrier or no number. */
export function trackingLink(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const c = findCarrier(carrier);
  if (!c || !trackingNumber) return null;
  return c.trackingUrl.replace("{n}", encodeURIComponent(trackingNumber));
}

export const TRACKING_MAX = 40;
export const NOTE_MAX = 2000;

// The messages are keys of the order-office namespace (translated where they are shown).
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const password = z.string({ message: "errors.password" }).min(1, "errors.password").max(200, "errors.password");
const trackingNumber = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, "") : v),
  z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/, "errors.trackingFormat")
    .optional(),
);

/** The order page's status form (the server decides whether the step is usual). */
export const statusFormSchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { message: "errors.status" })),
  /** The status the staff member saw: a change made meanwhile by someone else is not overwritten. */
  from: z.enum(ORDER_STATUSES).optional(),
  carrier: z.preprocess(blankToUndefined, z.enum(CARRIER_IDS, { message: "errors.carrier" }).optional()),
  trackingNumber: z.preprocess(blankToUndefined, trackingNumber),
  confirmUnusual: z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean()),
  password,
});

export const noteFormSchema = z.object({
  body: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ message: "errors.noteEmpty" }).min(1, "errors.noteEmpty").max(NOTE_MAX, "errors.noteLong"),
  ),
});

export const reviewedFormSchema = z.object({
  note: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ message: "errors.reviewNote" }).min(1, "errors.reviewNote").max(NOTE_MAX, "errors.noteLong"),
  ),
  password,
});

export const BULK_SHIP_MAX = 200;
const OID = /^[A-Z]{2,5}-\d{1,12}$/;

export const bulkShipSchema = z.object({
  oid: z.preprocess(
    (v) => (v === undefined ? [] : [v].flat()),
    z
      .array(z.string().trim().toUpperCase().regex(OID, "errors.bulkNone"))
      .min(1, "errors.bulkNone")
      .max(BULK_SHIP_MAX, "errors.bulkTooMany"),
  ),
  carrier: z.preprocess(blankToUndefined, z.enum(CARRIER_IDS, { message: "errors.carrier" })),
  password,
});
