import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { taxonomyRows } from "~/modules/catalog/taxonomy.server";
import { action, loader } from "~/routes/sattva-administration.catalogue";
import { makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { taxonomySlug } from "./taxonomy-admin.server";

withTestEnv({ SESSION_SECRET: "t".repeat(40), NODE_ENV: "test" });

const PATH = "/sattva-administration/catalogue";

describe("categories, subcategories and brands (the catalogue page)", () => {
  withTestDatabase();

  it("authorises: signed out → log in, a shopper → home; managers and admins in", async () => {
    const shopper = await signIn(await makeUser());
    const manager = await signIn(await makeUser({ role: "manager" }));
    const anon = (await settle(loader(args(pageRequest(PATH))))) as Response;
    expect(anon.headers.get("location")).toMatch(/^\/account\/login/);
    const post = (await settle(
      action(args(formRequest(PATH, { intent: "add", kind: "brand", name: "X" }))),
    )) as Response;
    expect(post.headers.get("location")).toMatch(/^\/account\/login/);
    const fromShopper = (await settle(
      action(args(shopper.post(PATH, { intent: "add", kind: "brand", name: "X" }))),
    )) as Response;
    expect(fromShopper.headers.get("location")).toBe("/");
    expect(await db().brand.count({ where: { name: "X" } })).toBe(0);
    const page = (await loader(args(manager.request(PATH)))) as Awaited<ReturnType<typeof loader>>;
    expect(Array.isArray(page.taxonomy.brands)).toBe(true);
  });

  it("adds a brand in five languages with a unique slug made by the server, audited; the storefront re-reads it", async () => {
    const admin = await makeUser({ role: "admin" });
    const as = await signIn(admin);
    await taxonomyRows(); // warm the storefront's cache
    const fields = {
      intent: "add",
      kind: "brand",
      name: "  Fiori  di Loto ",
      name_en: "Lotus Flowers",
      name_fr: "",
      name_de: "Lotusblüten",
    };
    const res = (await settle(action(args(as.post(PATH, fields))))) as Response;
    expect(res.status).toBe(303);
    const brand = await db().brand.findFirstOrThrow({ where: { name: "Fiori di Loto" } });
    expect(brand.slug).toBe("fiori-di-loto");
    expect(brand.names).toEqual({ en: "Lotus Flowers", de: "Lotusblüten" });
    expect((await taxonomyRows()).brands.map((b) => b.id)).toContain(brand.id);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: brand.id } });
    expect(audit).toMatchObject({ actorId: admin.id, action: "brand.create", entity: "Brand" });

    // The same name again: refused, nothing written. Missing Italian name: the field says so.
    const again = await action(args(as.post(PATH, { ...fields, name: "fiori di loto" })));
    expect(statusOf(again)).toBe(409);
    expect(dataOf(again)).toMatchObject({ form: "add:brand", error: "errors.taken" });
    const blank = await action(args(as.post(PATH, { intent: "add", kind: "brand", name: "  " })));
    expect(statusOf(blank)).toBe(400);
    expect(dataOf(blank)).toMatchObject({ form: "add:brand", error: "errors.nameRequired" });
    expect(await db().brand.count({ where: { name: { equals: "fiori di loto", mode: "insensitive" } } })).toBe(1);
  });

  it("renames (Italian and per language; the slug stays), reorders with up and down", async () => {
    const as = await signIn(await makeUser({ role: "manager" }));
    const category = await db().category.create({ data: { name: "Zeta", slug: "zeta", position: 0 } });
    for (const name of ["Uno", "Due", "Tre"]) {
      await settle(action(args(as.post(PATH, { intent: "add", kind: "subcategory", categoryId: category.id, name }))));
    }
    const order = async () =>
      (await db().subcategory.findMany({ where: { categoryId: category.id }, orderBy: { position: "asc" } })).map(
        (s) => s.name,
      );
    expect(await order()).toEqual(["Uno", "Due", "Tre"]);
    const tre = await db().subcategory.findFirstOrThrow({ where: { name: "Tre" } });
    await settle(action(args(as.post(PATH, { intent: "move", kind: "subcategory", id: tre.id, direction: "up" }))));
    expect(await order()).toEqual(["Uno", "Tre", "Due"]);
    await settle(action(args(as.post(PATH, { intent: "move", kind: "subcategory", id: tre.id, direction: "up" }))));
    await settle(action(args(as.post(PATH, { intent: "move", kind: "subcategory", id: tre.id, direction: "up" })))); // already first
    expect(await order()).toEqual(["Tre", "Uno", "Due"]);

    const res = (await settle(
      action(
        args(as.post(PATH, { intent: "rename", kind: "subcategory", id: tre.id, name: "Tre bis", name_es: "Tres" })),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const renamed = await db().subcategory.findUniqueOrThrow({ where: { id: tre.id } });
    expect(renamed).toMatchObject({ name: "Tre bis", slug: tre.slug, names: { es: "Tres" } });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: tre.id, action: "subcategory.rename" } });
    expect(audit.data).toMatchObject({ before: { name: "Tre" }, after: { name: "Tre bis" } });
  });

  it("deletes only when empty: a category with products or subcategories is refused and says why", async () => {
    const as = await signIn(await makeUser({ role: "admin" }));
    const [p] = await makeCatalogue(1);
    const product = await db().product.findUniqueOrThrow({
      where: { id: p.id },
      select: { categoryId: true, brandId: true },
    });
    const full = await action(args(as.post(PATH, { intent: "delete", kind: "category", id: product.categoryId })));
    expect(statusOf(full)).toBe(409);
    expect(dataOf(full)).toMatchObject({ error: "errors.inUse", counts: { products: 1, subcategories: 0 } });
    expect(await db().category.count({ where: { id: product.categoryId } })).toBe(1);
    const brandFull = await action(args(as.post(PATH, { intent: "delete", kind: "brand", id: product.brandId })));
    expect(statusOf(brandFull)).toBe(409);

    const parent = await db().category.create({ data: { name: "Vuota", slug: "vuota" } });
    const sub = await db().subcategory.create({ data: { name: "Figlia", slug: "figlia", categoryId: parent.id } });
    const withSub = await action(args(as.post(PATH, { intent: "delete", kind: "category", id: parent.id })));
    expect(dataOf(withSub)).toMatchObject({ error: "errors.inUse", counts: { products: 0, subcategories: 1 } });
    expect(
      statusOf(await settle(action(args(as.post(PATH, { intent: "delete", kind: "subcategory", id: sub.id }))))),
    ).toBe(303);
    expect(
      statusOf(await settle(action(args(as.post(PATH, { intent: "delete", kind: "category", id: parent.id }))))),
    ).toBe(303);
    expect(await db().category.count({ where: { id: parent.id } })).toBe(0);
    expect(await db().auditEvent.count({ where: { entityId: parent.id, action: "category.delete" } })).toBe(1);
  });

  it("taxonomySlug: the Italian name, & as 'and', -2, -3 when taken", () => {
    expect(taxonomySlug("Incensi & Profumi", () => false)).toBe("incensi-and-profumi");
    const taken = new Set(["citta", "citta-2"]);
    expect(taxonomySlug("Città", (s) => taken.has(s))).toBe("citta-3");
  });
});
