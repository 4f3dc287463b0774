import { stringify } from "csv-stringify/sync";
import {
  afterCursor,
  customerName,
  orderFilters,
  readOrders,
  searchContext,
  SORTS,
  type Cursor,
  type OrderRowRaw,
} from "./office-list.server";
import type { OrderListQuery } from "./office-list-schemas";

/**
 * The staff orders list as CSV, with the page's filters and sort: read in keyset batches (the
 * same index walk as a page, EXPORT_BATCH orders at a time) and written as each batch arrives,
 * so a million orders never sit in memory; the next batch is read only when the client has
 * taken the previous one (a pull stream). Amounts are euros with a dot ("12.50"), dates the
 * shop's local time (Europe/Rome). Text that a spreadsheet would run as a formula is defused.
 */

export const ORDER_CSV_COLUMNS = [
  "number",
  "date",
  "status",
  "payment_state",
  "method",
  "customer",
  "email",
  "country",
  "items",
  "subtotal",
  "shipping",
  "discount",
  "vat",
  "total",
  "refunded",
] as const;

export const EXPORT_BATCH = 2000;

const localTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one)
 * gets a leading apostrophe (OWASP "CSV injection"): a customer's name is theirs to choose.
 */
export function defuse(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function record(r: OrderRowRaw): (string | number)[] {
  return [
    r.oid,
    localTime.format(r.createdAt),
    r.status,
    r.payment,
    defuse(r.paymentMethod ?? ""),
    defuse(customerName(r)),
    defuse(r.email),
    defuse(r.shipCountry),
    r.items,
    euros(r.subtotalCents),
    euros(r.shippingCents),
    euros(r.discountCents),
    euros(r.vatCents),
    euros(r.totalCents),
    euros(r.refundedCents),
  ];
}

/** The CSV of every order the (checked) query matches, in its sort, as a stream; the cursor is ignored. */
export function ordersCsv(q: OrderListQuery, { batch = EXPORT_BATCH } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const sort = SORTS[q.sort];
  let base: ReturnType<typeof orderFilters> | null = null;
  let cursor: Cursor | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        base = orderFilters(q, await searchContext(q));
        // The BOM lets a spreadsheet read accented names as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${stringify([[...ORDER_CSV_COLUMNS]])}`));
      },
      async pull(controller) {
        const where = cursor ? [...base!, afterCursor(q.sort, cursor, sort.desc)] : base!;
        const rows = await readOrders(where, q.sort, sort.desc, batch);
        if (rows.length) controller.enqueue(encoder.encode(stringify(rows.map(record))));
        if (rows.length < batch) controller.close();
        else {
          const last = rows[rows.length - 1];
          cursor = [last.k instanceof Date ? last.k.toISOString() : last.k, last.id];
        }
      },
    },
    // One batch waiting at most: memory stays at a batch whatever the number of orders.
    { highWaterMark: 1 },
  );
}
