import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { loader as productsApi } from "~/routes/api.sattva-products._index";
import { action as createApi } from "~/routes/api.sattva-products.create-product";
import { loader as productPageLoader } from "~/routes/product.$slug";
import { action as safetyAction, loader as safetyLoader } from "~/routes/sattva-administration.catalogue_.safety";
import { action as editAction } from "~/routes/sattva-administration.products_.$id";
import { action as publishAction } from "~/routes/sattva-administration.products_.$id_.publish";
import { action as newAction } from "~/routes/sattva-administration.products_.new";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, jsonRequest, pageRequest, settle, statusOf, type Fields } from "../../../tests/support/routes";
import { invalidateProductPages } from "./products.server";
import { isGtin } from "./safety";

withTestEnv({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "test" });
withTestDatabase();

const BASE = "/sattva-administration/products";
const SAFETY = "/sattva-administration/catalogue/safety";
const FIVE = ["it", "en", "fr", "de", "es"] as const;

/** A category whose products need warnings (none written yet), a subcategory and a brand without a manufacturer. */
async function taxonomy() {
  const n = Math.random().toString(36).slice(2, 8);
  const category = await db().category.create({
    data: { name: `Candele ${n}`, slug: `candele-${n}`, needsSafetyWarnings: true },
  });
  const sub = await db().subcategory.create({
    data: { name: `Votive ${n}`, slug: `votive-${n}`, categoryId: category.id },
  });
  const brand = await db().brand.create({ data: { name: `Marca ${n}`, slug: `marca-${n}` } });
  return { category, sub, brand, n };
}

function productFields(t: Awaited<ReturnType<typeof taxonomy>>, over: Fields = {}): Fields {
  return {
    category: t.category.id,
    subcategory: t.sub.id,
    brand: t.brand.id,
    title: `Candela al sandalo ${t.n}`,
    rating: "4.5",
    originalPrice: "12.90",
    description: "Cera di soia\nQuaranta ore",
    imageKind: ["gallery"],
    imageUrl: ["/art/one.svg"],
    imageAlt: ["Foto"],
    stock: "15",
    lowStockThreshold: "5",
    ...over,
  };
}

const own = (lng: string) => `Warning of this candle (${lng}).`;
const ownWarnings = Object.fromEntries(FIVE.map((l) => [`warnings_${l}`, own(l)]));

async function staff() {
  const manager = await makeUser({ role: "manager" });
  const shopper = await makeUser();
  return { manager: await signIn(manager), shopper: await signIn(shopper), managerId: manager.id };
}

const locationOf = (r: unknown) => (r instanceof Response ? r.headers.get("location") : null);

/** A draft of the category that needs warnings, made through the product form. */
async function draft(t: Awaited<ReturnType<typeof taxonomy>>, manager: Awaited<ReturnType<typeof signIn>>) {
  const res = await settle(newAction(args(manager.post(`${BASE}/new`, productFields(t)))));
  expect(statusOf(res)).toBe(303);
  return locationOf(res)!.split("/").pop()!;
}

async function addOperator(manager: Awaited<ReturnType<typeof signIn>>, fields: Fields) {
  return settle(safetyAction(args(manager.post(SAFETY, { intent: "operator", ...fields }))));
}

