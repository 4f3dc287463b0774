import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { readAttemptToken } from "~/modules/payments/attempts.server";
import { providerFor } from "~/modules/payments/registry.server";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/api.checkout";
import { action as retryAction } from "~/routes/api.checkout.retry";
import { action as fintectureAction } from "~/routes/fintecture.initiate-payment";
import { action as stripeAction, loader as stripeLoader } from "~/routes/stripe.create-checkout-session";
import { makeCatalogue, makeUser, signIn, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, jsonRequest, pageRequest, responseOf } from "../../../tests/support/routes";
import { checkoutPosts } from "./checkout.server";
import { priceOrder } from "./pricing";

const NO_PROVIDERS = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_URL: undefined,
  FINTECTURE_APP_ID: undefined,
  FINTECTURE_APP_SECRET: undefined,
  FINTECTURE_PRIVATE_KEY: undefined,
  PAYPAL_CLIENT_ID: undefined,
  PAYPAL_CLIENT_SECRET: undefined,
  PAYPAL_WEBHOOK_ID: undefined,
  PAYMENTS_TEST_MODE: undefined,
};
const env = withTestEnv({ ...MAIL_ENV, ...NO_PROVIDERS, SESSION_SECRET: "k".repeat(40) }, { outbox: "checkout-api" });

const en = JSON.parse(readFileSync(path.resolve("locales/en/checkout.json"), "utf8")).errors as Record<string, string>;
const it_ = JSON.parse(readFileSync(path.resolve("locales/it/checkout.json"), "utf8")).errors as Record<string, string>;

let buyers = 0;
const customer = (o: Record<string, unknown> = {}) => ({
  fullName: "Ada Rossi",
  email: `buyer${++buyers}@example.test`,
  address: "Via Roma 1",
  city: "Bologna",
  postalCode: "40100",
  phone: "+39 347 123 4567",
  country: "IT",
  ...o,
});

