import { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";

/** SQL conditions joined with AND (TRUE when there are none). */
export const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`);

/**
 * The planner's estimate of the rows `query` returns (an EXPLAIN: no row is read), for a list that
 * shows "about N" instead of counting a large match.
 */
export async function plannedRows(query: Prisma.Sql): Promise<number> {
  const rows = await db().$queryRaw<{ "QUERY PLAN": unknown }[]>`EXPLAIN (FORMAT JSON) ${query}`;
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
  return Math.max(0, Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0));
}
