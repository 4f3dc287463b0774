import { data } from "@remix-run/node";
import { accountHomeFor } from "~/lib/chrome";
import { env } from "~/lib/env.server";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { acceptAttemptAllowed, acceptInvite, viewInvite, type AcceptOutcome } from "./staff-invite-accept.server";
import { acceptExistingSchema, acceptNewSchema } from "./staff-schemas";

/**
 * The public invitation page /staff-invite/<token>: what the loader shows and what its form does
 * (staff-invite-accept.server.ts has the rules). A closed link answers 404 (unknown) or 410
 * (expired, revoked, used) with a clear message.
 */

const CLOSED_STATUS = { invalid: 404, expired: 410, revoked: 410, used: 410 } as const;

export async function invitePageData(request: Request, token: string) {
  const [view, t] = await Promise.all([viewInvite(token), getT(request, "staff-office")]);
  const seo = {
    origin: env().publicUrl,
    path: "/staff-invite",
    lng: await getLanguage(request),
    title: t("accept.meta"),
    description: t("accept.title"),
    noindex: true,
  };
  return data({ view, seo }, { status: view.state === "open" ? 200 : CLOSED_STATUS[view.state] });
}

export interface AcceptAnswer {
  /** A "staff-office" key. */
  error: string;
  values?: Record<string, string | number>;
  fields?: Record<string, string>;
  typed?: { fname?: string; lname?: string };
}

const answer = (a: AcceptAnswer, status: number, headers?: HeadersInit) => data(a, { status, headers });

function refusal(outcome: Exclude<AcceptOutcome, { ok: true }>, typed: AcceptAnswer["typed"]) {
  switch (outcome.reason) {
    case "invalid":
    case "expired":
    case "revoked":
    case "used":
      return answer({ error: `accept.state.${outcome.reason}` }, CLOSED_STATUS[outcome.reason]);
    case "wrong-password":
      return answer({ error: "accept.refused.wrong-password", fields: { password: "errors.wrongPassword" } }, 403);
    case "limited": {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return answer({ error: "accept.refused.limited", values: { minutes } }, 429, {
        "Retry-After": String(outcome.retryAfterSeconds),
      });
    }
    case "account-changed":
      return answer({ error: "accept.refused.account-changed", typed }, 409);
    case "staff":
    case "disabled":
    case "no-password":
      return answer({ error: `accept.${outcome.reason === "no-password" ? "noPassword" : outcome.reason}` }, 409);
  }
}

/**
 * Accepts the invitation: every POST counts against the client address's limit first; the form
 * says which kind it is (`kind` = new or existing). On success the person is signed in (a new
 * session, as the log-in makes one) and lands on their dashboard.
 */
export async function acceptInviteForm(request: Request, token: string) {
  const limit = await acceptAttemptAllowed(request);
  const form = await request.formData();
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return answer({ error: "accept.refused.limited", values: { minutes } }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  let outcome: AcceptOutcome;
  let typed: AcceptAnswer["typed"];
  if (form.get("kind") === "new") {
    const raw = formFields(form, ["fname", "lname", "password", "confirm"]);
    typed = {
      fname: typeof raw.fname === "string" ? raw.fname.slice(0, 60) : undefined,
      lname: typeof raw.lname === "string" ? raw.lname.slice(0, 60) : undefined,
    };
    const parsed = acceptNewSchema.safeParse(raw);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return answer({ error: "accept.refused.fix", fields, typed }, 400);
    }
    outcome = await acceptInvite(token, { newAccount: parsed.data }, request);
  } else {
    const parsed = acceptExistingSchema.safeParse(formFields(form, ["password"]));
    if (!parsed.success) {
      return answer({ error: "accept.refused.fix", fields: { password: parsed.error.issues[0].message } }, 400);
    }
    outcome = await acceptInvite(token, { password: parsed.data.password }, request);
  }
  if (!outcome.ok) return refusal(outcome, typed);
  const { setCookie } = await createSession(outcome.user, request);
  const flash = await flashHeader({ key: "staff-office:accept.welcome" });
  return seeOther(accountHomeFor(outcome.user.role), [setCookie, flash], { noStore: true });
}
