import { erasedEmail } from "./erase.server";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as profileAction } from "~/routes/account._index";
import { action as settingsAction } from "~/routes/account.settings";
import { FIXTURE_PASSWORD, makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, headerOf, statusOf, type Fields } from "../../../tests/support/routes";
import { changePassword, deleteAccount, updateProfile } from "./profile.server";
import { getSession } from "./sessions.server";
import { checkPassword } from "./users.server";

const env = withTestEnv({ SESSION_SECRET: "p".repeat(40), NODE_ENV: "test" });

/** The field errors of a refused form. */
const errorsOf = (answer: unknown) => dataOf<{ errors: Record<string, string> }>(answer).errors;

const profile = (
  o: Partial<{ fname: string; lname: string; email: string; country: "IT" | "DE"; currentPassword: string }>,
) => ({
  fname: "Ada",
  lname: "Rossi",
  email: "x@account.test",
  country: "IT" as const,
  ...o,
});

describe("the shopper's own account", () => {
  withTestDatabase();

  it("saves name and country; a new e-mail needs the current password and must be free", async () => {
    const ada = await makeUser();
    const bea = await makeUser();
    expect(await updateProfile(ada.id, profile({ email: ada.email, fname: "Adele", country: "DE" }))).toEqual({
      ok: true,
      emailChanged: false,
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({
      fname: "Adele",
      country: "DE",
    });

    expect(await updateProfile(ada.id, profile({ email: "new@account.test" }))).toEqual({
      ok: false,
      reason: "password_required",
    });
    expect(
      await updateProfile(ada.id, profile({ email: "new@account.test", currentPassword: "wrong-password" })),
    ).toEqual({
      ok: false,
      reason: "wrong_password",
    });
    expect(await updateProfile(ada.id, profile({ email: bea.email, currentPassword: FIXTURE_PASSWORD }))).toEqual({
      ok: false,
      reason: "taken",
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).email).toBe(ada.email);

    await db().passwordResetToken.create({
      data: { userId: ada.id, tokenHash: `h-${ada.id}`, expiresAt: new Date(Date.now() + 3600_000) },
    });
    expect(
      await updateProfile(ada.id, profile({ email: "new@account.test", currentPassword: FIXTURE_PASSWORD })),
    ).toEqual({
      ok: true,
      emailChanged: true,
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).email).toBe("new@account.test");
    // A reset link mailed to the old address no longer works.
    expect(await db().passwordResetToken.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("a new e-mail must belong to ALLOWED_EMAIL_DOMAINS when it is set", async () => {
    const ada = await makeUser();
    env.set({ ALLOWED_EMAIL_DOMAINS: "gmail.com" });
    try {
      expect(
        await updateProfile(ada.id, profile({ email: "ada@elsewhere.test", currentPassword: FIXTURE_PASSWORD })),
      ).toEqual({
        ok: false,
        reason: "domain",
      });
    } finally {
      env.set();
    }
  });

  it("the profile form: 303 with 'Settings saved successfully!', validation errors, role ignored", async () => {
    const ada = await makeUser();
    const session = await signIn(ada);
    const post = (fields: Fields) => profileAction(args(session.post("/account?index", fields)));
    const ok = (await post({
      fname: " Ada ",
      lname: "Bianchi",
      email: ada.email.toUpperCase(),
      country: "FR",
      role: "admin",
    })) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/account");
    expect(ok.headers.get("Set-Cookie")).toContain("sattva_flash=");
    expect(await db().user.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({
      fname: "Ada",
      lname: "Bianchi",
      country: "FR",
      role: "user",
      email: ada.email,
    });
    const bad = await post({ fname: "", lname: "x".repeat(61), email: "nope", country: "US" });
    expect(statusOf(bad)).toBe(400);
    expect(errorsOf(bad)).toEqual({
      fname: "errors.required",
      lname: "errors.nameTooLong",
      email: "errors.emailInvalid",
      country: "errors.countryInvalid",
    });
    const wrong = await post({
      fname: "A",
      lname: "B",
      email: "other@account.test",
      country: "IT",
      currentPassword: "nope-nope",
    });
    expect(statusOf(wrong)).toBe(403);
    expect(errorsOf(wrong)).toEqual({ currentPassword: "errors.wrongPassword" });
  });

  it("changing the password ends the other sessions and keeps the current one", async () => {
    const ada = await makeUser();
    const here = await signIn(ada);
    const phone = await signIn(ada);
    const laptop = await signIn(ada);

    const wrong = await changePassword(ada.id, here.sessionId, {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-password",
      confirmPassword: "a-brand-new-password",
    });
    expect(wrong).toEqual({ ok: false, reason: "wrong_password" });
    expect(await db().session.count({ where: { userId: ada.id } })).toBe(3);
    expect(await checkPassword(ada.id, FIXTURE_PASSWORD)).toBe(true);

    // Through the route, which takes the session id from the request.
    const res = (await settingsAction(
      args(
        here.post("/account/settings", {
          intent: "password",
          currentPassword: FIXTURE_PASSWORD,
          newPassword: "a-brand-new-password",
          confirmPassword: "a-brand-new-password",
        }),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/account/settings");
    expect(await checkPassword(ada.id, "a-brand-new-password")).toBe(true);
    expect(await checkPassword(ada.id, FIXTURE_PASSWORD)).toBe(false);
    const left = await db().session.findMany({ where: { userId: ada.id }, select: { id: true } });
    expect(left.map((s) => s.id)).toEqual([here.sessionId]);
    expect(await getSession(here.request("/account"))).not.toBeNull();
    expect(await getSession(phone.request("/account"))).toBeNull();
    expect(await getSession(laptop.request("/account"))).toBeNull();
    expect(await db().auditEvent.count({ where: { entityId: ada.id, action: "user.password_change" } })).toBe(1);
  });

  it("the password form validates: policy, confirmation, not the same password", async () => {
    const ada = await makeUser();
    const session = await signIn(ada);
    const post = (fields: Fields) =>
      settingsAction(args(session.post("/account/settings", { intent: "password", ...fields })));
    const short = await post({ currentPassword: FIXTURE_PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(statusOf(short)).toBe(400);
    expect(errorsOf(short).newPassword).toBe("errors.passwordTooShort");
    const differ = await post({
      currentPassword: FIXTURE_PASSWORD,
      newPassword: "long-enough-1",
      confirmPassword: "long-enough-2",
    });
    expect(errorsOf(differ)).toEqual({ confirmPassword: "errors.passwordsDiffer" });
    const same = await post({
      currentPassword: FIXTURE_PASSWORD,
      newPassword: FIXTURE_PASSWORD,
      confirmPassword: FIXTURE_PASSWORD,
    });
    expect(errorsOf(same)).toEqual({ newPassword: "errors.passwordUnchanged" });
    expect(await checkPassword(ada.id, FIXTURE_PASSWORD)).toBe(true);
  });

  it("wrong current passwords are limited per account (429 with Retry-After)", async () => {
    const ada = await makeUser();
    const session = await signIn(ada);
    const attempt = (currentPassword: string) =>
      settingsAction(
        args(
          session.post("/account/settings", {
            intent: "password",
            currentPassword,
            newPassword: "another-password-9",
            confirmPassword: "another-password-9",
          }),
        ),
      );
    for (let i = 0; i < 10; i++) expect(statusOf(await attempt(`wrong-${i}-password`))).toBe(403);
    const limited = await attempt(FIXTURE_PASSWORD);
    expect(statusOf(limited)).toBe(429);
    expect(Number(headerOf(limited, "Retry-After"))).toBeGreaterThan(0);
    expect(await checkPassword(ada.id, FIXTURE_PASSWORD)).toBe(true);
  });

  it("saving preferences sets the language (user and cookie) and records a newsletter consent change", async () => {
    const ada = await makeUser({ locale: "it" });
    const session = await signIn(ada);
    const res = (await settingsAction(
      args(session.post("/account/settings", { intent: "preferences", language: "de", newsletter: "on" })),
    )) as Response;
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("i18next=de;"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("sattva_flash="))).toBe(true);
    expect(await db().user.findUniqueOrThrow({ where: { id: ada.id } })).toMatchObject({
      locale: "de",
      newsletter: true,
    });
    expect(await db().auditEvent.count({ where: { entityId: ada.id, action: "user.newsletter_consent" } })).toBe(1);

    const bad = await settingsAction(
      args(session.post("/account/settings", { intent: "preferences", language: "ur" })),
    );
    expect(statusOf(bad)).toBe(400);
    expect(errorsOf(bad)).toEqual({ language: "errors.languageInvalid" });
  });

  it("deleting the account erases personal data, keeps orders and anonymous reviews, and signs out", async () => {
    const [p] = await makeCatalogue(1);
    const ada = await makeUser();
    const here = await signIn(ada);
    await signIn(ada);
    await db().address.create({
      data: { userId: ada.id, street: "Via Roma 1", city: "Roma", postalCode: "00100", country: "IT", isDefault: true },
    });
    await db().notification.create({ data: { userId: ada.id, kind: "order", title: "t", body: "b" } });
    await db().oAuthAccount.create({ data: { userId: ada.id, provider: "facebook", providerUserId: `fb-${ada.id}` } });
    await db().passwordResetToken.create({
      data: { userId: ada.id, tokenHash: `r-${ada.id}`, expiresAt: new Date(Date.now() + 3600_000) },
    });
    const order = await makeOrder({ status: "delivered", user: ada, lines: [{ productId: p.id, quantity: 2 }] });
    await db().review.create({
      data: { userId: ada.id, productId: p.id, rating: 5, comment: "Wonderful", authorName: ada.fname },
    });

    // A wrong password changes nothing.
    expect(await deleteAccount(ada.id, "not-the-password")).toEqual({ ok: false, reason: "wrong_password" });
    expect((await db().user.findUniqueOrThrow({ where: { id: ada.id } })).deletedAt).toBeNull();

    const res = (await settingsAction(
      args(here.post("/account/settings", { intent: "delete", password: FIXTURE_PASSWORD })),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^sattva_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("sattva_flash="))).toBe(true);

    const user = await db().user.findUniqueOrThrow({ where: { id: ada.id } });
    expect(user).toMatchObject({
      fname: "",
      lname: "",
      email: erasedEmail(ada.id),
      emailVerifiedAt: null,
      passwordHash: null,
      newsletter: false,
    });
    expect(user.deletedAt).toBeInstanceOf(Date);
    for (const count of [
      db().address.count({ where: { userId: ada.id } }),
      db().session.count({ where: { userId: ada.id } }),
      db().notification.count({ where: { userId: ada.id } }),
      db().oAuthAccount.count({ where: { userId: ada.id } }),
      db().passwordResetToken.count({ where: { userId: ada.id } }),
      db().review.count({ where: { userId: ada.id } }),
    ]) {
      expect(await count).toBe(0);
    }
    const review = await db().review.findFirstOrThrow({ where: { productId: p.id } });
    expect(review).toMatchObject({ userId: null, authorName: null, comment: "Wonderful", rating: 5 });
    const kept = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect(kept).toMatchObject({ userId: ada.id, status: "delivered", totalCents: 2490 });
    expect(kept.lines).toHaveLength(1);
    expect(await getSession(here.request("/account"))).toBeNull();
    // The old e-mail can sign up again; the old password signs nobody in.
    expect(await db().user.count({ where: { email: ada.email } })).toBe(0);
    expect(await checkPassword(ada.id, FIXTURE_PASSWORD)).toBe(false);
  });
});
