import type { OrderStatus, PaymentStatus, Prisma, PrismaClient } from "~/generated/prisma/client";
import { hashPassword } from "~/modules/accounts/password.server";
import { seedAccountDemo } from "./account-demo";
import { rng } from "~/modules/catalog/art/svg";
import { productArtUrl, wideArtUrl, type ProductArtKind } from "~/modules/catalog/art/urls";
import { collectionSlug, effectivePriceCents, nextPid, productSlug } from "~/modules/catalog/rules";
import { buildSearchText } from "~/modules/catalog/search-text";
import { DEMO_PEOPLE, GUESTS, REVIEW_TEXTS } from "./people";
import { seedPricePlans } from "./price-history";
import { PRODUCT_SEEDS } from "./products";
import { seedIdentifiers, seedProductSafety } from "./safety";
import { DE } from "./i18n/products.de";
import { ES } from "./i18n/products.es";
import { FR } from "./i18n/products.fr";
import { IT } from "./i18n/products.it";
import type { ProductTexts } from "./i18n/types";
import {
  BRAND_NAMES,
  brandSlug,
  CATEGORY_NAMES,
  CATEGORY_NAMES_BY_LANGUAGE,
  SUBCATEGORIES,
  SUBCATEGORY_CATEGORY,
  SUBCATEGORY_NAMES_BY_LANGUAGE,
} from "./taxonomy";

export interface SeedSummary {
  skipped: boolean;
  products: number;
  demoAccounts: { role: string; email: string; password: string }[];
}

const DAY = 86_400_000;
const VIEW_ALTS = ["", ", close-up", ", styled with natural props", ", in evening light"];

/** The art's deterministic generator (mulberry32), so every install shows the same shop. */
const random = rng;
const between = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function listedAccounts(demo: boolean) {
  return demo
    ? DEMO_PEOPLE.filter((p) => p.listed).map((p) => ({ role: p.role, email: p.email, password: p.password }))
    : [];
}

/** The demo catalogue's other languages (English is products.ts; a missing entry = no row). */
const TRANSLATIONS: { locale: "en" | "fr" | "de" | "es"; texts: ProductTexts | null }[] = [
  { locale: "en", texts: null },
  { locale: "fr", texts: FR },
  { locale: "de", texts: DE },
  { locale: "es", texts: ES },
];

/** A name in the other languages, as `names` stores it (the Italian one is `name`). */
function otherNames(byLanguage: Record<string, string> | undefined) {
  if (!byLanguage) return {};
  const { it: _it, ...rest } = byLanguage;
  return rest;
}

export interface SeededProduct {
  row: Prisma.ProductCreateManyInput;
  translations: { locale: string; title: string; description: string[] }[];
  images: {
    kind: "banner" | "gallery";
    position: number;
    url: string;
    width: number;
    height: number;
    alt: Record<string, string>;
  }[];
}

/**
 * The seeded products (pure: same input, same rows, apart from dates relative to `now`): the
 * Italian base texts (products.it.ts; English where an entry is missing), the translations and
 * the photos. Slugs come from the English title, as they always did, so no address changes.
 */
