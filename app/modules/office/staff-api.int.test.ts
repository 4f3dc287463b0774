import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { loader as ordersLoader, action as ordersAction } from "~/routes/api.sattva-orders._index";
import { action as deleteUser, loader as deleteUserLoader } from "~/routes/api.sattva-users.delete-user.$id";
import { action as usersAction, loader as usersLoader } from "~/routes/api.sattva-users._index";
import { action as updateUser } from "~/routes/api.sattva-users.update-user.$id";
import { createTestDatabase } from "../../../tests/support/db";
import { erasedEmail } from "~/modules/accounts/erase.server";

const saved = { ...process.env };
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sattva-staff-api-"));
  process.env = { ...saved, DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), NODE_ENV: "test" };
  resetEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORDS: Record<string, string> = {
  admin: "admin-password-1",
  manager: "manager-password-1",
  shopper: "shopper-password-1",
  other: "other-password-1",
};

interface Person {
  id: string;
  email: string;
  token: string;
}

async function person(key: string, role: Role, email = `${key}@example.test`): Promise<Person> {
  const user = await db().user.create({
    data: {
      fname: key[0].toUpperCase() + key.slice(1),
      lname: "Tester",
      email,
      role,
      country: "IT",
      passwordHash: await hashPassword(PASSWORDS[key] ?? "irrelevant-password"),
    },
  });
  const { token } = await createSession(user, new Request("http://localhost/account/login", { method: "POST" }));
  return { id: user.id, email, token };
}

