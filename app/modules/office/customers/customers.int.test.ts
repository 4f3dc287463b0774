import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { getSession } from "~/modules/accounts/sessions.server";
import { loader as listLoader } from "~/routes/sattva-administration.customers";
import { action as pageAction, loader as pageLoader } from "~/routes/sattva-administration.customers_.$id";
import { action as editAction, loader as editLoader } from "~/routes/sattva-administration.customers_.$id_.edit";
import { loader as exportLoader } from "~/routes/sattva-administration.customers_.$id_.export[.json]";
import {
  FIXTURE_PASSWORD,
  makeCatalogue,
  makeOrder,
  makeUser,
  signIn,
} from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { withTestEnv } from "../../../../tests/support/env";
import { args, cookieRequest, dataOf, headerOf, settle, setsFlash, statusOf } from "../../../../tests/support/routes";

/**
 * The customers back office through its routes, one action at a time: the list (search, filters,
 * manage mode for admins only), the customer page (spend less refunds), the edit form with the
 * admin's password, disabling and re-enabling a log-in, erasure, and the GDPR export.
 */

const env = withTestEnv({ SESSION_SECRET: "c".repeat(40), NODE_ENV: "test" });
const BASE = "/sattva-administration/customers";

type Staff = Awaited<ReturnType<typeof signIn>> & { id: string };
type ListData = Awaited<ReturnType<typeof listLoader>>;
type PageData = Awaited<ReturnType<typeof pageLoader>>;

const redirectOf = (r: unknown) => (r instanceof Response ? r.headers.get("Location") : null);

