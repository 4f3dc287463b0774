import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { intlLocale } from "~/lib/languages";
import { cartCookieHeader } from "~/modules/cart/cart-cookie.server";
import { action, loader } from "~/routes/pages.erase-my-data";
import { action as checkoutAction } from "~/routes/pages.payment-proceed";
import { loader as termsLoader } from "~/routes/terms-&-conditions";
import { loader as privacyLoader } from "~/routes/privacy-policy";
import { makeCatalogue, makeOrder, makeUser } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, mailedToken, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, headerOf, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { CONSENT_VERSIONS } from "./consent-versions";
import { ERASURE_LINK_TTL_MS, erasureToken } from "./erasure-token.server";

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "e".repeat(40) }, { outbox: "guest-erasure" });

const PATH = "/pages/erase-my-data";
type View = { kind: string; [k: string]: unknown };
type Answer = { view?: View; error?: string; errors?: { email?: string } };

let clients = 0;
/** A request from a client address of its own (the forms are rate-limited per address). */
const post = (fields: Record<string, string>, ip = `198.51.100.${++clients}`) =>
  formRequest(PATH, fields, { "x-client-ip": ip, cookie: "i18next=en" });
const open = (token: string) => pageRequest(`${PATH}?token=${token}`, { headers: { cookie: "i18next=en" } });
/** What the page's loader answers (plain data). */
const loaded = async (request: Request) =>
  (await loader(args(request))) as unknown as { view: View; seo: { noindex?: boolean }; hours: number };

/** Asks for the link through the page and returns the mailed token (or null when no mail came). */
async function requestLink(typed: string) {
  const email = typed.trim().toLowerCase();
  const before = env.mailsTo(email).length;
  const res = (await settle(action(args(post({ intent: "request", email: typed }))))) as Response;
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`${PATH}?sent=1`);
  const mails = env.mailsTo(email);
  if (mails.length === before) return null;
  return { mail: mails.at(-1)!, token: mailedToken(mails.at(-1)!, PATH) ?? null };
}

/** A guest with something of every kind, another address's data beside it. */
async function guestWithData(email: string) {
  const [p, q] = await makeCatalogue(2, 0);
  const delivered = await makeOrder({
    status: "delivered",
    lines: [{ productId: p.id, quantity: 1 }],
    email,
    guest: true,
  });
  const shipped = await makeOrder({ status: "shipped", lines: [{ productId: q.id, quantity: 1 }], email, guest: true });
  await db().order.updateMany({
    where: { id: { in: [delivered.id, shipped.id] } },
    data: { phone: "3471234567", clientIp: "203.0.113.7" },
  });
  await db().invoice.create({ data: { orderId: delivered.id, year: 2026, number: 9000 + ++clients } });
  const other = "someone-else@erasure.test";
  const otherOrder = await makeOrder({
    status: "delivered",
    lines: [{ productId: p.id, quantity: 1 }],
    email: other,
    guest: true,
  });
  await db().order.update({ where: { id: otherOrder.id }, data: { phone: "3330000000" } });
  for (const address of [email, other]) {
    await db().newsletterSubscriber.create({ data: { email: address, consentText: "Yes", confirmedAt: new Date() } });
    await db().backInStockAlert.create({ data: { productId: p.id, email: address, status: "waiting" } });
    await db().contactMessage.create({
      data: { name: "G", email: address, subject: "Hello", message: "A question" },
    });
  }
  // A barrier report typed in capitals, stored before addresses were lower-cased.
  await db().contactMessage.create({
    data: { name: "G", email: email.toUpperCase(), subject: "Barrier", message: "Button too small" },
  });
  await db().backInStockAlert.create({ data: { productId: q.id, email, status: "pending" } });
  await db().consent.createMany({
    data: [
      { kind: "terms", version: "t1", granted: true, source: "checkout", email, orderId: delivered.id },
      { kind: "terms", version: "t1", granted: true, source: "checkout", email, orderId: shipped.id },
      { kind: "newsletter", version: "n1", granted: true, source: "newsletter", email },
      { kind: "newsletter", version: "n1", granted: false, source: "newsletter-unsubscribe", email },
      { kind: "newsletter", version: "n1", granted: true, source: "newsletter", email: other },
    ],
  });
  return { delivered, shipped, otherOrder, other };
}