export function buildProductRows(
  ids: { brand: Map<string, string>; category: Map<string, string>; subcategory: Map<string, string> },
  now: Date,
): SeededProduct[] {
  const rnd = random(20261121);
  const perKind = new Map<string, number>();
  let pid: string | null = null;
  return PRODUCT_SEEDS.map((p, i) => {
    pid = nextPid(pid);
    const kind = p.art as ProductArtKind;
    const palette = perKind.get(kind) ?? 0;
    perKind.set(kind, palette + 1);
    const views = 2 + (i % 3);
    const it = IT[p.title] ?? { title: p.title, description: p.description };
    const translations = TRANSLATIONS.flatMap(({ locale, texts }) => {
      const text = texts ? texts[p.title] : { title: p.title, description: p.description };
      return text ? [{ locale, title: text.title, description: text.description }] : [];
    });
    const titles: Record<string, string> = {
      it: it.title,
      ...Object.fromEntries(translations.map((t) => [t.locale, t.title])),
    };
    const altOf = (suffix: string) =>
      Object.fromEntries(Object.entries(titles).map(([l, t]) => [l, l === "en" ? `${t}${suffix}` : t]));
    const images: SeededProduct["images"] = [
      { kind: "banner", position: 0, url: wideArtUrl(kind, palette), width: 1600, height: 600, alt: altOf("") },
      ...Array.from({ length: views }, (_, v) => ({
        kind: "gallery" as const,
        position: v,
        url: productArtUrl(kind, palette, v),
        width: 800,
        height: 800,
        alt: altOf(VIEW_ALTS[v]),
      })),
    ];
    const category = SUBCATEGORY_CATEGORY[p.subcategory];
    const subName = SUBCATEGORIES[category].find((s) => s.slug === p.subcategory)!.name;
    const discounted = rnd() < 0.3 ? discountOf(p.priceCents, rnd) : null;
    // Stock: 6 sold out, ~11 very low, ~11 low, the rest comfortably in stock.
    const stock =
      i % 16 === 5 ? 0 : i % 8 === 2 ? between(rnd, 1, 12) : i % 8 === 6 ? between(rnd, 13, 20) : between(rnd, 21, 160);
    const ratingTenths = between(rnd, 30, 50);
    const createdAt = new Date(now.getTime() - Math.floor(rnd() * 120 * DAY));
    const row: Prisma.ProductCreateManyInput = {
      pid,
      slug: productSlug(p.title),
      title: it.title,
      categoryId: ids.category.get(category)!,
      subcategoryId: ids.subcategory.get(p.subcategory)!,
      brandId: ids.brand.get(p.brand)!,
      ratingTenths,
      originalPriceCents: p.priceCents,
      discountedPriceCents: discounted,
      description: it.description,
      stock,
      searchText: buildSearchText({
        title: it.title,
        brand: p.brand,
        category,
        subcategory: subName,
        description: it.description,
        translations,
        names: [
          ...Object.values(CATEGORY_NAMES_BY_LANGUAGE[collectionSlug(category)] ?? {}),
          ...Object.values(SUBCATEGORY_NAMES_BY_LANGUAGE[p.subcategory] ?? {}),
        ],
      }),
      popularity: Math.round(ratingTenths * 8 + rnd() * 600),
      createdAt,
    };
    return { row, translations, images };
  });
}

/** 10–35 % off, ending in .90 (or .50 under €5). */
function discountOf(price: number, rnd: () => number) {
  const pct = [10, 15, 20, 25, 30, 35][Math.floor(rnd() * 6)];
  const raw = Math.round(price * (1 - pct / 100));
  const ending = price < 500 ? 50 : 90;
  const rounded = Math.floor(raw / 100) * 100 + ending;
  return rounded < price && rounded > 0 ? rounded : Math.max(1, price - 100);
}

