import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { exportPersonalData } from "~/modules/accounts/data-export.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { newsletterConsentText, subscribe, unsubscribe, unsubscribeToken } from "~/modules/marketing/newsletter.server";
import { action as cookieConsentAction } from "~/routes/cookie-consent";
import { action as exportAction, loader as exportLoader } from "~/routes/account.data-export";
import { action as settingsAction } from "~/routes/account.settings";
import {
  checkoutCustomer,
  FIXTURE_PASSWORD,
  makeCatalogue,
  makeOrder,
  makeUser,
  signIn,
} from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, formRequest, responseOf, settle } from "../../../tests/support/routes";
import { CONSENT_VERSIONS } from "./consent-versions";

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "g".repeat(40) }, { outbox: "yes" });

const consentsOf = (where: { userId?: string; email?: string }) =>
  db().consent.findMany({ where, orderBy: { createdAt: "asc" } });

describe("personal data", () => {
  withTestDatabase();

  it("records consents with their version and time: terms at checkout, newsletter, settings, cookies", async () => {
    const [p] = await makeCatalogue(1, 5);
    const ada = await makeUser();
    // Terms: accepted by placing the order, in the order's transaction, with the order and its address.
    const placed = await checkout({
      method: "card",
      items: [{ productId: p.id, quantity: 1 }],
      customer: checkoutCustomer(ada.email),
      user: { id: ada.id },
      locale: "en",
      clientIp: "203.0.113.9",
    });
    if (!placed.ok) throw new Error(placed.reason);
    const [terms] = await db().consent.findMany({ where: { orderId: placed.orderId } });
    expect(terms).toMatchObject({
      kind: "terms",
      version: CONSENT_VERSIONS.terms,
      granted: true,
      source: "checkout",
      userId: ada.id,
      email: ada.email,
      ip: "203.0.113.9",
    });
    // A refused checkout (unknown product) records nothing.
    const before = await db().consent.count();
    const refused = await checkout({
      method: "card",
      items: [{ productId: "nosuchproduct1", quantity: 1 }],
      customer: checkoutCustomer("guest@privacy.test"),
      user: null,
      locale: "en",
      clientIp: null,
    });
    expect(refused.ok).toBe(false);
    expect(await db().consent.count()).toBe(before);

    // Newsletter: the sentence as shown, given and then withdrawn by the link in the mails.
    const text = await newsletterConsentText("en");
    await subscribe({ email: "Nina@Privacy.test", locale: "en", consentText: text, ip: "198.51.100.7" });
    const subscriber = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "nina@privacy.test" } });
    expect(await unsubscribe(unsubscribeToken(subscriber.id))).toBe(true);
    const nina = await consentsOf({ email: "nina@privacy.test" });
    expect(nina.map((c) => [c.kind, c.granted, c.source])).toEqual([
      ["newsletter", true, "newsletter"],
      ["newsletter", false, "newsletter-unsubscribe"],
    ]);
    expect(nina[0]).toMatchObject({ text, ip: "198.51.100.7", version: CONSENT_VERSIONS.newsletter });

    // Account settings: the newsletter box ticked, then unticked.
    const s = await signIn(ada);
    for (const newsletter of ["on", undefined]) {
      const fields: Record<string, string> = { intent: "preferences", language: "en" };
      if (newsletter) fields.newsletter = newsletter;
      expect((await responseOf(settingsAction(args(s.post("/account/settings", fields))))).status).toBe(303);
    }
    const settings = await db().consent.findMany({ where: { userId: ada.id, source: "account-settings" } });
    expect(settings.map((c) => c.granted)).toEqual([true, false]);

    // Cookie banner: a shopper's choice is recorded; an anonymous visitor's is not.
    await cookieConsentAction(args(s.post("/cookie-consent", { mode: "fetch" })));
    const anonymous = await db().consent.count({ where: { kind: "cookies" } });
    await cookieConsentAction(args(formRequest("/cookie-consent", { mode: "fetch" })));
    expect(await db().consent.count({ where: { kind: "cookies" } })).toBe(anonymous);
    expect(await db().consent.findMany({ where: { kind: "cookies" } })).toMatchObject([
      { userId: ada.id, granted: true, version: CONSENT_VERSIONS.cookies, source: "cookie-banner" },
    ]);
  });

  it("the export holds the wishlist and consents, and nothing of anyone else", async () => {
    const [p1, p2] = await makeCatalogue(2);
    const ada = await makeUser({ email: "ada@privacy.test", verified: true });
    const bea = await makeUser({ email: "bea@privacy.test", verified: true });
    await db().wishlistItem.create({ data: { userId: ada.id, productId: p1.id } });
    await db().wishlistItem.create({ data: { userId: bea.id, productId: p2.id } });
    await makeOrder({ status: "delivered", lines: [{ productId: p1.id, quantity: 1 }], user: ada });
    await makeOrder({ status: "delivered", lines: [{ productId: p2.id, quantity: 3 }], user: bea });
    await makeOrder({
      status: "processing",
      lines: [{ productId: p2.id, quantity: 2 }],
      email: "bea@privacy.test",
      guest: true,
    });
    await db().consent.createMany({
      data: [
        { kind: "cookies", version: "v-ada", granted: true, source: "cookie-banner", userId: ada.id },
        { kind: "newsletter", version: "v-ada-mail", granted: true, source: "newsletter", email: "ada@privacy.test" },
        { kind: "cookies", version: "v-bea", granted: true, source: "cookie-banner", userId: bea.id },
        { kind: "newsletter", version: "v-bea-mail", granted: true, source: "newsletter", email: "bea@privacy.test" },
      ],
    });
    await db().address.create({
      data: {
        userId: bea.id,
        fullName: "Bea Secret",
        street: "Via Bea 9",
        city: "Roma",
        postalCode: "00100",
        country: "IT",
        phone: "3330000000",
      },
    });

    const s = await signIn(ada);
    const res = await responseOf(exportAction(args(s.post("/account/data-export", {}))));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sattva-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
    const text = await res.text();
    const doc = JSON.parse(text) as Awaited<ReturnType<typeof exportPersonalData>> & object;
    expect(doc.account.email).toBe("ada@privacy.test");
    expect(doc.wishlist.map((w) => w.slug)).toEqual([p1.slug]);
    expect(doc.consents.map((c) => c.version).sort()).toEqual(["v-ada", "v-ada-mail"]);
    expect(doc.orders).toHaveLength(1);
    // Nothing of Bea's: her e-mail, address, orders, wishlist or consents.
    for (const secret of ["bea@privacy.test", "Bea Secret", "Via Bea 9", "v-bea", p2.slug])
      expect(text).not.toContain(secret);
    // The download itself is in the audit log, and then in the next export.
    expect(await db().auditEvent.count({ where: { action: "user.export", entityId: ada.id, actorId: ada.id } })).toBe(
      1,
    );
    expect((await exportPersonalData(ada.id))!.auditEvents.map((a) => a.action)).toContain("user.export");
  });

  it("the download is for the signed-in shopper only; a plain visit goes to the settings", async () => {
    const anonymous = await settle(exportAction(args(formRequest("/account/data-export", {}))));
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(302);
    expect((anonymous as Response).headers.get("Location")).toMatch(/^\/account\/login/);
    const admin = await signIn(await makeUser({ role: "admin" }));
    const staff = (await settle(exportAction(args(admin.post("/account/data-export", {}))))) as Response;
    expect(staff.headers.get("Location")).toBe("/");
    const ada = await signIn(await makeUser());
    const visit = (await settle(exportLoader(args(ada.request("/account/data-export"))))) as Response;
    expect(visit.headers.get("Location")).toBe("/account/settings#settings-data");
  });

  it("erasure keeps orders and the terms accepted with them, and erases the wishlist and other consents", async () => {
    const [p] = await makeCatalogue(1, 5);
    const ada = await makeUser({ email: "erase@privacy.test" });
    const order = await makeOrder({ status: "delivered", lines: [{ productId: p.id, quantity: 1 }], user: ada });
    await db().wishlistItem.create({ data: { userId: ada.id, productId: p.id } });
    await db().consent.createMany({
      data: [
        {
          kind: "terms",
          version: "t",
          granted: true,
          source: "checkout",
          userId: ada.id,
          email: ada.email,
          orderId: order.id,
        },
        { kind: "cookies", version: "c", granted: true, source: "cookie-banner", userId: ada.id },
        { kind: "newsletter", version: "n", granted: true, source: "newsletter", email: ada.email },
      ],
    });
    const s = await signIn(ada);
    const res = await responseOf(
      settingsAction(args(s.post("/account/settings", { intent: "delete", password: FIXTURE_PASSWORD }))),
    );
    expect(res.status).toBe(303);
    expect(await db().order.count({ where: { id: order.id } })).toBe(1);
    expect(await db().wishlistItem.count({ where: { userId: ada.id } })).toBe(0);
    expect(
      (await db().consent.findMany({ where: { OR: [{ userId: ada.id }, { email: ada.email }] } })).map((c) => c.kind),
    ).toEqual(["terms"]);
  });
});
