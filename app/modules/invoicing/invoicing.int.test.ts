import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { issueInvoices } from "~/modules/orders/documents/invoice-numbers.server";
import { shopYear } from "~/modules/orders/documents/text";
import { testNotification } from "~/modules/payments/providers/test-gateway.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import { action as checkoutAction } from "~/routes/api.checkout";
import { action as pageAction } from "~/routes/pages.payment-proceed";
import { loader as xmlLoader } from "~/routes/sattva-administration.orders_.$oid_.invoice[.xml]";
import { checkoutCustomer, makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import {
  args,
  dataOf,
  formRequest,
  jsonRequest,
  pageRequest,
  responseOf,
  statusOf,
} from "../../../tests/support/routes";
import { validateFatturaPA } from "../../../tests/support/xmllint";
import type { InvoiceRequest } from "./schemas";

/**
 * "I need an invoice" end to end through the modules and routes: the checkout's HTML form and
 * JSON API store the request with the order or refuse bad codes with field errors and no order;
 * the payment gives the number (gap-free with concurrent payments and prints); staff download
 * the FatturaPA file, which passes the schema.
 */

const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "f".repeat(40),
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    STRIPE_API_URL: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYPAL_CLIENT_SECRET: undefined,
    FINTECTURE_APP_ID: undefined,
    FINTECTURE_APP_SECRET: undefined,
    FINTECTURE_PRIVATE_KEY: undefined,
  },
  { outbox: "invoicing" },
);

const en = JSON.parse(readFileSync(path.resolve("locales/en/invoicing.json"), "utf8")) as {
  errors: Record<string, string>;
};

let n = 0;
const email = () => `invoice${++n}@example.test`;

const COMPANY = { type: "company", name: "Bottega Srl", vatNumber: "IT00488410010", sdiCode: "m5uxcr1" };
const PERSON: InvoiceRequest = {
  type: "person",
  name: "Mario Rossi",
  fiscalCode: "RSSMRA85T10A562S",
  vatCountry: null,
  vatNumber: null,
  sdiCode: null,
  pec: null,
};

