import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { invalidateShopSettings } from "~/modules/settings/settings.server";
import { loader as invoiceLoader } from "~/routes/sattva-administration.orders_.$oid_.invoice[.pdf]";
import { loader as slipLoader } from "~/routes/sattva-administration.orders_.$oid_.packing-slip[.pdf]";
import { action as printAction, loader as printLoader } from "~/routes/sattva-administration.orders_.print";
import { makeCatalogue, makeOrder, makeUser, signIn } from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../../tests/support/env";
import { pdfPages } from "../../../../tests/support/pdf-text";
import { args, formBody, pageRequest, responseOf } from "../../../../tests/support/routes";
import { shopYear } from "./text";

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "d".repeat(40) });

const LEGAL = {
  name: "Sattva Test S.r.l.",
  street: "Via dell'Indipendenza 12",
  postalCode: "40121",
  city: "Bologna",
  province: "BO",
  country: "IT",
  vatNumber: "IT09876543210",
  taxCode: "09876543210",
  pec: "sattva@pec.example.it",
  sdiCode: "M5UXCR1",
  email: "fatture@sattva.test",
  phone: "+39 051 0000000",
};

type Session = Awaited<ReturnType<typeof signIn>>;
type Loader = typeof invoiceLoader;

const invoiceUrl = (oid: string, query = "") => `/sattva-administration/orders/${oid}/invoice.pdf${query}`;
const slipUrl = (oid: string, query = "") => `/sattva-administration/orders/${oid}/packing-slip.pdf${query}`;

async function get(loader: Loader, as: Session | null, url: string, oid: string) {
  const request = as ? as.request(url) : pageRequest(url);
  return responseOf(loader(args(request, { oid })));
}

async function pdfText(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return pdfPages(bytes);
}

const print = (as: Session, fields: Record<string, string | string[]>) =>
  responseOf(
    printAction(
      args(
        pageRequest("/sattva-administration/orders/print", {
          method: "POST",
          body: formBody(fields),
          headers: { cookie: as.request("/").headers.get("cookie")! },
        }),
      ),
    ),
  );

const invoiceOf = (orderId: string) => db().invoice.findUnique({ where: { orderId } });