type Handler = (a: ReturnType<typeof args>) => unknown;
async function post(handler: Handler, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await responseOf(handler(args(jsonRequest(url, body, headers))));
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
const checkoutPost = (body: unknown, headers?: Record<string, string>) =>
  post(checkoutAction, "/api/checkout", body, headers);

const written = async () => ({ orders: await db().order.count(), payments: await db().payment.count() });

/** A translation key where a sentence should be ("errors.attemptInvalid"): i18next's answer to a missing key. */
const RAW_KEY = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;

/** A TCP port nothing listens on: a provider pointed there is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("checkout JSON paths", () => {
  withTestDatabase();

  it("POST /api/checkout prices from the database and ignores prices, totals and other keys", async () => {
    env.set();
    const [a, b] = await makeCatalogue(2, 10);
    const other = await makeUser();
    const res = await checkoutPost({
      method: "card",
      items: [
        { id: a.id, quantity: 2, price: 0.01, title: "cheap" },
        { id: b.id, quantity: 1, price: "0" },
      ],
      customer: customer(),
      totalAmount: 0.01,
      totals: { totalCents: 1 },
      status: "processing",
      userId: other.id,
      role: "admin",
    });
    expect(res.status).toBe(201);
    const order = await db().order.findUniqueOrThrow({ where: { id: String(res.body.orderId) } });
    const expected = priceOrder(
      [
        { unitPriceCents: 1000, quantity: 2 },
        { unitPriceCents: 1100, quantity: 1 },
      ].map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
      "IT",
      0,
      SETTING_DEFAULTS,
    );
    expect(order.totalCents).toBe(expected.totalCents);
    expect(res.body.totals).toEqual(expected);
    expect(res.body.totalAmount).toBe(expected.totalCents / 100);
    expect(res.body.oid).toBe(order.oid);
    expect(order).toMatchObject({ status: "pending", userId: null, paymentMethod: "card", subtotalCents: 3100 });
    expect(String(res.body.redirectUrl)).toMatch(/\/payments\/test\/checkout\/tg_/);
    const paymentId = readAttemptToken(String(res.body.paymentToken));
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId! } })).orderId).toBe(order.id);
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(9);
  });

  it("refuses tampered quantities with the spec's field messages, writing nothing", async () => {
    const [p] = await makeCatalogue(1, 10);
    const before = await written();
    for (const quantity of [0, -1, 1.5, 1e9, "1e2", "2", null]) {
      const res = await checkoutPost({ method: "card", items: [{ id: p.id, quantity }], customer: customer() });
      expect(res.status, String(quantity)).toBe(422);
      expect(res.body.error).toBe(en.missingInfo);
      expect((res.body.fieldErrors as Record<string, string>)["items.0.quantity"]).toBe(
        quantity === 1e9 ? en.quantityTooLarge : en.quantityInvalid,
      );
    }
    const bad = await checkoutPost({
      method: "cash",
      items: [{ id: p.id, quantity: 1 }],
      customer: customer({ email: "not-an-email", phone: "12" }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors).toMatchObject({
      method: en.methodInvalid,
      "customer.email": en.emailInvalid,
      "customer.phone": en.phoneInvalid,
    });
    const italian = await checkoutPost(
      { method: "card", items: [{ id: p.id, quantity: 1 }], customer: customer({ email: "x@" }) },
      { "accept-language": "it" },
    );
    expect(italian.body).toMatchObject({ error: it_.missingInfo, fieldErrors: { "customer.email": it_.emailInvalid } });
    expect((await checkoutPost({ method: "card", items: [], customer: customer() })).status).toBe(422);
    expect(await written()).toEqual(before);
    expect(await stockOf(p.id)).toBe(10);
  });

  it("answers 415, 413 and 400 for bodies that are not a JSON checkout, and 405 to GET", async () => {
    const form = await responseOf(
      checkoutAction(
        args(pageRequest("/api/checkout", { method: "POST", body: new URLSearchParams({ method: "card" }) })),
      ),
    );
    expect(form.status).toBe(415);
    expect(((await form.json()) as { error: string }).error).toBe(en.missingInfo);
    expect(await checkoutPost("{not json")).toMatchObject({ status: 400, body: { error: en.missingInfo } });
    expect((await checkoutPost("[1,2]")).status).toBe(400);
    const tooLarge = await checkoutPost({ pad: "x".repeat(40 * 1024) });
    expect(tooLarge).toMatchObject({ status: 413, body: { error: en.requestTooLarge } });
    expect(String(tooLarge.body.error)).not.toMatch(RAW_KEY);
    const get = await responseOf(checkoutLoader());
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await responseOf(stripeLoader())).status).toBe(405);
  });

  it("answers 409 naming the product and the units left, and takes nothing", async () => {
    const [a, b] = await makeCatalogue(2, 1);
    const before = await written();
    const res = await checkoutPost({
      method: "paypal",
      items: [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 3 },
      ],
      customer: customer(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      en.stockShort.replace("{{available}}", "1").replace("{{title}}", b.title).replace("{{requested}}", "3"),
    );
    expect(res.body).toMatchObject({ productId: b.id, available: 1 });
    expect(await stockOf(a.id)).toBe(1);
    expect(await written()).toEqual(before);
    const unknown = await checkoutPost({
      method: "card",
      items: [{ id: "c0000000000000000000000000", quantity: 1 }],
      customer: customer(),
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: en.unknownProduct } });
  });

  it("links the order to the signed-in shopper (cookie or bearer token), not to a userId in the body", async () => {
    const [p] = await makeCatalogue(1, 10);
    const shopper = await makeUser();
    const other = await makeUser();
    const { token } = await signIn(shopper);
    const bearer = await checkoutPost(
      { method: "card", items: [{ id: p.id, quantity: 1 }], customer: customer(), userId: other.id },
      { authorization: `Bearer ${token}` },
    );
    expect(bearer.status).toBe(201);
    const cookie = await checkoutPost(
      { method: "bank-transfer", items: [{ id: p.id, quantity: 1 }], customer: customer() },
      { cookie: `sattva_session=${token}` },
    );
    expect(cookie.status).toBe(201);
    for (const r of [bearer, cookie]) {
      const o = await db().order.findUniqueOrThrow({ where: { id: String(r.body.orderId) } });
      expect(o).toMatchObject({ userId: shopper.id, guestEmail: null });
    }
  });

  it("limits checkout POSTs per client address (429 with Retry-After)", async () => {
    const ip = { "x-client-ip": "198.51.100.77" };
    for (let i = 0; i < checkoutPosts.limit; i++) expect((await checkoutPost({}, ip)).status).toBe(422);
    const limited = await checkoutPost({}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error).toBe(en.rateLimited.replace("{{minutes}}", "10"));
    expect((await checkoutPost({}, { "x-client-ip": "198.51.100.78" })).status).toBe(422);
  });

  it("POST /stripe/create-checkout-session: the spec's body, items by id or title, answers { id, url }", async () => {
    const [a, b] = await makeCatalogue(2, 10);
    const res = await post(stripeAction, "/stripe/create-checkout-session", {
      items: [
        { id: a.id, title: "whatever", price: 0.01, quantity: 2, imgUrl: "" },
        { title: b.title.toUpperCase(), price: "1", quantity: 1 },
      ],
      totalAmount: 0.03,
      customer: {
        fullName: "Ada Rossi",
        email: "spec@example.test",
        address: "Via Roma 1",
        postalCode: "40100",
        phone: "3471234567",
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["id", "url"]);
    const payment = await db().payment.findFirstOrThrow({
      where: { providerRef: String(res.body.id) },
      include: { order: { include: { lines: true } } },
    });
    expect(res.body.url).toBe(payment.redirectUrl);
    expect(String(res.body.id)).toMatch(/^tg_/);
    expect(payment.method).toBe("card");
    expect(payment.order.subtotalCents).toBe(2 * 1000 + 1100);
    expect(payment.order.shipCountry).toBe("IT");
    expect(payment.order.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 1],
      ].sort(),
    );

    const before = await written();
    const unknown = await post(stripeAction, "/stripe/create-checkout-session", {
      items: [{ title: "No such incense", price: 1, quantity: 1 }],
      totalAmount: 1,
      customer: customer(),
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { error: en.unknownProduct, fieldErrors: { "items.0.title": en.itemInvalid } },
    });
    const nameless = await post(stripeAction, "/stripe/create-checkout-session", {
      items: [{ quantity: 1 }],
      customer: customer(),
    });
    expect(nameless).toMatchObject({ status: 422, body: { fieldErrors: { "items.0.title": en.required } } });
    expect(await written()).toEqual(before);
  });

  it("POST /fintecture/initiate-payment answers { redirect_url } for a bank transfer", async () => {
    const [p] = await makeCatalogue(1, 10);
    const res = await post(fintectureAction, "/fintecture/initiate-payment", {
      items: [{ title: p.title, price: 0, quantity: 3 }],
      totalAmount: 0,
      customer: {
        fullName: "Ada Rossi",
        email: "ft@example.test",
        address: "Via Roma 1",
        postalCode: "40100",
        phone: "3471234567",
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["redirect_url"]);
    const payment = await db().payment.findFirstOrThrow({
      where: { redirectUrl: String(res.body.redirect_url) },
      include: { order: true },
    });
    expect(payment).toMatchObject({
      method: "bank-transfer",
      order: { subtotalCents: 3000, paymentMethod: "bank-transfer" },
    });
    expect(await stockOf(p.id)).toBe(7);
  });

  it("a provider that is down answers 503 with a token; the retry reuses the same attempt", async () => {
    const down = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    env.set({ ...down, STRIPE_API_URL: `http://127.0.0.1:${await closedPort()}` });
    expect(providerFor("card").id, "Stripe's keys are set: Stripe takes cards").toBe("stripe");
    const [p] = await makeCatalogue(1, 5);
    const res = await checkoutPost({ method: "card", items: [{ id: p.id, quantity: 2 }], customer: customer() });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: en.paymentFailed, retry: "/api/checkout/retry", oid: expect.any(String) });
    const order = await db().order.findUniqueOrThrow({
      where: { oid: String(res.body.oid) },
      include: { payments: true },
    });
    expect(order.status).toBe("pending");
    expect(await stockOf(p.id)).toBe(3);
    const stripePath = await post(stripeAction, "/stripe/create-checkout-session", {
      items: [{ id: p.id, quantity: 1 }],
      customer: customer(),
    });
    expect(stripePath).toMatchObject({ status: 503, body: { error: en.paymentFailed } });

    const stillDown = await post(retryAction, "/api/checkout/retry", { paymentToken: res.body.paymentToken });
    expect(stillDown.status).toBe(503);
    const fakePath = "../../../tests/fakes/stripe/fake.mjs";
    const { startStripeFake } = (await import(/* @vite-ignore */ fakePath)) as {
      startStripeFake: (
        o: object,
      ) => Promise<{ url: string; close: () => Promise<void>; sessionsCreated: () => number }>;
    };
    const fake = await startStripeFake({
      secretKey: down.STRIPE_SECRET_KEY,
      webhookSecret: down.STRIPE_WEBHOOK_SECRET,
    });
    try {
      env.set({ ...down, STRIPE_API_URL: fake.url });
      const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: res.body.paymentToken });
      expect(retried).toMatchObject({ status: 200, body: { oid: order.oid } });
      const again = await post(retryAction, "/api/checkout/retry", { paymentToken: res.body.paymentToken });
      expect(again.body.redirectUrl).toBe(retried.body.redirectUrl);
      expect(fake.sessionsCreated()).toBe(1);
      const session = await post(stripeAction, "/stripe/create-checkout-session", {
        items: [{ title: p.title, quantity: 1 }],
        customer: customer(),
      });
      expect(session.status).toBe(200);
      expect(String(session.body.id)).toMatch(/^cs_/);
      expect(String(session.body.url).startsWith(fake.url)).toBe(true);
      expect(fake.sessionsCreated()).toBe(2);
      const payments = await db().payment.findMany({ where: { orderId: order.id } });
      expect(payments.map((x) => x.id)).toEqual([order.payments[0].id]);
      expect(payments[0].status).toBe("awaiting_customer");
    } finally {
      await fake.close();
      env.set();
    }
  });

  it("the bank-transfer provider down or without a page: the spec's Fintecture texts", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const fakePath = "../../../tests/fakes/fintecture/fake.mjs";
    const { startFintectureFake } = (await import(/* @vite-ignore */ fakePath)) as {
      startFintectureFake: (o: object) => Promise<{
        url: string;
        close: () => Promise<void>;
        control: (b: object) => Promise<unknown>;
      }>;
    };
    const fake = await startFintectureFake({ appId: "app-x", appSecret: "secret-x", privateKey: pem });
    try {
      env.set({
        FINTECTURE_APP_ID: "app-x",
        FINTECTURE_APP_SECRET: "secret-x",
        FINTECTURE_PRIVATE_KEY: pem,
        FINTECTURE_API_URL: fake.url,
      });
      expect(providerFor("bank-transfer").id, "Fintecture's keys are set: Fintecture takes transfers").toBe(
        "fintecture",
      );
      const [p] = await makeCatalogue(1, 10);
      const body = () => ({ items: [{ id: p.id, quantity: 1 }], customer: customer() });
      const ok = await post(fintectureAction, "/fintecture/initiate-payment", body());
      expect(ok.status).toBe(200);
      expect(String(ok.body.redirect_url).startsWith(fake.url)).toBe(true);

      await fake.control({ action: "fail-next", count: 3 });
      const down = await post(fintectureAction, "/fintecture/initiate-payment", body());
      expect(down).toMatchObject({ status: 503, body: { error: en.fintectureFailed, retry: "/api/checkout/retry" } });
      await fake.control({ action: "reset" });

      await fake.control({ action: "no-url-next", count: 1 });
      const noPage = await post(fintectureAction, "/fintecture/initiate-payment", body());
      expect(noPage).toMatchObject({ status: 503, body: { error: en.fintectureNoRedirect } });
      await fake.control({ action: "fail-next", count: 3 });
      const api = await checkoutPost({ method: "bank-transfer", ...body() });
      expect(api).toMatchObject({ status: 503, body: { error: en.fintectureFailed } });
      await fake.control({ action: "reset" });
      const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: down.body.paymentToken });
      expect(retried).toMatchObject({ status: 200, body: { oid: down.body.oid } });
      expect(String(retried.body.redirectUrl).startsWith(fake.url)).toBe(true);
    } finally {
      await fake.close();
      env.set();
    }
  });

  it("the retry path refuses a forged token (400) and a closed attempt (409)", async () => {
    env.set();
    const forged = await post(retryAction, "/api/checkout/retry", { paymentToken: "c0000000000000000000000000.AAAA" });
    expect(forged).toMatchObject({ status: 400, body: { error: en.attemptInvalid } });
    expect(String(forged.body.error)).not.toMatch(RAW_KEY);
    const italian = await post(retryAction, "/api/checkout/retry", {}, { "accept-language": "it" });
    expect(italian).toMatchObject({ status: 400, body: { error: it_.attemptInvalid } });
    const [p] = await makeCatalogue(1, 5);
    const placed = await checkoutPost({ method: "card", items: [{ id: p.id, quantity: 1 }], customer: customer() });
    const retried = await post(retryAction, "/api/checkout/retry", { paymentToken: placed.body.paymentToken });
    expect(retried).toMatchObject({ status: 200, body: { redirectUrl: placed.body.redirectUrl } });
    await db().order.update({ where: { id: String(placed.body.orderId) }, data: { status: "cancelled" } });
    const closed = await post(retryAction, "/api/checkout/retry", { paymentToken: placed.body.paymentToken });
    expect(closed.status).toBe(409);
  });
});
