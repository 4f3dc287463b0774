import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { hashToken, getSession } from "~/modules/accounts/sessions.server";
import { action as staffAction, loader as staffLoader } from "~/routes/sattva-administration.manage-users";
import { action as acceptAction, loader as acceptLoader } from "~/routes/staff-invite.$token";
import { FIXTURE_PASSWORD, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../tests/support/env";
import {
  args,
  cookieRequest,
  dataOf,
  formRequest,
  pageRequest,
  responseOf,
  sessionCookieOf,
  setsFlash,
  settle,
  statusOf,
  tokenOf,
} from "../../../tests/support/routes";
import { listStaff } from "./staff-page.server";

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "i".repeat(40) }, { outbox: "staff-invites" });
const PAGE = "/sattva-administration/manage-users";

/** Quoted-printable bytes (`=C3=A0`) back to text (the outbox helper undoes soft breaks and `=3D`). */
const decoded = (mail: string) =>
  mail.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/** The newest invitation mail to `to` (decoded), its link's token, and how many there are. */
function mailedInvite(to: string) {
  const mails = env.mailsTo(to);
  const mail = decoded(mails.at(-1) ?? "");
  const token = new RegExp(`${SHOP_URL.replace(/[.]/g, "\\.")}/staff-invite/([A-Za-z0-9_-]+)`).exec(mail)?.[1];
  return { mail, token, count: mails.length };
}

let invitePage = 0;
/** The invitation page's GET and POST, each from a client address of its own unless `ip` says one. */
const openInvite = (token: string) => settle(acceptLoader(args(pageRequest(`/staff-invite/${token}`), { token })));
const postInvite = (token: string, fields: Record<string, string>, ip = `192.0.2.${(++invitePage % 250) + 1}`) =>
  settle(
    acceptAction(
      args(formRequest(`/staff-invite/${token}`, fields, { "x-client-ip": ip }), {
        token,
      }),
    ),
  );

const NEW_PASSWORD = "a-new-staff-password";
const newAccount = { kind: "new", fname: "Marta", lname: "Ferri", password: NEW_PASSWORD, confirm: NEW_PASSWORD };