const audits = () => db().auditEvent.count({ where: { action: "guest.erase" } });

const heldFor = async (email: string) => ({
  newsletter: await db().newsletterSubscriber.count({ where: { email } }),
  alerts: await db().backInStockAlert.count({ where: { email } }),
  messages: await db().contactMessage.count({ where: { email: { equals: email, mode: "insensitive" } } }),
  consents: (await db().consent.findMany({ where: { email }, orderBy: { createdAt: "asc" } })).map((c) => c.kind),
  orders: await db().order.count({ where: { email } }),
});

describe("a guest's erasure", () => {
  withTestDatabase();

  it("the mailed link shows what goes and what stays; one POST erases it all but the orders, audited", async () => {
    const email = "guest@erasure.test";
    const { delivered, shipped, otherOrder, other } = await guestWithData(email);
    const otherBefore = await heldFor(other);

    // Asked with the address typed in capitals: the mail goes to the address, in the page's language.
    const link = await requestLink(" Guest@Erasure.TEST ");
    expect(link?.token).toBeTruthy();
    expect(link!.mail).toContain("Subject: Erase your data at Sattva: confirm with this link");
    expect(link!.mail).toContain(`${SHOP_URL}${PATH}?token=`);
    expect(link!.mail).toContain("within 24 hours");
    expect(link!.mail).toContain("for 10 years, because Italian tax law requires it (DPR 600/1973 art. 22");

    // Opening the link changes nothing: it lists what goes and what stays.
    const review = await loaded(open(link!.token!));
    expect(await heldFor(email)).toMatchObject({ newsletter: 1, alerts: 2, messages: 2, orders: 2 });
    expect(review.seo.noindex).toBe(true);
    expect(review.view).toMatchObject({
      kind: "review",
      email,
      summary: {
        account: false,
        newsletter: true,
        alerts: 2,
        messages: 2,
        consents: 2,
        orders: [
          { oid: delivered.oid, finished: true, invoiced: true },
          { oid: shipped.oid, finished: false, invoiced: false },
        ],
      },
    });

    const erased = await action(args(post({ intent: "erase", token: link!.token! }, "203.0.113.50")));
    expect(statusOf(erased)).toBe(200);
    expect(dataOf<Answer>(erased).view).toEqual({
      kind: "done",
      result: {
        erased: { newsletter: 1, alerts: 2, messages: 2, consents: 2 },
        kept: [
          expect.objectContaining({ oid: delivered.oid, invoiced: true }),
          expect.objectContaining({ oid: shipped.oid, invoiced: false }),
        ],
        cleared: [delivered.oid],
      },
    });
    // Gone: newsletter, alerts, messages (any case), consents; kept: the orders and their terms.
    expect(await heldFor(email)).toEqual({
      newsletter: 0,
      alerts: 0,
      messages: 0,
      consents: ["terms", "terms"],
      orders: 2,
    });
    const kept = await db().order.findMany({
      where: { id: { in: [delivered.id, shipped.id] } },
      orderBy: { oid: "asc" },
      select: {
        oid: true,
        phone: true,
        clientIp: true,
        shipName: true,
        email: true,
        invoice: { select: { id: true } },
      },
    });
    const byOid = Object.fromEntries(kept.map((o) => [o.oid, o]));
    // The finished order loses its phone and client address; the one on its way keeps them for the carrier.
    expect(byOid[delivered.oid]).toMatchObject({ phone: null, clientIp: null, shipName: "Ada Rossi", email });
    expect(byOid[delivered.oid].invoice).not.toBeNull();
    expect(byOid[shipped.oid]).toMatchObject({ phone: "3471234567", clientIp: "203.0.113.7" });
    // Nobody else's data moved.
    expect(await heldFor(other)).toEqual(otherBefore);
    expect((await db().order.findUniqueOrThrow({ where: { id: otherOrder.id } })).phone).toBe("3330000000");

    // Staff see it in the audit log: counts and order numbers, never the address.
    const audit = await db().auditEvent.findMany({ where: { action: "guest.erase" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, entity: "Guest", ip: "203.0.113.50" });
    expect(audit[0].data).toMatchObject({
      erased: { newsletter: 1, alerts: 2, messages: 2, consents: 2 },
      keptOrders: [delivered.oid, shipped.oid],
      phoneAndIpCleared: [delivered.oid],
    });
    expect(JSON.stringify(audit[0].data)).not.toContain("erasure.test");

    // Twice: the same link again erases nothing more, says so, and adds no audit record.
    const again = await action(args(post({ intent: "erase", token: link!.token! })));
    expect(statusOf(again)).toBe(200);
    expect(dataOf<Answer>(again).view).toMatchObject({
      kind: "done",
      result: { erased: { newsletter: 0, alerts: 0, messages: 0, consents: 0 }, cleared: [] },
    });
    expect(await audits()).toBe(1);
    // The page the link opens now says there is nothing left but the orders kept.
    const after = await loaded(open(link!.token!));
    expect(after.view).toMatchObject({
      kind: "review",
      summary: { newsletter: false, alerts: 0, messages: 0, consents: 0 },
    });
  });

  it("an account's address gets the way to the account's deletion, and nothing is erased from here", async () => {
    const auditsBefore = await audits();
    const user = await makeUser({ email: "member@erasure.test" });
    await db().newsletterSubscriber.create({
      data: { email: user.email, consentText: "Yes", confirmedAt: new Date() },
    });
    const link = await requestLink(user.email);
    expect(link?.token).toBeNull();
    expect(link!.mail).toContain("Subject: Erase your data at Sattva: sign in to your account");
    expect(link!.mail).toContain(`${SHOP_URL}/account/settings#settings-delete`);
    expect(link!.mail).toContain("Your orders and their invoices are kept for 10 years");

    // A link made for it all the same (an account opened after the mail): the page and the POST refuse.
    const token = erasureToken(user.email);
    expect((await loaded(open(token))).view).toEqual({ kind: "account" });
    const refused = await action(args(post({ intent: "erase", token })));
    expect(statusOf(refused)).toBe(409);
    expect(dataOf<Answer>(refused).view).toEqual({ kind: "account" });
    expect(await db().newsletterSubscriber.count({ where: { email: user.email } })).toBe(1);
    expect(await db().user.count({ where: { id: user.id, deletedAt: null } })).toBe(1);
    expect(await audits()).toBe(auditsBefore);
  });

  it("an expired or forged link erases nothing and offers a new one", async () => {
    const auditsBefore = await audits();
    const email = "late@erasure.test";
    await db().newsletterSubscriber.create({ data: { email, consentText: "Yes", confirmedAt: new Date() } });
    const expired = erasureToken(email, Date.now() - ERASURE_LINK_TTL_MS - 1000);
    const valid = erasureToken(email);
    // Another address in a valid token's payload, the signature of the first: refused.
    const forged = valid.slice(0, 43) + Buffer.from(`${Date.now() + 60_000}\nother@erasure.test`).toString("base64url");
    const tampered = valid.slice(0, 42) + (valid[42] === "A" ? "B" : "A") + valid.slice(43);
    const cases: [string, string][] = [
      [expired, "expired"],
      [forged, "invalid"],
      [tampered, "invalid"],
      ["x".repeat(60), "invalid"],
      ["", "invalid"],
    ];
    for (const [token, reason] of cases) {
      expect((await loaded(open(token))).view).toEqual({
        kind: "request",
        sent: false,
        link: reason,
      });
      const res = await action(args(post({ intent: "erase", token })));
      expect(statusOf(res)).toBe(400);
      expect(dataOf<Answer>(res).view).toMatchObject({ kind: "request", link: reason });
    }
    expect(await db().newsletterSubscriber.count({ where: { email } })).toBe(1);
    expect(await audits()).toBe(auditsBefore);
  });

  it("the request answers the same for every address, refuses a bad one, and is rate-limited", async () => {
    // Unknown: the same redirect, and no mail at all.
    env.clearOutbox();
    expect(await requestLink("nobody@erasure.test")).toBeNull();
    expect(env.mails()).toHaveLength(0);
    const sent = await loaded(pageRequest(`${PATH}?sent=1`));
    expect(sent.view).toEqual({ kind: "request", sent: true, link: null });
    expect(sent.seo.noindex).toBeUndefined();

    for (const [email, key] of [
      ["", "errors.required"],
      ["not-an-address", "errors.emailInvalid"],
    ]) {
      const res = await action(args(post({ intent: "request", email })));
      expect(statusOf(res)).toBe(400);
      expect(dataOf<Answer>(res).errors).toEqual({ email: key });
    }

    // Per client address: 5 in 10 minutes, then 429 with Retry-After.
    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i++) {
      const ok = (await settle(action(args(post({ intent: "request", email: `n${i}@erasure.test` }, ip))))) as Response;
      expect(ok.status).toBe(303);
    }
    const limited = await action(args(post({ intent: "request", email: "n9@erasure.test" }, ip)));
    expect(statusOf(limited)).toBe(429);
    expect(headerOf(limited, "Retry-After")).toMatch(/^\d+$/);
    expect(dataOf<Answer>(limited).error).toBe("request.rateLimited");

    // Per address: the fourth request in the window still says the same, but mails nothing.
    const email = "flooded@erasure.test";
    await db().newsletterSubscriber.create({ data: { email, consentText: "Yes", confirmedAt: new Date() } });
    for (let i = 0; i < 4; i++) await requestLink(email);
    expect(env.mailsTo(email)).toHaveLength(3);
  });

  it("the privacy policy links to the page", async () => {
    const page = await privacyLoader(args(pageRequest("/privacy-policy")));
    expect(page.more).toMatchObject({ to: PATH, link: "Erase my data" });
  });
});

