import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as webhookAction } from "~/routes/webhooks.$provider";
import { startFintectureFake } from "../../../../tests/fakes/fintecture/fake.mjs";
import { withTestDatabase } from "../../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../../tests/support/env";
import {
  expectDone,
  expectGuarded,
  lineFields,
  placeOrder,
  sendForm,
  staff,
  stored,
  type Placed,
  refundMailsFor,
} from "../../../../tests/support/refund-kit";
import { args } from "../../../../tests/support/routes";
import { fintecture } from "./fintecture.server";

/**
 * Refunds through the real Fintecture provider against the local fake: PIS v2 `POST
 * /pis/v2/refund?state=<our refund id>`, signed like every call. Fintecture answers at once with
 * the refund's session and settles it later by a signed notification (refunded_session_id set):
 * until then the refund is pending and nothing is counted as given back.
 */

const PRIVATE_KEY = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
}).privateKey;
const APP = { appId: "refund-fintecture-app", appSecret: "refund-fintecture-secret" };

const env = withTestEnv(
  {
    ...MAIL_ENV,
    SESSION_SECRET: "g".repeat(40),
    FINTECTURE_APP_ID: APP.appId,
    FINTECTURE_APP_SECRET: APP.appSecret,
    FINTECTURE_PRIVATE_KEY: PRIVATE_KEY,
    FINTECTURE_TIMEOUT_MS: "1000",
  },
  { outbox: "fintecture-refunds" },
);

type Delivery = { status: number; body: { outcomes?: string[] } | null };
let fake: Awaited<ReturnType<typeof startFintectureFake>>;
let bridge: http.Server;

