import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as createApi } from "~/routes/api.sattva-products.create-product";
import { action as deleteApi } from "~/routes/api.sattva-products.delete-product.$id";
import { action as updateApi } from "~/routes/api.sattva-products.update-product.$id";
import { action as variantApi, loader as variantLoader } from "~/routes/api.sattva-products.$variant";
import { action as editAction, loader as editLoader } from "~/routes/sattva-administration.products_.$id";
import { action as deleteAction } from "~/routes/sattva-administration.products_.$id_.delete";
import { action as publishAction } from "~/routes/sattva-administration.products_.$id_.publish";
import { action as newAction } from "~/routes/sattva-administration.products_.new";
import { loader as manageLoader } from "~/routes/sattva-administration.manage-products";
import { loader as productPageLoader } from "~/routes/product.$slug";
import {
  FIXTURE_PASSWORD,
  makeCatalogue,
  makeOrder,
  makeUser,
  signIn,
} from "../../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../../tests/support/db";
import { withTestEnv } from "../../../../tests/support/env";
import { args, dataOf, jsonRequest, settle, statusOf, type Fields } from "../../../../tests/support/routes";

withTestEnv({ SESSION_SECRET: "p".repeat(40), NODE_ENV: "test" });
withTestDatabase();

const BASE = "/sattva-administration/products";

async function taxonomy() {
  const n = Math.random().toString(36).slice(2, 8);
  const category = await db().category.create({ data: { name: `Incensi ${n}`, slug: `incensi-${n}` } });
  const sub = await db().subcategory.create({
    data: { name: `Bastoncini ${n}`, slug: `bastoncini-${n}`, categoryId: category.id },
  });
  const brand = await db().brand.create({ data: { name: `Marca ${n}`, slug: `marca-${n}` } });
  return { category, sub, brand };
}

function fields(t: Awaited<ReturnType<typeof taxonomy>>, over: Fields = {}): Fields {
  return {
    category: t.category.id,
    subcategory: t.sub.id,
    brand: t.brand.id,
    title: "Incenso al sandalo",
    rating: "4.5",
    originalPrice: "12.90",
    discountedPrice: "9.90",
    description: "Profumo caldo\nVenti bastoncini",
    imageKind: ["banner", "gallery", "gallery"],
    imageUrl: ["https://example.test/banner.jpg", "/art/one.svg", ""],
    imageAlt: ["Banner", "Foto", ""],
    stock: "15",
    lowStockThreshold: "5",
    published: "on",
    title_en: "Sandalwood incense",
    description_en: "Warm scent\nTwenty sticks",
    title_fr: "",
    description_fr: "",
    ...over,
  };
}

async function staff() {
  const admin = await makeUser({ role: "admin" });
  const manager = await makeUser({ role: "manager" });
  const shopper = await makeUser();
  return {
    admin: await signIn(admin),
    manager: await signIn(manager),
    shopper: await signIn(shopper),
    adminId: admin.id,
  };
}

const locationOf = (r: unknown) => (r instanceof Response ? r.headers.get("location") : null);