describe("publishing a product of a category that needs warnings", () => {
  it("is refused without them, naming what is missing, and changes nothing", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const id = await draft(t, manager);

    // The publish button: back with an error toast, still a draft, no publish audit.
    const toggle = await settle(
      publishAction(
        args(manager.post(`${BASE}/${id}/publish`, { published: "true", returnTo: `${BASE}/${id}` }), { id }),
      ),
    );
    expect(statusOf(toggle)).toBe(303);
    expect((toggle as Response).headers.getSetCookie().some((c) => c.startsWith("sattva_flash="))).toBe(true);
    expect((await db().product.findUniqueOrThrow({ where: { id } })).published).toBe(false);
    expect(await db().auditEvent.count({ where: { entityId: id, action: "product.publish" } })).toBe(0);

    // The form saved as published: 400, a message per missing thing, nothing saved.
    const saved = await settle(
      editAction(
        args(manager.post(`${BASE}/${id}`, productFields(t, { published: "on", title: "Nuovo titolo" })), { id }),
      ),
    );
    expect(statusOf(saved)).toBe(400);
    const errors = dataOf<{ errors: Record<string, string> }>(saved).errors;
    expect(errors).toMatchObject({
      published: "safety-office:errors.cannotPublish",
      manufacturer: "safety-office:errors.manufacturerMissing",
      warnings_de: "safety-office:errors.warningsMissing.de",
      warnings_it: "safety-office:errors.warningsMissing.it",
    });
    const after = await db().product.findUniqueOrThrow({ where: { id } });
    expect(after.published).toBe(false);
    expect(after.title).not.toBe("Nuovo titolo");

    // The API: 400 with the messages translated, naming the missing language.
    const api = await createApi(
      args(
        jsonRequest(
          "/api/sattva-products/create-product",
          {
            category: t.category.id,
            brand: t.brand.id,
            title: "Candela API",
            originalPrice: 10,
            description: ["Una riga"],
            imgs: ["/art/one.svg"],
            published: true,
            warnings: { it: ["Solo italiano."] },
          },
          { authorization: `Bearer ${manager.token}` },
        ),
      ),
    );
    expect(api.status).toBe(400);
    const body = (await api.json()) as { fields: Record<string, string> };
    expect(body.fields.warnings_de).toBe("The warnings in German are missing.");
    expect(body.fields.manufacturer).toMatch(/manufacturer/i);
    expect(body.fields.warnings_it).toBeUndefined();
  });

  it("is allowed once the brand has a manufacturer and there are warnings in five languages", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const id = await draft(t, manager);

    const maker = await addOperator(manager, {
      name: `Fabbrica ${t.n}`,
      address: "12 MG Road\n560001 Bengaluru",
      country: "IN",
      email: "export@maker.example",
    });
    expect(statusOf(maker)).toBe(303);
    const op = await db().safetyOperator.findUniqueOrThrow({ where: { name: `Fabbrica ${t.n}` } });
    const brand = await settle(
      safetyAction(args(manager.post(SAFETY, { intent: "brand", id: t.brand.id, manufacturerId: op.id }))),
    );
    expect(statusOf(brand)).toBe(303);

    const saved = await settle(
      editAction(
        args(
          manager.post(
            `${BASE}/${id}`,
            productFields(t, { ...ownWarnings, published: "on", gtin: "4006381333931", batch: "L-2611" }),
          ),
          { id },
        ),
      ),
    );
    expect(statusOf(saved)).toBe(303);
    const p = await db().product.findUniqueOrThrow({ where: { id } });
    expect(p.published).toBe(true);
    expect(p.gtin).toBe("4006381333931");
    expect(p.safetyWarnings).toEqual(Object.fromEntries(FIVE.map((l) => [l, [own(l)]])));
    // Audited like the other product fields.
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: id, action: "product.update" } });
    expect(JSON.stringify(audit.data)).toContain("4006381333931");
  });

  it("uses the category's warnings: with them complete, a product without its own is published", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const op = await db().safetyOperator.create({
      data: {
        name: `Maker ${t.n}`,
        address: "Via Roma 1\n00100 Roma",
        country: "IT",
        url: "https://maker.example/contact",
      },
    });
    await db().brand.update({ where: { id: t.brand.id }, data: { manufacturerId: op.id } });
    const id = await draft(t, manager);

    // A category that needs warnings must give all five languages.
    const partial = await settle(
      safetyAction(
        args(
          manager.post(SAFETY, {
            intent: "category",
            kind: "category",
            id: t.category.id,
            needsSafetyWarnings: "on",
            warnings_it: "Non lasciare mai la candela accesa incustodita.",
          }),
        ),
      ),
    );
    expect(statusOf(partial)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(partial).errors.warnings_fr).toBe(
      "safety-office:errors.warningsMissing.fr",
    );

    const full = await settle(
      safetyAction(
        args(
          manager.post(SAFETY, {
            intent: "category",
            kind: "category",
            id: t.category.id,
            needsSafetyWarnings: "on",
            ...Object.fromEntries(
              FIVE.map((l) => [
                `warnings_${l}`,
                `Never leave burning unattended (${l}).\nKeep away from children (${l}).`,
              ]),
            ),
          }),
        ),
      ),
    );
    expect(statusOf(full)).toBe(303);
    expect(await db().auditEvent.count({ where: { entityId: t.category.id, action: "category.safety" } })).toBe(1);

    const toggle = await settle(
      publishAction(args(manager.post(`${BASE}/${id}/publish`, { published: "true" }), { id })),
    );
    expect(statusOf(toggle)).toBe(303);
    expect((await db().product.findUniqueOrThrow({ where: { id } })).published).toBe(true);
    expect(await db().auditEvent.count({ where: { entityId: id, action: "product.publish" } })).toBe(1);
  });

  it("does not apply to a category that needs no warnings", async () => {
    const t = await taxonomy();
    await db().category.update({ where: { id: t.category.id }, data: { needsSafetyWarnings: false } });
    const { manager } = await staff();
    const res = await settle(newAction(args(manager.post(`${BASE}/new`, productFields(t, { published: "on" })))));
    expect(statusOf(res)).toBe(303);
  });
});

