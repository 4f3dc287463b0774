import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { cartCookieHeader } from "~/modules/cart/cart-cookie.server";
import { attemptToken } from "~/modules/payments/attempts.server";
import { action, loader } from "~/routes/pages.payment-proceed";
import { loader as statusLoader } from "~/routes/payment-status.$status";
import { action as gatewayAction, loader as gatewayLoader } from "~/routes/payments.test.checkout.$ref";
import { makeCatalogue, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, headerOf, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { startStripeFake } from "../../../tests/fakes/stripe/fake.mjs";

/**
 * The payment page's loader and action, the status page and the test gateway's page, called as
 * Remix calls them: card payments go to the local Stripe fake (which can be made to fail), the
 * other methods to the built-in test gateway.
 */

const KEY = "sk_test_page_key";
const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "p".repeat(40),
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_page_secret",
    STRIPE_TIMEOUT_MS: "1000",
    STRIPE_SUPPRESS_NOTICES: "true",
  },
  { outbox: "checkout-page" },
);

let fake: Awaited<ReturnType<typeof startStripeFake>>;
beforeAll(async () => {
  // Notifications are not needed here: nobody pays on the fake's page.
  fake = await startStripeFake({
    secretKey: KEY,
    webhookSecret: "whsec_page_secret",
    webhookUrl: "http://127.0.0.1:9/",
  });
  env.set({ STRIPE_API_URL: fake.url });
});
afterAll(() => fake?.close());

let buyers = 0;
const customer = (over: Record<string, string> = {}) => ({
  fullName: "Ada Rossi",
  email: `page-buyer${++buyers}@example.test`,
  address: "Via Roma 1",
  city: "Bologna",
  postalCode: "40100",
  phone: "347 123 4567",
  country: "IT",
  ...over,
});

/** The Cookie header of a browser whose cart holds these lines. */
const cartCookie = async (lines: { productId: string; quantity: number }[]) =>
  `i18next=en; ${(await cartCookieHeader(lines)).split(";")[0]}`;

type Answer = { kind: string; [k: string]: unknown };