describe("product form: create", () => {
  it("makes the pid and the slug, writes translations, photos, ledger and audit", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const res = await settle(newAction(args(manager.post(`${BASE}/new`, fields(t)))));
    expect(statusOf(res)).toBe(303);
    const id = locationOf(res)!.split("/").pop()!;
    const p = await db().product.findUniqueOrThrow({
      where: { id },
      include: {
        translations: true,
        images: { orderBy: [{ kind: "asc" }, { position: "asc" }] },
        stockMovements: true,
      },
    });
    expect(p.pid).toMatch(/^PID\d{3}[A-Z]$/);
    expect(p.slug).toBe("incenso-al-sandalo");
    expect(p.originalPriceCents).toBe(1290);
    expect(p.discountedPriceCents).toBe(990);
    expect(p.ratingTenths).toBe(45);
    expect(p.description).toEqual(["Profumo caldo", "Venti bastoncini"]);
    expect(p.translations.map((x) => x.locale)).toEqual(["en"]);
    expect(p.translations[0].description).toEqual(["Warm scent", "Twenty sticks"]);
    expect(p.images.map((i) => [i.kind, i.url])).toEqual([
      ["banner", "https://example.test/banner.jpg"],
      ["gallery", "/art/one.svg"],
    ]);
    expect(p.searchText).toContain("sandalo");
    expect(p.searchText).toContain("sandalwood");
    expect(p.stockMovements).toMatchObject([{ delta: 15, reason: "initial" }]);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: id, action: "product.create" } });
    expect(audit.actorId).toBeTruthy();
  });

  it("a second product of the same title gets -2 and the next pid", async () => {
    const t = await taxonomy();
    const { admin } = await staff();
    const a = await settle(newAction(args(admin.post(`${BASE}/new`, fields(t, { title: "Candela alla rosa" })))));
    const b = await settle(newAction(args(admin.post(`${BASE}/new`, fields(t, { title: "Candela alla rosa" })))));
    const [pa, pb] = await Promise.all(
      [a, b].map((r) => db().product.findUniqueOrThrow({ where: { id: locationOf(r)!.split("/").pop()! } })),
    );
    expect(pa.slug).toBe("candela-alla-rosa");
    expect(pb.slug).toBe("candela-alla-rosa-2");
    expect(Number(pb.pid.slice(3, 6))).toBe(Number(pa.pid.slice(3, 6)) + 1);
  });

  it("bad input: every spec message, in the form's language, nothing written", async () => {
    const { admin } = await staff();
    const before = await db().product.count();
    const res = await settle(
      newAction(
        args(
          admin.post(`${BASE}/new`, {
            category: "",
            brand: "",
            title: "   ",
            rating: "5.5",
            originalPrice: "",
            description: "  \n ",
            imageUrl: [""],
            imageAlt: [""],
            imageKind: ["banner"],
            stock: "-1",
          }),
        ),
      ),
    );
    expect(statusOf(res)).toBe(400);
    const { errors } = dataOf<{ errors: Record<string, string> }>(res);
    expect(errors).toMatchObject({
      category: "errors.category",
      brand: "errors.brand",
      title: "errors.title",
      rating: "errors.rating",
      originalPrice: "errors.originalPrice",
      description: "errors.description",
      images: "errors.images",
      stock: "errors.stock",
    });
    expect(await db().product.count()).toBe(before);
  });

  it("the discounted price must be below the original", async () => {
    const t = await taxonomy();
    const { admin } = await staff();
    const res = await settle(newAction(args(admin.post(`${BASE}/new`, fields(t, { discountedPrice: "12.90" })))));
    expect(dataOf<{ errors: Record<string, string> }>(res).errors.discountedPrice).toBe("errors.discountBelowOriginal");
  });

  it("a shopper is sent home, nothing written", async () => {
    const t = await taxonomy();
    const { shopper } = await staff();
    const before = await db().product.count();
    const res = await settle(newAction(args(shopper.post(`${BASE}/new`, fields(t)))));
    expect(locationOf(res)).toBe("/");
    expect(await db().product.count()).toBe(before);
  });
});

describe("product form: edit", () => {
  it("a rename keeps the old address as a 301; a stock change is a correction in the ledger", async () => {
    const t = await taxonomy();
    const { admin, adminId } = await staff();
    const created = await settle(newAction(args(admin.post(`${BASE}/new`, fields(t, { title: "Lampada di sale" })))));
    const id = locationOf(created)!.split("/").pop()!;
    const res = await settle(
      editAction(args(admin.post(`${BASE}/${id}`, fields(t, { title: "Lampada di sale grande", stock: "9" })), { id })),
    );
    expect(statusOf(res)).toBe(303);
    const p = await db().product.findUniqueOrThrow({
      where: { id },
      include: { stockMovements: { orderBy: { createdAt: "asc" } } },
    });
    expect(p.slug).toBe("lampada-di-sale-grande");
    expect(p.stockMovements.at(-1)).toMatchObject({ delta: -6, reason: "correction", actorId: adminId });
    const redirect = await settle(
      productPageLoader(args(new Request("http://localhost/product/lampada-di-sale"), { slug: "lampada-di-sale" })),
    );
    expect(statusOf(redirect)).toBe(301);
    expect(locationOf(redirect)).toBe("/product/lampada-di-sale-grande");
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: id, action: "product.update" } });
    expect(JSON.stringify(audit.data)).toContain("Lampada di sale grande");
    // Emptying a translation removes its row.
    await settle(
      editAction(
        args(
          admin.post(`${BASE}/${id}`, fields(t, { title: "Lampada di sale grande", title_en: "", description_en: "" })),
          { id },
        ),
      ),
    );
    expect(await db().productTranslation.count({ where: { productId: id } })).toBe(0);
  });

  it("the edit page loads the stored values; an unknown id is 404", async () => {
    const [p] = await makeCatalogue(1);
    const { manager } = await staff();
    const page = (await editLoader(args(manager.request(`${BASE}/${p.id}`), { id: p.id }))) as {
      values: { title: string };
    };
    expect(page.values.title).toBe(p.title);
    const missing = await settle(editLoader(args(manager.request(`${BASE}/x`), { id: "x" })));
    expect(statusOf(missing)).toBe(404);
  });
});

