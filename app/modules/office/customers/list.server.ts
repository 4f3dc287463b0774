import type { Prisma } from "~/generated/prisma/client";
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

/** The shop's accounts (erased ones left out) matching the query, newest first, a page at a time. */
export async function listCustomers(query: CustomersQuery): Promise<Paged<CustomerRow>> {
  const where = customersWhere(query);
  const [users, total] = await Promise.all([
    db().user.findMany({
      where,
      select: {
        id: true,
        fname: true,
        lname: true,
        email: true,
        country: true,
        role: true,
        newsletter: true,
        disabledAt: true,
        createdAt: true,
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    }),
    db().user.count({ where }),
  ]);
  return {
    rows: users.map(({ disabledAt, createdAt, ...u }) => ({
      ...u,
      disabled: disabledAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