describe("the checkout pages", () => {
  withTestDatabase();

  it("the page says 'Payment Error' (400) with nothing to pay, and lists the cart priced for Italy otherwise", async () => {
    const empty = await loader(args(pageRequest("/pages/payment-proceed?method=card")));
    expect(statusOf(empty)).toBe(400);
    expect(dataOf<Answer>(empty)).toMatchObject({ kind: "problem", message: { key: "errors.missingInfo" } });

    const [p] = await makeCatalogue(1, 5);
    const cookie = await cartCookie([{ productId: p.id, quantity: 2 }]);
    const noMethod = await loader(args(pageRequest("/pages/payment-proceed?method=cash", { headers: { cookie } })));
    expect(statusOf(noMethod)).toBe(400);
    const page = await loader(args(pageRequest("/pages/payment-proceed?method=card", { headers: { cookie } })));
    expect(statusOf(page)).toBe(200);
    expect(headerOf(page, "Cache-Control")).toBe("no-store");
    expect(dataOf<Answer>(page)).toMatchObject({
      kind: "form",
      method: "card",
      lines: [{ productId: p.id, quantity: 2, unitPriceCents: 1000, lineTotalCents: 2000 }],
      prefill: { email: "", country: "IT" },
    });
  });

  it("buy now: one product, its quantity capped by the stock; sold out is 409", async () => {
    const [p, gone] = await makeCatalogue(2, 3);
    await db().product.update({ where: { id: gone.id }, data: { stock: 0 } });
    const page = await loader(args(pageRequest(`/pages/payment-proceed?method=card&product=${p.id}&quantity=7`)));
    expect(dataOf<Answer>(page)).toMatchObject({
      buyNow: { product: p.id, quantity: 3 },
      lines: [{ productId: p.id, quantity: 3, capped: true }],
    });
    const soldOut = await loader(args(pageRequest(`/pages/payment-proceed?method=card&product=${gone.id}`)));
    expect(statusOf(soldOut)).toBe(409);
    const bad = await loader(args(pageRequest(`/pages/payment-proceed?method=card&product=${p.id}&quantity=1e2`)));
    expect(statusOf(bad)).toBe(400);
  });

  it("refused fields come back with their messages and the values sent; nothing is ordered", async () => {
    const [p] = await makeCatalogue(1, 5);
    const cookie = await cartCookie([{ productId: p.id, quantity: 1 }]);
    const fields = { ...customer({ email: "nope", phone: "12" }), method: "card", intent: "place", price: "1" };
    const answer = await action(args(formRequest("/pages/payment-proceed?method=card", fields, { cookie })));
    expect(statusOf(answer)).toBe(400);
    expect(dataOf<Answer>(answer)).toMatchObject({
      kind: "form",
      errors: { email: "errors.emailInvalid", phone: "errors.phoneInvalid" },
      values: { email: "nope", phone: "12", fullName: "Ada Rossi" },
    });
    expect(await db().order.count()).toBe(0);
    expect(await stockOf(p.id)).toBe(5);
  });

  it("the order is placed for the lines shown: stock gone meanwhile is refused by name (409)", async () => {
    const [p, other] = await makeCatalogue(2, 3);
    const cookie = await cartCookie([{ productId: p.id, quantity: 3 }]);
    const page = await loader(args(pageRequest("/pages/payment-proceed?method=paypal", { headers: { cookie } })));
    const shown = dataOf<{ shown: string }>(page).shown;
    expect(shown).toBe(`${p.id}:3`);
    await db().product.update({ where: { id: p.id }, data: { stock: 1 } });
    const post = (lines: string) =>
      action(
        args(
          formRequest(
            "/pages/payment-proceed",
            { ...customer(), method: "paypal", intent: "place", lines },
            { cookie },
          ),
        ),
      );
    const short = await post(shown);
    expect(statusOf(short)).toBe(409);
    expect(dataOf<Answer>(short)).toMatchObject({
      notice: { key: "errors.stockShort", values: { title: p.title, available: 1, requested: 3 } },
    });
    // Lines that are not the cart's, or not lines at all, are refused.
    for (const lines of [`${other.id}:1`, `${p.id}:0`, `${p.id}:1,${p.id}:1`, "nonsense"]) {
      expect(statusOf(await post(lines)), lines).toBe(400);
    }
    expect(await db().order.count({ where: { lines: { some: { productId: { in: [p.id, other.id] } } } } })).toBe(0);
    expect(await stockOf(p.id)).toBe(1);
  });

  it("quote: prices for the country sent and checks a discount code, changing nothing", async () => {
    const fields = { ...customer({ country: "DE" }), method: "card", intent: "quote", discountCode: " benvenuto10 " };
    const answer = await action(args(formRequest("/pages/payment-proceed?method=card", fields)));
    expect(statusOf(answer)).toBe(422);
    expect(dataOf<Answer>(answer)).toMatchObject({
      quote: { country: "DE", discountPercent: 0, code: "BENVENUTO10" },
      errors: { discountCode: "errors.discountInvalid" },
    });
    const email = `welcome${++buyers}@example.test`;
    await db().newsletterSubscriber.create({ data: { email, consentText: "yes", confirmedAt: new Date() } });
    const ok = await action(
      args(formRequest("/pages/payment-proceed", { ...fields, email, country: "fr", discountCode: "BENVENUTO10" })),
    );
    expect(statusOf(ok)).toBe(200);
    expect(dataOf<Answer>(ok)).toMatchObject({ quote: { country: "FR", discountPercent: 10 }, errors: {} });
  });

  it("a provider that fails: 503 with 'Try again', which starts the same attempt (one session, no new order)", async () => {
    const [p] = await makeCatalogue(1, 5);
    const cookie = await cartCookie([{ productId: p.id, quantity: 2 }]);
    const before = fake.sessionsCreated();
    await fake.control({ action: "fail_next", count: 2 }); // the call and the SDK's one retry
    const fields = { ...customer(), method: "card", intent: "place" };
    const failed = await action(args(formRequest("/pages/payment-proceed?method=card", fields, { cookie })));
    expect(statusOf(failed)).toBe(503);
    const retry = dataOf<Answer & { token: string; oid: string }>(failed);
    expect(retry).toMatchObject({ kind: "retry", key: "errors.paymentFailed" });
    expect(await stockOf(p.id)).toBe(3);

    const again = await settle(
      action(args(formRequest("/pages/payment-proceed", { intent: "retry", attempt: retry.token }))),
    );
    expect(again).toBeInstanceOf(Response);
    const location = (again as Response).headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${fake.url}/pay/`));
    const third = (await settle(
      action(args(formRequest("/pages/payment-proceed", { intent: "retry", attempt: retry.token }))),
    )) as Response;
    expect(third.headers.get("location")).toBe(location);
    expect(fake.sessionsCreated()).toBe(before + 1);
    expect(await db().order.count({ where: { oid: retry.oid } })).toBe(1);

    const forged = await action(args(formRequest("/pages/payment-proceed", { intent: "retry", attempt: "x.y" })));
    expect(statusOf(forged)).toBe(400);
  });

  it("checkout posts are limited per client address", async () => {
    const [p] = await makeCatalogue(1, 5);
    const cookie = await cartCookie([{ productId: p.id, quantity: 1 }]);
    const headers = { cookie, "x-client-ip": "203.0.113.77" };
    const placed = await settle(
      action(
        args(formRequest("/pages/payment-proceed", { ...customer(), method: "paypal", intent: "place" }, headers)),
      ),
    );
    expect((placed as Response).status).toBe(303);
    const payment = await db().payment.findFirstOrThrow({ where: { order: { lines: { some: { productId: p.id } } } } });
    const retry = () =>
      settle(
        action(
          args(formRequest("/pages/payment-proceed", { intent: "retry", attempt: attemptToken(payment.id) }, headers)),
        ),
      );
    for (let i = 1; i < 20; i++) expect(statusOf(await retry())).toBe(303);
    const limited = await retry();
    expect(statusOf(limited)).toBe(429);
    expect(dataOf<Answer>(limited)).toMatchObject({ message: { key: "errors.rateLimited" } });
  });

  it("the test gateway's Pay goes through the notification path; the status page empties the cart of it", async () => {
    const [p, other] = await makeCatalogue(2, 5);
    const cookie = await cartCookie([
      { productId: p.id, quantity: 1 },
      { productId: other.id, quantity: 1 },
    ]);
    const buyer = customer();
    const placed = (await settle(
      action(
        args(
          formRequest(
            `/pages/payment-proceed?method=bank-transfer&product=${p.id}&quantity=2`,
            { ...buyer, method: "bank-transfer", intent: "place", product: p.id, quantity: "2" },
            { cookie },
          ),
        ),
      ),
    )) as Response;
    const hosted = new URL(placed.headers.get("location")!);
    expect(hosted.href).toMatch(new RegExp(`^${SHOP_URL}/payments/test/checkout/tg_`));
    const ref = hosted.pathname.split("/").pop()!;
    const page = await gatewayLoader(args(pageRequest(hosted.pathname), { ref }));
    expect(dataOf<Answer>(page)).toMatchObject({ payment: { open: true, amountCents: 2000 + 490 } });

    const paid = (await settle(
      gatewayAction(args(formRequest(hosted.pathname, { intent: "approve" }), { ref })),
    )) as Response;
    expect(paid.headers.get("location")).toMatch(/\/payments\/test\/return\?attempt=/);
    const payment = await db().payment.findFirstOrThrow({ where: { providerRef: ref } });
    expect(payment.status).toBe("paid");
    expect(env.mailsTo(buyer.email)).toHaveLength(1);
    const closed = await gatewayAction(args(formRequest(hosted.pathname, { intent: "decline" }), { ref }));
    expect(statusOf(closed)).toBe(409);

    const token = attemptToken(payment.id);
    const wrongPage = (await settle(
      statusLoader(
        args(pageRequest(`/payment-status/canceled?attempt=${token}`, { headers: { cookie } }), { status: "canceled" }),
      ),
    )) as Response;
    expect(wrongPage.headers.get("location")).toBe(`/payment-status/success?attempt=${encodeURIComponent(token)}`);
    const success = (await settle(
      statusLoader(
        args(pageRequest(`/payment-status/success?attempt=${token}`, { headers: { cookie } }), { status: "success" }),
      ),
    )) as Response;
    expect(success.headers.get("location")).toContain("&emptied=1");
    const kept = success.headers.getSetCookie().find((c) => c.startsWith("sattva_cart="))!;
    const after = `i18next=en; ${kept.split(";")[0]}`;
    expect(after).not.toBe(cookie);
    const shown = await statusLoader(
      args(pageRequest(`/payment-status/success?attempt=${token}&emptied=1`, { headers: { cookie: after } }), {
        status: "success",
      }),
    );
    expect(dataOf<Answer>(shown)).toMatchObject({
      kind: "success",
      attempt: { paymentStatus: "paid", orderStatus: "processing", email: buyer.email },
    });
    // Only the product bought left the cart.
    const cartNow = await loader(
      args(pageRequest("/pages/payment-proceed?method=card", { headers: { cookie: after } })),
    );
    expect(dataOf<Answer>(cartNow)).toMatchObject({ lines: [{ productId: other.id }] });
  });

  it("the gateway's page does not exist in live mode without PAYMENTS_TEST_MODE", async () => {
    const [p] = await makeCatalogue(1, 5);
    const placed = (await settle(
      action(
        args(
          formRequest("/pages/payment-proceed", { ...customer(), method: "paypal", intent: "place", product: p.id }),
        ),
      ),
    )) as Response;
    const ref = new URL(placed.headers.get("location")!).pathname.split("/").pop()!;
    env.set({ STRIPE_API_URL: fake.url, SHOP_MODE: "live", PAYMENTS_TEST_MODE: undefined });
    try {
      const gone = await settle(gatewayLoader(args(pageRequest(`/payments/test/checkout/${ref}`), { ref })));
      expect(statusOf(gone)).toBe(404);
    } finally {
      env.set({ STRIPE_API_URL: fake.url });
    }
  });
});
