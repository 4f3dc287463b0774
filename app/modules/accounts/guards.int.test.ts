import { beforeAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { bearerRequest, thrown } from "../../../tests/support/routes";
import { db } from "~/lib/db.server";
import { requireApiRole, requireApiUser, requireRole, requireStaff, requireUser } from "./guards.server";

describe("access guards", () => {
  const tokens: Record<string, string> = {};
  withTestDatabase();
  beforeAll(async () => {
    for (const role of ["admin", "manager", "user"] as const) {
      const user = await makeUser({ fname: role, lname: "Test", email: `${role}@guards.test`, role, password: null });
      tokens[role] = (await signIn(user)).token;
    }
  });

  const page = (path: string, role?: string, via: "cookie" | "bearer" = "cookie") => {
    const headers = new Headers();
    if (role && via === "cookie") headers.set("cookie", `sattva_session=${tokens[role]}`);
    if (role && via === "bearer") headers.set("authorization", `Bearer ${tokens[role]}`);
    return new Request(`http://localhost${path}`, { headers });
  };

  it("sends a signed-out visitor to the log-in page, remembering where they were going", async () => {
    const res = await thrown(requireUser(page("/account/orders?x=1")));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account/login?redirectTo=%2Faccount%2Forders%3Fx%3D1");
  });

  it("sends a signed-in user of the wrong role home", async () => {
    for (const [path, role, allowed] of [
      ["/account", "admin", ["user"]],
      ["/account", "manager", ["user"]],
      ["/sattva-admin", "user", ["admin"]],
      ["/sattva-admin", "manager", ["admin"]],
      ["/sattva-product-manager", "admin", ["manager"]],
    ] as const) {
      const res = await thrown(requireRole(page(path, role), ...allowed));
      expect(res.status, `${role} on ${path}`).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    const res = await thrown(requireStaff(page("/sattva-administration/orders", "user")));
    expect(res.headers.get("location")).toBe("/");
  });

  it("lets the right role through, by cookie or bearer token", async () => {
    expect((await requireRole(page("/account", "user"), "user")).email).toBe("user@guards.test");
    expect((await requireStaff(page("/sattva-administration", "manager"))).role).toBe("manager");
    expect((await requireApiRole(page("/api/sattva-users", "admin", "bearer"), "admin")).user.role).toBe("admin");
  });

  it("answers the JSON API with 401 and 403, not redirects", async () => {
    const anon = await thrown(requireApiUser(page("/api/sattva-orders")));
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: "Authentication required." });
    const user = await thrown(requireApiRole(page("/api/sattva-users", "user", "bearer"), "admin"));
    expect(user.status).toBe(403);
  });

  it("refuses a token that matches no session, and a session of a deleted account", async () => {
    const forged = bearerRequest("x".repeat(43), "/account");
    expect((await thrown(requireUser(forged))).status).toBe(302);
    await db().user.update({ where: { email: "manager@guards.test" }, data: { deletedAt: new Date() } });
    expect((await thrown(requireStaff(page("/sattva-administration", "manager")))).headers.get("location")).toMatch(
      /^\/account\/login/,
    );
    expect(await db().session.count({ where: { user: { email: "manager@guards.test" } } })).toBe(0);
  });
});
