import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~/lib/db.server";
import { loader } from "~/routes/sattva-administration.orders";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { insertOrder } from "../../../tests/support/orders-list-fixtures";
import { args, dataOf, pageRequest, responseOf, settle, statusOf } from "../../../tests/support/routes";
import { encodeCursor, listOfficeOrders, ORDER_PAGE_SIZE, type OfficeOrderList } from "./office-list.server";
import { parseOrderListQuery, type OrderListQuery } from "./office-list-schemas";

withTestEnv({ SESSION_SECRET: "o".repeat(40), NODE_ENV: "test" });

const HOUR = 3_600_000;
const START = Date.parse("2026-03-01T08:00:00Z");
const BULK = 130;
const STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "returned"] as const;
const COUNTRIES = ["IT", "DE", "FR"];
const METHODS = ["card", "paypal", "bank-transfer"];

/** A checked query from URL-style fields (what the page's GET form sends). */
function query(fields: Record<string, string> = {}): OrderListQuery {
  const parsed = parseOrderListQuery(new URLSearchParams(fields));
  if (!parsed.ok) throw new Error(`bad query ${JSON.stringify(parsed.errors)}`);
  return parsed.query;
}

const list = (fields: Record<string, string> = {}) => listOfficeOrders(query(fields), new Date("2026-11-25T12:00:00Z"));
const oids = (l: OfficeOrderList) => l.rows.map((r) => r.oid);

/** Every page from the first, following `next`; and back from the last, following `prev`. */
async function walk(fields: Record<string, string>) {
  const forward: string[] = [];
  let page = await list(fields);
  forward.push(...oids(page));
  let guard = 0;
  while (page.next && guard++ < 50) {
    expect(page.rows.length).toBe(ORDER_PAGE_SIZE);
    page = await list({ ...fields, after: page.next });
    forward.push(...oids(page));
  }
  expect(page.atEnd).toBe(true);
  const backward: string[][] = [];
  page = await list({ ...fields, at: "last" });
  backward.unshift(oids(page));
  guard = 0;
  while (page.prev && guard++ < 50) {
    page = await list({ ...fields, before: page.prev });
    backward.unshift(oids(page));
  }
  expect(page.atStart).toBe(true);
  return { forward, backward: backward.flat() };
}

/** The expected order of `fields`' sort, straight from the database. */
async function expected(sql: string) {
  return (await database().query<{ oid: string }>(`SELECT oid FROM "Order" o ${sql}`)).map((r) => r.oid);
}

