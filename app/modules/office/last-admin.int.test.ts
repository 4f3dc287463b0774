import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { getSession } from "~/modules/accounts/sessions.server";
import { action as deleteUserApi } from "~/routes/api.sattva-users.delete-user.$id";
import { action as updateUserApi } from "~/routes/api.sattva-users.update-user.$id";
import { action as staffAction } from "~/routes/sattva-administration.manage-users";
import { FIXTURE_PASSWORD, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, cookieRequest, dataOf, jsonRequest, settle, statusOf } from "../../../tests/support/routes";
import {
  assertNotLastAdmin,
  deleteUserAsAdmin,
  isLastAdminError,
  LAST_ADMIN_MESSAGE,
  updateUserAsAdmin,
} from "./users-admin.server";

withTestEnv({ NODE_ENV: "test", SESSION_SECRET: "l".repeat(40), ALLOWED_EMAIL_DOMAINS: undefined });
const PAGE = "/sattva-administration/manage-users";
const request = () => new Request("http://localhost/api", { headers: { "x-client-ip": "198.51.100.9" } });

type Person = Awaited<ReturnType<typeof makeUser>> & { session: Awaited<ReturnType<typeof signIn>> };
async function person(role: "admin" | "manager" | "user", email: string): Promise<Person> {
  const user = await makeUser({ role, email, fname: email.split("@")[0], lname: "Test" });
  return { ...user, session: await signIn(user) };
}

/** Backends of this test's database waiting for a row lock. */
async function waitingForLocks() {
  const rows = await db().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return rows[0].n;
}

/**
 * Runs `calls` truly at once: a transaction holds every admin row's lock while they start, and is
 * released only when all of them wait for it, so each must get past the others' commits.
 */
