import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { loader } from "~/routes/sattva-administration.audit";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, pageRequest, settle } from "../../../tests/support/routes";
import { describeAuditData } from "./audit-list.server";
import { recordAudit } from "./audit.server";

withTestEnv({ SESSION_SECRET: "u".repeat(40), NODE_ENV: "test" });

const PATH = "/sattva-administration/audit";
type Page = Awaited<ReturnType<typeof loader>>;

describe("the audit page", () => {
  withTestDatabase();

  it("is for admins only: signed out → log in, a shopper or a manager → home", async () => {
    const anon = (await settle(loader(args(pageRequest(PATH))))) as Response;
    expect(anon.headers.get("location")).toMatch(/^\/account\/login/);
    for (const role of ["user", "manager"] as const) {
      const as = await signIn(await makeUser({ role }));
      const res = (await settle(loader(args(as.request(PATH))))) as Response;
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("lists records newest first with filters (who, action, entity, dates) and the changed fields", async () => {
    const admin = await makeUser({ role: "admin", fname: "Ada", email: "ada.audit@account.test" });
    const manager = await makeUser({ role: "manager", fname: "Bruno", email: "bruno.audit@account.test" });
    await db().$transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: manager.id,
        action: "review.hide",
        entity: "Review",
        entityId: "r1",
        before: { published: true },
        after: { published: false },
        details: { productId: "p1" },
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: "brand.create",
        entity: "Brand",
        entityId: "b1",
        after: { name: "Hem" },
      });
      await recordAudit(tx, { actorId: null, action: "stock.adjust", entity: "Product", entityId: "p1" });
    });
    await db().auditEvent.updateMany({
      where: { entityId: "r1" },
      data: { createdAt: new Date("2026-01-10T10:00:00Z") },
    });
    const as = await signIn(admin);
    const page = async (qs = "") => (await loader(args(as.request(`${PATH}?${qs}`)))) as Page;

    const all = await page();
    expect(all.list.rows.map((r) => r.action).slice(0, 3)).toEqual(["stock.adjust", "brand.create", "review.hide"]);
    expect(all.choices.actions).toEqual(expect.arrayContaining(["review.hide", "brand.create", "stock.adjust"]));
    const hide = all.list.rows.find((r) => r.action === "review.hide")!;
    expect(hide.actor).toEqual({ name: expect.stringContaining("Bruno"), email: "bruno.audit@account.test" });
    expect(hide.changes).toEqual([{ field: "published", from: "true", to: "false" }]);
    expect(hide.details).toEqual([{ field: "productId", value: "p1" }]);

    expect((await page("q=bruno")).list.rows.map((r) => r.action)).toEqual(["review.hide"]);
    expect((await page("q=system")).list.rows.map((r) => r.action)).toEqual(["stock.adjust"]);
    expect((await page("action=brand.create")).list.rows.map((r) => r.entityId)).toEqual(["b1"]);
    expect((await page("entity=Review")).list.rows.map((r) => r.entityId)).toEqual(["r1"]);
    expect((await page("from=2026-01-10&to=2026-01-10")).list.rows.map((r) => r.entityId)).toEqual(["r1"]);
    expect((await page("to=2026-01-09")).list.total).toBe(0);
    // Bad values fall back to "any".
    expect((await page("from=yesterday&action=<script>")).list.total).toBe(all.list.total);
  });

  it("describeAuditData reads before/after, user-edit style { field: { from, to } }, and deletions", () => {
    expect(describeAuditData({ email: { from: "a@x.it", to: "b@x.it" } }).changes).toEqual([
      { field: "email", from: "a@x.it", to: "b@x.it" },
    ]);
    expect(describeAuditData({ before: { name: "Hem", position: 2 } }).changes).toEqual([
      { field: "name", from: "Hem", to: null },
      { field: "position", from: "2", to: null },
    ]);
    expect(describeAuditData({ before: { a: 1, b: 2 }, after: { a: 1, b: 3 } }).changes).toEqual([
      { field: "b", from: "2", to: "3" },
    ]);
    expect(describeAuditData(null)).toEqual({ changes: [], details: [] });
  });
});