describe("order documents", () => {
  withTestDatabase();
  const year = shopYear(new Date());

  let admin: Session;
  let manager: Session;
  let shopper: Session;
  let productId: string;
  let buyer: { id: string; email: string };
  beforeAll(async () => {
    await db().shopSetting.create({ data: { key: "legal", value: LEGAL } });
    invalidateShopSettings();
    admin = await signIn(await makeUser({ role: "admin" }));
    manager = await signIn(await makeUser({ role: "manager" }));
    const user = await makeUser({ verified: true });
    buyer = user;
    shopper = await signIn(user);
    productId = (await makeCatalogue(1, 1000))[0].id;
  });

  /** A paid order placed in English (the invoice's default language is the order's). */
  async function paidOrder(over: Partial<Parameters<typeof makeOrder>[0]> = {}) {
    const lines = [{ productId, quantity: 2, unitPriceCents: 123_456 }];
    const order = await makeOrder({ status: "processing", user: buyer, payment: "paid", lines, ...over });
    await db().order.update({ where: { id: order.id }, data: { locale: "en" } });
    return order;
  }

  it("prints a paid order's invoice with the shop's legal identity, the buyer, the lines and the totals in the buyer's language", async () => {
    const order = await paidOrder();
    await db().order.update({
      where: { id: order.id },
      data: { locale: "de", discountCode: "BENVENUTO10", discountCents: 1_000, vatCents: 44_567, totalCents: 246_402 },
    });
    const res = await get(invoiceLoader, admin, invoiceUrl(order.oid), order.oid);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="invoice-${order.oid}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [page, ...rest] = await pdfText(res);
    expect(rest).toHaveLength(0);
    const invoice = await invoiceOf(order.id);
    expect(invoice?.year).toBe(year);
    for (const text of [
      LEGAL.name,
      "USt-IdNr. IT09876543210",
      "Steuernummer 09876543210",
      "PEC sattva@pec.example.it",
      "Via dell'Indipendenza 12, 40121 Bologna (BO), Italien",
      "Rechnung",
      `Rechnungsnr. ${invoice!.number}/${year}`,
      `Bestellung ${order.oid}`,
      "Ada Rossi",
      "Via Roma 1",
      "Line",
      "2 1.234,56 € 2.469,12 €",
      "Rabatt (BENVENUTO10) - 10,00 €",
      "Versand 4,90 €",
      "Gesamt 2.464,02 €",
      "darin MwSt. 22 % 445,67 €",
      "Nettobetrag 2.018,35 €",
      "Zahlungskarte, bezahlt",
      "Seite 1 von 1",
    ]) {
      expect(page).toContain(text);
    }
  });

  it("prints in another language on request (?lang=), with amounts formatted for it", async () => {
    const order = await paidOrder();
    const fr = (await pdfText(await get(invoiceLoader, admin, invoiceUrl(order.oid, "?lang=fr"), order.oid)))[0];
    expect(fr).toContain("Facture n°");
    expect(fr).toContain("2 469,12 €");
    const it = (await pdfText(await get(invoiceLoader, admin, invoiceUrl(order.oid, "?lang=it"), order.oid)))[0];
    expect(it).toContain("Fattura n.");
    expect(it).toContain("P. IVA IT09876543210");
    // Italian groups thousands from five digits on (CLDR), as Intl formats every amount in the shop.
    expect(it).toContain("2469,12 €");
  });

  it("numbers invoices one after another and keeps an order's number on every later print", async () => {
    const a = await paidOrder();
    const b = await paidOrder({ status: "shipped", payment: undefined });
    const c = await paidOrder({ status: "pending", payment: "paid" });
    const top = async () =>
      (await db().invoice.aggregate({ where: { year }, _max: { number: true } }))._max.number ?? 0;
    const before = await top();
    for (const o of [a, b, c]) await pdfText(await get(invoiceLoader, admin, invoiceUrl(o.oid), o.oid));
    const numbers = await Promise.all([a, b, c].map(async (o) => (await invoiceOf(o.id))!.number));
    expect(numbers).toEqual([before + 1, before + 2, before + 3]);

    const again = (await pdfText(await get(invoiceLoader, manager, invoiceUrl(a.oid), a.oid)))[0];
    expect(again).toContain(`Invoice no. ${before + 1}/${year}`);
    expect((await invoiceOf(a.id))!.number).toBe(before + 1);
    expect(await db().invoice.count({ where: { orderId: a.id } })).toBe(1);
    expect(await top()).toBe(before + 3);

    const issued = await db().auditEvent.findMany({ where: { action: "invoice.issue", entityId: a.id } });
    expect(issued).toHaveLength(1);
    expect(issued[0].data).toMatchObject({ after: { oid: a.oid, year, number: before + 1 } });
    expect(await db().auditEvent.count({ where: { action: "invoice.print", entityId: a.id } })).toBe(2);
  });

  it("gives concurrent first prints distinct consecutive numbers, and one number to one order printed twice at once", async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => paidOrder()));
    const before = (await db().invoice.aggregate({ where: { year }, _max: { number: true } }))._max.number ?? 0;
    const twice = [...orders, orders[0], orders[1]];
    const answers = await Promise.all(twice.map((o) => get(invoiceLoader, admin, invoiceUrl(o.oid), o.oid)));
    expect(answers.map((r) => r.status)).toEqual(twice.map(() => 200));
    const numbers = (await db().invoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } }))
      .map((i) => i.number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
    // The same order printed by two requests at once shows the same number in both.
    const first = await Promise.all([answers[0], answers[6]].map(async (r) => (await pdfText(r))[0]));
    const label = `Invoice no. ${(await invoiceOf(orders[0].id))!.number}/${year}`;
    expect(first[0]).toContain(label);
    expect(first[1]).toContain(label);
  });

  it("refuses the invoice of an unpaid order with a translated 409 page, and numbers nothing", async () => {
    const order = await makeOrder({
      status: "pending",
      user: buyer,
      payment: "pending",
      lines: [{ productId, quantity: 1 }],
    });
    const res = await get(invoiceLoader, admin, invoiceUrl(order.oid), order.oid);
    expect(res.status).toBe(409);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(`Order ${order.oid} has not been paid`);
    expect(html).toContain(`href="/sattva-administration/orders/${order.oid}"`);
    expect(await invoiceOf(order.id)).toBeNull();

    const inItalian = pageRequest(invoiceUrl(order.oid), {
      headers: { cookie: `i18next=it; sattva_session=${admin.token}` },
    });
    const italian = await responseOf(invoiceLoader(args(inItalian, { oid: order.oid })));
    expect(await italian.text()).toContain(`L'ordine ${order.oid} non risulta pagato`);

    const cancelled = await makeOrder({ status: "cancelled", user: buyer, lines: [{ productId, quantity: 1 }] });
    expect((await get(invoiceLoader, admin, invoiceUrl(cancelled.oid), cancelled.oid)).status).toBe(409);
    // The packing slip has no such rule: it is a warehouse paper.
    expect((await get(slipLoader, admin, slipUrl(order.oid), order.oid)).status).toBe(200);
    const missing = await get(invoiceLoader, admin, invoiceUrl("SAT-00000"), "SAT-00000");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("No order has the number SAT-00000.");
  });

  it("is for staff only: a manager prints, a shopper is sent home, a visitor to the log-in page", async () => {
    const order = await paidOrder();
    expect((await get(slipLoader, manager, slipUrl(order.oid), order.oid)).status).toBe(200);
    const home = await get(invoiceLoader, shopper, invoiceUrl(order.oid), order.oid);
    expect([home.status, home.headers.get("location")]).toEqual([302, "/"]);
    const login = await get(slipLoader, null, slipUrl(order.oid), order.oid);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toMatch(/^\/account\/login\?redirectTo=/);
    expect(await invoiceOf(order.id)).toBeNull();
    const bulk = await print(shopper, { document: "packing-slip", oid: order.oid });
    expect([bulk.status, bulk.headers.get("location")]).toEqual([302, "/"]);
    const list = await responseOf(printLoader(args(manager.request("/sattva-administration/orders/print"))));
    expect([list.status, list.headers.get("location")]).toEqual([303, "/sattva-administration/orders"]);
  });

  it("prints a packing slip without prices, with the carrier and tracking number once shipped", async () => {
    const order = await paidOrder({ status: "shipped" });
    await db().order.update({
      where: { id: order.id },
      data: { carrier: "BRT", awb: "BRT-778899", shippedAt: new Date() },
    });
    const [page] = await pdfText(await get(slipLoader, admin, slipUrl(order.oid), order.oid));
    for (const text of [
      "Packing slip",
      LEGAL.name,
      `Order ${order.oid}`,
      "Carrier: BRT",
      "Tracking: BRT-778899",
      "Picked",
      "Items in total: 2",
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain("€");
    const pending = await paidOrder({ status: "pending", payment: undefined });
    const [unsent] = await pdfText(await get(slipLoader, admin, slipUrl(pending.oid, "?lang=buyer"), pending.oid));
    expect(unsent).toContain("Not shipped yet");
  });

  it("carries a long order over several pages, each numbered within the order", async () => {
    const lines = Array.from({ length: 45 }, () => ({ productId, quantity: 1, unitPriceCents: 990 }));
    const order = await makeOrder({ status: "delivered", user: buyer, lines });
    await db().order.update({ where: { id: order.id }, data: { locale: "en" } });
    await db().orderLine.updateMany({
      where: { orderId: order.id },
      data: {
        title:
          "Candela profumata al sandalo e cardamomo in vetro ambrato, stoppino di cotone, cera di soia, fatta a mano",
      },
    });
    const pages = await pdfText(await get(invoiceLoader, admin, invoiceUrl(order.oid), order.oid));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[1]).toContain("continued");
    expect(pages[1]).toContain("Description Qty Unit price Amount");
    expect(pages.at(-1)).toContain("Total €450.40");
  });

  it("prints several orders in one PDF, each from a new page, and lists what it left out on a cover page", async () => {
    const a = await paidOrder();
    const b = await paidOrder({ status: "delivered" });
    const unpaid = await makeOrder({ status: "pending", user: buyer, lines: [{ productId, quantity: 1 }] });
    const slips = await print(admin, { document: "packing-slip", oid: [a.oid, b.oid] });
    expect(slips.headers.get("content-disposition")).toMatch(
      /^inline; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pages = await pdfText(slips);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order ${a.oid}`);
    expect(pages[1]).toContain(`Order ${b.oid}`);

    const invoices = await pdfText(
      await print(admin, { document: "invoice", oid: [a.oid, "SAT-99999", unpaid.oid, b.oid] }),
    );
    expect(invoices).toHaveLength(3);
    expect(invoices[0]).toContain("Orders in this print: 2");
    expect(invoices[0]).toContain("SAT-99999: no order has this number");
    expect(invoices[0]).toContain(`${unpaid.oid}: not paid, no invoice`);
    expect(invoices[1]).toContain(`Order ${a.oid}`);
    expect(invoices[2]).toContain(`Order ${b.oid}`);
    expect(await invoiceOf(b.id)).not.toBeNull();
    expect(await invoiceOf(unpaid.id)).toBeNull();
  });

  it("refuses a bulk print of nothing, of more than 200 orders, of no known document, or of only unpaid orders", async () => {
    const unpaid = await makeOrder({ status: "pending", user: buyer, lines: [{ productId, quantity: 1 }] });
    const cases: [Record<string, string | string[]>, number, string][] = [
      [{ document: "invoice" }, 400, "Choose at least one order to print."],
      [
        { document: "invoice", oid: Array.from({ length: 201 }, (_, i) => `SAT-${30000 + i}`) },
        400,
        "At most 200 orders can be printed at once: you chose 201.",
      ],
      [{ document: "receipt", oid: unpaid.oid }, 400, "Choose what to print: invoices or packing slips."],
      [{ document: "invoice", oid: unpaid.oid }, 409, "None of the chosen orders has been paid"],
      [{ document: "packing-slip", oid: "SAT-99998" }, 404, "None of the chosen orders exists."],
    ];
    for (const [fields, status, message] of cases) {
      const res = await print(manager, fields);
      expect(res.status, message).toBe(status);
      expect(await res.text()).toContain(message);
    }
  });
});