async function seedCatalogue(prisma: PrismaClient, now: Date) {
  const ids = {
    brand: new Map<string, string>(),
    category: new Map<string, string>(),
    subcategory: new Map<string, string>(),
  };
  await prisma.$transaction(
    async (tx) => {
      for (const [position, name] of BRAND_NAMES.entries()) {
        const b = await tx.brand.upsert({
          where: { name },
          create: { name, slug: brandSlug(name), position },
          update: { slug: brandSlug(name), position },
          select: { id: true },
        });
        ids.brand.set(name, b.id);
      }
      for (const [position, name] of CATEGORY_NAMES.entries()) {
        const slug = collectionSlug(name);
        const names = CATEGORY_NAMES_BY_LANGUAGE[slug];
        // Found by slug: a name staff changed is kept.
        const c = await tx.category.upsert({
          where: { slug },
          create: { name: names?.it ?? name, names: otherNames(names), slug, position },
          update: {},
          select: { id: true },
        });
        ids.category.set(name, c.id);
        for (const [subPosition, sub] of SUBCATEGORIES[name].entries()) {
          const subNames = SUBCATEGORY_NAMES_BY_LANGUAGE[sub.slug];
          const s = await tx.subcategory.upsert({
            where: { slug: sub.slug },
            create: {
              slug: sub.slug,
              name: subNames?.it ?? sub.name,
              names: otherNames(subNames),
              position: subPosition,
              categoryId: c.id,
            },
            update: {},
            select: { id: true },
          });
          ids.subcategory.set(sub.slug, s.id);
        }
      }
      // Product safety (GPSR): manufacturers, EU importers and the warnings of each category.
      await seedProductSafety(tx, ids);
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  // Existing products (same pid or slug) are left as they are: the seed never overwrites edits.
  // Translations and photos are written for the products this run creates, and only for them.
  const seeded = buildProductRows(ids, now);
  const before = new Set(
    (
      await prisma.product.findMany({
        where: { OR: [{ pid: { in: seeded.map((p) => p.row.pid) } }, { slug: { in: seeded.map((p) => p.row.slug) } }] },
        select: { pid: true, slug: true },
      })
    ).flatMap((p) => [p.pid, p.slug]),
  );
  const fresh = seeded.filter((p) => !before.has(p.row.pid) && !before.has(p.row.slug));
  if (!fresh.length) return;
  // Omnibus: discounted products begin at their regular price and are reduced later (price-history.ts).
  const prices = seedPricePlans(
    fresh.map(({ row }) => ({
      originalPriceCents: row.originalPriceCents,
      discountedPriceCents: row.discountedPriceCents ?? null,
      createdAt: new Date(row.createdAt!),
    })),
    now,
  );
  await prisma.$transaction(
    async (tx) => {
      await tx.product.createMany({
        data: fresh.map((p, i) => ({
          ...p.row,
          ...prices[i].first,
          ...seedIdentifiers(p.row.pid, new Date(p.row.createdAt!)),
        })),
        skipDuplicates: true,
      });
      const created = await tx.product.findMany({
        where: { pid: { in: fresh.map((p) => p.row.pid) } },
        select: { id: true, pid: true },
      });
      const idOf = new Map(created.map((c) => [c.pid, c.id]));
      await tx.productTranslation.createMany({
        data: fresh.flatMap((p) => p.translations.map((t) => ({ ...t, productId: idOf.get(p.row.pid)! }))),
        skipDuplicates: true,
      });
      await tx.productImage.createMany({
        data: fresh.flatMap((p) => p.images.map((img) => ({ ...img, productId: idOf.get(p.row.pid)! }))),
      });
      // Each change at its time: the price triggers record it and keep the reference price.
      for (const [i, p] of fresh.entries()) {
        for (const step of prices[i].steps) {
          await tx.$queryRaw`SELECT set_config('sattva.price_time', ${step.at.toISOString()}, true)`;
          await tx.product.update({
            where: { id: idOf.get(p.row.pid)! },
            data: { originalPriceCents: step.originalPriceCents, discountedPriceCents: step.discountedPriceCents },
          });
        }
      }
      await tx.$queryRaw`SELECT set_config('sattva.price_time', '', true)`;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

async function seedPeople(prisma: PrismaClient, now: Date) {
  const existing = new Set(
    (
      await prisma.user.findMany({ where: { email: { in: DEMO_PEOPLE.map((p) => p.email) } }, select: { email: true } })
    ).map((u) => u.email),
  );
  const missing = DEMO_PEOPLE.filter((p) => !existing.has(p.email));
  const hashes = await Promise.all(missing.map((p) => hashPassword(p.password)));
  await prisma.$transaction(
    async (tx) => {
      for (const [i, p] of missing.entries()) {
        await tx.user.upsert({
          where: { email: p.email },
          update: {},
          create: {
            fname: p.fname,
            lname: p.lname,
            email: p.email,
            role: p.role,
            country: p.country,
            locale: p.locale,
            passwordHash: hashes[i],
            newsletter: i % 3 === 0,
            // The demo people's addresses count as proven (a real account proves its own by mail).
            emailVerifiedAt: now,
            addresses: { create: { fullName: `${p.fname} ${p.lname}`, isDefault: true, ...p.address } },
          },
        });
      }
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  const users = await prisma.user.findMany({
    where: { email: { in: DEMO_PEOPLE.map((p) => p.email) } },
    select: { id: true, email: true },
  });
  return new Map(users.map((u) => [u.email, u.id]));
}

type SeedProduct = {
  id: string;
  pid: string;
  title: string;
  originalPriceCents: number;
  discountedPriceCents: number | null;
  ratingTenths: number;
  images: { url: string | null }[];
  category: { name: string };
};

interface OrderPlan {
  status: OrderStatus;
  daysAgo: number;
  /** E-mail of a demo person, or a guest index. */
  who: string | number;
  /** Indices into the product list. */
  products: number[];
}

const STATUSES: OrderStatus[] = [
  "pending",
  "processing",
  "pending",
  "processing",
  "shipped",
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "processing",
  "delivered",
  "shipped",
  "delivered",
  "returned",
  "pending",
  "delivered",
  "delivered",
  "shipped",
  "cancelled",
  "delivered",
  "processing",
  "delivered",
  "returned",
  "delivered",
  "shipped",
  "cancelled",
  "delivered",
  "delivered",
  "delivered",
  "delivered",
  "returned",
  "delivered",
  "cancelled",
  "delivered",
  "delivered",
  "delivered",
  "delivered",
  "delivered",
  "delivered",
];
const SHOPPER = "shopper@example.com";
/** Shopper orders: 1 processing, 5 pending, 11 delivered (reviewed), 13 delivered (not yet reviewed), 26 cancelled. */
const SHOPPER_ORDERS = new Set([1, 5, 11, 13, 26]);
const SHOPPER_REVIEWED_ORDER = 11;
const GUEST_ORDERS = [3, 7, 16, 19, 24, 29, 33, 38];
const CARRIERS = ["BRT", "GLS", "Poste Italiane", "DHL"];
const METHODS = ["card", "bank-transfer", "card", "paypal"];

function planOrders(productCount: number): OrderPlan[] {
  const rnd = random(7070);
  const reviewers = DEMO_PEOPLE.filter((p) => !p.listed).map((p) => p.email);
  const used = new Set<number>();
  return STATUSES.map((status, k) => {
    const who = SHOPPER_ORDERS.has(k)
      ? SHOPPER
      : GUEST_ORDERS.includes(k)
        ? GUEST_ORDERS.indexOf(k) % GUESTS.length
        : reviewers[k % reviewers.length];
    const count = 1 + Math.floor(rnd() * rnd() * 4);
    const products: number[] = [];
    while (products.length < count) {
      const idx = Math.floor(rnd() * productCount);
      // The shopper's two delivered orders never share a product, so one stays reviewable.
      const clash = who === SHOPPER && (k === SHOPPER_REVIEWED_ORDER || k === 13) && used.has(idx);
      if (!products.includes(idx) && !clash) products.push(idx);
    }
    if (who === SHOPPER && (k === SHOPPER_REVIEWED_ORDER || k === 13)) products.forEach((i) => used.add(i));
    const daysAgo = Math.min(59, Math.round(k * 1.5 + rnd()));
    return { status, daysAgo, who, products };
  });
}

const paymentStatusFor = (s: OrderStatus): PaymentStatus =>
  s === "pending" ? "pending" : s === "cancelled" ? "cancelled" : "paid";

/**
 * A seeded order's history as it would have happened: placed, then each usual step a little
 * later (never after `now`), shipped and delivered by the demo manager. The trigger on
 * Order.status wrote one row at the moment of seeding (placed straight in its final status); it
 * is replaced by these, and the order's shipping and delivery times follow them.
 */
async function seedHistory(
  tx: Prisma.TransactionClient,
  orderId: string,
  status: OrderStatus,
  placed: Date,
  now: Date,
  staffId: string | undefined,
) {
  const HOUR = 3_600_000;
  const at = (hours: number) => new Date(Math.min(placed.getTime() + hours * HOUR, now.getTime() - 60_000));
  const paths: Record<OrderStatus, [OrderStatus, number][]> = {
    pending: [],
    processing: [["processing", 0.2]],
    shipped: [
      ["processing", 0.2],
      ["shipped", 26],
    ],
    delivered: [
      ["processing", 0.2],
      ["shipped", 26],
      ["delivered", 74],
    ],
    returned: [
      ["processing", 0.2],
      ["shipped", 26],
      ["delivered", 74],
      ["returned", 240],
    ],
    cancelled: [["cancelled", 2]],
  };
  const steps = paths[status];
  await tx.orderStatusChange.deleteMany({ where: { orderId } });
  await tx.orderStatusChange.createMany({
    data: [
      { orderId, from: null, to: "pending", source: "system", createdAt: placed },
      ...steps.map(([to, hours], i) => ({
        orderId,
        from: i === 0 ? ("pending" as const) : steps[i - 1][0],
        to,
        // Paid at the provider, cancelled by the shopper; shipped, delivered and returned by staff.
        source: to === "processing" ? "provider" : to === "cancelled" ? "shopper" : "staff",
        actorId: to === "processing" || to === "cancelled" ? null : (staffId ?? null),
        createdAt: at(hours),
      })),
    ],
  });
  const shipped = steps.find(([to]) => to === "shipped");
  const delivered = steps.find(([to]) => to === "delivered");
  if (shipped || delivered) {
    await tx.order.update({
      where: { id: orderId },
      data: { shippedAt: shipped ? at(shipped[1]) : null, deliveredAt: delivered ? at(delivered[1]) : null },
      select: { id: true },
    });
  }
}

async function seedOrders(prisma: PrismaClient, users: Map<string, string>, products: SeedProduct[], now: Date) {
  const plans = planOrders(products.length);
  const oids = plans.map((_, k) => `SAT-${10001 + k}`);
  const existing = new Set(
    (await prisma.order.findMany({ where: { oid: { in: oids } }, select: { oid: true } })).map((o) => o.oid),
  );
  const rnd = random(4242);
  const data: Prisma.OrderCreateInput[] = [];
  for (const [k, plan] of plans.entries()) {
    const qty = plan.products.map(() => (rnd() < 0.75 ? 1 : 2 + Math.floor(rnd() * 2)));
    const hours = Math.floor(rnd() * 10) + 8;
    if (existing.has(oids[k])) continue;
    const lines = plan.products.map((idx, j) => {
      const p = products[idx];
      const unit = effectivePriceCents(p);
      return {
        productId: p.id,
        title: p.title,
        unitPriceCents: unit,
        quantity: qty[j],
        lineTotalCents: unit * qty[j],
        imageUrl: p.images[0]?.url ?? null,
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
    const shipping = subtotal >= 4900 ? 0 : 490;
    const total = subtotal + shipping;
    const created = new Date(now.getTime() - plan.daysAgo * DAY);
    created.setUTCHours(hours, (k * 7) % 60, 0, 0);
    if (created > now) created.setTime(now.getTime() - 60_000 * (k + 1));
    const person = typeof plan.who === "string" ? DEMO_PEOPLE.find((p) => p.email === plan.who)! : undefined;
    const guest = typeof plan.who === "number" ? GUESTS[plan.who] : undefined;
    const ship = person
      ? { name: `${person.fname} ${person.lname}`, ...person.address }
      : { ...guest!, name: guest!.name };
    const sent = ["shipped", "delivered", "returned"].includes(plan.status);
    const method = METHODS[k % METHODS.length];
    data.push({
      oid: oids[k],
      ...(person
        ? { user: { connect: { id: users.get(person.email)! } } }
        : { guestName: guest!.name, guestEmail: guest!.email }),
      email: (person?.email ?? guest!.email).toLowerCase(),
      phone: ship.phone,
      shipName: ship.name,
      shipStreet: ship.street,
      shipCity: ship.city,
      shipState: ship.state,
      shipPostalCode: ship.postalCode,
      shipCountry: ship.country,
      status: plan.status,
      paymentMethod: method,
      subtotalCents: subtotal,
      shippingCents: shipping,
      vatCents: Math.round(total - total / 1.22),
      totalCents: total,
      carrier: sent ? CARRIERS[k % CARRIERS.length] : null,
      awb: sent ? `AWB${String(4810000000 + k * 7919)}` : null,
      locale: person?.locale ?? (guest!.country === "IT" ? "it" : "en"),
      createdAt: created,
      lines: { create: lines },
      payments: {
        create: {
          provider: "test",
          method,
          status: paymentStatusFor(plan.status),
          amountCents: total,
          providerRef: `test_${oids[k]}`,
          idempotencyKey: `seed-${oids[k]}`,
          createdAt: created,
        },
      },
    });
  }
  for (let i = 0; i < data.length; i += 10) {
    const chunk = data.slice(i, i + 10);
    await prisma.$transaction(
      async (tx) => {
        for (const order of chunk) {
          const { id } = await tx.order.create({ data: order, select: { id: true } });
          await seedHistory(tx, id, order.status!, order.createdAt as Date, now, users.get("manager@example.com"));
        }
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
  }
  return plans;
}

async function seedReviews(
  prisma: PrismaClient,
  users: Map<string, string>,
  products: SeedProduct[],
  plans: OrderPlan[],
  now: Date,
) {
  const rnd = random(31337);
  const reviewers = DEMO_PEOPLE.filter((p) => !p.listed);
  // Reviews agree with the product's rating, give or take a star, as real ones would.
  const spread = [0, 0, 1, 0, -1, 0, 0, -1, 1, 0, 0, -2, 0, 1, 0, 0, -1, 0];
  const reviewRating = (product: SeedProduct, k: number) =>
    Math.min(5, Math.max(1, Math.round(product.ratingTenths / 10) + spread[k % spread.length]));
  const pairs = new Set<string>();
  const rows: Prisma.ReviewCreateManyInput[] = [];
  const add = (email: string, product: SeedProduct, rating: number, daysAgo: number) => {
    const key = `${email}|${product.id}`;
    if (pairs.has(key)) return;
    pairs.add(key);
    const texts = REVIEW_TEXTS[product.category.name] ?? REVIEW_TEXTS["Incense & Perfumes"];
    const pool = rating >= 4 ? texts.good : rating === 3 ? texts.fine : texts.poor;
    rows.push({
      userId: users.get(email)!,
      productId: product.id,
      rating,
      comment: pool[Math.floor(rnd() * pool.length)],
      createdAt: new Date(now.getTime() - daysAgo * DAY - Math.floor(rnd() * DAY)),
    });
  };
  for (let k = 0; rows.length < 58 && k < 400; k++) {
    const reviewer = reviewers[k % reviewers.length];
    const product = products[Math.floor(rnd() * products.length)];
    add(reviewer.email, product, reviewRating(product, k), Math.floor(rnd() * 110));
  }
  // The shopper reviewed one delivered order; the other delivered order stays open for a review.
  plans[SHOPPER_REVIEWED_ORDER].products.forEach((idx, j) =>
    add(SHOPPER, products[idx], j === 0 ? 5 : 4, plans[SHOPPER_REVIEWED_ORDER].daysAgo - 3),
  );
  await prisma.review.createMany({ data: rows, skipDuplicates: true });
}

/** Seeds the catalogue and, when demo is on, the demo accounts, reviews and orders. Idempotent. */
export async function seedDatabase(
  prisma: PrismaClient,
  options: { demo: boolean; onlyIfEmpty: boolean },
): Promise<SeedSummary> {
  if (options.onlyIfEmpty) {
    const products = await prisma.product.count();
    if (products > 0) return { skipped: true, products, demoAccounts: listedAccounts(options.demo) };
  }
  try {
    return await seedEverything(prisma, options.demo);
  } catch (err) {
    // Two app instances seeding an empty database at once: one wins each unique key; the
    // other's second pass finds those rows and adds only what is still missing.
    if ((err as { code?: string }).code !== "P2002") throw err;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return seedEverything(prisma, options.demo);
  }
}

async function seedEverything(prisma: PrismaClient, demo: boolean): Promise<SeedSummary> {
  const now = new Date();
  await seedCatalogue(prisma, now);
  if (demo) {
    const users = await seedPeople(prisma, now);
    const pids = PRODUCT_SEEDS.map((_, i) => i).reduce<string[]>((acc) => [...acc, nextPid(acc.at(-1))], []);
    const found = await prisma.product.findMany({
      where: { pid: { in: pids } },
      select: {
        id: true,
        pid: true,
        title: true,
        originalPriceCents: true,
        discountedPriceCents: true,
        ratingTenths: true,
        images: { where: { kind: "gallery" }, orderBy: { position: "asc" }, take: 1, select: { url: true } },
        category: { select: { name: true } },
      },
    });
    const byPid = new Map(found.map((p) => [p.pid, p]));
    const products = pids.map((pid) => byPid.get(pid)).filter((p): p is SeedProduct => !!p);
    if (products.length === pids.length) {
      const plans = await seedOrders(prisma, users, products, now);
      await seedReviews(prisma, users, products, plans, now);
      await seedAccountDemo(prisma, now);
    }
  }
  return { skipped: false, products: await prisma.product.count(), demoAccounts: listedAccounts(demo) };
}