describe("publish and delete", () => {
  it("publish toggles and is audited", async () => {
    const [p] = await makeCatalogue(1);
    const { manager } = await staff();
    const res = await settle(
      publishAction(args(manager.post(`${BASE}/${p.id}/publish`, { published: "false" }), { id: p.id })),
    );
    expect(statusOf(res)).toBe(303);
    expect((await db().product.findUniqueOrThrow({ where: { id: p.id } })).published).toBe(false);
    expect(await db().auditEvent.count({ where: { entityId: p.id, action: "product.unpublish" } })).toBe(1);
  });

  it("refused with a wrong password, and while an open order holds the product (naming it)", async () => {
    const [p] = await makeCatalogue(1);
    const { admin } = await staff();
    const buyer = await makeUser();
    const wrong = await settle(
      deleteAction(args(admin.post(`${BASE}/${p.id}/delete`, { password: "nope" }), { id: p.id })),
    );
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf<{ error: string }>(wrong).error).toBe("delete.wrongPassword");
    const order = await makeOrder({ status: "processing", user: buyer, lines: [{ productId: p.id, quantity: 1 }] });
    const held = await settle(
      deleteAction(args(admin.post(`${BASE}/${p.id}/delete`, { password: FIXTURE_PASSWORD }), { id: p.id })),
    );
    expect(statusOf(held)).toBe(409);
    expect(dataOf<{ values: { oids: string } }>(held).values.oids).toContain(order.oid);
    expect(await db().product.count({ where: { id: p.id } })).toBe(1);
  });

  it("deletes with the password; a delivered order keeps its line", async () => {
    const [p] = await makeCatalogue(1);
    const { manager } = await staff();
    const buyer = await makeUser();
    const order = await makeOrder({ status: "delivered", user: buyer, lines: [{ productId: p.id, quantity: 2 }] });
    const res = await settle(
      deleteAction(
        args(manager.post(`${BASE}/${p.id}/delete`, { password: FIXTURE_PASSWORD, returnTo: `${BASE}/${p.id}` }), {
          id: p.id,
        }),
      ),
    );
    expect(statusOf(res)).toBe(303);
    expect(locationOf(res)).toBe(BASE);
    expect(await db().product.count({ where: { id: p.id } })).toBe(0);
    const lines = await db().orderLine.findMany({ where: { orderId: order.id } });
    expect(lines).toMatchObject([{ productId: null, quantity: 2 }]);
    expect(await db().auditEvent.count({ where: { entityId: p.id, action: "product.delete" } })).toBe(1);
  });
});

