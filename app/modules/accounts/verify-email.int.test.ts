import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { notifyOrderStatus } from "~/modules/notifications/notifications.server";
import { cancelOrderByShopper, listOrdersForUser } from "~/modules/orders/customer-orders.server";
import { paymentHistory } from "~/modules/payments/history.server";
import { reviewableProducts, submitReview } from "~/modules/reviews/submit.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account._index";
import { action as ordersAction, loader as ordersLoader } from "~/routes/account.orders";
import { action as registerPage } from "~/routes/account_.register";
import { action as verifyAction, loader as verifyLoader } from "~/routes/account_.verify-email";
import { action as apiRegister } from "~/routes/api.auth.register";
import { loader as apiOrders } from "~/routes/api.sattva-orders._index";
import {
  FIXTURE_PASSWORD,
  makeCatalogue,
  makeOrder,
  makeUser,
  orderStatus,
  signIn,
  stockOf,
} from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, mailedToken, withTestEnv } from "../../../tests/support/env";
import {
  args,
  bearerRequest,
  dataOf,
  formRequest,
  headerOf,
  jsonRequest,
  pageRequest,
  settle,
  statusOf,
} from "../../../tests/support/routes";
import { resetPassword } from "./reset.server";
import { hashToken } from "./sessions.server";
import { signInWithProfile } from "./social/accounts.server";
import {
  createVerificationToken,
  sendVerificationMail,
  verificationMailLimit,
  VERIFY_TTL_MS,
  verifyEmail,
} from "./verify-email.server";