describe("the terms at checkout", () => {
  withTestDatabase();

  it("placing an order from the page records the terms' version the terms page shows, with the sentence shown", async () => {
    const [p] = await makeCatalogue(1, 5);
    const cookie = `i18next=en; ${(await cartCookieHeader([{ productId: p.id, quantity: 1 }])).split(";")[0]}`;
    const email = "terms@erasure.test";
    const placed = (await settle(
      checkoutAction(
        args(
          formRequest(
            "/pages/payment-proceed?method=bank-transfer",
            {
              fullName: "Ada Rossi",
              email,
              address: "Via Roma 1",
              city: "Bologna",
              postalCode: "40100",
              phone: "347 123 4567",
              country: "IT",
              method: "bank-transfer",
              intent: "place",
            },
            { cookie },
          ),
        ),
      ),
    )) as Response;
    expect(placed.status).toBe(303);
    const consent = await db().consent.findFirstOrThrow({ where: { email, kind: "terms" } });
    expect(consent).toMatchObject({
      version: CONSENT_VERSIONS.terms,
      source: "checkout",
      text: "By placing the order you accept our terms of sale and confirm you have read the privacy policy.",
    });
    expect(consent.orderId).not.toBeNull();
    // The terms page names that version, as a date, in the reader's language.
    const terms = await termsLoader(args(pageRequest("/terms-&-conditions")));
    const [y, m, d] = consent.version.split("-").map(Number);
    const shown = new Intl.DateTimeFormat(intlLocale.en, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(y, m - 1, d, 12)),
    );
    expect(terms.note).toBe(`Version of ${shown}`);
  });
});