let ip = 0;
/** A request as the staff API gets it: a bearer token or the session cookie, a fresh client address. */
function req(urlPath: string, init: { method?: string; as?: Person; json?: unknown; cookie?: boolean } = {}) {
  const headers: Record<string, string> = { "x-client-ip": `203.0.113.${++ip % 250}` };
  if (init.as && init.cookie) headers.Cookie = `sattva_session=${init.as.token}`;
  else if (init.as) headers.Authorization = `Bearer ${init.as.token}`;
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`http://localhost${urlPath}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** Runs a loader or action; a thrown Response (a guard's 401/403) is the answer too. */
async function call(
  fn: (args: LoaderFunctionArgs) => Promise<unknown>,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    return (await fn({ request, params, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function order(
  oid: string,
  data: { userId?: string; guestEmail?: string; email: string; status?: "pending" | "delivered" },
) {
  return db().order.create({
    data: {
      oid,
      userId: data.userId ?? null,
      guestName: data.guestEmail ? "Guest Person" : null,
      guestEmail: data.guestEmail ?? null,
      email: data.email,
      shipName: "Ship To",
      shipStreet: "Via Roma 1",
      shipPostalCode: "40100",
      shipCountry: "IT",
      status: data.status ?? "pending",
      subtotalCents: 1990,
      shippingCents: 490,
      vatCents: 447,
      totalCents: 2480,
      lines: { create: [{ title: "Sandalwood Sticks", unitPriceCents: 995, quantity: 2, lineTotalCents: 1990 }] },
    },
  });
}

describe("staff JSON API", () => {
  let cleanup: () => Promise<void>;
  let admin: Person, manager: Person, shopper: Person, other: Person;

  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());

  beforeEach(async () => {
    await db().auditEvent.deleteMany();
    await db().order.deleteMany();
    await db().session.deleteMany();
    await db().rateLimitHit.deleteMany();
    await db().user.deleteMany();
    admin = await person("admin", "admin");
    manager = await person("manager", "manager");
    shopper = await person("shopper", "user", "Shopper@Example.test".toLowerCase());
    other = await person("other", "user");
  });

  describe("GET /api/sattva-users", () => {
    it("answers admin 200, manager 403, shopper 403, anonymous 401, all JSON and never cached", async () => {
      const statuses = [];
      for (const as of [admin, manager, shopper, undefined]) {
        const res = await call(usersLoader, req("/api/sattva-users", { as }));
        expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 403, 403, 401]);
    });

    it("lists every account in the spec's shape with no password material anywhere", async () => {
      const res = await call(usersLoader, req("/api/sattva-users", { as: admin, cookie: true }));
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(/passwordHash|\$argon2|tokenHash/i);
      for (const secret of Object.values(PASSWORDS)) expect(text).not.toContain(secret);
      const body = JSON.parse(text) as { data: Record<string, unknown>[]; total: number };
      expect(body.total).toBe(4);
      expect(body.data.map((u) => u.email).sort()).toEqual(
        ["admin@example.test", "manager@example.test", "other@example.test", "shopper@example.test"].sort(),
      );
      expect(Object.keys(body.data[0]).sort()).toEqual(
        ["_id", "country", "createdAt", "email", "fname", "lname", "locale", "newsletter", "role"].sort(),
      );
    });

    it("refuses other methods with 405 (after the guard)", async () => {
      const res = await call(usersAction, req("/api/sattva-users", { method: "POST", as: admin, json: {} }));
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET");
      expect((await call(usersAction, req("/api/sattva-users", { method: "POST", json: {} }))).status).toBe(401);
    });
  });

  describe("PUT and PATCH /api/sattva-users/update-user/{id}", () => {
    const url = (target: string) => `/api/sattva-users/update-user/${target}`;
    const update = (target: string, as: Person | undefined, json: unknown, method = "PUT") =>
      call(updateUser, req(url(target), { method, as, json }), { id: target });

    it("a role change answers the updated user and signs that user out everywhere", async () => {
      await createSession({ id: shopper.id, role: "user" }, new Request("http://localhost/"));
      expect(await db().session.count({ where: { userId: shopper.id } })).toBe(2);
      const res = await update(shopper.id, admin, {
        fname: " Giulia ",
        lname: "Conti",
        email: "GIULIA@example.test",
        role: "manager",
        password: PASSWORDS.admin,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { message: string; data: Record<string, unknown>; sessionsRevoked: boolean };
      expect(body.message).toBe("User updated successfully.");
      expect(body.data).toMatchObject({
        _id: shopper.id,
        fname: "Giulia",
        email: "giulia@example.test",
        role: "manager",
      });
      expect(body.sessionsRevoked).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$argon2/);
      expect(await db().session.count({ where: { userId: shopper.id } })).toBe(0);
      // The old token no longer opens anything.
      expect((await call(ordersLoader, req("/api/sattva-orders", { as: shopper }))).status).toBe(401);
      const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: shopper.id } });
      expect(audit).toMatchObject({ actorId: admin.id, action: "user.role-change" });
    });

    it("an edit without a role change keeps the user's sessions; PATCH changes only what it names", async () => {
      const res = await update(other.id, admin, { lname: "Verdi", password: PASSWORDS.admin }, "PATCH");
      expect(res.status).toBe(200);
      const row = await db().user.findUniqueOrThrow({ where: { id: other.id } });
      expect(row).toMatchObject({ fname: "Other", lname: "Verdi", email: "other@example.test", role: "user" });
      expect(await db().session.count({ where: { userId: other.id } })).toBe(1);
    });

    it("a wrong password is 403 'Incorrect password.' and changes nothing", async () => {
      const before = await db().user.findUniqueOrThrow({ where: { id: shopper.id } });
      const res = await update(shopper.id, admin, {
        fname: "X",
        lname: "Y",
        email: "x@example.test",
        role: "admin",
        password: "not-the-password",
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Incorrect password." });
      expect(await db().user.findUniqueOrThrow({ where: { id: shopper.id } })).toEqual(before);
      expect(await db().session.count({ where: { userId: shopper.id } })).toBe(1);
      expect(await db().auditEvent.count()).toBe(0);
    });

    it("ignores keys that are not editable (mass assignment)", async () => {
      const res = await update(
        other.id,
        admin,
        {
          fname: "Olga",
          passwordHash: "x",
          id: "hijack",
          deletedAt: "2020-01-01",
          createdAt: "2000-01-01",
          password: PASSWORDS.admin,
        },
        "PATCH",
      );
      expect(res.status).toBe(200);
      const row = await db().user.findUniqueOrThrow({ where: { id: other.id } });
      expect(row.fname).toBe("Olga");
      expect(row.deletedAt).toBeNull();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.createdAt.getUTCFullYear()).toBeGreaterThan(2020);
    });

    it("validates: missing fields 400, unknown role 400, a taken e-mail 409, unknown id 404, own role 400", async () => {
      const put = (target: string, json: unknown) => update(target, admin, json);
      const full = { fname: "A", lname: "B", email: "a@example.test", role: "user", password: PASSWORDS.admin };
      expect((await put(other.id, { ...full, fname: "" })).status).toBe(400);
      expect((await put(other.id, { ...full, role: "superuser" })).status).toBe(400);
      expect((await put(other.id, { ...full, email: "shopper@example.test" })).status).toBe(409);
      expect((await put("c".repeat(25), full)).status).toBe(404);
      expect((await put(admin.id, { ...full, email: "admin@example.test", role: "user" })).status).toBe(400);
      const patchNothing = await update(other.id, admin, { password: PASSWORDS.admin }, "PATCH");
      expect(patchNothing.status).toBe(400);
      const notJson = new Request(`http://localhost${url(other.id)}`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
        body: "{not json",
      });
      expect((await call(updateUser, notJson, { id: other.id })).status).toBe(400);
    });

    it("is admin only and refuses other methods", async () => {
      const json = { fname: "A", lname: "B", email: "a@example.test", role: "admin", password: PASSWORDS.manager };
      const asManager = await update(other.id, manager, json);
      expect(asManager.status).toBe(403);
      const asShopper = await update(shopper.id, shopper, json);
      expect(asShopper.status).toBe(403);
      expect((await db().user.findUniqueOrThrow({ where: { id: shopper.id } })).role).toBe("user");
      const post = await update(other.id, admin, json, "POST");
      expect(post.status).toBe(405);
      expect(post.headers.get("Allow")).toBe("PUT, PATCH");
    });
  });

  describe("DELETE /api/sattva-users/delete-user/{id}", () => {
    const del = (target: string, as: Person | undefined, json: unknown, method = "DELETE") =>
      call(deleteUser, req(`/api/sattva-users/delete-user/${target}`, { method, as, json }), { id: target });

    it("anonymises the account: personal data erased, sessions gone, orders kept; answers 'User deleted successfully.'", async () => {
      await order("SAT-90001", { userId: other.id, email: other.email, status: "delivered" });
      await db().address.create({
        data: { userId: other.id, street: "Via Po 3", city: "Genova", postalCode: "16122", country: "IT" },
      });
      const res = await del(other.id, admin, { password: PASSWORDS.admin });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "User deleted successfully." });
      const row = await db().user.findUniqueOrThrow({ where: { id: other.id } });
      expect(row).toMatchObject({ fname: "", lname: "", email: erasedEmail(other.id), passwordHash: null });
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(await db().session.count({ where: { userId: other.id } })).toBe(0);
      expect(await db().address.count({ where: { userId: other.id } })).toBe(0);
      expect(await db().order.count({ where: { userId: other.id } })).toBe(1);
      // Gone from the list, and a second delete finds nothing.
      const list = (await (await call(usersLoader, req("/api/sattva-users", { as: admin }))).json()) as {
        total: number;
      };
      expect(list.total).toBe(3);
      expect((await del(other.id, admin, { password: PASSWORDS.admin })).status).toBe(404);
    });

    it("a wrong password is 403 and nothing changes; no password is 400", async () => {
      const res = await del(other.id, admin, { password: "wrong-password" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "Incorrect password." });
      expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
      expect(await db().session.count({ where: { userId: other.id } })).toBe(1);
      expect((await del(other.id, admin, {})).status).toBe(400);
    });

    it("an admin cannot delete themself; managers and shoppers cannot delete anyone; anonymous is 401", async () => {
      expect((await del(admin.id, admin, { password: PASSWORDS.admin })).status).toBe(400);
      expect((await del(other.id, manager, { password: PASSWORDS.manager })).status).toBe(403);
      expect((await del(other.id, shopper, { password: PASSWORDS.shopper })).status).toBe(403);
      expect((await del(other.id, undefined, { password: "x" })).status).toBe(401);
      expect(await db().user.count({ where: { deletedAt: { not: null } } })).toBe(0);
    });

    it("only DELETE: POST and GET are 405", async () => {
      expect((await del(other.id, admin, { password: PASSWORDS.admin }, "POST")).status).toBe(405);
      const get = await call(deleteUserLoader, req(`/api/sattva-users/delete-user/${other.id}`, { as: admin }), {
        id: other.id,
      });
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("DELETE");
    });

    it("stops guessing: after 10 wrong passwords even the right one is refused with 429", async () => {
      for (let i = 0; i < 10; i++) expect((await del(other.id, admin, { password: `guess-${i}` })).status).toBe(403);
      const res = await del(other.id, admin, { password: PASSWORDS.admin });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await db().user.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
    });
  });

  describe("GET /api/sattva-orders", () => {
    beforeEach(async () => {
      await order("SAT-20001", { userId: shopper.id, email: shopper.email });
      // A guest order placed with the shopper's e-mail (in another case) before they had an account.
      await order("SAT-20002", { guestEmail: "SHOPPER@example.test", email: shopper.email, status: "delivered" });
      await order("SAT-20003", { userId: other.id, email: other.email });
      await order("SAT-20004", { guestEmail: "stranger@example.org", email: "stranger@example.org" });
      // The shopper's e-mail typed by another account holder: not the shopper's order.
      await order("SAT-20005", { userId: other.id, guestEmail: shopper.email, email: shopper.email });
    });

    const oids = async (res: Response) =>
      ((await res.json()) as { data: { oid: string }[] }).data.map((o) => o.oid).sort();

    it("a shopper sees only their own orders: by account, and guest orders with their e-mail once it is verified", async () => {
      // Unverified: anyone may have typed this address at sign-up, so its guest orders stay hidden.
      const before = await call(ordersLoader, req("/api/sattva-orders", { as: shopper }));
      expect(before.status).toBe(200);
      expect(await oids(before)).toEqual(["SAT-20001"]);
      await db().user.update({ where: { id: shopper.id }, data: { emailVerifiedAt: new Date() } });
      const res = await call(ordersLoader, req("/api/sattva-orders", { as: shopper, cookie: true }));
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await oids(res)).toEqual(["SAT-20001", "SAT-20002"]);
      expect(await oids(await call(ordersLoader, req("/api/sattva-orders", { as: other })))).toEqual([
        "SAT-20003",
        "SAT-20005",
      ]);
    });

    it("staff see every order, with totals in cents and formatted, and the lines", async () => {
      for (const as of [admin, manager]) {
        const res = await call(ordersLoader, req("/api/sattva-orders", { as }));
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: Record<string, unknown>[]; total: number };
        expect(body.total).toBe(5);
        const one = body.data.find((o) => o.oid === "SAT-20001")!;
        expect(one).toMatchObject({
          status: "pending",
          totalPrice: 24.8,
          totals: { total: { cents: 2480 }, subtotal: { cents: 1990 }, shipping: { cents: 490 } },
          lines: [{ title: "Sandalwood Sticks", quantity: 2, unitPrice: { cents: 995 }, lineTotal: { cents: 1990 } }],
        });
        expect((one.totals as { total: { formatted: string } }).total.formatted).toMatch(/24[.,]80/);
        expect(typeof one.createdAt).toBe("string");
      }
    });

    it("anonymous is 401; paging is read from ?limit&offset; POST is 405", async () => {
      expect((await call(ordersLoader, req("/api/sattva-orders"))).status).toBe(401);
      const page = await call(ordersLoader, req("/api/sattva-orders?limit=2&offset=1", { as: admin }));
      expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(2);
      expect((await call(ordersLoader, req("/api/sattva-orders?limit=0", { as: admin }))).status).toBe(400);
      expect(
        (await call(ordersAction, req("/api/sattva-orders", { method: "POST", as: shopper, json: {} }))).status,
      ).toBe(405);
    });
  });
});