/**
 * E-mail verification closes a hole: guest orders are matched to an account by e-mail, and
 * anybody can sign up (or edit their profile) with somebody else's address. Until the account has
 * proved the address, the guest orders placed with it are not its own: not listed, not
 * cancellable, not in the JSON API, not in the payment history, not reviewable.
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "v".repeat(40) }, { outbox: "verify-email" });
const { mailsTo } = env;
const linkToken = (mail: string) => mailedToken(mail, "/account/verify-email");

const verifiedAt = async (id: string) =>
  (await db().user.findUniqueOrThrow({ where: { id }, select: { emailVerifiedAt: true } })).emailVerifiedAt;
const apiOids = async (token: string) => {
  const res = (await apiOrders(args(bearerRequest(token)))) as Response;
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { oid: string }[] }).data.map((o) => o.oid).sort();
};

describe("e-mail verification", () => {
  withTestDatabase();
  beforeEach(async () => {
    env.set();
    env.clearOutbox();
    await db().rateLimitHit.deleteMany();
  });

  it("an account with somebody else's e-mail sees and cancels none of their guest orders until it proves the address", async () => {
    const [a, b] = await makeCatalogue(2, 5);
    // The victim ordered twice as a guest; then somebody signs up with the victim's address.
    const pending = await makeOrder({
      status: "pending",
      guest: true,
      email: "Victim@Verify.test",
      lines: [{ productId: a.id, quantity: 2 }],
      payment: "pending",
    });
    const delivered = await makeOrder({
      status: "delivered",
      guest: true,
      email: "victim@verify.test",
      lines: [{ productId: b.id, quantity: 1 }],
      payment: "paid",
    });
    const squatter = await makeUser({ email: "victim@verify.test" });
    // The account's own order is its own, verified or not.
    const own = await makeOrder({ status: "pending", user: squatter, lines: [{ productId: b.id, quantity: 1 }] });
    // Another account's order typed with this address never becomes this account's.
    const other = await makeUser();
    const others = await makeOrder({
      status: "pending",
      user: other,
      email: "victim@verify.test",
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(squatter.emailVerified).toBe(false);

    // The modules.
    expect((await listOrdersForUser(squatter)).map((o) => o.oid)).toEqual([own.oid]);
    expect(await cancelOrderByShopper(squatter, pending.oid)).toEqual({ ok: false, reason: "not_found" });
    expect(await paymentHistory(squatter)).toEqual([]);
    expect((await reviewableProducts(squatter)).pending).toEqual([]);
    expect(await submitReview(squatter, { productId: b.id, rating: 5, comment: "Lovely." })).toEqual({
      ok: false,
      reason: "not_reviewable",
    });

    // The routes, as the squatter's browser and API client see them.
    const session = await signIn(squatter);
    const page = dataOf(await ordersLoader(args(session.request("/account/orders"))));
    expect((page.orders as { oid: string }[]).map((o) => o.oid)).toEqual([own.oid]);
    expect(page.unverifiedEmail).toBe("victim@verify.test");
    const cancel = await settle(
      ordersAction(args(session.post("/account/orders", { intent: "cancel", oid: pending.oid }))),
    );
    expect(statusOf(cancel)).toBe(404);
    expect(statusOf(await settle(ordersLoader(args(session.request(`/account/orders?cancel=${pending.oid}`)))))).toBe(
      404,
    );
    expect(await apiOids(session.token)).toEqual([own.oid]);
    // Nothing changed.
    expect(await orderStatus(pending.oid)).toBe("pending");
    expect(await stockOf(a.id)).toBe(5);
    // Nor does the account hear of the guest order's status changes.
    const guestChange = { oid: delivered.oid, status: "delivered" as const, userId: null, email: "victim@verify.test" };
    expect(await notifyOrderStatus(guestChange)).toBeNull();
    expect(await db().notification.count({ where: { userId: squatter.id } })).toBe(0);

    // The owner of the address asks for the link and confirms it.
    const resend = (await verifyAction(
      args(session.post("/account/verify-email", { intent: "resend", redirectTo: "/account" })),
    )) as Response;
    expect(resend.status).toBe(303);
    expect(resend.headers.get("location")).toBe("/account");
    const [mail] = mailsTo("victim@verify.test");
    expect(mail).toContain("Subject: Confirm your e-mail for Sattva");
    const token = linkToken(mail)!;
    expect(token).toBeTruthy();
    const confirmed = (await verifyAction(args(session.post("/account/verify-email", { token })))) as Response;
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/account");
    expect(confirmed.headers.get("set-cookie")).toContain("sattva_flash=");
    expect(await verifiedAt(squatter.id)).not.toBeNull();
    expect(await db().auditEvent.count({ where: { entityId: squatter.id, action: "user.email_verified" } })).toBe(1);

    // Now the guest orders are theirs: listed, in the API, in the payments, reviewable, cancellable.
    const verified = { ...squatter, emailVerified: true };
    expect((await listOrdersForUser(verified)).map((o) => o.oid).sort()).toEqual(
      [own.oid, pending.oid, delivered.oid].sort(),
    );
    expect(await apiOids(session.token)).toEqual([own.oid, pending.oid, delivered.oid].sort());
    expect((await paymentHistory(verified)).map((p) => p.oid).sort()).toEqual([pending.oid, delivered.oid].sort());
    expect((await reviewableProducts(verified)).pending.map((p) => p.productId)).toEqual([b.id]);
    expect(await notifyOrderStatus(guestChange)).not.toBeNull();
    expect(await db().notification.count({ where: { userId: squatter.id } })).toBe(1);
    const after = dataOf(await ordersLoader(args(session.request("/account/orders"))));
    expect(after.unverifiedEmail).toBeNull();
    const cancelled = (await ordersAction(
      args(session.post("/account/orders", { intent: "cancel", oid: pending.oid })),
    )) as Response;
    expect(cancelled.status).toBe(303);
    expect(await orderStatus(pending.oid)).toBe("cancelled");
    expect(await stockOf(a.id)).toBe(7);
    // Never the order of another account, verified or not.
    expect((await listOrdersForUser(verified)).map((o) => o.oid)).not.toContain(others.oid);
  });

  it("opening the link changes nothing; the button's POST verifies; bad and expired links say so", async () => {
    const ada = await makeUser({ email: "ada-link@verify.test" });
    const token = createVerificationToken(ada);

    const page = dataOf(await verifyLoader(args(pageRequest(`/account/verify-email?token=${token}`))));
    expect(page).toMatchObject({ state: "valid", viewer: null });
    expect(JSON.stringify(page)).not.toContain(token);
    expect(await verifiedAt(ada.id)).toBeNull();

    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "BB" : "AA"}`;
    expect(dataOf(await verifyLoader(args(pageRequest(`/account/verify-email?token=${tampered}`))))).toMatchObject({
      state: "invalid",
    });
    const old = createVerificationToken(ada, new Date(Date.now() - VERIFY_TTL_MS - 60_000));
    expect(dataOf(await verifyLoader(args(pageRequest(`/account/verify-email?token=${old}`))))).toMatchObject({
      state: "expired",
    });
    expect(dataOf(await verifyLoader(args(pageRequest("/account/verify-email"))))).toMatchObject({ state: "none" });

    for (const [fields, state] of [
      [{}, "invalid"],
      [{ token: tampered }, "invalid"],
      [{ intent: "verify", token: old }, "expired"],
    ] as const) {
      const res = await verifyAction(args(formRequest("/account/verify-email", fields)));
      expect(statusOf(res)).toBe(400);
      expect(dataOf(res)).toEqual({ state });
    }
    expect(await verifiedAt(ada.id)).toBeNull();

    // Signed out: verified, then on to the log-in page with a toast.
    const res = (await verifyAction(args(formRequest("/account/verify-email", { token })))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account/login");
    expect(await verifiedAt(ada.id)).not.toBeNull();
    // The same link again: already done, harmless.
    expect(dataOf(await verifyLoader(args(pageRequest(`/account/verify-email?token=${token}`))))).toMatchObject({
      state: "verified",
    });
    expect(await verifyEmail(token)).toMatchObject({ ok: true, already: true });
  });

  it("changing the e-mail unverifies it, kills the old links and mails the new address", async () => {
    const [a] = await makeCatalogue(1, 3);
    const ada = await makeUser({ email: "ada-old@verify.test", verified: true });
    const oldLink = createVerificationToken(ada);
    const guest = await makeOrder({
      status: "pending",
      guest: true,
      email: "ada-new@verify.test",
      lines: [{ productId: a.id, quantity: 1 }],
    });
    const session = await signIn(ada);
    const profile = dataOf(await profileLoader(args(session.request("/account"))));
    expect(profile.profile).toMatchObject({ email: "ada-old@verify.test", emailVerified: true });

    const saved = (await profileAction(
      args(
        session.post("/account", {
          fname: "Ada",
          lname: "Rossi",
          email: "ada-new@verify.test",
          country: "IT",
          currentPassword: FIXTURE_PASSWORD,
        }),
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(await verifiedAt(ada.id)).toBeNull();
    const after = dataOf(await profileLoader(args(session.request("/account"))));
    expect(after.profile).toMatchObject({ email: "ada-new@verify.test", emailVerified: false });
    // The new address's guest orders are not the account's yet.
    expect(await apiOids(session.token)).toEqual([]);
    // A link sent to the old address no longer verifies anything.
    expect(await verifyEmail(oldLink)).toEqual({ ok: false, reason: "invalid" });
    // The new address got its link; it works.
    expect(mailsTo("ada-old@verify.test")).toHaveLength(0);
    const [mail] = mailsTo("ada-new@verify.test");
    expect(await verifyEmail(linkToken(mail))).toMatchObject({ ok: true, already: false });
    expect(await apiOids(session.token)).toEqual([guest.oid]);

    // Saving the same e-mail again keeps it verified and sends nothing.
    const again = (await profileAction(
      args(session.post("/account", { fname: "Adele", lname: "Rossi", email: "ada-new@verify.test", country: "IT" })),
    )) as Response;
    expect(again.status).toBe(303);
    expect(await verifiedAt(ada.id)).not.toBeNull();
    expect(mailsTo("ada-new@verify.test")).toHaveLength(1);
  });

  it("a completed password reset proves the address; a failed one does not", async () => {
    const ada = await makeUser({ email: "ada-reset@verify.test" });
    const token = "reset-token-for-verify-email-test-0001";
    await db().passwordResetToken.create({
      data: { tokenHash: hashToken(token), userId: ada.id, expiresAt: new Date(Date.now() + 3600_000) },
    });
    expect(await resetPassword("not-the-token-at-all-0000000000", "brand-new-password-1")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifiedAt(ada.id)).toBeNull();
    expect((await resetPassword(token, "brand-new-password-1")).ok).toBe(true);
    expect(await verifiedAt(ada.id)).not.toBeNull();
  });

  it("sign-up mails the link (page and API) and the account starts unverified; a failed mail does not fail the sign-up", async () => {
    const res = (await registerPage(
      args(
        formRequest("/account/register", {
          fname: "Bea",
          lname: "Neri",
          email: "Bea@Verify.test",
          password: "lotus-and-sandal-1",
        }),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const bea = await db().user.findUniqueOrThrow({ where: { email: "bea@verify.test" } });
    expect(bea.emailVerifiedAt).toBeNull();
    const [mail] = mailsTo("bea@verify.test");
    expect(mail).toContain("Subject: Confirm your e-mail for Sattva");
    expect(mail).toContain("Hello Bea,");
    expect(mail).toContain("appear in your account");
    const token = linkToken(mail)!;
    expect(mail).toContain(`href="https://shop.sattva.test/account/verify-email?token=${token}"`);
    expect(await verifyEmail(token)).toMatchObject({ ok: true, userId: bea.id });

    const api = (await apiRegister(
      args(
        jsonRequest(
          "/api/auth/register",
          { fname: "Carl", lname: "Weber", email: "carl@verify.test", password: "lotus-and-sandal-2" },
          { "x-client-ip": "192.0.2.200", "accept-language": "de" },
        ),
      ),
    )) as Response;
    expect(api.status).toBe(201);
    const [carlMail] = mailsTo("carl@verify.test");
    // In the language the account signed up in.
    expect(carlMail).toContain("Subject: =?UTF-8?Q?Best=C3=A4tigen");
    expect(linkToken(carlMail)).toBeTruthy();

    env.set({ SMTP_URL: "smtp://127.0.0.1:1" });
    const failed = (await registerPage(
      args(
        formRequest("/account/register", {
          fname: "Dora",
          lname: "Blu",
          email: "dora@verify.test",
          password: "lotus-and-sandal-3",
        }),
      ),
    )) as Response;
    expect(failed.status).toBe(303);
    expect(await db().user.count({ where: { email: "dora@verify.test" } })).toBe(1);
  });

  it("resend: signed-in accounts only, nothing for a verified address, at most 3 mails an hour", async () => {
    const post = (request: Request) => settle(verifyAction(args(request)));
    const anon = await post(formRequest("/account/verify-email", { intent: "resend" }));
    expect(statusOf(anon)).toBe(302);
    expect((anon as Response).headers.get("location")).toMatch(/^\/account\/login/);

    const eve = await makeUser({ email: "eve@verify.test" });
    const session = await signIn(eve);
    const resend = () =>
      post(session.post("/account/verify-email", { intent: "resend", redirectTo: "https://evil.example/" }));
    for (let i = 0; i < verificationMailLimit.limit; i++) {
      const ok = (await resend()) as Response;
      expect(ok.status).toBe(303);
      // A foreign redirect target is ignored.
      expect(ok.headers.get("location")).toBe("/account/verify-email");
    }
    const limited = await resend();
    expect(statusOf(limited)).toBe(429);
    expect(Number(headerOf(limited, "Retry-After"))).toBeGreaterThan(0);
    expect(dataOf(limited)).toMatchObject({ message: "verify.limited" });
    expect(mailsTo("eve@verify.test")).toHaveLength(verificationMailLimit.limit);

    const fay = await makeUser({ email: "fay@verify.test", verified: true });
    expect(await sendVerificationMail(fay, "en")).toEqual({ ok: false, reason: "verified" });
    const done = (await post((await signIn(fay)).post("/account/verify-email", { intent: "resend" }))) as Response;
    expect(done.status).toBe(303);
    expect(mailsTo("fay@verify.test")).toHaveLength(0);
  });

  it("a social sign-up with an e-mail the provider vouches for starts verified", async () => {
    const outcome = await signInWithProfile(
      { provider: "google", id: "g-verify-1", email: "gia@verify.test", fname: "Gia", lname: "Bianchi" },
      "en",
    );
    expect(outcome).toMatchObject({ ok: true, created: true });
    expect(await verifiedAt((outcome as { user: { id: string } }).user.id)).not.toBeNull();
  });
});