describe("manage table", () => {
  it("filters, sorts and walks keyset pages both ways", async () => {
    const t = await taxonomy();
    const { admin } = await staff();
    for (let i = 0; i < 55; i++) {
      await db().product.create({
        data: {
          pid: `KEY${String(i).padStart(3, "0")}`,
          slug: `keyset-${i}`,
          title: `Keyset ${String(i).padStart(2, "0")}`,
          // As the catalogue module writes it (the table's search reads it).
          searchText: `keyset ${String(i).padStart(2, "0")}`,
          categoryId: t.category.id,
          brandId: t.brand.id,
          originalPriceCents: 100 + i,
          description: ["x"],
          stock: i % 3,
          published: i % 2 === 0,
        },
      });
    }
    type Page = {
      list: { rows: { title: string }[]; total: number; next: string | null; prev: string | null; atEnd: boolean };
    };
    const load = async (qs: string) =>
      (await manageLoader(
        args(admin.request(`/sattva-administration/manage-products?category=${t.category.id}&${qs}`)),
      )) as Page;
    const first = await load("sort=title");
    expect(first.list.total).toBe(55);
    expect(first.list.rows).toHaveLength(50);
    expect(first.list.rows[0].title).toBe("Keyset 00");
    const second = await load(`sort=title&after=${first.list.next}`);
    expect(second.list.rows.map((r) => r.title)).toEqual([
      "Keyset 50",
      "Keyset 51",
      "Keyset 52",
      "Keyset 53",
      "Keyset 54",
    ]);
    expect(second.list.atEnd).toBe(true);
    const back = await load(`sort=title&before=${second.list.prev}`);
    expect(back.list.rows[0].title).toBe("Keyset 00");
    const last = await load("sort=price-desc&at=last");
    expect(last.list.rows.at(-1)!.title).toBe("Keyset 00");
    const drafts = await load("state=draft");
    expect(drafts.list.total).toBe(27);
    const out = await load("stock=out&q=keyset 0");
    expect(out.list.rows.map((r) => r.title)).toEqual(["Keyset 09", "Keyset 06", "Keyset 03", "Keyset 00"]);
  });

  it("says 'more than 2,000' when the planner expected fewer and the count reached its bound", async () => {
    // 2,500 products of one brand hold "cedro", 2,500 of another do not: the planner takes the word
    // and the brand as independent (a quarter of 5,000: 1,250, under the 2,000 it counts up to),
    // so the matches are counted, and there are more than 2,000.
    const t = await taxonomy();
    const other = await db().brand.create({ data: { name: `Altra ${t.brand.slug}`, slug: `altra-${t.brand.slug}` } });
    const { admin } = await staff();
    await db().$executeRaw`
      INSERT INTO "Product" ("id", "pid", "slug", "title", "categoryId", "brandId", "originalPriceCents",
        "description", "stock", "searchText", "updatedAt")
      SELECT 'over-' || g, 'OVR' || g, 'over-' || g, CASE WHEN g % 2 = 0 THEN 'Cedro ' ELSE 'Pino ' END || g,
        ${t.category.id}, CASE WHEN g % 2 = 0 THEN ${t.brand.id} ELSE ${other.id} END, 900, ARRAY['Legno'], 5,
        CASE WHEN g % 2 = 0 THEN 'cedro ' ELSE 'pino ' END || g, now()
      FROM generate_series(1, 5000) g`;
    await db().$executeRaw`ANALYZE "Product"`;
    const load = async (qs: string) =>
      (await manageLoader(args(admin.request(`/sattva-administration/manage-products?${qs}`)))) as {
        list: { total: number; totalExact: boolean; totalOver: boolean; rows: unknown[] };
      };
    const cedar = await load(`brand=${t.brand.id}&q=cedro`);
    expect(cedar.list).toMatchObject({ total: 2000, totalExact: false, totalOver: true });
    expect(cedar.list.rows).toHaveLength(50);
    const one = await load(`brand=${t.brand.id}&q=cedro 4998`);
    expect(one.list).toMatchObject({ total: 1, totalExact: true, totalOver: false });
  });
});