const apiPost = async (body: unknown) => {
  const res = await responseOf(checkoutAction(args(jsonRequest("/api/checkout", body, { cookie: "i18next=en" }))));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const orders = () => db().order.count();

/** An order placed through the checkout core (test gateway), with or without an invoice request. */
async function place(invoice: InvoiceRequest | null) {
  const [p] = await makeCatalogue(1, 5);
  const r = await checkout({
    method: "card",
    items: [{ productId: p.id, quantity: 2 }],
    customer: checkoutCustomer(email()),
    invoice,
    user: null,
    locale: "it",
    clientIp: null,
  });
  if (!r.ok || !r.start.ok) throw new Error(`checkout failed: ${JSON.stringify(r)}`);
  const payment = await db().payment.findUniqueOrThrow({ where: { id: r.paymentId } });
  return { orderId: r.orderId, oid: r.oid, ref: payment.providerRef!, amount: payment.amountCents };
}

const pay = (o: Awaited<ReturnType<typeof place>>) => {
  const note = testNotification("approve", { ref: o.ref, amountCents: o.amount, currency: "EUR" });
  return receiveNotification("test", note.body, note.headers);
};

describe("invoices for Italian and EU buyers", () => {
  withTestDatabase();

  it("POST /api/checkout stores the invoice request with the order, in the buyer's codes' normal form", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const res = await apiPost({
      method: "card",
      items: [{ id: p.id, quantity: 1 }],
      customer: checkoutCustomer(email()),
      invoice: COMPANY,
    });
    expect(res.status).toBe(201);
    const stored = await db().invoiceRequest.findUniqueOrThrow({ where: { orderId: res.body.orderId as string } });
    expect(stored).toMatchObject({
      type: "company",
      name: "Bottega Srl",
      vatCountry: "IT",
      vatNumber: "00488410010",
      sdiCode: "M5UXCR1",
      pec: null,
      fiscalCode: null,
    });
  });

  it("POST /api/checkout refuses bad codes field by field (422, translated) and places no order", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const before = await orders();
    const base = { method: "card", items: [{ id: p.id, quantity: 1 }], customer: checkoutCustomer(email()) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: "person", name: "Mario Rossi", fiscalCode: "RSSMRA85T10A562T" }, "invoice.fiscalCode", "fiscalCode"],
      [{ type: "person", name: "Mario Rossi" }, "invoice.fiscalCode", "fiscalCodeRequired"],
      [{ ...COMPANY, vatNumber: "IT00488410011" }, "invoice.vatNumber", "vatNumber"],
      [{ ...COMPANY, vatNumber: "DE12345678" }, "invoice.vatNumber", "vatNumber"],
      [{ ...COMPANY, sdiCode: undefined }, "invoice.sdiCode", "sdiOrPec"],
      [{ ...COMPANY, sdiCode: "ABC12" }, "invoice.sdiCode", "sdiCode"],
      [{ ...COMPANY, sdiCode: "0000000" }, "invoice.pec", "pecForNoCode"],
      [{ ...COMPANY, sdiCode: undefined, pec: "not-a-pec" }, "invoice.pec", "pec"],
      [{ type: "shop", name: "X" }, "invoice.type", "type"],
    ];
    for (const [invoice, field, key] of cases) {
      const res = await apiPost({ ...base, invoice });
      expect(res.status, JSON.stringify(invoice)).toBe(422);
      expect((res.body.fieldErrors as Record<string, string>)[field], JSON.stringify(invoice)).toBe(en.errors[key]);
    }
    expect(await orders()).toBe(before);
    // An EU company needs neither an SDI code nor a PEC.
    const eu = await apiPost({
      ...base,
      invoice: { type: "company", name: "Räucherwerk GmbH", vatNumber: "DE123456789" },
    });
    expect(eu.status).toBe(201);
    expect(await db().invoiceRequest.findUnique({ where: { orderId: eu.body.orderId as string } })).toMatchObject({
      vatCountry: "DE",
      vatNumber: "123456789",
      sdiCode: null,
    });
  });

  it("the payment page: the ticked box's fields are stored with the order; bad ones come back per field, no order", async () => {
    env.set();
    const [p] = await makeCatalogue(1, 5);
    const c = checkoutCustomer(email());
    const fields = {
      fullName: c.fullName,
      email: c.email,
      phone: c.phone,
      address: c.address,
      city: c.city,
      postalCode: c.postalCode,
      country: c.country,
      method: "card",
      product: p.id,
      quantity: "1",
      invoiceWanted: "on",
      invoiceType: "person",
      invoiceName: "Mario Rossi",
      invoiceFiscalCode: "rssmra85t10a562s",
    };
    const url = `/pages/payment-proceed?method=card&product=${p.id}&quantity=1`;
    const before = await orders();
    const bad = await pageAction(
      args(formRequest(url, { ...fields, invoiceFiscalCode: "RSSMRA85T10A562X" }, { cookie: "i18next=en" })),
    );
    expect(statusOf(bad)).toBe(400);
    const answer = dataOf<{ invoice: { errors: Record<string, string>; values: Record<string, string> } }>(bad);
    expect(answer.invoice.errors).toEqual({ invoiceFiscalCode: "invoicing:errors.fiscalCode" });
    expect(answer.invoice.values.invoiceName).toBe("Mario Rossi");
    expect(await orders()).toBe(before);

    const placed = await responseOf(pageAction(args(formRequest(url, fields, { cookie: "i18next=en" }))));
    expect(placed.status).toBe(303);
    expect(await orders()).toBe(before + 1);
    const order = await db().order.findFirstOrThrow({ where: { email: c.email }, select: { invoiceRequest: true } });
    expect(order.invoiceRequest).toMatchObject({ type: "person", fiscalCode: "RSSMRA85T10A562S", name: "Mario Rossi" });

    // The box not ticked: the fields are not read (nothing refused, nothing stored).
    const c2 = checkoutCustomer(email());
    const { invoiceWanted: _ticked, ...unticked } = { ...fields, email: c2.email, invoiceFiscalCode: "nonsense" };
    const plain = await responseOf(pageAction(args(formRequest(url, unticked))));
    expect(plain.status).toBe(303);
    const order2 = await db().order.findFirstOrThrow({ where: { email: c2.email }, select: { invoiceRequest: true } });
    expect(order2.invoiceRequest).toBeNull();
  });

  it("numbers stay gap-free and unique when payments of invoiced orders and staff prints run at once", async () => {
    env.set();
    const staff = await makeUser({ role: "manager" });
    const year = shopYear(new Date());
    const start = (await db().invoice.aggregate({ where: { year }, _max: { number: true } }))._max.number ?? 0;
    // Two paid orders without a request (numbered by a print), eight with one (numbered at payment).
    const plain = [await place(null), await place(null)];
    for (const o of plain) expect((await pay(o)).status).toBe(200);
    expect(await db().invoice.count({ where: { orderId: { in: plain.map((o) => o.orderId) } } })).toBe(0);
    const invoiced = [];
    for (let i = 0; i < 8; i++) invoiced.push(await place(PERSON));

    const answers = await Promise.all([
      ...invoiced.map(pay),
      issueInvoices(staff, [{ id: plain[0].orderId, oid: plain[0].oid }]),
      issueInvoices(staff, [{ id: plain[1].orderId, oid: plain[1].oid }]),
      // The same notification twice: the second is a duplicate and numbers nothing.
      pay(invoiced[0]),
    ]);
    for (const a of answers.slice(0, 8)) expect((a as { status: number }).status).toBe(200);

    const numbers = await db().invoice.findMany({
      where: { orderId: { in: [...plain, ...invoiced].map((o) => o.orderId) } },
      select: { orderId: true, number: true, year: true },
    });
    expect(numbers).toHaveLength(10);
    expect(numbers.every((x) => x.year === year)).toBe(true);
    expect(numbers.map((x) => x.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => start + i + 1),
    );
    // Each invoiced order got its number with its payment, recorded by the shop itself.
    const audits = await db().auditEvent.count({
      where: { action: "invoice.issue", actorId: null, entityId: { in: invoiced.map((o) => o.orderId) } },
    });
    expect(audits).toBe(8);
  });

  it("staff download a paid invoiced order's FatturaPA file, which passes the schema; refusals otherwise", async () => {
    env.set();
    const staff = await signIn(await makeUser({ role: "admin" }));
    const shopper = await signIn(await makeUser());
    const company = await place({
      ...PERSON,
      type: "company",
      name: "Bottega & Figli",
      fiscalCode: null,
      vatCountry: "IT",
      vatNumber: "00488410010",
      sdiCode: null,
      pec: "fatture@pec.bottega.it",
    });
    const get = (as: typeof staff | null, oid: string) => {
      const url = `/sattva-administration/orders/${oid}/invoice.xml`;
      return responseOf(xmlLoader(args(as ? as.request(url) : pageRequest(url), { oid })));
    };

    const unpaid = await get(staff, company.oid);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.text()).toContain("not paid yet");
    await pay(company);

    const res = await get(staff, company.oid);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="IT\d{11}_[A-Z0-9]{5}\.xml"$/);
    const xml = await res.text();
    expect(validateFatturaPA(xml)).toMatchObject({ ok: true });
    expect(xml).toContain("<CodiceDestinatario>0000000</CodiceDestinatario>");
    expect(xml).toContain("<PECDestinatario>fatture@pec.bottega.it</PECDestinatario>");
    expect(xml).toContain("<Denominazione>Bottega &amp; Figli</Denominazione>");
    // The same number as the PDF invoice, and again on a second download.
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId: company.orderId } });
    expect(xml).toContain(`<Numero>${invoice.number}/${invoice.year}</Numero>`);
    expect(await (await get(staff, company.oid)).text()).toContain(
      `<Numero>${invoice.number}/${invoice.year}</Numero>`,
    );
    expect(await db().auditEvent.count({ where: { action: "invoice.xml", entityId: company.orderId } })).toBe(2);

    const plain = await place(null);
    await pay(plain);
    const notAsked = await get(staff, plain.oid);
    expect(notAsked.status).toBe(409);
    expect(await notAsked.text()).toContain("did not ask for an invoice");
    expect((await get(staff, "SAT-0")).status).toBe(404);
    // Not staff: sent to log in, or home; nothing served.
    const anonymous = await get(null, company.oid);
    expect(anonymous.status).toBe(302);
    const asShopper = await get(shopper, company.oid);
    expect([302, 303]).toContain(asShopper.status);
    expect(asShopper.headers.get("content-type") ?? "").not.toContain("xml");
  });
});