describe("office edit: validation", () => {
  it("refuses a bad GTIN and an over-long warning line, and saves nothing", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const id = await draft(t, manager);
    const res = await settle(
      editAction(
        args(manager.post(`${BASE}/${id}`, productFields(t, { gtin: "4006381333932", warnings_de: "x".repeat(501) })), {
          id,
        }),
      ),
    );
    expect(statusOf(res)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(res).errors).toMatchObject({
      gtin: "safety-office:errors.gtin",
      warnings_de: "safety-office:errors.warningTooLong",
    });
    expect((await db().product.findUniqueOrThrow({ where: { id } })).gtin).toBeNull();
  });

  it("operators: a contact is required, the country is an ISO code, an EU responsible person is in the EU", async () => {
    const t = await taxonomy();
    const { manager } = await staff();
    const noContact = await addOperator(manager, { name: "Senza contatti", address: "1 Road\nDelhi", country: "IN" });
    expect(statusOf(noContact)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(noContact).errors.email).toBe(
      "safety-office:errors.operatorContact",
    );
    const badCountry = await addOperator(manager, {
      name: "Paese",
      address: "1 Road\nDelhi",
      country: "India",
      email: "a@b.example",
    });
    expect(dataOf<{ errors: Record<string, string> }>(badCountry).errors.country).toBe(
      "safety-office:errors.operatorCountry",
    );
    expect(await db().safetyOperator.count({ where: { name: { in: ["Senza contatti", "Paese"] } } })).toBe(0);

    const outside = await db().safetyOperator.create({
      data: { name: `Outside ${t.n}`, address: "1 Road\nDelhi", country: "IN", email: "x@y.example" },
    });
    const refused = await settle(
      safetyAction(args(manager.post(SAFETY, { intent: "brand", id: t.brand.id, responsiblePersonId: outside.id }))),
    );
    expect(statusOf(refused)).toBe(400);
    expect((await db().brand.findUniqueOrThrow({ where: { id: t.brand.id } })).responsiblePersonId).toBeNull();

    // An operator a brand uses cannot be deleted.
    await db().brand.update({ where: { id: t.brand.id }, data: { manufacturerId: outside.id } });
    const del = await settle(safetyAction(args(manager.post(SAFETY, { intent: "operator-delete", id: outside.id }))));
    expect(statusOf(del)).toBe(409);
    expect(await db().safetyOperator.count({ where: { id: outside.id } })).toBe(1);
  });

  it("the safety page is for staff only", async () => {
    const { shopper, manager } = await staff();
    const page = await settle(safetyLoader(args(shopper.request(SAFETY))));
    expect(page instanceof Response && page.status !== 200).toBe(true);
    const post = await settle(safetyAction(args(shopper.post(SAFETY, { intent: "operator", name: "X" }))));
    expect(post instanceof Response && post.status !== 200 && post.status !== 303).toBe(true);
    expect(statusOf(await settle(safetyLoader(args(manager.request(SAFETY)))))).toBe(200);
  });
});