describe("staff orders list", () => {
  withTestDatabase();
  const special: Record<string, string> = {};

  beforeAll(async () => {
    // The bulk: an order an hour, totals that repeat (ties on the sort key), statuses, countries
    // and methods in turn.
    for (let i = 0; i < BULK; i++) {
      await insertOrder({
        oid: `SAT-${11000 + i}`,
        createdAt: new Date(START + i * HOUR),
        totalCents: 1000 + (i % 7) * 500,
        status: STATUSES[i % STATUSES.length],
        country: COUNTRIES[i % COUNTRIES.length],
        method: METHODS[i % METHODS.length],
      });
    }
    const account = await makeUser({ fname: "Marta", lname: "Quintavalle", email: "marta.q@account.test" });
    const at = (iso: string) => new Date(iso);
    const rows = [
      {
        oid: "SAT-12001",
        createdAt: at("2026-04-01T10:00:00Z"),
        userId: account.id,
        email: account.email,
        shipName: "Gift Receiver",
      },
      {
        oid: "SAT-12002",
        createdAt: at("2026-04-02T10:00:00Z"),
        guestName: "Zoë Fairweather",
        email: "zoe.fw@guest.test",
        shipName: "Zoe F.",
      },
      {
        oid: "SAT-12003",
        createdAt: at("2026-04-03T10:00:00Z"),
        shipName: "Olimpia Dragonetti",
        email: "o.d@guest.test",
      },
      {
        oid: "SAT-12004",
        createdAt: at("2026-04-04T10:00:00Z"),
        payments: ["pending" as const],
        status: "pending" as const,
      },
      {
        oid: "SAT-12005",
        createdAt: at("2026-04-05T10:00:00Z"),
        payments: ["failed" as const, "expired" as const],
        status: "cancelled" as const,
      },
      {
        oid: "SAT-12006",
        createdAt: at("2026-04-06T10:00:00Z"),
        payments: ["paid" as const],
        refundedCents: 1000,
        totalCents: 5000,
      },
      {
        oid: "SAT-12007",
        createdAt: at("2026-04-07T10:00:00Z"),
        payments: ["refunded" as const],
        refundedCents: 5000,
        totalCents: 5000,
        status: "returned" as const,
      },
      {
        oid: "SAT-12008",
        createdAt: at("2026-04-08T10:00:00Z"),
        payments: [],
        method: null,
        status: "pending" as const,
      },
      { oid: "SAT-12009", createdAt: at("2026-04-09T10:00:00Z"), payments: ["failed" as const, "paid" as const] },
      { oid: "SAT-12010", createdAt: at("2026-04-10T10:00:00Z"), flagged: true, country: "ES", quantities: [2, 3] },
      {
        oid: "SAT-12011",
        createdAt: at("2026-04-11T10:00:00Z"),
        payments: ["awaiting_customer" as const],
        status: "pending" as const,
      },
      // 23:30 UTC on 10 May is 01:30 on 11 May in Rome (summer time): the shop's day is the 11th.
      { oid: "SAT-12012", createdAt: at("2026-05-10T23:30:00Z"), country: "AT" },
    ];
    for (const r of rows) special[r.oid] = (await insertOrder(r)).id;
  });

  it("pages newest first, forwards and backwards, without a gap or a repeat", async () => {
    const all = await expected(`ORDER BY "createdAt" DESC, id DESC`);
    expect(all.length).toBe(BULK + 12);
    const first = await list();
    expect(first.rows.length).toBe(ORDER_PAGE_SIZE);
    expect(first.atStart).toBe(true);
    expect(first.count).toEqual({ exact: false, value: expect.any(Number) });
    expect(first.count.value).toBeGreaterThan(ORDER_PAGE_SIZE);
    const { forward, backward } = await walk({});
    expect(forward).toEqual(all);
    expect(backward).toEqual(all);
  });

  it("sorts oldest first and by total both ways (ties broken by id), pages complete", async () => {
    const oldest = await walk({ sort: "oldest" });
    expect(oldest.forward).toEqual(await expected(`ORDER BY "createdAt" ASC, id ASC`));
    expect(oldest.backward).toEqual(oldest.forward);
    const high = await walk({ sort: "total-desc" });
    expect(high.forward).toEqual(await expected(`ORDER BY "totalCents" DESC, id DESC`));
    expect(high.backward).toEqual(high.forward);
    const low = await walk({ sort: "total-asc" });
    expect(low.forward).toEqual(await expected(`ORDER BY "totalCents" ASC, id ASC`));
    expect(low.backward).toEqual(low.forward);
    expect(new Set(low.forward).size).toBe(low.forward.length);
  });

  it("finds an order by its number, typed any way", async () => {
    for (const q of ["SAT-12003", "sat-12003", "12003", "sat12003"])
      expect(oids(await list({ q }))).toEqual(["SAT-12003"]);
    expect(oids(await list({ q: "99999999" }))).toEqual([]);
  });

  it("searches e-mail, the account's name, the guest's name and the shipping name (any case)", async () => {
    expect(oids(await list({ q: "ZOE.FW@" }))).toEqual(["SAT-12002"]);
    // A whole address is looked up as it is: the same order, not one whose address merely contains it.
    expect(oids(await list({ q: "Zoe.FW@guest.test" }))).toEqual(["SAT-12002"]);
    expect(oids(await list({ q: "fw@guest.test" }))).toEqual([]);
    expect(oids(await list({ q: "zoë fw@guest" }))).toEqual([]);
    expect(oids(await list({ q: "quintavalle" }))).toEqual(["SAT-12001"]);
    expect(oids(await list({ q: "Marta Q" }))).toEqual(["SAT-12001"]);
    expect(oids(await list({ q: "zoë fair" }))).toEqual(["SAT-12002"]);
    expect(oids(await list({ q: "dragonetti" }))).toEqual(["SAT-12003"]);
    // LIKE's own characters are text here, not wildcards.
    expect(oids(await list({ q: "%%%" }))).toEqual([]);
    const exact = await list({ q: "dragonetti" });
    expect(exact.count).toEqual({ exact: true, value: 1 });
  });

  it("filters by status, method, country and needs-review", async () => {
    const returned = await list({ status: "returned" });
    expect(returned.rows.every((r) => r.status === "returned")).toBe(true);
    expect(oids(returned)).toEqual(
      await expected(`WHERE status = 'returned' ORDER BY "createdAt" DESC, id DESC LIMIT 50`),
    );
    const paypal = await walk({ method: "paypal" });
    expect(paypal.forward).toEqual(
      await expected(`WHERE "paymentMethod" = 'paypal' ORDER BY "createdAt" DESC, id DESC`),
    );
    expect(oids(await list({ country: "es" }))).toEqual(["SAT-12010"]);
    expect(oids(await list({ country: "AT" }))).toEqual(["SAT-12012"]);
    const flagged = await list({ review: "1" });
    expect(oids(flagged)).toEqual(["SAT-12010"]);
    expect(flagged.rows[0]).toMatchObject({ review: "amount_mismatch", items: 5, country: "ES" });
  });

  it("derives the payment state from the order's payments and refunds", async () => {
    const state = async (payment: string) => oids(await list({ payment, from: "2026-04-01", to: "2026-04-30" })).sort();
    expect(await state("awaiting")).toEqual(["SAT-12004", "SAT-12011"]);
    expect(await state("failed")).toEqual(["SAT-12005"]);
    expect(await state("partly_refunded")).toEqual(["SAT-12006"]);
    expect(await state("refunded")).toEqual(["SAT-12007"]);
    expect(await state("none")).toEqual(["SAT-12008"]);
    const paid = await state("paid");
    expect(paid).toContain("SAT-12009");
    expect(paid).not.toContain("SAT-12006");
    const shown = Object.fromEntries(
      (await list({ from: "2026-04-01", to: "2026-04-30" })).rows.map((r) => [r.oid, r]),
    );
    expect(shown["SAT-12005"].payment).toBe("failed");
    expect(shown["SAT-12009"].payment).toBe("paid");
    expect(shown["SAT-12007"]).toMatchObject({ payment: "refunded", refundedCents: 5000 });
    expect(shown["SAT-12001"]).toMatchObject({ customer: "Marta Quintavalle", guest: false });
    expect(shown["SAT-12002"]).toMatchObject({ customer: "Zoë Fairweather", guest: true });
  });

  it("reads dates as the shop's calendar days (Europe/Rome), both ends included", async () => {
    expect(oids(await list({ from: "2026-05-11", to: "2026-05-11" }))).toEqual(["SAT-12012"]);
    expect(oids(await list({ from: "2026-05-10", to: "2026-05-10" }))).toEqual([]);
    const march = await walk({ from: "2026-03-02", to: "2026-03-03", sort: "oldest" });
    // 2 March 00:00 Rome is 1 March 23:00 UTC: the bulk's order at hour 15 is the first.
    expect(march.forward).toEqual(
      await expected(
        `WHERE "createdAt" >= '2026-03-01 23:00' AND "createdAt" < '2026-03-03 23:00' ORDER BY "createdAt", id`,
      ),
    );
    expect(march.forward[0]).toBe("SAT-11015");
  });

  it("combines filters", async () => {
    const l = await walk({
      status: "delivered",
      country: "IT",
      from: "2026-03-01",
      to: "2026-03-31",
      sort: "total-desc",
    });
    expect(l.forward).toEqual(
      await expected(
        `WHERE status = 'delivered' AND "shipCountry" = 'IT' AND "createdAt" >= '2026-02-28 23:00' AND "createdAt" < '2026-03-31 22:00'
         ORDER BY "totalCents" DESC, id DESC`,
      ),
    );
    expect(l.forward.length).toBeGreaterThan(0);
  });

  it("refuses what makes no sense, each with its own message", () => {
    const errors = (fields: Record<string, string>) => {
      const p = parseOrderListQuery(new URLSearchParams(fields));
      return p.ok ? null : p.errors;
    };
    expect(errors({ status: "lost" })).toEqual({ status: "errors.status" });
    expect(errors({ payment: "maybe" })).toEqual({ payment: "errors.payment" });
    expect(errors({ method: "cash" })).toEqual({ method: "errors.method" });
    expect(errors({ country: "Italy" })).toEqual({ country: "errors.country" });
    expect(errors({ from: "2026-02-30" })).toEqual({ from: "errors.date" });
    expect(errors({ to: "yesterday" })).toEqual({ to: "errors.date" });
    expect(errors({ from: "2026-05-02", to: "2026-05-01" })).toEqual({ to: "errors.range" });
    expect(errors({ q: "ab" })).toEqual({ q: "errors.searchShort" });
    expect(errors({ q: "x".repeat(101) })).toEqual({ q: "errors.searchLong" });
    expect(errors({ sort: "random" })).toEqual({ sort: "errors.sort" });
    expect(errors({ review: "yes" })).toEqual({ review: "errors.review" });
    // Blank fields are "any"; a control character is dropped.
    expect(errors({ status: "", q: " ", from: "", country: "" })).toBeNull();
    expect(errors({ q: "12\u0000003" })).toBeNull();
  });

  it("the page: staff see it, a bad filter or a forged page link is a 400 with the reason", async () => {
    const manager = await signIn(await makeUser({ role: "manager" }));
    const ok = await settle(loader(args(manager.request("/sattva-administration/orders?view=all&status=shipped"))));
    expect(statusOf(ok)).toBe(200);
    const page = dataOf<{ page: { ok: true; list: OfficeOrderList; csvHref: string } }>(ok).page;
    expect(page.list.rows.every((r) => r.status === "shipped")).toBe(true);
    expect(page.csvHref).toBe("/sattva-administration/orders.csv?status=shipped");

    const bad = await settle(
      loader(args(manager.request("/sattva-administration/orders?view=all&from=2026-13-01&status=x"))),
    );
    expect(statusOf(bad)).toBe(400);
    expect(dataOf<{ page: { ok: false; errors: object; values: object } }>(bad).page).toMatchObject({
      ok: false,
      errors: { from: "errors.date", status: "errors.status" },
      values: { from: "2026-13-01", status: "x" },
    });
    for (const forged of ["not-base64!", Buffer.from("[1,2,3]").toString("base64url"), encodeCursor(5, "x")]) {
      const r = await settle(loader(args(manager.request(`/sattva-administration/orders?view=all&after=${forged}`))));
      expect(statusOf(r)).toBe(400);
      expect(dataOf<{ page: { errors: object } }>(r).page.errors).toEqual({ after: "errors.cursor" });
    }
  });

  it("admins and managers get in, a shopper is sent home, a visitor to log in", async () => {
    for (const role of ["admin", "manager"] as const) {
      const who = await signIn(await makeUser({ role }));
      expect(statusOf(await settle(loader(args(who.request("/sattva-administration/orders?view=all")))))).toBe(200);
    }
    const shopper = await signIn(await makeUser());
    const home = await responseOf(loader(args(shopper.request("/sattva-administration/orders?view=all"))));
    expect(home.headers.get("location")).toBe("/");
    const anon = await responseOf(loader(args(pageRequest("/sattva-administration/orders?view=all"))));
    expect(anon.headers.get("location")).toMatch(/^\/account\/login/);
  });

  it("keeps the spec's three views as they were", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const view = async (q: string) =>
      dataOf<{ view: string; orders: { oid: string }[] }>(
        await settle(loader(args(admin.request(`/sattva-administration/orders${q}`)))),
      );
    const latest = await view("");
    expect(latest.view).toBe("latest");
    expect(latest.orders.map((o) => o.oid)).toEqual(await expected(`ORDER BY "createdAt" DESC, oid DESC LIMIT 10`));
    expect((await view("?view=oid&oid=12003")).orders.map((o) => o.oid)).toEqual(["SAT-12003"]);
    expect((await view("?view=delayed")).view).toBe("delayed");
  });
});
