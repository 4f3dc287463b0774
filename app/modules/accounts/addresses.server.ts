import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { MAX_ADDRESSES, type AddressInput } from "./account-schemas";

/**
 * The shopper's address book. While a shopper has addresses, exactly one is the default: the
 * first one saved becomes it, setting another moves it, deleting it hands it to the newest of
 * the others. The database holds "at most one" too (a partial unique index); each change locks
 * the shopper's row first so two changes at once are done one after the other.
 */

export interface AddressView {
  id: string;
  fullName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
}

const addressSelect = {
  id: true,
  fullName: true,
  street: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
  phone: true,
  isDefault: true,
} satisfies Prisma.AddressSelect;

type Tx = Prisma.TransactionClient;

/** Serialises address changes of one shopper (row lock on the user, released at commit). */
async function lockShopper(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
}

/** The default first, then newest first. */
export async function listAddresses(userId: string): Promise<AddressView[]> {
  return db().address.findMany({
    where: { userId },
    orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    select: addressSelect,
  });
}

/** One of the shopper's addresses, or null (another shopper's id is "not found"). */
export async function findAddress(userId: string, id: string): Promise<AddressView | null> {
  return db().address.findFirst({ where: { id, userId }, select: addressSelect });
}

const fields = (input: AddressInput) => ({
  fullName: input.fullName,
  street: input.street,
  city: input.city,
  state: input.state,
  postalCode: input.postalCode,
  country: input.country,
  phone: input.phone,
});

export type AddressOutcome = { ok: true; id: string } | { ok: false; reason: "not_found" | "too_many" };

export async function createAddress(userId: string, input: AddressInput): Promise<AddressOutcome> {
  return db().$transaction(async (tx): Promise<AddressOutcome> => {
    await lockShopper(tx, userId);
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES) return { ok: false, reason: "too_many" };
    const makeDefault = input.isDefault || count === 0;
    if (makeDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    const row = await tx.address.create({
      data: { userId, ...fields(input), isDefault: makeDefault },
      select: { id: true },
    });
    return { ok: true, id: row.id };
  });
}

/** Edits one of the shopper's addresses; ticking "default" makes it the default (unticking keeps it so). */
export async function updateAddress(userId: string, id: string, input: AddressInput): Promise<AddressOutcome> {
  return db().$transaction(async (tx): Promise<AddressOutcome> => {
    await lockShopper(tx, userId);
    const found = await tx.address.findFirst({ where: { id, userId }, select: { id: true } });
    if (!found) return { ok: false, reason: "not_found" };
    if (input.isDefault) {
      await tx.address.updateMany({
        where: { userId, isDefault: true, id: { not: id } },
        data: { isDefault: false },
      });
    }
    await tx.address.update({
      where: { id },
      data: { ...fields(input), ...(input.isDefault ? { isDefault: true } : {}) },
    });
    return { ok: true, id };
  });
}

export async function setDefaultAddress(userId: string, id: string): Promise<AddressOutcome> {
  return db().$transaction(async (tx): Promise<AddressOutcome> => {
    await lockShopper(tx, userId);
    const found = await tx.address.findFirst({ where: { id, userId }, select: { id: true } });
    if (!found) return { ok: false, reason: "not_found" };
    await tx.address.updateMany({ where: { userId, isDefault: true, id: { not: id } }, data: { isDefault: false } });
    await tx.address.update({ where: { id }, data: { isDefault: true } });
    return { ok: true, id };
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the newest other one takes over. */
export async function deleteAddress(userId: string, id: string): Promise<AddressOutcome> {
  return db().$transaction(async (tx): Promise<AddressOutcome> => {
    await lockShopper(tx, userId);
    const found = await tx.address.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!found) return { ok: false, reason: "not_found" };
    await tx.address.delete({ where: { id } });
    if (found.isDefault) {
      const next = await tx.address.findFirst({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        select: { id: true },
      });
      if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    }
    return { ok: true, id };
  });
}