describe("what shoppers see", () => {
  async function published() {
    const t = await taxonomy();
    const maker = await db().safetyOperator.create({
      data: {
        name: `Hersteller ${t.n}`,
        address: "9 Mysore Road\n560026 Bengaluru",
        country: "IN",
        email: "m@maker.example",
      },
    });
    await db().brand.update({ where: { id: t.brand.id }, data: { manufacturerId: maker.id } });
    await db().category.update({
      where: { id: t.category.id },
      data: { safetyWarnings: { it: ["Non lasciare incustodita."], de: ["Nie unbeaufsichtigt brennen lassen."] } },
    });
    const p = await db().product.create({
      data: {
        pid: `PID${Math.floor(Math.random() * 900 + 100)}Z`,
        slug: `kerze-${t.n}`,
        title: "Candela",
        categoryId: t.category.id,
        subcategoryId: t.sub.id,
        brandId: t.brand.id,
        originalPriceCents: 1000,
        description: ["Riga"],
        stock: 3,
        batch: "L2611-042",
        safetyWarnings: { de: ["Docht auf 5 mm kürzen."] },
      },
    });
    invalidateProductPages();
    return { t, p, maker };
  }

  it("the JSON API gives manufacturer, EU responsible person (the shop as importer) and warnings in German", async () => {
    const { p, maker } = await published();
    const res = await productsApi(args(pageRequest(`/api/sattva-products?lng=de&limit=200`)));
    const item = ((await res.json()) as { data: Record<string, unknown>[] }).data.find((d) => d._id === p.id)!;
    expect(item.manufacturer).toEqual({
      name: maker.name,
      address: ["9 Mysore Road", "560026 Bengaluru"],
      country: "IN",
      // Written by the server in the asked language (the product page's browser makes no Intl object).
      countryName: "Indien",
      email: "m@maker.example",
      url: null,
    });
    expect(item.responsiblePerson).toMatchObject({ name: "Sattva S.r.l.", country: "IT", countryName: "Italien" });
    expect(item.warnings).toEqual(["Nie unbeaufsichtigt brennen lassen.", "Docht auf 5 mm kürzen."]);
    expect(item.identifier).toEqual({ type: p.pid, batch: "L2611-042", gtin: null });
  });

  it("no responsible person when the manufacturer is in the EU; the product page reads it in the page's language", async () => {
    const { p, maker } = await published();
    await db().safetyOperator.update({ where: { id: maker.id }, data: { country: "DE" } });
    invalidateProductPages();
    const page = await productPageLoader(args(pageRequest(`/product/${p.slug}?lng=de`), { slug: p.slug }));
    const safety = dataOf<{ product: { safety: Record<string, unknown> } }>(page).product.safety;
    expect(safety.responsiblePerson).toBeNull();
    expect(safety.manufacturer).toMatchObject({ country: "DE", countryName: "Deutschland" });
    expect(safety.warnings).toEqual(["Nie unbeaufsichtigt brennen lassen.", "Docht auf 5 mm kürzen."]);
  });
});

describe("GTIN check digit", () => {
  it("takes EAN-13, EAN-8, UPC-A and GTIN-14 with a right check digit only", () => {
    expect(isGtin("4006381333931")).toBe(true);
    expect(isGtin("96385074")).toBe(true);
    expect(isGtin("036000291452")).toBe(true);
    expect(isGtin("10012345678902")).toBe(true);
    expect(isGtin("4006381333932")).toBe(false);
    expect(isGtin("400638133393")).toBe(false);
    expect(isGtin("abcdefghijklm")).toBe(false);
  });
});
