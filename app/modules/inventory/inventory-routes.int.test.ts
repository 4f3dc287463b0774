import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { SESSION_COOKIE } from "~/modules/accounts/sessions.server";
import { loader as listLoader } from "~/routes/sattva-administration.inventory";
import { loader as csvLoader } from "~/routes/sattva-administration.inventory[.csv]";
import { action as productAction, loader as productLoader } from "~/routes/sattva-administration.inventory_.$productId";
import { action as importAction } from "~/routes/sattva-administration.inventory_.import";
import { makeCatalogue, makeUser, signIn, stockOf } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, pageRequest, responseOf, settle, statusOf } from "../../../tests/support/routes";
import type { ImportLine } from "./csv.server";

withTestEnv({ SESSION_SECRET: "i".repeat(40), NODE_ENV: "test" });

const PRODUCT = (id: string) => `/sattva-administration/inventory/${id}`;
const IMPORT = "/sattva-administration/inventory/import";

type Person = Awaited<ReturnType<typeof signIn>>;

async function staff(role: "manager" | "admin" = "manager") {
  const user = await makeUser({ role });
  return { user, as: await signIn(user) };
}

const adjust = (who: Person | null, id: string, fields: Record<string, string>) =>
  settle(
    productAction(
      args(
        who
          ? who.post(PRODUCT(id), { intent: "adjust", ...fields })
          : formRequest(PRODUCT(id), { intent: "adjust", ...fields }),
        { productId: id },
      ),
    ),
  );

/** A CSV file posted to the import page as a browser does (multipart). */
function upload(who: Person | null, csv: string | Blob) {
  const form = new FormData();
  form.append("file", typeof csv === "string" ? new Blob([csv], { type: "text/csv" }) : csv, "counts.csv");
  const headers: Record<string, string> = who ? { cookie: `i18next=en; ${SESSION_COOKIE}=${who.token}` } : {};
  return settle(
    importAction(args(new Request(new URL(IMPORT, "http://localhost"), { method: "POST", body: form, headers }))),
  );
}

const apply = (who: Person, token: string) => settle(importAction(args(who.post(IMPORT, { intent: "apply", token }))));

type PreviewAnswer = {
  preview: { lines: ImportLine[]; errors: number; changes: number; token: string | null };
  moved?: boolean;
};

const pidOf = async (id: string) =>
  (await db().product.findUniqueOrThrow({ where: { id }, select: { pid: true } })).pid;

