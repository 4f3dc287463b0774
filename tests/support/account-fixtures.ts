import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createSession, SESSION_COOKIE } from "~/modules/accounts/sessions.server";

/**
 * Small building blocks for the account area's integration tests: a catalogue of a few products,
 * shoppers with passwords and sessions, and orders in a given status.
 */

let counter = 0;
const next = () => ++counter;

export async function makeCatalogue(products = 3, stock = 10) {
  const n = next();
  const category = await db().category.create({ data: { name: `Cat ${n}`, slug: `cat-${n}` } });
  const brand = await db().brand.create({ data: { name: `Brand ${n}`, slug: `brand-${n}` } });
  const rows = [];
  for (let i = 0; i < products; i++) {
    rows.push(
      await db().product.create({
        data: {
          pid: `PID${String(n * 10 + i).padStart(3, "0")}A`,
          slug: `product-${n}-${i}`,
          title: `Product ${n}-${i}`,
          categoryId: category.id,
          brandId: brand.id,
          ratingTenths: 30,
          originalPriceCents: 1000 + i * 100,
          description: ["Nice"],
          stock,
        },
        select: { id: true, slug: true, title: true, stock: true },
      }),
    );
  }
  return rows;
}

// One hash for every fixture account (Argon2id is deliberately slow).
let hashed: Promise<string> | undefined;
export const FIXTURE_PASSWORD = "fixture-password-2026";

/**
 * A shopper (or staff) account. Its e-mail is unverified unless `verified` (as a fresh sign-up):
 * only a verified account sees the guest orders placed with its address.
 */
export async function makeShopper(
  o: { email?: string; role?: "user" | "admin" | "manager"; locale?: string; verified?: boolean } = {},
) {
  hashed ??= hashPassword(FIXTURE_PASSWORD);
  const n = next();
  const { emailVerifiedAt, ...user } = await db().user.create({
    data: {
      fname: `Ada${n}`,
      lname: `Rossi${n}`,
      email: o.email ?? `ada${n}@account.test`,
      role: o.role ?? "user",
      locale: o.locale ?? "en",
      passwordHash: await hashed,
      emailVerifiedAt: o.verified ? new Date() : null,
    },
    select: { id: true, email: true, fname: true, role: true, emailVerifiedAt: true },
  });
  return { ...user, emailVerified: emailVerifiedAt !== null };
}

/** A session for the user and a Request factory carrying its cookie (a fresh Request each call). */
export async function signIn(user: { id: string; role: string }) {
  const session = await createSession(user, new Request("http://localhost/account/login"));
  const request = (path: string, init: { method?: string; body?: URLSearchParams } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.method ?? "GET",
      body: init.body,
      headers: { cookie: `i18next=en; ${SESSION_COOKIE}=${session.token}`, "x-client-ip": "198.51.100.20" },
    });
  return { ...session, request };
}

export async function makeOrder(o: {
  status: OrderStatus;
  lines: { productId: string; quantity: number; unitPriceCents?: number }[];
  userId?: string | null;
  email: string;
  guest?: boolean;
  payment?: PaymentStatus;
  createdAt?: Date;
}) {
  const n = next();
  const lines = o.lines.map((l) => {
    const unit = l.unitPriceCents ?? 1000;
    return {
      productId: l.productId,
      title: `Line ${n}`,
      unitPriceCents: unit,
      quantity: l.quantity,
      lineTotalCents: unit * l.quantity,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  return db().order.create({
    data: {
      oid: `SAT-${20000 + n}`,
      userId: o.guest ? null : (o.userId ?? null),
      guestName: o.guest ? "Guest Person" : null,
      guestEmail: o.guest ? o.email : null,
      email: o.email.toLowerCase(),
      shipName: "Ada Rossi",
      shipStreet: "Via Roma 1",
      shipCity: "Bologna",
      shipPostalCode: "40125",
      shipCountry: "IT",
      status: o.status,
      subtotalCents: subtotal,
      shippingCents: 490,
      vatCents: 100,
      totalCents: subtotal + 490,
      createdAt: o.createdAt,
      lines: { create: lines },
      ...(o.payment
        ? {
            payments: {
              create: {
                provider: "test",
                method: "card",
                status: o.payment,
                amountCents: subtotal + 490,
                idempotencyKey: `fixture-${n}`,
              },
            },
          }
        : {}),
    },
    select: { id: true, oid: true },
  });
}

export const stockOf = async (id: string) =>
  (await db().product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;

export const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return body;
};