describe("product API", () => {
  const body = (t: Awaited<ReturnType<typeof taxonomy>>, over: Record<string, unknown> = {}) => ({
    pid: "PID999Z",
    category: t.category.name,
    brand: t.brand.name,
    title: "Olio essenziale di lavanda",
    rating: 4.2,
    originalPrice: 15,
    discountedPrice: 12.5,
    description: ["Rilassante"],
    banner: [{ url: "https://example.test/b.jpg", alt: "Banner" }],
    imgs: [{ url: "https://example.test/1.jpg", alt: "Uno" }],
    stock: 30,
    translations: { en: { title: "Lavender essential oil", description: ["Relaxing"] } },
    ...over,
  });
  const bearer = (token: string, lang = "en") => ({ authorization: `Bearer ${token}`, cookie: `i18next=${lang}` });

  it("401 anonymous, 403 shopper, 201 staff with the server's pid", async () => {
    const t = await taxonomy();
    const { manager, shopper } = await staff();
    const anon = await settle(createApi(args(jsonRequest("/api/sattva-products/create-product", body(t)))));
    expect(statusOf(anon)).toBe(401);
    const user = await settle(
      createApi(args(jsonRequest("/api/sattva-products/create-product", body(t), bearer(shopper.token)))),
    );
    expect(statusOf(user)).toBe(403);
    const ok = (await settle(
      createApi(args(jsonRequest("/api/sattva-products/create-product", body(t), bearer(manager.token)))),
    )) as Response;
    expect(ok.status).toBe(201);
    const json = (await ok.json()) as { data: { _id: string; pid: string } };
    expect(json.data.pid).not.toBe("PID999Z");
    expect(json.data.pid).toMatch(/^PID\d{3}[A-Z]$/);
    expect(await db().productTranslation.count({ where: { productId: json.data._id } })).toBe(1);
  });

  it("400 with the spec's messages per field in the request's language, nothing saved", async () => {
    const t = await taxonomy();
    const { admin } = await staff();
    const before = await db().product.count();
    const bad = body(t, {
      title: "",
      brand: "",
      category: "",
      rating: 7,
      originalPrice: null,
      stock: -3,
      description: [],
      banner: [],
      imgs: [],
    });
    const en = (await settle(
      createApi(args(jsonRequest("/api/sattva-products/create-product", bad, bearer(admin.token)))),
    )) as Response;
    expect(en.status).toBe(400);
    expect(((await en.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      title: "Title is required",
      brand: "Brand is required",
      category: "Category is required",
      rating: "Rating must be between 0 and 5",
      originalPrice: "Original price is required",
      stock: "Stock can't be negative",
      description: "At least one description is required",
      images: "At least one image URL is required",
    });
    const it = (await settle(
      createApi(args(jsonRequest("/api/sattva-products/create-product", bad, bearer(admin.token, "it")))),
    )) as Response;
    expect(((await it.json()) as { fields: Record<string, string> }).fields.title).toBe("Il titolo è obbligatorio");
    expect(await db().product.count()).toBe(before);
  });

  it("update (slash and no-slash), partial like the spec's back office; delete with the password", async () => {
    const t = await taxonomy();
    const { admin } = await staff();
    const created = (await settle(
      createApi(
        args(
          jsonRequest("/api/sattva-products/create-product", body(t, { title: "Olio di menta" }), bearer(admin.token)),
        ),
      ),
    )) as Response;
    const { data } = (await created.json()) as { data: { _id: string } };
    const id = data._id;
    const put = (await settle(
      updateApi(
        args(
          jsonRequest(
            `/api/sattva-products/update-product/${id}`,
            { title: "Olio di menta piperita", stock: 3, discountedPrice: 10 },
            bearer(admin.token),
            "PUT",
          ),
          { id },
        ),
      ),
    )) as Response;
    expect(put.status).toBe(200);
    const p = await db().product.findUniqueOrThrow({ where: { id } });
    expect([p.title, p.stock, p.discountedPriceCents, p.originalPriceCents]).toEqual([
      "Olio di menta piperita",
      3,
      1000,
      1500,
    ]);
    const patch = (await settle(
      variantApi(
        args(jsonRequest(`/api/sattva-products/update-product${id}`, { stock: -1 }, bearer(admin.token), "PATCH"), {
          variant: `update-product${id}`,
        }),
      ),
    )) as Response;
    expect(patch.status).toBe(400);
    expect((await db().product.findUniqueOrThrow({ where: { id } })).stock).toBe(3);
    const wrong = (await settle(
      deleteApi(
        args(
          jsonRequest(`/api/sattva-products/delete-product/${id}`, { password: "nope" }, bearer(admin.token), "DELETE"),
          { id },
        ),
      ),
    )) as Response;
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toBe("Incorrect Password!");
    const gone = (await settle(
      variantApi(
        args(
          jsonRequest(
            `/api/sattva-products/delete-product${id}`,
            { password: FIXTURE_PASSWORD },
            bearer(admin.token),
            "DELETE",
          ),
          { variant: `delete-product${id}` },
        ),
      ),
    )) as Response;
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as { message: string }).message).toBe("Product Deleted Successfully!");
    const missing = (await settle(
      updateApi(
        args(jsonRequest(`/api/sattva-products/update-product/${id}`, { stock: 1 }, bearer(admin.token), "PUT"), {
          id,
        }),
      ),
    )) as Response;
    expect(missing.status).toBe(404);
    const other = await settle(
      variantLoader(args(jsonRequest("/api/sattva-products/whatever", {}), { variant: "whatever" })),
    );
    expect(statusOf(other)).toBe(404);
  });
});