describe("inventory pages", () => {
  withTestDatabase();

  it("guards every page and action: anonymous to log in, a shopper home, staff in", async () => {
    const [p] = await makeCatalogue(1, 10);
    const shopper = await signIn(await makeUser());
    const loginOrHome = async (r: unknown) => {
      const res = await responseOf(r);
      return res.headers.get("location")?.startsWith("/account/login") ? "login" : res.headers.get("location");
    };
    expect(await loginOrHome(adjust(null, p.id, { reason: "received", quantity: "5" }))).toBe("login");
    expect(await loginOrHome(adjust(shopper, p.id, { reason: "received", quantity: "5" }))).toBe("/");
    expect(await loginOrHome(upload(null, "pid,stock\n"))).toBe("login");
    expect(await loginOrHome(upload(shopper, "pid,stock\n"))).toBe("/");
    expect(await loginOrHome(settle(csvLoader(args(shopper.request("/sattva-administration/inventory.csv")))))).toBe(
      "/",
    );
    expect(await loginOrHome(settle(productLoader(args(pageRequest(PRODUCT(p.id)), { productId: p.id }))))).toBe(
      "login",
    );
    expect(await stockOf(p.id)).toBe(10);
    for (const role of ["manager", "admin"] as const) {
      const { as } = await staff(role);
      const page = await productLoader(args(as.request(PRODUCT(p.id)), { productId: p.id }));
      expect(page.history.product.stock).toBe(10);
    }
    const { as } = await staff();
    const missing = await responseOf(
      settle(
        productLoader(
          args(as.request(PRODUCT("c0000000000000000000000000")), { productId: "c0000000000000000000000000" }),
        ),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("adjusts the stock with a reason: received, damaged, count, correction; audited; in the history, newest first", async () => {
    const [p] = await makeCatalogue(1, 10);
    const { user, as } = await staff();
    const received = await responseOf(adjust(as, p.id, { reason: "received", quantity: "5", note: "pallet 7" }));
    expect(received.status).toBe(303);
    expect(received.headers.get("location")).toBe(PRODUCT(p.id));
    expect(await stockOf(p.id)).toBe(15);
    await responseOf(adjust(as, p.id, { reason: "damaged", quantity: "2" }));
    await responseOf(adjust(as, p.id, { reason: "count", quantity: "11" }));
    await responseOf(adjust(as, p.id, { reason: "correction", quantity: "-1" }));
    expect(await stockOf(p.id)).toBe(10);
    const page = await productLoader(args(as.request(PRODUCT(p.id)), { productId: p.id }));
    expect(page.history.rows.map((m) => [m.reason, m.delta, m.stockAfter])).toEqual([
      ["correction", -1, 10],
      ["count", -2, 11],
      ["damaged", -2, 13],
      ["received", 5, 15],
      ["initial", 10, 10],
    ]);
    expect(page.history.rows[3]).toMatchObject({ note: "pallet 7", actor: expect.stringContaining("Rossi") });
    const audit = await db().auditEvent.findMany({
      where: { action: "stock.adjust", entityId: p.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({
      actorId: user.id,
      data: { before: { stock: 10 }, after: { stock: 15 }, reason: "received" },
    });
  });

  it("refuses bad adjustments with a message per field and writes nothing", async () => {
    const [p] = await makeCatalogue(1, 3);
    const { as } = await staff("admin");
    const cases: [Record<string, string>, number, Record<string, string>][] = [
      [{ reason: "received", quantity: "0" }, 400, { quantity: "errors.quantity" }],
      [{ reason: "received", quantity: "1.5" }, 400, { quantity: "errors.quantity" }],
      [{ reason: "count", quantity: "-1" }, 400, { quantity: "errors.counted" }],
      [{ reason: "correction", quantity: "0" }, 400, { quantity: "errors.delta" }],
      [{ reason: "stolen", quantity: "1" }, 400, { reason: "errors.reason" }],
      [{ reason: "received", quantity: "1", note: "x".repeat(501) }, 400, { note: "errors.note" }],
      [{ reason: "damaged", quantity: "4" }, 409, { quantity: "errors.negative" }],
    ];
    for (const [fields, status, errors] of cases) {
      const answer = await adjust(as, p.id, fields);
      expect(statusOf(answer), JSON.stringify(fields)).toBe(status);
      expect(dataOf(answer)).toMatchObject({ intent: "adjust", fields: errors });
    }
    expect(await stockOf(p.id)).toBe(3);
    expect(await db().stockMovement.count({ where: { productId: p.id } })).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "stock.adjust", entityId: p.id } })).toBe(0);
  });

  it("sets the low-stock threshold per product: the status filter and counts follow it", async () => {
    const [a, b] = await makeCatalogue(2, 10);
    const { as } = await staff();
    const set = (id: string, threshold: string) =>
      settle(productAction(args(as.post(PRODUCT(id), { intent: "threshold", threshold }), { productId: id })));
    const bad = await set(a.id, "-1");
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad)).toMatchObject({ intent: "threshold", fields: { threshold: "errors.threshold" } });
    expect((await responseOf(set(a.id, "5"))).status).toBe(303);
    const low = await listLoader(
      args(as.request(`/sattva-administration/inventory?status=low&q=${encodeURIComponent("Product")}`)),
    );
    const lowIds = low.list.rows.map((r) => r.id);
    expect(lowIds).toContain(b.id);
    expect(lowIds).not.toContain(a.id);
    const inStock = await listLoader(args(as.request("/sattva-administration/inventory?status=in")));
    expect(inStock.list.rows.find((r) => r.id === a.id)).toMatchObject({ status: "in", threshold: 5 });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "stock.threshold", entityId: a.id } });
    expect(audit.data).toMatchObject({ before: { lowStockThreshold: 20 }, after: { lowStockThreshold: 5 } });
  });

  it("exports the inventory as a CSV attachment, and the export imported as it is changes nothing", async () => {
    const products = await makeCatalogue(3, 7);
    const { as } = await staff("admin");
    const res = await csvLoader(args(as.request("/sattva-administration/inventory.csv")));
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual(["pid", "title", "category", "brand", "stock", "threshold", "status"]);
    const mine = rows.filter((r) => products.some((p) => p.title === r.title));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ stock: "7", threshold: "20", status: "low_stock" });

    const same = dataOf<PreviewAnswer>(await upload(as, text));
    expect(same.preview.errors).toBe(0);
    expect(same.preview.changes).toBe(0);

    // The round trip: the file edited in a spreadsheet (new stock for our three), applied.
    const edited = text
      .split("\n")
      .map((line) =>
        products.some((p) => line.includes(`,${p.title},`))
          ? line.replace(/,7,20,low_stock$/, ",42,20,low_stock")
          : line,
      )
      .join("\n");
    const preview = dataOf<PreviewAnswer>(await upload(as, edited));
    expect(preview.preview.changes).toBe(3);
    const applied = await responseOf(apply(as, preview.preview.token!));
    expect(applied.status).toBe(303);
    for (const p of products) expect(await stockOf(p.id)).toBe(42);
    const moves = await db().stockMovement.findMany({ where: { reason: "import" } });
    expect(moves.map((m) => m.delta)).toEqual([35, 35, 35]);
    expect(await db().auditEvent.count({ where: { action: "stock.import" } })).toBe(1);
  });

  it("previews errors per line and applies nothing while one is wrong", async () => {
    const [a, b] = await makeCatalogue(2, 5);
    const [pa, pb] = [await pidOf(a.id), await pidOf(b.id)];
    const { as } = await staff();
    const answer = await upload(as, `PID,Stock\n${pa},9\nPID999Z,3\n${pb},-2\n${pa},4\n${pb.toLowerCase()},1.5\n,3\n`);
    expect(statusOf(answer)).toBe(422);
    const { preview } = dataOf<PreviewAnswer>(answer);
    expect(preview.lines.map((l) => [l.line, l.error ?? l.delta])).toEqual([
      [2, 4],
      [3, "unknownPid"],
      [4, "notWhole"],
      [5, "duplicatePid"],
      [6, "duplicatePid"],
      [7, "missingPid"],
    ]);
    expect(preview.token).toBeNull();
    expect(await stockOf(a.id)).toBe(5);
  });

  it("refuses whole files clearly: no header, empty, too large, too many lines, no file; a forged payload", async () => {
    const { as } = await staff();
    const error = async (r: Promise<unknown>) => [statusOf(await r), (dataOf(await r) as { error: string }).error];
    expect(await error(upload(as, "sku,qty\nA,1\n"))).toEqual([400, "header"]);
    expect(await error(upload(as, "pid,stock\n"))).toEqual([400, "empty"]);
    expect(await error(upload(as, `pid,stock\n${"PID001A,1\n".repeat(5001)}`))).toEqual([400, "tooManyLines"]);
    expect(await error(upload(as, `pid,stock\n${"x".repeat(600 * 1024)}\n`))).toEqual([413, "tooLarge"]);
    expect(await error(upload(as, new Blob([]))).then((e) => e)).toEqual([400, "noFile"]);
    expect(await error(apply(as, "e30.forged"))).toEqual([400, "invalid"]);
    // A token made for another staff member is not this one's.
    const [p] = await makeCatalogue(1, 5);
    const other = await staff("admin");
    const theirs = dataOf<PreviewAnswer>(await upload(other.as, `pid,stock\n${await pidOf(p.id)},1\n`));
    expect(await error(apply(as, theirs.preview.token!))).toEqual([400, "invalid"]);
    expect(await stockOf(p.id)).toBe(5);
  });

  it("refuses to apply when the stock moved since the preview, and shows the new preview", async () => {
    const [a, b] = await makeCatalogue(2, 5);
    const { as } = await staff();
    const first = dataOf<PreviewAnswer>(
      await upload(as, `pid,stock\n${await pidOf(a.id)},8\n${await pidOf(b.id)},9\n`),
    );
    await responseOf(adjust(as, b.id, { reason: "received", quantity: "1" }));
    const refused = await apply(as, first.preview.token!);
    expect(statusOf(refused)).toBe(409);
    const again = dataOf<PreviewAnswer>(refused);
    expect(again.moved).toBe(true);
    expect(again.preview.lines.map((l) => [l.current, l.next, l.delta])).toEqual([
      [5, 8, 3],
      [6, 9, 3],
    ]);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(6);
    expect((await responseOf(apply(as, again.preview.token!))).status).toBe(303);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([8, 9]);
  });
});
