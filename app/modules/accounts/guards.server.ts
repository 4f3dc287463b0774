import { redirect } from "@remix-run/node";
import { jsonError } from "~/lib/json.server";
import { getSession, type CurrentSession, type SessionUser } from "./sessions.server";
import type { Role } from "./schemas";

/**
 * Access helpers: one line at the top of every loader and every action that needs them (a parent
 * layout's loader does not guard a child's action: Remix runs them separately).
 *
 * HTML routes: no session → redirect to /account/login (with the page to come back to);
 * a role not allowed → redirect to /. JSON API routes: 401 and 403 as JSON.
 */

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  const target = back === "/" ? "/account/login" : `/account/login?redirectTo=${encodeURIComponent(back)}`;
  return redirect(target, { headers: { "Cache-Control": "no-store" } });
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}

/** The signed-in user, or a redirect to the log-in page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await getSession(request);
  if (!session) throw loginRedirect(request);
  return session.user;
}

/** The session (with its id), or a redirect to the log-in page. */
export async function requireSession(request: Request): Promise<CurrentSession> {
  const session = await getSession(request);
  if (!session) throw loginRedirect(request);
  return session;
}

/** A user of one of `allowed` roles; signed out → log-in page, another role → home. */
export async function requireRole(request: Request, ...allowed: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!allowed.includes(user.role)) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
  return user;
}

/** Staff: admin or manager. */
export function requireStaff(request: Request) {
  return requireRole(request, "admin", "manager");
}

/** JSON API: the caller (session cookie or bearer token), or 401. */
export async function requireApiUser(request: Request): Promise<CurrentSession> {
  const session = await getSession(request);
  if (!session) throw jsonError(401, "Authentication required.");
  return session;
}

/** JSON API: a caller of one of `allowed` roles; 401 signed out, 403 otherwise. */
export async function requireApiRole(request: Request, ...allowed: Role[]): Promise<CurrentSession> {
  const session = await requireApiUser(request);
  if (!allowed.includes(session.user.role)) throw jsonError(403, "Forbidden.");
  return session;
}
