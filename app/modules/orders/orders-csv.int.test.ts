import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { loader as csvLoader } from "~/routes/sattva-administration.orders[.csv]";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { insertOrder } from "../../../tests/support/orders-list-fixtures";
import { args, pageRequest, responseOf } from "../../../tests/support/routes";
import { parseOrderListQuery, type OrderListQuery } from "./office-list-schemas";
import { defuse, ORDER_CSV_COLUMNS, ordersCsv } from "./orders-csv.server";

withTestEnv({ SESSION_SECRET: "c".repeat(40), NODE_ENV: "test" });

const START = Date.parse("2026-06-01T10:00:00Z");
const BULK = 23;

function query(fields: Record<string, string> = {}): OrderListQuery {
  const parsed = parseOrderListQuery(new URLSearchParams(fields));
  if (!parsed.ok) throw new Error("bad query");
  return parsed.query;
}

/** The stream's chunks as text, one per enqueue. */
async function chunks(stream: ReadableStream<Uint8Array>) {
  const out: string[] = [];
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  for await (const c of stream as unknown as AsyncIterable<Uint8Array>) out.push(decoder.decode(c));
  return out;
}

const records = (text: string) => parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];

describe("orders CSV", () => {
  withTestDatabase();

  beforeAll(async () => {
    for (let i = 0; i < BULK; i++) {
      await insertOrder({
        oid: `SAT-${13000 + i}`,
        createdAt: new Date(START + i * 60_000),
        totalCents: 2000 + i,
        status: i % 2 ? "shipped" : "delivered",
        country: i % 3 ? "IT" : "DE",
      });
    }
    const account = await makeUser({ fname: "Lucia", lname: "Serra", email: "lucia.serra@account.test" });
    await insertOrder({
      oid: "SAT-13100",
      createdAt: new Date("2026-07-01T21:30:00Z"),
      userId: account.id,
      email: account.email,
      shipName: "Lucia Serra",
      totalCents: 12345,
      refundedCents: 2345,
      quantities: [2, 1],
      method: "paypal",
      country: "FR",
    });
    // What a buyer may type as a name: a formula, a quote, a comma, a line break, accents.
    await insertOrder({
      oid: "SAT-13101",
      createdAt: new Date("2026-07-02T09:00:00Z"),
      guestName: '=HYPERLINK("http://evil.example","Click")',
      shipName: "x",
      email: "+cmd@guest.test",
      country: "IT",
    });
    await insertOrder({
      oid: "SAT-13102",
      createdAt: new Date("2026-07-03T09:00:00Z"),
      guestName: 'Anna "Nina", Müller\nSecond line',
      email: "anna@guest.test",
      country: "DE",
    });
  });

  it("writes the columns a shop owner expects, amounts in euros, the shop's local time", async () => {
    const text = (await chunks(ordersCsv(query({ q: "SAT-13100" })))).join("");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = records(text);
    expect(Object.keys(rows[0])).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows).toEqual([
      {
        number: "SAT-13100",
        // 21:30 UTC in July is 23:30 in Rome.
        date: "2026-07-01 23:30:00",
        status: "processing",
        payment_state: "partly_refunded",
        method: "paypal",
        customer: "Lucia Serra",
        email: "lucia.serra@account.test",
        country: "FR",
        items: "3",
        subtotal: "118.55",
        shipping: "4.90",
        discount: "0.00",
        vat: (Math.round(12345 - 12345 / 1.22) / 100).toFixed(2),
        total: "123.45",
        refunded: "23.45",
      },
    ]);
  });

  it("defuses formulas and quotes what needs quoting", async () => {
    expect(defuse("=1+1")).toBe("'=1+1");
    expect(defuse("+39 333")).toBe("'+39 333");
    expect(defuse("-2")).toBe("'-2");
    expect(defuse("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(defuse("\t=1")).toBe("'\t=1");
    expect(defuse("Anna")).toBe("Anna");
    const text = (await chunks(ordersCsv(query({ from: "2026-07-02", to: "2026-07-03", sort: "oldest" })))).join("");
    const rows = records(text);
    expect(rows.map((r) => r.number)).toEqual(["SAT-13101", "SAT-13102"]);
    expect(rows[0].customer).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[0].email).toBe("'+cmd@guest.test");
    expect(rows[1].customer).toBe('Anna "Nina", Müller\nSecond line');
    expect(text).toContain('"Anna ""Nina"", Müller\nSecond line"');
  });

  it("streams in batches, every matching order once, in the list's order", async () => {
    const parts = await chunks(ordersCsv(query({ sort: "total-desc" }), { batch: 5 }));
    // The header, then ceil(26 / 5) = 6 batches (the last one short: no empty read after it).
    expect(parts.length).toBe(1 + 6);
    const numbers = records(parts.join("")).map((r) => r.number);
    const all = await db().order.findMany({ orderBy: [{ totalCents: "desc" }, { id: "desc" }], select: { oid: true } });
    expect(numbers).toEqual(all.map((o) => o.oid));
    const germany = records((await chunks(ordersCsv(query({ country: "DE" }), { batch: 3 }))).join(""));
    expect(germany.every((r) => r.country === "DE")).toBe(true);
    expect(germany.length).toBe(await db().order.count({ where: { shipCountry: "DE" } }));
  });

  it("reads only as fast as the client takes: one batch ahead at most", async () => {
    let reads = 0;
    const spy = db().$queryRaw;
    const counting = ((...a: Parameters<typeof spy>) => {
      reads++;
      return spy.apply(db(), a);
    }) as typeof spy;
    Object.assign(db(), { $queryRaw: counting });
    try {
      const reader = ordersCsv(query(), { batch: 2 }).getReader();
      await reader.read(); // the header
      await new Promise((r) => setTimeout(r, 100));
      // The search context needs no query here; at most the batch being read and one queued.
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2);
      await reader.cancel();
    } finally {
      Object.assign(db(), { $queryRaw: spy });
    }
  });

  it("the route: staff download the filtered file, a shopper is refused, a bad filter goes to the list", async () => {
    const manager = await signIn(await makeUser({ role: "manager" }));
    const res = await responseOf(
      csvLoader(args(manager.request("/sattva-administration/orders.csv?country=DE&sort=oldest"))),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = records(await res.text());
    expect(rows.length).toBe(await db().order.count({ where: { shipCountry: "DE" } }));
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());

    const shopper = await signIn(await makeUser());
    const refused = await responseOf(csvLoader(args(shopper.request("/sattva-administration/orders.csv"))));
    expect(refused.headers.get("location")).toBe("/");
    const anon = await responseOf(csvLoader(args(pageRequest("/sattva-administration/orders.csv"))));
    expect(anon.headers.get("location")).toMatch(/^\/account\/login/);

    const bad = await responseOf(csvLoader(args(manager.request("/sattva-administration/orders.csv?status=lost"))));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/sattva-administration/orders?status=lost&view=all");
  });
});
