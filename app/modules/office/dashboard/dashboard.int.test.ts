import { beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { loader as adminLoader } from "~/routes/sattva-admin";
import { loader as managerLoader } from "~/routes/sattva-product-manager";
import { makeCatalogue, makeUser, signIn } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { withTestEnv } from "../../../../tests/support/env";
import { args, dataOf, pageRequest, settle, statusOf } from "../../../../tests/support/routes";
import { adminDashboard, managerDashboard, type AdminDashboard, type ManagerDashboard } from "../dashboard.server";
import { makeRange, parseDashboardRange } from "./period";
import { dashboardSeries } from "./trends.server";

withTestEnv({ SESSION_SECRET: "d".repeat(40), NODE_ENV: "test" });
withTestDatabase();

// Wednesday 25 November 2026, 11:00 in Rome. The last 30 days: 27 Oct – 25 Nov; the 30 days
// before: 27 Sep – 26 Oct (summer time ends on 25 Oct inside it).
const NOW = new Date("2026-11-25T10:00:00Z");
const range30 = () => parseDashboardRange(new URLSearchParams("preset=30d&group=day"), NOW).range;

let seq = 0;
let products: { id: string; title: string }[] = [];

async function order(o: {
  at: string;
  status: OrderStatus;
  total: number;
  refunded?: number;
  payment?: PaymentStatus;
  flagged?: string;
  lines?: { product: number | null; quantity: number; total: number }[];
}) {
  const oid = `SAT-${70000 + ++seq}`;
  await db().order.create({
    data: {
      oid,
      email: "buyer@example.test",
      guestName: "Guest Buyer",
      guestEmail: "buyer@example.test",
      shipName: "Guest Buyer",
      shipStreet: "Via Roma 1",
      shipPostalCode: "40100",
      shipCountry: "IT",
      status: o.status,
      subtotalCents: o.total,
      totalCents: o.total,
      refundedCents: o.refunded ?? 0,
      flaggedForReview: Boolean(o.flagged),
      reviewReason: o.flagged ?? null,
      createdAt: new Date(o.at),
      lines: {
        create: (o.lines ?? [{ product: 0, quantity: 1, total: o.total }]).map((l) => ({
          productId: l.product === null ? null : products[l.product].id,
          title: l.product === null ? "Retired Candle" : products[l.product].title,
          unitPriceCents: Math.round(l.total / l.quantity),
          quantity: l.quantity,
          lineTotalCents: l.total,
        })),
      },
      payments: o.payment
        ? {
            create: {
              provider: "test",
              method: "card",
              status: o.payment,
              amountCents: o.total,
              idempotencyKey: `k-${oid}`,
            },
          }
        : undefined,
    },
  });
  return oid;
}

describe("admin dashboard: the last 30 days beside the 30 before", () => {
  let d: AdminDashboard;
  let lateOid = "";
  let flaggedOid = "";
  beforeAll(async () => {
    products = await makeCatalogue(3, 50);
    // This period (27 Oct – 25 Nov, Rome).
    await order({
      at: "2026-11-20T10:00:00Z",
      status: "processing",
      total: 10000,
      lines: [{ product: 0, quantity: 4, total: 10000 }],
    });
    await order({
      at: "2026-11-10T09:00:00Z",
      status: "delivered",
      total: 5000,
      refunded: 2000,
      lines: [
        { product: 1, quantity: 1, total: 3000 },
        { product: null, quantity: 2, total: 2000 },
      ],
    });
    await order({
      at: "2026-11-24T12:00:00Z",
      status: "pending",
      total: 3000,
      payment: "pending",
      lines: [{ product: 2, quantity: 9, total: 3000 }],
    });
    await order({
      at: "2026-11-25T08:00:00Z",
      status: "pending",
      total: 4000,
      payment: "paid",
      lines: [{ product: 1, quantity: 2, total: 4000 }],
    });
    await order({ at: "2026-11-01T10:00:00Z", status: "cancelled", total: 1000, payment: "expired" });
    await order({ at: "2026-10-30T10:00:00Z", status: "returned", total: 2500, refunded: 2500, payment: "refunded" });
    // 23:59 in Rome on the range's last day: in. One minute past midnight in Rome: out.
    await order({ at: "2026-11-25T22:59:00Z", status: "delivered", total: 100 });
    await order({ at: "2026-11-25T23:01:00Z", status: "delivered", total: 77777 });
    // The previous period (27 Sep – 26 Oct).
    await order({
      at: "2026-10-10T10:00:00Z",
      status: "delivered",
      total: 8000,
      lines: [{ product: 2, quantity: 1, total: 8000 }],
    });
    lateOid = await order({ at: "2026-10-01T10:00:00Z", status: "pending", total: 1000, payment: "failed" });
    // 00:30 on 27 Sep in Rome (summer time, UTC+2): the previous period's first day. 23:30 on 26 Sep: out.
    await order({ at: "2026-09-26T22:30:00Z", status: "delivered", total: 700 });
    await order({ at: "2026-09-26T21:30:00Z", status: "delivered", total: 66666 });
    // Payments needing a person.
    flaggedOid = await order({
      at: "2026-06-01T10:00:00Z",
      status: "delivered",
      total: 1234,
      flagged: "amount_mismatch: expected 1234",
    });

    const account = (email: string, role: "user" | "manager", at: string) =>
      db().user.create({ data: { fname: "New", lname: "Person", email, role, createdAt: new Date(at) } });
    await account("new-one@example.test", "user", "2026-11-03T10:00:00Z");
    await account("new-two@example.test", "user", "2026-11-21T10:00:00Z");
    await account("staff@example.test", "manager", "2026-11-21T10:00:00Z");
    await account("old@example.test", "user", "2026-09-20T10:00:00Z");
    d = await adminDashboard(range30(), NOW);
  });

  it("each figure of the period, the previous period's, and the change", () => {
    const f = d.figures;
    // Paid: processing, delivered (2), the pending one with a paid payment, the refunded return.
    expect(f.orders).toEqual({ current: 7, previous: 3, change: 133.3 });
    expect(f.paidOrders.current).toBe(5);
    // Refunds are subtracted: 10000 + (5000 − 2000) + 4000 + (2500 − 2500) + 100.
    expect(f.revenueCents).toEqual({ current: 17100, previous: 8700, change: 96.6 });
    expect(f.refundedCents).toEqual({ current: 4500, previous: 0, change: null });
    expect(f.averageOrderCents).toEqual({ current: 3420, previous: 4350, change: -21.4 });
    // 5 of 7 orders placed were paid; 2 of 3 before.
    expect(f.conversion).toEqual({ current: 71.4, previous: 66.7, change: 7 });
    // Two shopper accounts (the staff account does not count); none before: no change to show.
    expect(f.newCustomers).toEqual({ current: 2, previous: 0, change: null });
  });

  it("one bucket a day, empty days as zeros, the previous period beside the same day", () => {
    expect(d.series).toHaveLength(30);
    expect(d.series[0]).toMatchObject({ start: "2026-10-27", previousStart: "2026-09-27" });
    expect(d.series[29]).toMatchObject({ start: "2026-11-25", previousStart: "2026-10-26" });
    const day = (start: string) => d.series.find((b) => b.start === start)!;
    expect(day("2026-11-20")).toMatchObject({ orders: 1, revenueCents: 10000 });
    expect(day("2026-11-25")).toMatchObject({ orders: 2, revenueCents: 4100 });
    // 10 Oct, thirty days before 9 Nov.
    expect(day("2026-11-09")).toMatchObject({ orders: 0, revenueCents: 0, prevOrders: 1, prevRevenueCents: 8000 });
    expect(day("2026-10-27")).toMatchObject({ prevOrders: 1, prevRevenueCents: 700 });
    // Six days of this period and three of the previous one had orders.
    expect(d.series.filter((b) => b.orders === 0 && b.prevOrders === 0).length).toBe(30 - 9);
  });

  it("best sellers by units and by revenue among paid orders of the period", () => {
    // Product 2's 9 units are in an unpaid order, its 8000 in the previous period: neither counts.
    expect(d.topByUnits.map((p) => [p.title, p.units])).toEqual([
      [products[0].title, 6],
      [products[1].title, 3],
      ["", 2],
    ]);
    // The lines of a product deleted since count together, under no product.
    expect(d.topByUnits[2]).toMatchObject({ productId: null, pid: null });
    expect(d.topByRevenue.map((p) => [p.title, p.revenueCents])).toEqual([
      [products[0].title, 12600],
      [products[1].title, 7000],
      ["", 2000],
    ]);
  });

  it("payments needing review whatever their date, delayed orders (more than 7 weekdays, still open)", () => {
    expect(d.review.count).toBe(1);
    expect(d.review.rows[0]).toMatchObject({ oid: flaggedOid, review: "amount_mismatch", totalCents: 1234 });
    // The unpaid order of 1 October; the pending ones of 24 and 25 November and the processing
    // one of Friday 20 November (3 weekdays) are not late yet; delivered ones never are.
    expect(d.delayed.count).toBe(1);
    expect(d.delayed.rows.map((o) => o.oid)).toEqual([lateOid]);
  });

  it("a period without any order: zeros and no previous data", async () => {
    const empty = await adminDashboard(makeRange("custom", "2020-01-01", "2020-01-07", "day"), NOW);
    expect(empty.series).toHaveLength(7);
    expect(empty.figures.revenueCents).toEqual({ current: 0, previous: 0, change: null });
    expect(empty.figures.conversion).toEqual({ current: 0, previous: 0, change: null });
    expect(empty.topByUnits).toEqual([]);
  });
});

describe("buckets follow the shop's calendar (Europe/Rome) across a change of time", () => {
  it("weeks start on Monday in Rome, also the night winter time starts", async () => {
    // Sunday 26 Oct 2025, 23:30 in Rome (UTC+1 since that morning) = 22:30 UTC: still that week.
    await order({ at: "2025-10-26T22:30:00Z", status: "delivered", total: 100 });
    // Monday 27 Oct 2025, 00:30 in Rome = 23:30 UTC on Sunday: the next week.
    await order({ at: "2025-10-26T23:30:00Z", status: "delivered", total: 200 });
    // The range starts on a Wednesday: its first week is cut at the range.
    const weeks = await dashboardSeries(makeRange("custom", "2025-10-22", "2025-11-02", "week"));
    expect(weeks.map((b) => [b.start, b.orders, b.revenueCents])).toEqual([
      ["2025-10-22", 1, 100],
      ["2025-10-27", 1, 200],
    ]);
    expect(weeks[0].previousStart).toBe("2025-10-10");
  });

  it("months start at midnight in Rome, also in summer time", async () => {
    // 1 April 2025, 00:30 in Rome (UTC+2 since 30 March) = 22:30 UTC on 31 March.
    await order({ at: "2025-03-31T22:30:00Z", status: "delivered", total: 400 });
    await order({ at: "2025-03-30T12:00:00Z", status: "shipped", total: 300 });
    const months = await dashboardSeries(makeRange("custom", "2025-03-01", "2025-04-30", "month"));
    expect(months.map((b) => [b.start, b.orders, b.revenueCents])).toEqual([
      ["2025-03-01", 1, 300],
      ["2025-04-01", 1, 400],
    ]);
  });
});

describe("manager dashboard and access", () => {
  it("the manager sees orders and stock, no money", async () => {
    const m: ManagerDashboard = await managerDashboard(range30(), NOW);
    expect(m.figures.orders).toEqual({ current: 7, previous: 3, change: 133.3 });
    expect(m.series).toHaveLength(30);
    expect(Object.keys(m.figures)).toEqual(["orders", "paidOrders"]);
    expect(JSON.stringify(m)).not.toMatch(/revenue|refund|average/i);
    expect(m.topByUnits[0]).toEqual({
      productId: products[0].id,
      pid: expect.any(String),
      title: products[0].title,
      units: 6,
    });
  });

  it("admin gets the admin dashboard; manager and shopper are sent away from it", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const manager = await signIn(await makeUser({ role: "manager" }));
    const shopper = await signIn(await makeUser({}));
    const ok = await settle(adminLoader(args(admin.request("/sattva-admin?preset=7d"))));
    expect(statusOf(ok)).toBe(200);
    const payload = dataOf<{ dashboard: AdminDashboard }>(ok);
    expect(payload.dashboard.range).toMatchObject({ preset: "7d", group: "day" });
    expect(payload.dashboard.series).toHaveLength(7);
    for (const who of [manager, shopper]) {
      const away = await settle(adminLoader(args(who.request("/sattva-admin"))));
      expect(away).toBeInstanceOf(Response);
      expect((away as Response).headers.get("Location")).toBe("/");
    }
    const anonymous = await settle(adminLoader(args(pageRequest("/sattva-admin"))));
    expect((anonymous as Response).headers.get("Location")).toMatch(/^\/account\/login/);

    const mine = await settle(managerLoader(args(manager.request("/sattva-product-manager?preset=90d"))));
    expect(statusOf(mine)).toBe(200);
    expect(dataOf<{ dashboard: ManagerDashboard }>(mine).dashboard.range.group).toBe("week");
    for (const who of [admin, shopper]) {
      const away = await settle(managerLoader(args(who.request("/sattva-product-manager"))));
      expect((away as Response).headers.get("Location")).toBe("/");
    }
  });

  it("a range that cannot be shown answers 400 with the last 30 days and the reason", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const bad = await settle(adminLoader(args(admin.request("/sattva-admin?from=2026-11-10&to=2026-11-01"))));
    expect(statusOf(bad)).toBe(400);
    const body = dataOf<{ error: string; dashboard: AdminDashboard; asked: { from: string } }>(bad);
    expect(body.error).toBe("fromAfterTo");
    expect(body.asked.from).toBe("2026-11-10");
    expect(body.dashboard.range.current.days).toBe(30);
  });
});