describe("staff invitations", () => {
  withTestDatabase();
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let as: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    admin = await makeUser({ role: "admin", fname: "Anna", lname: "Boss", email: "anna@staff.test" });
    as = await signIn(admin);
  });
  beforeEach(() => env.clearOutbox());

  const invite = (fields: Record<string, string>) =>
    settle(staffAction(args(as.post(PAGE, { intent: "invite", password: FIXTURE_PASSWORD, ...fields }))));

  it("invites a manager: the mail in the chosen language, the link signs the new manager in", async () => {
    const res = await responseOf(invite({ email: " Marta@Staff.TEST ", role: "manager", language: "de" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(PAGE);
    expect(setsFlash(res)).toBe(true);

    const { mail, token } = mailedInvite("marta@staff.test");
    expect(mail).toContain("Anna Boss lädt Sie ein, dem Team von Sattva S.r.l. als Manager beizutreten");
    expect(token).toBeTruthy();
    const row = await db().staffInvite.findFirstOrThrow({ where: { email: "marta@staff.test" } });
    expect(row.tokenHash).toBe(hashToken(token!));
    expect(row).toMatchObject({ role: "manager", locale: "de", invitedById: admin.id, acceptedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 3600_000);

    const page = dataOf<{ view: Record<string, unknown> }>(await openInvite(token!));
    expect(page.view).toMatchObject({
      state: "open",
      email: "marta@staff.test",
      role: "manager",
      inviter: "Anna Boss",
      account: "new",
    });

    const accepted = await responseOf(postInvite(token!, newAccount));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/sattva-product-manager");
    const session = await getSession(cookieRequest(tokenOf(sessionCookieOf(accepted))!));
    expect(session?.user).toMatchObject({ email: "marta@staff.test", role: "manager", fname: "Marta" });

    const user = await db().user.findUniqueOrThrow({ where: { email: "marta@staff.test" } });
    expect(user.emailVerifiedAt).not.toBeNull();
    const after = await db().staffInvite.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.acceptedAt).not.toBeNull();
    expect(after.acceptedUserId).toBe(user.id);
    const audit = await db().auditEvent.findMany({ where: { entityId: row.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["staff-invite.create", admin.id],
      ["staff-invite.accept", user.id],
    ]);
    expect((await listStaff()).find((s) => s.id === user.id)).toMatchObject({
      role: "manager",
      invitedBy: "Anna Boss",
    });

    // The link worked once.
    expect(statusOf(await openInvite(token!))).toBe(410);
    expect(dataOf<{ view: unknown }>(await openInvite(token!)).view).toEqual({ state: "used" });
    const again = await postInvite(token!, { ...newAccount, fname: "Other" });
    expect(statusOf(again)).toBe(410);
    expect(dataOf(again)).toEqual({ error: "accept.state.used" });
  });

  it("an unknown or malformed token is not found; nothing is created", async () => {
    for (const token of ["x".repeat(43), "short", "bad token!"]) {
      expect(statusOf(await openInvite(token))).toBe(404);
      const res = await postInvite(token, newAccount);
      expect(statusOf(res)).toBe(404);
      expect(dataOf(res)).toEqual({ error: "accept.state.invalid" });
    }
    expect(await db().user.count({ where: { fname: "Marta", lname: "Ferri" } })).toBe(1);
  });

  it("an expired link says so and accepts nothing", async () => {
    await responseOf(invite({ email: "late@staff.test", role: "manager", language: "en" }));
    const { token } = mailedInvite("late@staff.test");
    await db().staffInvite.updateMany({
      where: { email: "late@staff.test" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(dataOf<{ view: unknown }>(await openInvite(token!)).view).toEqual({ state: "expired" });
    const res = await postInvite(token!, newAccount);
    expect(statusOf(res)).toBe(410);
    expect(dataOf(res)).toEqual({ error: "accept.state.expired" });
    expect(await db().user.findUnique({ where: { email: "late@staff.test" } })).toBeNull();
    // The page lists it as expired, and it can be resent.
    const page = (await staffLoader(args(as.request(PAGE)))) as { invites: { email: string; expired: boolean }[] };
    expect(page.invites.find((i) => i.email === "late@staff.test")?.expired).toBe(true);
  });

  it("a revoked link says so; revoking and resending are audited", async () => {
    await responseOf(invite({ email: "gone@staff.test", role: "admin", language: "it" }));
    const { token, mail } = mailedInvite("gone@staff.test");
    expect(mail).toContain("come amministratore");
    const row = await db().staffInvite.findFirstOrThrow({ where: { email: "gone@staff.test" } });

    const wrong = await settle(
      staffAction(args(as.post(PAGE, { intent: "revoke", inviteId: row.id, password: "not-my-password" }))),
    );
    expect(statusOf(wrong)).toBe(403);
    expect((await db().staffInvite.findUniqueOrThrow({ where: { id: row.id } })).revokedAt).toBeNull();

    const res = await responseOf(
      staffAction(args(as.post(PAGE, { intent: "revoke", inviteId: row.id, password: FIXTURE_PASSWORD }))),
    );
    expect(res.status).toBe(303);
    expect(dataOf<{ view: unknown }>(await openInvite(token!)).view).toEqual({ state: "revoked" });
    expect(dataOf(await postInvite(token!, newAccount))).toEqual({ error: "accept.state.revoked" });
    const twice = await settle(
      staffAction(args(as.post(PAGE, { intent: "revoke", inviteId: row.id, password: FIXTURE_PASSWORD }))),
    );
    expect(statusOf(twice)).toBe(404);
    expect(await db().auditEvent.count({ where: { entityId: row.id, action: "staff-invite.revoke" } })).toBe(1);
  });

  it("a resend mails a new token and seven more days; the old link stops working", async () => {
    await responseOf(invite({ email: "again@staff.test", role: "manager", language: "fr" }));
    const first = mailedInvite("again@staff.test");
    const row = await db().staffInvite.findFirstOrThrow({ where: { email: "again@staff.test" } });
    await db().staffInvite.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });

    const res = await responseOf(
      staffAction(args(as.post(PAGE, { intent: "resend", inviteId: row.id, password: FIXTURE_PASSWORD }))),
    );
    expect(res.status).toBe(303);
    const second = mailedInvite("again@staff.test");
    expect(second.count).toBe(2);
    expect(second.mail).toContain("vous invite à rejoindre l'équipe"); // the language it was first sent in
    expect(second.token).not.toBe(first.token);
    const after = await db().staffInvite.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.tokenHash).toBe(hashToken(second.token!));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    expect(statusOf(await openInvite(first.token!))).toBe(404);
    expect(dataOf<{ view: { state: string } }>(await openInvite(second.token!)).view.state).toBe("open");
    expect(await db().auditEvent.count({ where: { entityId: row.id, action: "staff-invite.resend" } })).toBe(1);
  });

  it("refuses an address that is staff already, one with an open invitation, and bad input", async () => {
    await makeUser({ role: "manager", email: "already@staff.test" });
    const staff = await invite({ email: "already@staff.test", role: "admin", language: "en" });
    expect(statusOf(staff)).toBe(409);
    expect(dataOf(staff)).toMatchObject({
      error: "invite.refused.already-staff",
      typed: { email: "already@staff.test" },
    });

    await responseOf(invite({ email: "once@staff.test", role: "manager", language: "en" }));
    const twice = await invite({ email: "once@staff.test", role: "admin", language: "en" });
    expect(statusOf(twice)).toBe(409);
    expect(dataOf(twice)).toMatchObject({ error: "invite.refused.pending" });
    expect(await db().staffInvite.count({ where: { email: "once@staff.test" } })).toBe(1);

    const bad = await invite({ email: "not-an-address", role: "user", language: "xx" });
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad)).toMatchObject({
      fields: { email: "errors.emailInvalid", role: "errors.role", language: "errors.language" },
    });
    expect(env.mailsTo("already@staff.test")).toHaveLength(0);
  });

  it("a wrong admin password invites nobody and mails nothing", async () => {
    const res = await invite({ email: "nobody@staff.test", role: "admin", language: "en", password: "wrong-one" });
    expect(statusOf(res)).toBe(403);
    expect(dataOf(res)).toMatchObject({ error: "errors.wrongPassword", fields: { password: "errors.wrongPassword" } });
    expect(await db().staffInvite.count({ where: { email: "nobody@staff.test" } })).toBe(0);
    expect(env.mailsTo("nobody@staff.test")).toHaveLength(0);
  });

  it("a manager and a shopper are sent home with the spec's message, and change nothing", async () => {
    for (const role of ["manager", "user"] as const) {
      const other = await signIn(await makeUser({ role }));
      for (const answer of [
        await settle(staffLoader(args(other.request(PAGE)))),
        await settle(
          staffAction(
            args(other.post(PAGE, { intent: "invite", email: `x-${role}@staff.test`, role: "admin", language: "en" })),
          ),
        ),
      ]) {
        const res = answer as Response;
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("/");
        expect(setsFlash(res)).toBe(true);
      }
      expect(await db().staffInvite.count({ where: { email: `x-${role}@staff.test` } })).toBe(0);
    }
    const signedOut = (await settle(staffLoader(args(pageRequest(PAGE))))) as Response;
    expect(signedOut.headers.get("location")).toMatch(/^\/account\/login/);
  });

  describe("an address that already has a shopper's account", () => {
    it("accepts with the account's own password: the role is added, the password and orders stay", async () => {
      const shopper = await makeUser({ email: "shopper@staff.test", fname: "Sara" });
      const before = await db().user.findUniqueOrThrow({ where: { id: shopper.id } });
      const old = await signIn(shopper);
      await responseOf(invite({ email: "shopper@staff.test", role: "admin", language: "en" }));
      const { token } = mailedInvite("shopper@staff.test");
      expect(dataOf<{ view: { account: string } }>(await openInvite(token!)).view.account).toBe("existing");

      // The link alone never sets a password of an existing account.
      const takeover = await postInvite(token!, newAccount);
      expect(statusOf(takeover)).toBe(409);
      expect(dataOf(takeover)).toMatchObject({ error: "accept.refused.account-changed" });
      const wrong = await postInvite(token!, { kind: "existing", password: "a-guess-at-it" });
      expect(statusOf(wrong)).toBe(403);
      const unchanged = await db().user.findUniqueOrThrow({ where: { id: shopper.id } });
      expect(unchanged.role).toBe("user");
      expect(unchanged.passwordHash).toBe(before.passwordHash);
      expect(await db().staffInvite.count({ where: { email: "shopper@staff.test", acceptedAt: { not: null } } })).toBe(
        0,
      );

      const res = await responseOf(postInvite(token!, { kind: "existing", password: FIXTURE_PASSWORD }));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/sattva-admin");
      const after = await db().user.findUniqueOrThrow({ where: { id: shopper.id } });
      expect(after).toMatchObject({ role: "admin", fname: "Sara", passwordHash: before.passwordHash });
      expect(after.emailVerifiedAt).not.toBeNull();
      // The shopper's earlier session ended (a role change); the new one is an admin's.
      expect(await getSession(cookieRequest(old.token))).toBeNull();
      expect((await getSession(cookieRequest(tokenOf(sessionCookieOf(res))!)))?.user.role).toBe("admin");
      const accept = await db().auditEvent.findFirstOrThrow({
        where: { action: "staff-invite.accept", actorId: shopper.id },
      });
      expect(accept.data).toMatchObject({ before: { role: "user" }, after: { account: "existing", role: "admin" } });
    });

    it("an account without a password (social log-in) is sent to set one first", async () => {
      await makeUser({ email: "social@staff.test", password: null });
      await responseOf(invite({ email: "social@staff.test", role: "manager", language: "en" }));
      const { token } = mailedInvite("social@staff.test");
      expect(dataOf<{ view: { account: string } }>(await openInvite(token!)).view.account).toBe("no-password");
      for (const fields of [newAccount, { kind: "existing", password: "whatever-it-is" }]) {
        const res = await postInvite(token!, fields);
        expect(statusOf(res)).toBe(409);
        expect(dataOf(res)).toMatchObject({ error: "accept.noPassword" });
      }
      expect((await db().user.findUniqueOrThrow({ where: { email: "social@staff.test" } })).passwordHash).toBeNull();
    });

    it("someone signing up with the address after the invitation must prove the account too", async () => {
      await responseOf(invite({ email: "racer@staff.test", role: "manager", language: "en" }));
      const { token } = mailedInvite("racer@staff.test");
      expect(dataOf<{ view: { account: string } }>(await openInvite(token!)).view.account).toBe("new");
      await makeUser({ email: "racer@staff.test" });
      const res = await postInvite(token!, newAccount);
      expect(statusOf(res)).toBe(409);
      expect((await db().user.findUniqueOrThrow({ where: { email: "racer@staff.test" } })).role).toBe("user");
    });
  });

  it("new-account input follows the shop's password rules", async () => {
    await responseOf(invite({ email: "rules@staff.test", role: "manager", language: "en" }));
    const { token } = mailedInvite("rules@staff.test");
    const res = await postInvite(token!, { kind: "new", fname: " ", lname: "L", password: "short", confirm: "other" });
    expect(statusOf(res)).toBe(400);
    expect(dataOf(res)).toMatchObject({
      fields: { fname: "errors.required", password: "errors.passwordTooShort", confirm: "errors.passwordsDiffer" },
    });
    expect(await db().user.findUnique({ where: { email: "rules@staff.test" } })).toBeNull();
  });

  it("limits accept attempts per client address", async () => {
    await responseOf(invite({ email: "limit@staff.test", role: "manager", language: "en" }));
    const { token } = mailedInvite("limit@staff.test");
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        statusOf(
          await postInvite(token!, { kind: "new", fname: "", lname: "", password: "", confirm: "" }, "203.0.113.77"),
        ),
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await postInvite(token!, newAccount, "203.0.113.77");
    expect(statusOf(limited)).toBe(429);
    expect(statuses[10]).toBe(429);
    expect(await db().user.findUnique({ where: { email: "limit@staff.test" } })).toBeNull();
  });

  it("last seen: every session opened or used is copied to the account, and outlives the session", async () => {
    const manager = await makeUser({ role: "manager" });
    expect((await listStaff()).find((s) => s.id === manager.id)?.lastSeenAt).toBeNull();
    const { sessionId } = await signIn(manager);
    const opened = await db().session.findUniqueOrThrow({ where: { id: sessionId } });
    expect((await db().user.findUniqueOrThrow({ where: { id: manager.id } })).lastSeenAt).toEqual(opened.lastSeenAt);

    const later = new Date(opened.lastSeenAt.getTime() + 5 * 60_000);
    await db().session.update({ where: { id: sessionId }, data: { lastSeenAt: later } });
    await db().session.deleteMany({ where: { id: sessionId } });
    expect((await listStaff()).find((s) => s.id === manager.id)?.lastSeenAt).toEqual(later);

    // While an admin's transaction holds the account's row (a role change), a session's touch
    // does not wait for it: the copy is skipped, and the next touch catches up.
    const { sessionId: second } = await signIn(manager);
    const touched = new Date(later.getTime() + 60_000);
    await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${manager.id} FOR UPDATE`;
      await db().session.update({ where: { id: second }, data: { lastSeenAt: touched } });
    });
    const after = (await db().user.findUniqueOrThrow({ where: { id: manager.id } })).lastSeenAt!;
    expect(after.getTime()).toBeLessThan(touched.getTime());
    const next = new Date(touched.getTime() + 60_000);
    await db().session.update({ where: { id: second }, data: { lastSeenAt: next } });
    expect((await db().user.findUniqueOrThrow({ where: { id: manager.id } })).lastSeenAt).toEqual(next);
  });
});
