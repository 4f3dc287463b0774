import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import type { Role } from "~/modules/accounts/schemas";
import { PAGE_SIZE } from "../schemas";
import type { Paged } from "../lists.server";
import type { CustomersQuery } from "./schemas";

/** A row of the customers table; never password material. */
export interface CustomerRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  country: string;
  role: Role;
  newsletter: boolean;
  disabled: boolean;
  createdAt: string;
}

/**
 * Each word typed must match the first name, the last name or the e-mail (any case), so
 * "ada rossi" finds Ada Rossi and "rossi@" finds her address.
 */
function customerSearch(q: string | undefined): Prisma.UserWhereInput {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return {};
  return {
    AND: words.map((w) => {
      const contains = { contains: w, mode: "insensitive" as const };
      return { OR: [{ fname: contains }, { lname: contains }, { email: contains }] };
    }),
  };
}

export function customersWhere(query: CustomersQuery): Prisma.UserWhereInput {
  return {
    deletedAt: null,
    ...customerSearch(query.q),
    ...(query.role ? { role: query.role } : {}),
    ...(query.disabled ? { disabledAt: query.disabled === "yes" ? { not: null } : null } : {}),
    ...(query.newsletter ? { newsletter: query.newsletter === "yes" } : {}),
  };
}

/** Pages a person can walk (10,000 accounts); past them, a search or a filter narrows the list. */
export const CUSTOMER_MAX_PAGE = 200;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `customersWhere` in SQL, as the trigram indexes can serve it: each word is looked for in the
 * lower-cased "first last" name (a word has no space, so it matches the first or the last name)
 * and in the e-mail (index on lower(email), migration 20261126110100_customer_search).
 */
function customerConditions(query: CustomersQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`u."deletedAt" IS NULL`];
  const words = (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  for (const w of words) {
    const like = `%${escapeLike(w.toLowerCase())}%`;
    parts.push(Prisma.sql`(lower(u."fname" || ' ' || u."lname") LIKE ${like} OR lower(u."email") LIKE ${like})`);
  }
  if (query.role) parts.push(Prisma.sql`u."role" = ${query.role}::"Role"`);
  if (query.disabled)
    parts.push(query.disabled === "yes" ? Prisma.sql`u."disabledAt" IS NOT NULL` : Prisma.sql`u."disabledAt" IS NULL`);
  if (query.newsletter) parts.push(Prisma.sql`u."newsletter" = ${query.newsletter === "yes"}`);
  return Prisma.join(parts, " AND ");
}

/** The shop's accounts (erased ones left out) matching the query, newest first, a page at a time. */
export async function listCustomers(query: CustomersQuery): Promise<Paged<CustomerRow>> {
  const where = customerConditions(query);
  const page = Math.min(query.page, CUSTOMER_MAX_PAGE);
  const [users, counted] = await Promise.all([
    db().$queryRaw<(Omit<CustomerRow, "disabled" | "createdAt"> & { disabledAt: Date | null; createdAt: Date })[]>`
      SELECT u."id", u."fname", u."lname", u."email", u."country", u."role"::text AS "role", u."newsletter",
        u."disabledAt", u."createdAt"
      FROM "User" u WHERE ${where}
      ORDER BY u."createdAt" DESC, u."id" DESC
      LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS "n" FROM "User" u WHERE ${where}`,
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    rows: users.map(({ disabledAt, createdAt, ...u }) => ({
      ...u,
      disabled: disabledAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.min(CUSTOMER_MAX_PAGE, Math.ceil(total / PAGE_SIZE))),
  };
}
