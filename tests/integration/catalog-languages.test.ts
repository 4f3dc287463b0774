/**
 * The storefront in five languages and without drafts (issue 10), on the seeded catalogue: the
 * product page, collections, search, the public API, the sitemap, the navigation, the cart; a
 * draft product in none of them for shoppers; and a page's query count that does not grow with
 * its products (no N+1).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type Database } from "~/lib/db.server";
import { loadCart } from "~/modules/cart/cart.server";
import { listProducts, popularProducts } from "~/modules/catalog/listing.server";
import { getHomeData, getProductPage, listApiProducts } from "~/modules/catalog/products.server";
import { searchProducts, suggestProducts } from "~/modules/catalog/search.server";
import { sitemapXml } from "~/modules/catalog/sitemap.server";
import { orderableProducts } from "~/modules/catalog/order-lines.server";
import { navigationIn } from "~/modules/catalog/taxonomy.server";
import { PAGE_SIZE, parseListingQuery } from "~/modules/catalog/listing-params";
import { loader as apiLoader } from "~/routes/api.sattva-products._index";
import { loader as productLoader } from "~/routes/product.$slug";
import { loadCollection } from "~/modules/catalog/listing-page.server";
import { seedDatabase } from "../../prisma/seed/seed.server";
import { makeUser, signIn } from "../support/account-fixtures";
import { withTestDatabase } from "../support/db";
import { args, dataOf, pageRequest, settle, statusOf } from "../support/routes";

const SLUG = "hem-precious-chandan-incense-sticks";
const TITLES = {
  it: "Bastoncini d'incenso Hem Precious Chandan",
  en: "Hem Precious Chandan Incense Sticks",
} as const;

const query = (s = "") => parseListingQuery(new URLSearchParams(s));

describe("the catalogue in five languages", () => {
  const database = withTestDatabase();
  let db: Database;
  beforeAll(async () => {
    db = database();
    await seedDatabase(db.prisma, { demo: false, onlyIfEmpty: true });
  });

  it("product page: title, description, names and alt text in the shopper's language, Italian by default", async () => {
    const it = await getProductPage(SLUG, "it");
    expect(it?.product.title).toBe(TITLES.it);
    expect(it?.product.category).toBe("Incensi e profumi");
    const fr = await getProductPage(SLUG, "fr");
    const frRow = await db.prisma.productTranslation.findUniqueOrThrow({
      where: { productId_locale: { productId: fr!.product.id, locale: "fr" } },
    });
    expect(fr?.product.title).toBe(frRow.title);
    expect(fr?.product.description).toEqual(frRow.description);
    expect(fr?.product.category).toBe("Encens et parfums");
    expect(fr?.product.subcategory?.name).toBe("Bâtons d'encens");
    expect(fr?.product.images[0].alt).toBe(frRow.title);
    expect(fr?.product.images[0]).toMatchObject({ width: 800, height: 800, sources: [] });

    // Through the route, the language comes from ?lng (then the cookie): breadcrumbs too.
    const answer = await settle(productLoader(args(pageRequest(`/product/${SLUG}?lng=de`), { slug: SLUG })));
    const data = (dataOf<Record<string, unknown>>(answer) ?? answer) as {
      product: { title: string };
      crumbs: { name: string }[];
    };
    expect(data.product.title).not.toBe(TITLES.it);
    expect(data.crumbs.map((c) => c.name)).toContain("Räucherwerk & Düfte");
    expect(data.crumbs.map((c) => c.name)).toContain("Räucherstäbchen");
  });

  it("a missing translation falls back to Italian", async () => {
    const p = await db.prisma.product.findUniqueOrThrow({ where: { slug: SLUG } });
    await db.prisma.productTranslation.delete({ where: { productId_locale: { productId: p.id, locale: "es" } } });
    setDatabase(db); // forgets cached pages
    expect((await getProductPage(SLUG, "es"))?.product.title).toBe(TITLES.it);
    await seedDatabase(db.prisma, { demo: false, onlyIfEmpty: false });
    // The seed never overwrites or re-adds what staff changed on an existing product.
    expect(await db.prisma.productTranslation.count({ where: { productId: p.id } })).toBe(3);
  });

  it("collection pages: title, facets and cards in the language", async () => {
    const de = await loadCollection(pageRequest("/collections/incense-and-perfumes?lng=de"), "incense-and-perfumes");
    if (!("view" in de)) throw new Error("expected a page");
    expect(de.view.title).toBe("Räucherwerk & Düfte");
    expect(de.view.subcategories.map((s) => s.name)).toContain("Räucherstäbchen");
    const en = await listProducts({}, query("sort=newest"), "en");
    const enTitles = new Set(
      (await db.prisma.productTranslation.findMany({ where: { locale: "en" }, select: { title: true } })).map(
        (t) => t.title,
      ),
    );
    for (const card of en.products) expect(enTitles.has(card.title), card.title).toBe(true);
  });

  it("search finds a product in each of the five languages", async () => {
    for (const [q, lng] of [
      ["incenso chandan", "it"],
      ["incense chandan", "en"],
      ["encens chandan", "fr"],
      ["Räucherstäbchen chandan", "de"],
      ["incienso chandan", "es"],
    ] as const) {
      const r = await searchProducts(q, 1, lng);
      expect(
        r.products.map((p) => p.slug),
        q,
      ).toContain(SLUG);
    }
    const suggestions = await suggestProducts("encens chandan", 6, "fr");
    expect(suggestions.find((s) => s.slug === SLUG)?.title).not.toBe(TITLES.it);
  });

  it("the public API answers in the request's language, in the spec's shape", async () => {
    const res = (await apiLoader(args(pageRequest("/api/sattva-products?lng=en&limit=200")))) as Response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    const p = body.data.find((d) => d.title === TITLES.en)!;
    expect(p).toBeTruthy();
    expect(p.category).toBe("Incense & Perfumes");
    expect(Object.keys(p)).toEqual(
      expect.arrayContaining(["_id", "pid", "title", "description", "banner", "imgs", "category", "brand"]),
    );
    expect((p.banner as unknown[]).length).toBe(1);
    expect(p.imgs).toEqual(
      expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/^\/art\//), alt: TITLES.en })]),
    );
    expect(res.headers.get("Vary")).toContain("Accept-Language");
  });

  it("the sitemap lists every product with its five language alternates", async () => {
    const xml = await sitemapXml("https://shop.example");
    expect(xml).toContain(`<loc>https://shop.example/product/${SLUG}</loc>`);
    for (const lng of ["it", "en", "fr", "de", "es"])
      expect(xml).toContain(`hreflang="${lng}" href="https://shop.example/product/${SLUG}?lng=${lng}"`);
  });

  it("the navigation names collections and subcategories from the database, per language", async () => {
    const de = await navigationIn("de");
    expect(de[0]).toMatchObject({ href: "/collections/incense-&-perfumes", name: "Räucherwerk & Düfte" });
    expect(de[1].links.find((l) => l.slug === "pearls")?.name).toBe("Perlen zum Basteln");
    const it = await navigationIn("it");
    expect(it[0].links.map((l) => l.name)).toContain("Candele");
    const home = await getHomeData("es");
    expect(home.tiles.find((t) => t.slug === "candles")?.name).toBe("Velas");
  });
});

describe("draft products are not in the shop for shoppers", () => {
  const database = withTestDatabase();
  let db: Database;
  let draft: { id: string; slug: string; title: string };
  beforeAll(async () => {
    db = database();
    await seedDatabase(db.prisma, { demo: false, onlyIfEmpty: true });
    draft = await db.prisma.product.update({
      where: { slug: SLUG },
      data: { published: false, popularity: 1_000_000, ratingTenths: 50, stock: 500 },
      select: { id: true, slug: true, title: true },
    });
    setDatabase(db);
  });

  it("not on its page (404 to shoppers; staff see it, marked as a draft)", async () => {
    expect(await getProductPage(SLUG, "it")).toBeNull();
    const shopper = await settle(productLoader(args(pageRequest(`/product/${SLUG}`), { slug: SLUG })));
    expect(statusOf(shopper)).toBe(404);
    const staff = await getProductPage(SLUG, "it", { staff: true });
    expect(staff?.product.published).toBe(false);
    const admin = await signIn(await makeUser({ role: "admin" }));
    const page = await settle(productLoader(args(admin.request(`/product/${SLUG}`), { slug: SLUG })));
    expect(statusOf(page)).toBe(200);
  });

  it("not in listings, search, suggestions, home rails, popular products or the sitemap", async () => {
    const all = await listProducts({}, { ...query(), page: 1 }, "it");
    const pages = Math.ceil(all.total / PAGE_SIZE);
    const slugs: string[] = [];
    for (let page = 1; page <= pages; page++)
      slugs.push(...(await listProducts({}, { ...query(), page }, "it")).products.map((p) => p.slug));
    expect(slugs).not.toContain(SLUG);
    expect(all.total).toBe((await db.prisma.product.count()) - 1);
    expect((await searchProducts("chandan")).products.map((p) => p.slug)).not.toContain(SLUG);
    expect((await suggestProducts("chandan")).map((s) => s.slug)).not.toContain(SLUG);
    const home = await getHomeData("it");
    for (const rail of [home.mostLoved, home.classicFavorites, home.youMayAlsoLike])
      expect(rail.map((p) => p.slug)).not.toContain(SLUG);
    expect((await popularProducts(50)).map((p) => p.slug)).not.toContain(SLUG);
    expect(await sitemapXml("https://shop.example")).not.toContain(`/product/${SLUG}<`);
  });

  it("not in the public API; staff see it with ?includeDrafts=1, shoppers may not ask", async () => {
    const { data } = await listApiProducts({ limit: 200, offset: 0 });
    expect(data.map((p) => p._id)).not.toContain(draft.id);
    const anonymous = await settle(apiLoader(args(pageRequest("/api/sattva-products?includeDrafts=1"))));
    expect(statusOf(anonymous)).toBe(401);
    const shopper = await signIn(await makeUser());
    const refused = await settle(apiLoader(args(shopper.request("/api/sattva-products?includeDrafts=1"))));
    expect(statusOf(refused)).toBe(403);
    const manager = await signIn(await makeUser({ role: "manager" }));
    const res = (await apiLoader(args(manager.request("/api/sattva-products?includeDrafts=1&limit=200")))) as Response;
    const body = (await res.json()) as { data: { _id: string; published?: boolean }[] };
    expect(body.data.find((p) => p._id === draft.id)).toMatchObject({ published: false });
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("order lines (and so the confirmation mail) name a product in the order's language; a draft is not orderable", async () => {
    const other = await db.prisma.product.findFirstOrThrow({
      where: { published: true },
      include: { translations: { where: { locale: "de" } } },
    });
    const found = await db.prisma.$transaction((tx) => orderableProducts(tx, [draft.id, other.id], "de"));
    expect([...found.keys()]).toEqual([other.id]);
    expect(found.get(other.id)).toMatchObject({
      title: other.translations[0].title,
      imageUrl: expect.stringMatching(/^\/art\//),
    });
    const unknownLocale = await db.prisma.$transaction((tx) => orderableProducts(tx, [other.id], "xx"));
    expect(unknownLocale.get(other.id)?.title).toBe(other.title);
  });

  it("a draft in a cart is dropped like a deleted product", async () => {
    const other = await db.prisma.product.findFirstOrThrow({ where: { published: true, stock: { gt: 5 } } });
    const { view, entries, changed } = await loadCart([
      { productId: draft.id, quantity: 1 },
      { productId: other.id, quantity: 1 },
    ]);
    expect(changed).toBe(true);
    expect(entries).toEqual([{ productId: other.id, quantity: 1 }]);
    expect(view.lines.map((l) => l.productId)).toEqual([other.id]);
  });
});

describe("a page's queries do not grow with its products (no N+1)", () => {
  const database = withTestDatabase();
  let db: Database;
  let operations = 0;
  beforeAll(async () => {
    db = database();
    await seedDatabase(db.prisma, { demo: false, onlyIfEmpty: true });
  });

  /**
   * Counts the Prisma operations (each query, raw or not) `fn` runs, once its caches are warm: a
   * first uncounted run fills them (the shop settings, read for the GPSR importer, live a few
   * seconds, so on a slow machine one of the two runs compared could otherwise re-read them).
   */
  async function count(fn: () => Promise<unknown>) {
    await fn();
    const counted = db.prisma.$extends({
      query: {
        async $allOperations({ args: a, query: q }) {
          operations++;
          return q(a);
        },
      },
    });
    setDatabase({ ...db, prisma: counted as unknown as Database["prisma"] });
    operations = 0;
    try {
      await fn();
      return operations;
    } finally {
      setDatabase(db);
    }
  }

  it("listing, search, home, product page and API: the same count for 2 or 24 products", async () => {
    const few = {
      listing: await count(() => listProducts({}, query("max=5"), "fr")),
      search: await count(() => searchProducts("chandan", 1, "de")),
      api: await count(() => listApiProducts({ limit: 2, offset: 0 }, "es")),
      home: await count(() => getHomeData("en")),
      product: await count(() => getProductPage(SLUG, "fr")),
    };
    const many = {
      listing: await count(() => listProducts({}, query(), "fr")),
      search: await count(() => searchProducts("incense", 1, "de")),
      api: await count(() => listApiProducts({ limit: 50, offset: 0 }, "es")),
      home: await count(() => getHomeData("de")),
      product: await count(() => getProductPage("satya-nag-champa-classic-incense", "de")),
    };
    expect((await listProducts({}, query(), "fr")).products.length).toBe(PAGE_SIZE);
    expect(JSON.stringify(many)).toBe(JSON.stringify(few));
    // A handful each, whatever the page size.
    for (const n of Object.values(many)) expect(n).toBeLessThanOrEqual(10);
  });
});