describe("customers back office", () => {
  withTestDatabase();
  let admin: Staff;
  let manager: Staff;
  let ada: Awaited<ReturnType<typeof makeUser>>;
  let products: Awaited<ReturnType<typeof makeCatalogue>>;

  beforeAll(async () => {
    products = await makeCatalogue(2, 100);
  });

  beforeEach(async () => {
    env.set();
    await db().rateLimitHit.deleteMany();
    await db().auditEvent.deleteMany();
    await db().session.deleteMany();
    await db().review.deleteMany();
    await db().order.deleteMany();
    await db().newsletterSubscriber.deleteMany();
    await db().user.deleteMany();
    const a = await makeUser({ fname: "Bea", lname: "Neri", email: "boss@customers.test", role: "admin" });
    admin = { ...(await signIn(a)), id: a.id };
    const m = await makeUser({ fname: "Carla", lname: "Blu", email: "stock@customers.test", role: "manager" });
    manager = { ...(await signIn(m)), id: m.id };
    ada = await makeUser({ fname: "Ada", lname: "Rossi", email: "ada.rossi@customers.test", verified: true });
  });

  describe("the list", () => {
    it("searches by name words or e-mail, filters by role, log-in and newsletter, newest first", async () => {
      const old = await makeUser({ fname: "Ugo", lname: "Verdi", email: "ugo@customers.test" });
      await db().user.update({
        where: { id: old.id },
        data: { createdAt: new Date("2024-01-01"), newsletter: true, disabledAt: new Date() },
      });
      const rows = async (query: string, as: Staff = manager) =>
        ((await listLoader(args(as.request(`${BASE}${query}`)))) as ListData).list.rows.map((r) => r.email);
      expect(await rows("?q=ada rossi")).toEqual(["ada.rossi@customers.test"]);
      expect(await rows("?q=ROSSI@CUSTOMERS")).toEqual(["ada.rossi@customers.test"]);
      expect(await rows("?role=manager")).toEqual(["stock@customers.test"]);
      expect(await rows("?disabled=yes")).toEqual(["ugo@customers.test"]);
      expect(await rows("?newsletter=yes")).toEqual(["ugo@customers.test"]);
      const all = await rows("?disabled=no&role=bogus");
      expect(all).toHaveLength(3);
      expect(all).not.toContain("ugo@customers.test");
      expect((await rows(""))[3]).toBe("ugo@customers.test"); // the oldest last
    });

    it("manage mode is for admins: a manager asking for it is sent home; a shopper never sees the list", async () => {
      const asAdmin = (await listLoader(args(admin.request(`${BASE}?mode=manage`)))) as ListData;
      expect(asAdmin.query.mode).toBe("manage");
      expect(asAdmin.canManage).toBe(true);
      const asManager = (await listLoader(args(manager.request(BASE)))) as ListData;
      expect(asManager.canManage).toBe(false);
      expect(redirectOf(await settle(listLoader(args(manager.request(`${BASE}?mode=manage`)))))).toBe("/");
      const shopper = await signIn(ada);
      expect(redirectOf(await settle(listLoader(args(shopper.request(BASE)))))).toBe("/");
    });
  });

  describe("the customer page", () => {
    it("shows orders, spend (paid orders less refunds), count and average, addresses, reviews and consent", async () => {
      const line = (quantity: number) => [{ productId: products[0].id, quantity, unitPriceCents: 1000 }];
      // Paid and delivered: 3000 + 490 shipping, 1000 refunded.
      const delivered = await makeOrder({ status: "delivered", lines: line(3), user: ada });
      await db().order.update({ where: { id: delivered.id }, data: { refundedCents: 1000 } });
      // Paid, then cancelled and refunded in full: counts as paid, spends nothing.
      const refunded = await makeOrder({ status: "cancelled", lines: line(1), user: ada, payment: "refunded" });
      await db().order.update({ where: { id: refunded.id }, data: { refundedCents: 1490 } });
      // Still pending with a paid payment (the status has not moved yet): paid.
      await makeOrder({ status: "pending", lines: line(2), user: ada, payment: "paid" });
      // Never paid: not spend.
      await makeOrder({ status: "pending", lines: line(5), user: ada, payment: "failed" });
      // A guest order with her verified address is hers; someone else's is not.
      await makeOrder({ status: "processing", lines: line(1), email: "ada.rossi@customers.test", guest: true });
      await makeOrder({ status: "delivered", lines: line(9), email: "other@customers.test", guest: true });
      await db().address.create({
        data: { userId: ada.id, street: "Via Roma 1", city: "Bologna", postalCode: "40125", country: "IT" },
      });
      await db().review.create({
        data: { userId: ada.id, productId: products[1].id, rating: 4, comment: "Lovely scent" },
      });
      await db().newsletterSubscriber.create({
        data: {
          email: "ada.rossi@customers.test",
          consentText: "Yes, send me the newsletter.",
          confirmedAt: new Date(),
        },
      });

      const page = (await pageLoader(args(manager.request(`${BASE}/${ada.id}`), { id: ada.id }))) as PageData;
      const p = page.profile;
      expect(page.isAdmin).toBe(false);
      expect(p.account).toMatchObject({ email: "ada.rossi@customers.test", role: "user", disabledAt: null });
      expect(p.account.emailVerifiedAt).not.toBeNull();
      expect(p.figures).toEqual({
        orderCount: 5,
        paidCount: 4,
        // (3490 − 1000) + (1490 − 1490) + 2490 + 1490
        spendCents: 2490 + 0 + 2490 + 1490,
        averageCents: Math.round((2490 + 2490 + 1490) / 4),
      });
      expect(p.orders.map((o) => o.guest)).toContain(true);
      expect(p.orders.find((o) => o.oid === delivered.oid)?.refundedCents).toBe(1000);
      expect(p.addresses).toHaveLength(1);
      expect(p.reviews).toMatchObject([{ rating: 4, comment: "Lovely scent", productId: products[1].id }]);
      expect(p.newsletter).toMatchObject({ consentText: "Yes, send me the newsletter.", unsubscribedAt: null });
      expect(p.openSessions).toBe(0);
      expect(JSON.stringify(page)).not.toMatch(/passwordHash|argon2/);
    });

    it("shows last seen from the sessions; 404 for an unknown id; a shopper is sent home", async () => {
      await signIn(ada);
      const page = (await pageLoader(args(admin.request(`${BASE}/${ada.id}`), { id: ada.id }))) as PageData;
      expect(page.isAdmin).toBe(true);
      expect(page.profile.openSessions).toBe(1);
      expect(page.profile.lastSeenAt).not.toBeNull();
      const missing = await settle(pageLoader(args(admin.request(`${BASE}/nope`), { id: "nope" })));
      expect(statusOf(missing)).toBe(404);
      const shopper = await signIn(ada);
      expect(redirectOf(await settle(pageLoader(args(shopper.request(`${BASE}/${ada.id}`), { id: ada.id }))))).toBe(
        "/",
      );
    });
  });

  describe("edit (admins, with the password)", () => {
    const fields = (over: Record<string, string> = {}) => ({
      fname: "Adele",
      lname: "Rossini",
      email: "adele@customers.test",
      role: "manager",
      password: FIXTURE_PASSWORD,
      intent: "save",
      ...over,
    });
    const edit = (as: Staff, f: Record<string, string>) =>
      settle(editAction(args(as.post(`${BASE}/${ada.id}/edit`, f), { id: ada.id })));

    it("saves names, e-mail and role, then the customer page with 'User updated successfully.'; audited", async () => {
      const res = (await edit(admin, fields())) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(`${BASE}/${ada.id}`);
      expect(setsFlash(res)).toBe(true);
      const user = await db().user.findUniqueOrThrow({ where: { id: ada.id } });
      expect(user).toMatchObject({ fname: "Adele", lname: "Rossini", email: "adele@customers.test", role: "manager" });
      expect(user.emailVerifiedAt).toBeNull();
      const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: ada.id } });
      expect(audit).toMatchObject({ actorId: admin.id, action: "user.role-change" });
    });

    it("an e-mail that is someone else's: 409 on the e-mail field, nothing changed", async () => {
      const res = await edit(admin, fields({ email: "stock@customers.test", role: "user" }));
      expect(statusOf(res)).toBe(409);
      expect(dataOf<{ errors: Record<string, string> }>(res).errors).toEqual({ email: "errors.emailTaken" });
      expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).fname).toBe("Ada");
    });

    it("a wrong password: 403 'Incorrect password.', nothing changed; missing fields: 400 per field", async () => {
      const wrong = await edit(admin, fields({ password: "not-my-password" }));
      expect(statusOf(wrong)).toBe(403);
      expect(dataOf<{ errors: Record<string, string> }>(wrong).errors).toEqual({ password: "errors.wrongPassword" });
      expect(await db().user.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({
        fname: "Ada",
        role: "user",
      });
      const empty = await edit(admin, fields({ fname: " ", email: "", role: "owner" }));
      expect(statusOf(empty)).toBe(400);
      expect(dataOf<{ errors: Record<string, string> }>(empty).errors).toMatchObject({
        fname: "errors.required",
        email: "errors.required",
        role: "errors.role",
      });
      expect(await db().auditEvent.count()).toBe(0);
    });

    it("a manager is refused (GET and POST go home), nothing changed", async () => {
      expect(
        redirectOf(await settle(editLoader(args(manager.request(`${BASE}/${ada.id}/edit`), { id: ada.id })))),
      ).toBe("/");
      expect(redirectOf(await edit(manager, fields()))).toBe("/");
      expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).fname).toBe("Ada");
    });
  });

  describe("account actions (admins, with the password)", () => {
    const act = (as: Staff, intent: string, password = FIXTURE_PASSWORD, id = ada.id) =>
      settle(pageAction(args(as.post(`${BASE}/${id}`, { intent, password }), { id })));

    it("disable ends the person's sessions at once; re-enable lets them back; both audited", async () => {
      const hers = await signIn(ada);
      const res = (await act(admin, "disable")) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(`${BASE}/${ada.id}`);
      expect(await db().session.count({ where: { userId: ada.id } })).toBe(0);
      expect(await getSession(cookieRequest(hers.token))).toBeNull();
      const page = (await pageLoader(args(admin.request(`${BASE}/${ada.id}`), { id: ada.id }))) as PageData;
      expect(page.profile.account.disabledAt).not.toBeNull();

      expect(statusOf(await act(admin, "enable"))).toBe(303);
      expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).disabledAt).toBeNull();
      const actions = (await db().auditEvent.findMany({ orderBy: { createdAt: "asc" } })).map((a) => a.action);
      expect(actions).toEqual(["user.disable", "user.enable"]);
    });

    it("refuses: a wrong password (403), yourself (409), an unknown action (400), a manager (home)", async () => {
      const wrong = await act(admin, "disable", "not-my-password");
      expect(statusOf(wrong)).toBe(403);
      expect(dataOf(wrong)).toEqual({ intent: "disable", error: "errors.wrongPassword" });
      const self = await act(admin, "disable", FIXTURE_PASSWORD, admin.id);
      expect(statusOf(self)).toBe(409);
      expect(dataOf(self)).toEqual({ intent: "disable", error: "errors.disable.self" });
      expect(statusOf(await act(admin, "promote"))).toBe(400);
      expect(redirectOf(await act(manager, "disable"))).toBe("/");
      expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).disabledAt).toBeNull();
      expect((await db().user.findUniqueOrThrow({ where: { id: admin.id } })).disabledAt).toBeNull();
      expect(await db().auditEvent.count()).toBe(0);
    });

    it("erase anonymises the account and goes to the list with 'User deleted successfully.'", async () => {
      await makeOrder({ status: "delivered", lines: [{ productId: products[0].id, quantity: 1 }], user: ada });
      const res = (await act(admin, "erase")) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe(BASE);
      expect(setsFlash(res)).toBe(true);
      const user = await db().user.findUniqueOrThrow({ where: { id: ada.id } });
      expect(user.deletedAt).not.toBeNull();
      expect(user).toMatchObject({ fname: "", lname: "", passwordHash: null });
      expect(await db().order.count({ where: { userId: ada.id } })).toBe(1);
      expect(statusOf(await settle(pageLoader(args(admin.request(`${BASE}/${ada.id}`), { id: ada.id }))))).toBe(404);
      expect(await db().auditEvent.count({ where: { action: "user.delete", entityId: ada.id } })).toBe(1);
    });
  });

  describe("GDPR export", () => {
    it("an attachment, no-store, with the person's data and no password hash, token or provider secret; audited", async () => {
      const order = await makeOrder({
        status: "delivered",
        lines: [{ productId: products[0].id, quantity: 2, unitPriceCents: 1500 }],
        user: ada,
        payment: "paid",
      });
      await db().payment.updateMany({ where: { orderId: order.id }, data: { providerRef: "pi_secret_ref_123" } });
      await signIn(ada);
      await db().passwordResetToken.create({
        data: { tokenHash: "f".repeat(64), userId: ada.id, expiresAt: new Date(Date.now() + 3600_000) },
      });
      await db().oAuthAccount.create({ data: { provider: "google", providerUserId: "g-123456", userId: ada.id } });
      await db().address.create({
        data: { userId: ada.id, street: "Via Roma 1", city: "Bologna", postalCode: "40125", country: "IT" },
      });

      const res = (await exportLoader(
        args(admin.request(`${BASE}/${ada.id}/export.json`), { id: ada.id }),
      )) as Response;
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="sattva-personal-data-.+\.json"$/);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("Content-Type")).toContain("application/json");
      const text = await res.text();
      const doc = JSON.parse(text);
      expect(doc.account).toMatchObject({ email: "ada.rossi@customers.test", fname: "Ada" });
      expect(Date.parse(doc.generatedAt)).not.toBeNaN();
      expect(doc.orders).toHaveLength(1);
      expect(doc.orders[0].lines).toEqual([
        { title: expect.any(String), unitPriceCents: 1500, quantity: 2, lineTotalCents: 3000 },
      ]);
      expect(doc.orders[0].payments[0]).toMatchObject({ status: "paid", amountCents: 3490 });
      expect(doc.addresses).toHaveLength(1);
      expect(doc.sessions).toHaveLength(1);
      expect(doc.sessions[0]).toHaveProperty("userAgent");
      expect(doc.linkedLogins).toEqual([{ provider: "google", linkedAt: expect.any(String) }]);
      expect(doc.auditEvents.map((a: { action: string }) => a.action)).toContain("user.export");
      const hash = (await db().user.findUniqueOrThrow({ where: { id: ada.id } })).passwordHash!;
      expect(text).not.toContain(hash);
      const tokenHashes = (await db().session.findMany({ where: { userId: ada.id } })).map((s) => s.tokenHash);
      for (const h of [...tokenHashes, "f".repeat(64)]) expect(text).not.toContain(h);
      expect(text).not.toMatch(/passwordHash|tokenHash|idempotencyKey|providerRef|pi_secret_ref_123|g-123456|argon2/);
      expect(
        await db().auditEvent.count({ where: { action: "user.export", entityId: ada.id, actorId: admin.id } }),
      ).toBe(1);
    });

    it("admins only (a manager goes home); 404 for an unknown account", async () => {
      const asManager = await settle(
        exportLoader(args(manager.request(`${BASE}/${ada.id}/export.json`), { id: ada.id })),
      );
      expect(redirectOf(asManager)).toBe("/");
      const missing = await settle(
        exportLoader(
          args(admin.request(`${BASE}/c0000000000000000000000000/export.json`), { id: "c0000000000000000000000000" }),
        ),
      );
      expect(statusOf(missing)).toBe(404);
      expect(headerOf(missing, "Content-Disposition")).toBeNull();
      expect(await db().auditEvent.count()).toBe(0);
    });
  });
});
