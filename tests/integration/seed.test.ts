import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { verifyPassword } from "~/modules/accounts/password.server";
import { isDelayed, productSlug } from "~/modules/catalog/rules";
import { foldText } from "~/modules/catalog/search-text";
import { seedDatabase } from "../../prisma/seed/seed.server";
import { ALL_SUBCATEGORY_SLUGS, BRAND_NAMES, HOME_TILES, SUBCATEGORY_ALIASES } from "../../prisma/seed/taxonomy";
import { createTestDatabase } from "../support/db";

async function counts(db: Database) {
  const p = db.prisma;
  const [brands, categories, subcategories, products, users, reviews, orders, lines, payments, addresses] =
    await Promise.all([
      p.brand.count(),
      p.category.count(),
      p.subcategory.count(),
      p.product.count(),
      p.user.count(),
      p.review.count(),
      p.order.count(),
      p.orderLine.count(),
      p.payment.count(),
      p.address.count(),
    ]);
  return { brands, categories, subcategories, products, users, reviews, orders, lines, payments, addresses };
}

describe("demo seed", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let firstSummary: Awaited<ReturnType<typeof seedDatabase>>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    // How long it takes is for a bench to say (npm start prints it), not for a test on a busy machine.
    firstSummary = await seedDatabase(database.prisma, { demo: true, onlyIfEmpty: true });
  });
  afterAll(async () => cleanup());

  it("creates the catalogue and lists the three demo accounts", async () => {
    expect(firstSummary.skipped).toBe(false);
    expect(firstSummary.products).toBeGreaterThanOrEqual(80);
    expect(firstSummary.demoAccounts.map((a) => [a.role, a.email, a.password])).toEqual([
      ["admin", "admin@example.com", "admin-demo-2026"],
      ["manager", "manager@example.com", "manager-demo-2026"],
      ["user", "shopper@example.com", "shopper-demo-2026"],
    ]);
    const c = await counts(database);
    expect(c.brands).toBe(20);
    expect(c.categories).toBe(4);
    expect(c.products).toBeGreaterThanOrEqual(80);
  });

  it("is idempotent: seeding again (also not only-if-empty) changes and duplicates nothing", async () => {
    const before = await counts(database);
    const snapshot = await database.prisma.product.findMany({
      orderBy: { pid: "asc" },
      select: { pid: true, slug: true, stock: true, createdAt: true, originalPriceCents: true },
    });
    const skipped = await seedDatabase(database.prisma, { demo: true, onlyIfEmpty: true });
    expect(skipped.skipped).toBe(true);
    const again = await seedDatabase(database.prisma, { demo: true, onlyIfEmpty: false });
    expect(again.skipped).toBe(false);
    expect(await counts(database)).toEqual(before);
    expect(
      await database.prisma.product.findMany({
        orderBy: { pid: "asc" },
        select: { pid: true, slug: true, stock: true, createdAt: true, originalPriceCents: true },
      }),
    ).toEqual(snapshot);
  });

  it("has the 20 brands and every subcategory, each with at least 3 products", async () => {
    const brands = await database.prisma.brand.findMany({
      select: { name: true, slug: true, _count: { select: { products: true } } },
    });
    expect(brands.map((b) => b.name).sort()).toEqual([...BRAND_NAMES].sort());
    for (const b of brands) {
      expect(b.slug).toBe(b.name.toLowerCase().replace(/ /g, "-"));
      expect(b._count.products, b.name).toBeGreaterThanOrEqual(3);
    }
    const subs = await database.prisma.subcategory.findMany({
      select: { slug: true, _count: { select: { products: true } } },
    });
    expect(subs.map((s) => s.slug).sort()).toEqual([...ALL_SUBCATEGORY_SLUGS].sort());
    for (const s of subs) expect(s._count.products, s.slug).toBeGreaterThanOrEqual(3);
    for (const tile of HOME_TILES) expect(ALL_SUBCATEGORY_SLUGS).toContain(tile);
    for (const canonical of Object.values(SUBCATEGORY_ALIASES)) expect(ALL_SUBCATEGORY_SLUGS).toContain(canonical);
    const cats = await database.prisma.category.findMany({ orderBy: { position: "asc" }, select: { slug: true } });
    expect(cats.map((c) => c.slug)).toEqual([
      "incense-and-perfumes",
      "minerals-and-jewels",
      "crafts-and-decoration",
      "baths-and-cosmetics",
    ]);
  });

  it("writes the catalogue in five languages: Italian base, en/fr/de/es translations, taxonomy names", async () => {
    const p = await database.prisma.product.findUniqueOrThrow({
      where: { slug: "hem-precious-chandan-incense-sticks" },
      include: { translations: { orderBy: { locale: "asc" } } },
    });
    expect(p.title).toBe("Bastoncini d'incenso Hem Precious Chandan");
    expect(p.translations.map((t) => t.locale)).toEqual(["de", "en", "es", "fr"]);
    expect(p.translations.find((t) => t.locale === "en")?.title).toBe("Hem Precious Chandan Incense Sticks");
    for (const t of p.translations) expect(t.description.length).toBe(p.description.length);
    for (const word of ["incenso", "encens", "raucherstabchen", "incienso"]) expect(p.searchText).toContain(word);
    const incense = await database.prisma.subcategory.findUniqueOrThrow({ where: { slug: "incense" } });
    expect(incense.name).toBe("Bastoncini d'incenso");
    expect(incense.names).toMatchObject({ en: "Incense sticks", de: "Räucherstäbchen" });
    const cat = await database.prisma.category.findUniqueOrThrow({ where: { slug: "incense-and-perfumes" } });
    expect(cat.names).toMatchObject({ fr: "Encens et parfums" });
    expect(await database.prisma.productTranslation.count()).toBeGreaterThanOrEqual(4 * 80);
  });

  it("gives products well-formed pids, slugs, prices, stock, images and search text", async () => {
    const products = await database.prisma.product.findMany({
      include: {
        brand: true,
        translations: true,
        images: { orderBy: [{ kind: "asc" }, { position: "asc" }] },
      },
    });
    const slugs = new Set<string>();
    const titles = new Set<string>();
    for (const p of products) {
      expect(p.pid).toMatch(/^PID\d{3}[A-Z]$/);
      const en = p.translations.find((t) => t.locale === "en")!;
      // The address comes from the English title, as it always did.
      expect(p.slug).toBe(productSlug(en.title));
      slugs.add(p.slug);
      titles.add(en.title);
      expect(p.ratingTenths).toBeGreaterThanOrEqual(30);
      expect(p.ratingTenths).toBeLessThanOrEqual(50);
      if (p.discountedPriceCents !== null) expect(p.discountedPriceCents).toBeLessThan(p.originalPriceCents);
      expect(p.description.length).toBeGreaterThanOrEqual(3);
      expect(p.description.length).toBeLessThanOrEqual(5);
      const gallery = p.images.filter((i) => i.kind === "gallery");
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
      for (const img of gallery) {
        expect(img.url).toMatch(/^\/art\/[a-z-]+\/\d+\.svg$/);
        expect((img.alt as Record<string, string>).en).toContain(en.title);
        expect((img.alt as Record<string, string>).it).toBe(p.title);
        expect([img.width, img.height]).toEqual([800, 800]);
      }
      expect(p.images.filter((i) => i.kind === "banner")).toHaveLength(1);
      expect(p.searchText).toContain(foldText(p.title));
      expect(p.searchText).toContain(p.brand.name.toLowerCase());
    }
    // The SPEC finds a product by title-casing its slug: every seeded title survives that round trip.
    const titleCase = (slug: string) =>
      slug
        .split("-")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(" ");
    for (const p of products) expect(titleCase(p.slug)).toBe(p.translations.find((t) => t.locale === "en")!.title);
    expect(slugs.size).toBe(products.length);
    expect(titles.size).toBe(products.length);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.stock > 0 && p.stock <= 20).length).toBeGreaterThanOrEqual(10);
    expect(products.filter((p) => p.stock > 20).length).toBeGreaterThan(products.length / 2);
    const discounted = products.filter((p) => p.discountedPriceCents !== null).length / products.length;
    expect(discounted).toBeGreaterThan(0.15);
    expect(discounted).toBeLessThan(0.45);
  });

  it("creates demo accounts that verify with their passwords", async () => {
    for (const a of firstSummary.demoAccounts) {
      const u = await database.prisma.user.findUniqueOrThrow({ where: { email: a.email } });
      expect(u.role).toBe(a.role);
      expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(u.passwordHash, a.password)).toBe(true);
      expect(await verifyPassword(u.passwordHash, a.password + "x")).toBe(false);
    }
    expect((await database.prisma.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).fname).toBe(
      "Asha",
    );
    expect(await database.prisma.user.count({ where: { email: { endsWith: "@example.com" } } })).toBeGreaterThanOrEqual(
      11,
    );
    // Demo people (accounts and reviewers) count as having proved their e-mail.
    expect(await database.prisma.user.count({ where: { emailVerifiedAt: null } })).toBe(0);
  });

  it("creates consistent orders in every status, with delayed and guest ones", async () => {
    const orders = await database.prisma.order.findMany({ include: { lines: true, payments: true, user: true } });
    expect(orders.length).toBeGreaterThanOrEqual(35);
    for (const s of ["pending", "processing", "shipped", "delivered", "cancelled", "returned"]) {
      expect(
        orders.some((o) => o.status === s),
        s,
      ).toBe(true);
    }
    expect(orders.filter((o) => isDelayed(o)).length).toBeGreaterThanOrEqual(4);
    expect(orders.filter((o) => o.userId === null && o.guestEmail && o.guestName).length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.user?.email === "shopper@example.com").length).toBeGreaterThanOrEqual(3);
    const oids = orders.map((o) => o.oid).sort();
    expect(oids[0]).toBe("SAT-10001");
    for (const o of orders) {
      expect(o.oid).toMatch(/^SAT-\d{5}$/);
      expect(o.lines.length).toBeGreaterThanOrEqual(1);
      expect(o.lines.length).toBeLessThanOrEqual(4);
      for (const l of o.lines) expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
      expect(o.subtotalCents).toBe(o.lines.reduce((s, l) => s + l.lineTotalCents, 0));
      expect(o.totalCents).toBe(o.subtotalCents + o.shippingCents);
      expect(o.vatCents).toBe(Math.round(o.totalCents - o.totalCents / 1.22));
      expect(o.createdAt.getTime()).toBeGreaterThan(Date.now() - 61 * 86_400_000);
      if (["shipped", "delivered"].includes(o.status)) {
        expect(o.awb).toMatch(/^AWB\d{10}$/);
        expect(["BRT", "GLS", "Poste Italiane", "DHL"]).toContain(o.carrier);
      }
      expect(o.payments).toHaveLength(1);
      const expected = o.status === "pending" ? "pending" : o.status === "cancelled" ? "cancelled" : "paid";
      expect(o.payments[0].status).toBe(expected);
      expect(o.payments[0].amountCents).toBe(o.totalCents);
      expect(o.email).toBe(o.email.toLowerCase());
    }
  });

  it("gives every order a history that starts when it was placed and ends in its status", async () => {
    const orders = await database.prisma.order.findMany({
      include: { statusChanges: { orderBy: { createdAt: "asc" } } },
    });
    for (const o of orders) {
      const h = o.statusChanges;
      expect(h[0], o.oid).toMatchObject({ from: null, to: "pending" });
      expect(h[0].createdAt.getTime()).toBe(o.createdAt.getTime());
      expect(h.at(-1)!.to, o.oid).toBe(o.status);
      for (let i = 1; i < h.length; i++) {
        expect(h[i].from).toBe(h[i - 1].to);
        expect(h[i].createdAt.getTime()).toBeGreaterThanOrEqual(h[i - 1].createdAt.getTime());
      }
      expect(Boolean(o.shippedAt), o.oid).toBe(["shipped", "delivered", "returned"].includes(o.status));
      expect(o.paymentMethod === null || ["card", "bank-transfer", "paypal"].includes(o.paymentMethod)).toBe(true);
    }
  });

  it("leaves the shopper a delivered order with products still to review", async () => {
    const shopper = await database.prisma.user.findUniqueOrThrow({ where: { email: "shopper@example.com" } });
    const reviewed = new Set(
      (await database.prisma.review.findMany({ where: { userId: shopper.id } })).map((r) => r.productId),
    );
    const delivered = await database.prisma.order.findMany({
      where: { userId: shopper.id, status: "delivered" },
      include: { lines: true },
    });
    expect(delivered.some((o) => o.lines.every((l) => l.productId && !reviewed.has(l.productId)))).toBe(true);
  });

  it("has many reviews, mostly positive, one per shopper and product", async () => {
    const reviews = await database.prisma.review.findMany();
    expect(reviews.length).toBeGreaterThanOrEqual(50);
    expect(new Set(reviews.map((r) => `${r.userId}|${r.productId}`)).size).toBe(reviews.length);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.6);
    expect(new Set(reviews.map((r) => r.productId)).size).toBeGreaterThan(30);
  });
});

describe("production seed (demo off)", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
  });
  afterAll(async () => cleanup());

  it("creates only the catalogue: no accounts, reviews or orders", async () => {
    const summary = await seedDatabase(database.prisma, { demo: false, onlyIfEmpty: true });
    expect(summary.demoAccounts).toEqual([]);
    const c = await counts(database);
    expect(c.products).toBeGreaterThanOrEqual(80);
    expect([c.users, c.reviews, c.orders, c.payments, c.addresses]).toEqual([0, 0, 0, 0, 0]);
  });
});
