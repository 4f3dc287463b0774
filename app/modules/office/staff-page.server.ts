import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { db } from "~/lib/db.server";
import { requireUser } from "~/modules/accounts/guards.server";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { officeTitle } from "./page.server";
import { inviteStaff, listPendingInvites, resendInvite, revokeInvite, type StaffActor } from "./staff-invites.server";
import { inviteChangeSchema, inviteSchema, roleChangeSchema } from "./staff-schemas";
import { confirmStaffPassword, updateUserAsAdmin } from "./users-admin.server";

/**
 * The staff page (/sattva-administration/manage-users, admin only): staff members with role, last
 * sighting and who invited them; open invitations; the invite form. Its four forms post an
 * `intent`: invite, resend, revoke, role. Each carries the admin's password, checked here.
 */

export const STAFF_PATH = "/sattva-administration/manage-users";

/**
 * An admin, or a refusal: signed out → log-in page; any other role → the home page with the
 * spec's "You don't have permission to manage users." as a toast.
 */
export async function requireUserManager(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === "admin") return user;
  const flash = await flashHeader({ key: "staff-office:forbidden", tone: "error" });
  throw redirect("/", { headers: { "Set-Cookie": flash, "Cache-Control": "no-store" } });
}

export interface StaffMember {
  id: string;
  fname: string;
  lname: string;
  email: string;
  role: "admin" | "manager";
  lastSeenAt: Date | null;
  disabled: boolean;
  invitedBy: string | null;
}

/** Live admins and managers, admins first, then by name. */
export async function listStaff(): Promise<StaffMember[]> {
  const rows = await db().user.findMany({
    where: { role: { in: ["admin", "manager"] }, deletedAt: null },
    orderBy: [{ role: "asc" }, { fname: "asc" }, { lname: "asc" }, { id: "asc" }],
    take: 500,
    select: {
      id: true,
      fname: true,
      lname: true,
      email: true,
      role: true,
      lastSeenAt: true,
      disabledAt: true,
      invitesAccepted: {
        orderBy: { acceptedAt: "desc" },
        take: 1,
        select: { invitedBy: { select: { fname: true, lname: true } } },
      },
    },
  });
  return rows.map(({ invitesAccepted, disabledAt, role, ...r }) => {
    const by = invitesAccepted[0]?.invitedBy;
    return {
      ...r,
      role: role as StaffMember["role"],
      disabled: disabledAt !== null,
      invitedBy: by ? `${by.fname} ${by.lname}`.trim() : null,
    };
  });
}

export async function staffPageData(request: Request, user: SessionUser) {
  const [staff, invites, title] = await Promise.all([
    listStaff(),
    listPendingInvites(),
    officeTitle(request, "users.title"),
  ]);
  return { staff, invites, me: user.id, title };
}

export type StaffIntent = "invite" | "resend" | "revoke" | "role";

export interface StaffAnswer {
  intent: StaffIntent;
  /** A "staff-office" key for the form's message. */
  error: string;
  values?: Record<string, string | number>;
  /** Per-field messages of the invite form. */
  fields?: Record<string, string>;
  /** What was typed in the invite form (never the password). */
  typed?: { email?: string; role?: string; language?: string };
  /** The row (user or invitation) the message belongs to. */
  target?: string;
}

function refuse(answer: StaffAnswer, status: number, headers?: HeadersInit) {
  return data(answer, { status, headers });
}

/** The admin's re-entered password; null when right, else the form's answer (`extra` kept in it). */
async function passwordRefusal(
  intent: StaffIntent,
  user: SessionUser,
  password: string,
  request: Request,
  extra: Partial<StaffAnswer> = {},
) {
  const check = await confirmStaffPassword(user.id, password, request);
  if (check.ok) return null;
  if (check.reason === "limited") {
    const minutes = Math.max(1, Math.ceil(check.retryAfterSeconds / 60));
    return refuse({ ...extra, intent, error: "errors.limited", values: { minutes } }, 429, {
      "Retry-After": String(check.retryAfterSeconds),
    });
  }
  return refuse({ ...extra, intent, error: "errors.wrongPassword", fields: { password: "errors.wrongPassword" } }, 403);
}

