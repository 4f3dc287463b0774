import type { OrderStatus, PaymentStatus } from "~/generated/prisma/client";
import type { CheckoutCustomer } from "~/modules/checkout/schemas";
import { db } from "~/lib/db.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createSession, SESSION_COOKIE } from "~/modules/accounts/sessions.server";
import { formBody, pageRequest, type Fields } from "./routes";

/**
 * Small building blocks for the account area's integration tests: a catalogue of a few products,
 * accounts with passwords and sessions, and orders in a given status.
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

export const FIXTURE_PASSWORD = "fixture-password-2026";
// Argon2id is deliberately slow: each password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * An account: a shopper unless `role` says otherwise, English, with FIXTURE_PASSWORD (`null`: none,
 * as a social-only account), a name and an e-mail of its own unless given. Its e-mail is unverified
 * unless `verified` (as a fresh sign-up): only a verified account sees the guest orders placed
 * with its address.
 */
export async function makeUser(
  o: {
    email?: string;
    fname?: string;
    lname?: string;
    role?: "user" | "admin" | "manager";
    locale?: string;
    password?: string | null;
    verified?: boolean;
  } = {},
) {
  const n = next();
  const password = o.password === undefined ? FIXTURE_PASSWORD : o.password;
  const { emailVerifiedAt, ...user } = await db().user.create({
    data: {
      fname: o.fname ?? `Ada${n}`,
      lname: o.lname ?? `Rossi${n}`,
      email: o.email ?? `ada${n}@account.test`,
      role: o.role ?? "user",
      locale: o.locale ?? "en",
      passwordHash: password === null ? null : await hashOf(password),
      emailVerifiedAt: o.verified ? new Date() : null,
    },
    select: { id: true, email: true, fname: true, role: true, emailVerifiedAt: true },
  });
  return { ...user, emailVerified: emailVerifiedAt !== null };
}

/**
 * A session for the user, and requests that carry its cookie (a fresh Request each call): `request`
 * a page's GET, `post` a native form POST.
 */
export async function signIn(user: { id: string; role: string }) {
  const session = await createSession(user, new Request("http://localhost/account/login"));
  const headers = { cookie: `i18next=en; ${SESSION_COOKIE}=${session.token}`, "x-client-ip": "198.51.100.20" };
  const request = (path: string) => pageRequest(path, { headers });
  const post = (path: string, fields: Fields) => pageRequest(path, { method: "POST", body: formBody(fields), headers });
  return { ...session, request, post };
}

/**
 * An order of `user` (placed with the account's e-mail unless `email` says another), or with
 * `guest` a guest order placed with `email`; with `payment`, one payment in that status.
 */
export async function makeOrder(o: {
  status: OrderStatus;
  lines: { productId: string; quantity: number; unitPriceCents?: number }[];
  user?: { id: string; email: string };
  guest?: boolean;
  email?: string;
  payment?: PaymentStatus;
  createdAt?: Date;
}) {
  const email = o.email ?? o.user?.email;
  if (!email) throw new Error("makeOrder: an order needs a user or an e-mail");
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
      userId: o.guest ? null : (o.user?.id ?? null),
      guestName: o.guest ? "Guest Person" : null,
      guestEmail: o.guest ? email : null,
      email: email.toLowerCase(),
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

export const orderStatus = async (oid: string) =>
  (await db().order.findUniqueOrThrow({ where: { oid }, select: { status: true } })).status;

/** A checkout's customer (the payment form's fields), shipping to Bologna unless told otherwise. */
export function checkoutCustomer(email: string, over: Partial<CheckoutCustomer> = {}): CheckoutCustomer {
  return {
    fullName: "Ada Rossi",
    email,
    address: "Via Roma 1",
    city: "Bologna",
    postalCode: "40100",
    phone: "3471234567",
    country: "IT",
    ...over,
  };
}