async function atOnce<T>(calls: () => Promise<T>[]): Promise<T[]> {
  let started: Promise<T>[] = [];
  await db().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "role" = 'admin' AND "deletedAt" IS NULL ORDER BY "id" FOR UPDATE`;
      started = calls();
      const deadline = Date.now() + 20_000;
      while ((await waitingForLocks()) < started.length) {
        if (Date.now() > deadline) throw new Error("the calls never waited for the admin rows' locks");
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    { timeout: 30_000 },
  );
  return Promise.all(started);
}

const liveAdmins = () => db().user.count({ where: { role: "admin", deletedAt: null } });

describe("the last-admin rule", () => {
  withTestDatabase();
  let a: Person, b: Person, m: Person;

  beforeEach(async () => {
    await db().user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
    const n = Math.random().toString(36).slice(2, 8);
    a = await person("admin", `a-${n}@admins.test`);
    b = await person("admin", `b-${n}@admins.test`);
    m = await person("manager", `m-${n}@admins.test`);
  });

  it("a role change from the staff page ends that person's sessions; a wrong password changes nothing", async () => {
    const post = (fields: Record<string, string>) =>
      settle(staffAction(args(a.session.post(PAGE, { intent: "role", userId: m.id, ...fields }))));
    const wrong = await post({ role: "user", password: "not-the-password" });
    expect(statusOf(wrong)).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: m.id } })).role).toBe("manager");
    expect(await getSession(cookieRequest(m.session.token))).not.toBeNull();

    const res = (await post({ role: "user", password: FIXTURE_PASSWORD })) as Response;
    expect(res.status).toBe(303);
    expect((await db().user.findUniqueOrThrow({ where: { id: m.id } })).role).toBe("user");
    expect(await db().session.count({ where: { userId: m.id } })).toBe(0);
    expect(await getSession(cookieRequest(m.session.token))).toBeNull();
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "user.role-change", entityId: m.id } });
    expect(audit).toMatchObject({ actorId: a.id, data: { role: { from: "manager", to: "user" } } });

    const self = await settle(
      staffAction(
        args(a.session.post(PAGE, { intent: "role", userId: a.id, role: "manager", password: FIXTURE_PASSWORD })),
      ),
    );
    expect(statusOf(self)).toBe(400);
    expect(dataOf(self)).toMatchObject({ error: "staff.refused.self-role", target: a.id });
  });

  it("refuses to demote or delete the last enabled admin, on every path", async () => {
    // A was disabled while their request was on its way: B is the only admin who can sign in.
    await db().user.update({ where: { id: a.id }, data: { disabledAt: new Date() } });
    expect(await updateUserAsAdmin(a.id, b.id, { role: "manager" }, request())).toEqual({
      ok: false,
      reason: "last-admin",
    });
    expect(await deleteUserAsAdmin(a.id, b.id, request())).toEqual({ ok: false, reason: "last-admin" });
    // Not an admin who can sign in any more: no role change of anyone else either.
    expect(await updateUserAsAdmin(a.id, m.id, { role: "user" }, request())).toEqual({
      ok: false,
      reason: "not-admin",
    });
    const bNow = await db().user.findUniqueOrThrow({ where: { id: b.id } });
    expect(bNow).toMatchObject({ role: "admin", deletedAt: null });
    expect((await db().user.findUniqueOrThrow({ where: { id: m.id } })).role).toBe("manager");

    // Disabling a log-in (customers page) calls assertNotLastAdmin in its own transaction.
    await expect(db().$transaction((tx) => assertNotLastAdmin(tx, b.id))).rejects.toSatisfy(isLastAdminError);
    await expect(db().$transaction((tx) => assertNotLastAdmin(tx, m.id))).resolves.toBeUndefined();
    await db().user.update({ where: { id: a.id }, data: { disabledAt: null } });
    await expect(db().$transaction((tx) => assertNotLastAdmin(tx, b.id))).resolves.toBeUndefined();
    // With two enabled admins, either may go.
    expect(await deleteUserAsAdmin(a.id, b.id, request())).toEqual({ ok: true });
    expect(await liveAdmins()).toBe(1);
  });

  it("two admins demoting each other at the same moment: exactly one succeeds", async () => {
    const results = await atOnce(() => [
      updateUserAsAdmin(a.id, b.id, { role: "manager" }, request()),
      updateUserAsAdmin(b.id, a.id, { role: "manager" }, request()),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "last-admin" }]);
    expect(await liveAdmins()).toBe(1);
  });

  it("the same race through the staff page: one 303, one 409 with the rule's message", async () => {
    const post = (from: Person, to: Person) =>
      settle(
        staffAction(
          args(from.session.post(PAGE, { intent: "role", userId: to.id, role: "user", password: FIXTURE_PASSWORD })),
        ),
      );
    const results = await atOnce(() => [post(a, b), post(b, a)]);
    expect(results.map(statusOf).sort()).toEqual([303, 409]);
    expect(dataOf(results.find((r) => statusOf(r) === 409))).toMatchObject({ error: "staff.refused.last-admin" });
    expect(await liveAdmins()).toBe(1);
  });

  it("the same race through the JSON API, for a role change and for a delete: 200 and 409", async () => {
    const api = (from: Person, path: string, method: string, body: Record<string, string>) =>
      settle(
        (method === "DELETE" ? deleteUserApi : updateUserApi)(
          args(jsonRequest(path, body, { authorization: `Bearer ${from.session.token}` }, method), {
            id: path.split("/").at(-1)!,
          }),
        ),
      ) as Promise<Response>;

    const patched = await atOnce(() => [
      api(a, `/api/sattva-users/update-user/${b.id}`, "PATCH", { role: "manager", password: FIXTURE_PASSWORD }),
      api(b, `/api/sattva-users/update-user/${a.id}`, "PATCH", { role: "manager", password: FIXTURE_PASSWORD }),
    ]);
    expect(patched.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await patched.find((r) => r.status === 409)!.json()).toMatchObject({ error: LAST_ADMIN_MESSAGE });
    expect(await liveAdmins()).toBe(1);

    // Both admins again (new sessions: a role change ended the demoted one's).
    await db().user.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { role: "admin" } });
    a.session = await signIn({ id: a.id, role: "admin" });
    b.session = await signIn({ id: b.id, role: "admin" });
    const deleted = await atOnce(() => [
      api(a, `/api/sattva-users/delete-user/${b.id}`, "DELETE", { password: FIXTURE_PASSWORD }),
      api(b, `/api/sattva-users/delete-user/${a.id}`, "DELETE", { password: FIXTURE_PASSWORD }),
    ]);
    expect(deleted.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await deleted.find((r) => r.status === 409)!.json()).toMatchObject({ error: LAST_ADMIN_MESSAGE });
    expect(await liveAdmins()).toBe(1);
  });
});