async function done(key: string, values: Record<string, string>) {
  const flash = await flashHeader({ key: `staff-office:${key}`, values });
  return redirect(STAFF_PATH, { status: 303, headers: { "Set-Cookie": flash } });
}

const first = (issues: { message: string }[]) => issues[0]?.message ?? "errors.required";

/** The page's action: one of its four forms, the admin's password checked first. */
export async function staffPageAction(request: Request, user: SessionUser) {
  const form = await request.formData();
  const intent = form.get("intent");
  const actor: StaffActor = { id: user.id, fname: user.fname, lname: user.lname, ip: clientAddress(request) };

  if (intent === "invite") {
    const raw = formFields(form, ["email", "role", "language", "password"]);
    const typed = {
      email: typeof raw.email === "string" ? raw.email.slice(0, 254) : undefined,
      role: typeof raw.role === "string" ? raw.role.slice(0, 20) : undefined,
      language: typeof raw.language === "string" ? raw.language.slice(0, 5) : undefined,
    };
    const parsed = inviteSchema.safeParse(raw);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return refuse({ intent, error: "errors.fix", fields, typed }, 400);
    }
    const refused = await passwordRefusal(intent, user, parsed.data.password, request, { typed });
    if (refused) return refused;
    const { password: _password, ...input } = parsed.data;
    const outcome = await inviteStaff(actor, input);
    if (!outcome.ok) {
      const status = outcome.reason === "mail" ? 502 : outcome.reason === "domain" ? 400 : 409;
      return refuse({ intent, error: `invite.refused.${outcome.reason}`, fields: {}, typed }, status);
    }
    return done("flash.invited", { email: input.email });
  }

  if (intent === "resend" || intent === "revoke") {
    const target = typeof form.get("inviteId") === "string" ? String(form.get("inviteId")).slice(0, 40) : undefined;
    const parsed = inviteChangeSchema.safeParse(formFields(form, ["inviteId", "password"]));
    if (!parsed.success) return refuse({ intent, error: first(parsed.error.issues), target }, 400);
    const refused = await passwordRefusal(intent, user, parsed.data.password, request, { target });
    if (refused) return refused;
    const outcome =
      intent === "resend"
        ? await resendInvite(actor, parsed.data.inviteId)
        : await revokeInvite(actor, parsed.data.inviteId);
    if (!outcome.ok) {
      const status = outcome.reason === "mail" ? 502 : 404;
      return refuse({ intent, error: `invites.refused.${outcome.reason}`, target }, status);
    }
    return done(intent === "resend" ? "flash.resent" : "flash.revoked", { email: outcome.email });
  }

  if (intent === "role") {
    const target = typeof form.get("userId") === "string" ? String(form.get("userId")).slice(0, 40) : undefined;
    const parsed = roleChangeSchema.safeParse(formFields(form, ["userId", "role", "password"]));
    if (!parsed.success) return refuse({ intent, error: first(parsed.error.issues), target }, 400);
    const refused = await passwordRefusal(intent, user, parsed.data.password, request, { target });
    if (refused) return refused;
    const outcome = await updateUserAsAdmin(user.id, parsed.data.userId, { role: parsed.data.role }, request);
    if (!outcome.ok) {
      const status = { "not-found": 404, taken: 409, "self-role": 400, "last-admin": 409, "not-admin": 403 }[
        outcome.reason
      ];
      return refuse({ intent, error: `staff.refused.${outcome.reason}`, target }, status);
    }
    const name = `${outcome.user.fname} ${outcome.user.lname}`.trim() || outcome.user.email;
    if (!outcome.roleChanged) return done("flash.roleSame", { name });
    return done(outcome.user.role === "user" ? "flash.removed" : `flash.role.${outcome.user.role}`, { name });
  }

  return refuse({ intent: "role", error: "errors.unknownIntent" }, 400);
}
