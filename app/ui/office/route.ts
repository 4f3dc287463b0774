import type { MetaFunction } from "@remix-run/node";
import { pageHeaders } from "~/lib/page-headers";
import type { SessionUser } from "~/modules/accounts/sessions.server";

/** Staff pages are private: never stored by any cache. A 429 keeps its Retry-After. */
export const officeHeaders = pageHeaders({ "Cache-Control": "private, no-store" });

/** Title from the loader (`title`), and no indexing. */
export const officeMeta: MetaFunction = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? "Sattva" },
  { name: "robots", content: "noindex, nofollow" },
];

/** What the frame shows of the signed-in staff member. */
export function frameStaff(user: SessionUser) {
  return { fname: user.fname, lname: user.lname, role: user.role };
}