beforeAll(async () => {
  bridge = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new Request(`http://localhost${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) });
    const answer = (await webhookAction(args(request, { provider: "fintecture" }))) as Response;
    res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((r) => bridge.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/webhooks/fintecture`;
  fake = await startFintectureFake({ ...APP, privateKey: PRIVATE_KEY, webhookUrl });
  env.set({ FINTECTURE_API_URL: fake.url });
});
afterAll(async () => {
  await fake?.close();
  bridge?.closeAllConnections();
  await new Promise((r) => bridge?.close(r));
});

describe("refunds through Fintecture", () => {
  withTestDatabase();
  let people: Awaited<ReturnType<typeof staff>>;
  beforeAll(async () => {
    people = await staff();
  });

  async function paid(): Promise<Placed> {
    const placed = await placeOrder("bank-transfer");
    expect(placed.payment.provider).toBe("fintecture");
    expect(await fake.control({ ref: placed.ref, action: "complete" })).toMatchObject({ status: 200 });
    expect((await stored(placed)).payment.status).toBe("paid");
    return placed;
  }
  type FakeRefund = { id: string; paymentId: string; amount: string; state: string; status: string };
  const refundsAt = (p: Placed) =>
    [...(fake.refunds as Map<string, FakeRefund>).values()].filter((r) => r.paymentId === p.ref);
  const settle = (refund: string, status = "payment_created") =>
    fake.control({ action: "refund", refund, status }) as Promise<Delivery>;
  const mailsFor = (oid: string) => refundMailsFor(env.mails(), oid);

  it("refunds everything: pending until Fintecture's notification says it was made, then counted and mailed", async () => {
    const placed = await paid();
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expectDone(sent.answer, placed.oid);
    let s = await stored(placed);
    expect(s.refunds).toMatchObject([
      { status: "pending", provider: "fintecture", amountCents: placed.order.totalCents },
    ]);
    const [made] = refundsAt(placed);
    expect(made).toMatchObject({ state: s.refunds[0].id, amount: (placed.order.totalCents / 100).toFixed(2) });
    expect(s.refunds[0].providerRef).toBe(made.id);
    expect(s.order.refundedCents).toBe(0);
    expect(mailsFor(placed.oid)).toHaveLength(0);
    // Nothing more can be refunded while it is pending.
    const more = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "1.00" });
    expect(more.status).toBe(409);

    expect(await settle(made.id)).toMatchObject({ status: 200, body: { outcomes: ["applied"] } });
    s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "succeeded" }]);
    expect(s.payment.status).toBe("refunded");
    expect(s.order.refundedCents).toBe(placed.order.totalCents);
    expect(s.events.map((e) => e.status)).toEqual(["refund_pending", "refund_succeeded"]);
    expect(mailsFor(placed.oid)).toHaveLength(1);
    expect(mailsFor(placed.oid)[0]).toContain("by bank transfer");
    // The same notification again changes nothing.
    expect(await fake.control({ action: "replay" })).toEqual([
      { status: 200, body: expect.objectContaining({ outcomes: ["duplicate"] }) },
    ]);
  });

  it("refunds by lines and by amount; a refund the bank did not make frees its amount again", async () => {
    const placed = await paid();
    expectDone((await sendForm(people.admin, placed.oid, lineFields(placed, [[0, 2]]))).answer, placed.oid);
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "2.50" })).answer, placed.oid);
    const [byLines, byAmount] = refundsAt(placed);
    expect([byLines.amount, byAmount.amount]).toEqual([
      ((placed.order.lines[0].unitPriceCents * 2) / 100).toFixed(2),
      "2.50",
    ]);
    await settle(byLines.id);
    await settle(byAmount.id, "payment_unsuccessful");
    const s = await stored(placed);
    expect(s.refunds.map((r) => r.status)).toEqual(["succeeded", "failed"]);
    expect(s.refunds[1].failureReason).toBe("payment_unsuccessful");
    expect(s.order.refundedCents).toBe(placed.order.lines[0].unitPriceCents * 2);
    expect(s.payment.status).toBe("paid");
    // The failed 2.50 is refundable again; the refunded units are not.
    const again = await sendForm(people.admin, placed.oid, lineFields(placed, [[0, 1]]));
    expect(again.data).toMatchObject({ error: "errors.line_over" });
    expectDone((await sendForm(people.admin, placed.oid, { kind: "amount", amount: "2.50" })).answer, placed.oid);
  });

  it("a refusal by Fintecture (more than is left, or its own refusal) changes nothing", async () => {
    const placed = await paid();
    await fake.control({ action: "refuse-refund-next", code: "refund_not_allowed" });
    const sent = await sendForm(people.admin, placed.oid, { kind: "full" });
    expect(sent.status).toBe(422);
    const s = await stored(placed);
    expect(s.refunds).toMatchObject([{ status: "failed" }]);
    expect(s.refunds[0].failureReason).toContain("refund_not_allowed");
    expect(s.order.refundedCents).toBe(0);
    expect(refundsAt(placed)).toHaveLength(0);
    const ask = (amountCents: number) =>
      fintecture.refund!({
        refundId: "r_direct",
        idempotencyKey: "unused",
        providerRef: placed.ref,
        amountCents,
        currency: "EUR",
        oid: placed.oid,
        orderId: placed.orderId,
        description: "Refund SAT",
      });
    await expect(ask(placed.order.totalCents + 1)).rejects.toMatchObject({
      name: "RefundRefused",
      code: "refund_amount_exceeded",
    });
  });

  it("the same form twice asks Fintecture once; one that went unanswered is never sent again", async () => {
    const placed = await paid();
    const first = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" });
    expectDone(first.answer, placed.oid);
    expectDone(
      (await sendForm(people.admin, placed.oid, { kind: "amount", amount: "3.00" }, first.key)).answer,
      placed.oid,
    );
    expect(refundsAt(placed)).toHaveLength(1);

    // Fintecture down: no idempotency key to make a second call safe, so the retry does not call.
    await fake.control({ action: "fail-next", count: 1, status: 503 });
    const lost = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "1.00" });
    expect(lost.status).toBe(503);
    const retry = await sendForm(people.admin, placed.oid, { kind: "amount", amount: "1.00" }, lost.key);
    expect(retry.status).toBe(409);
    expect(retry.data).toMatchObject({ error: "errors.in_progress" });
    expect(refundsAt(placed)).toHaveLength(1);
    expect((await stored(placed)).refunds.map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  it("a wrong password, a manager, a shopper and a visitor are refused; Fintecture is never asked", async () => {
    const placed = await paid();
    await expectGuarded(people, placed);
    expect(refundsAt(placed)).toHaveLength(0);
  });
});
