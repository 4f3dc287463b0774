import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { attemptLogin, type LoginOutcome, type PublicUser } from "./users.server";
import { fieldErrors, loginSchema } from "./schemas";

/**
 * remix-auth's Authenticator with the e-mail + password strategy ("password"). Social
 * providers register themselves on the same authenticator (oauth.server.ts). Sessions are
 * ours (sessions.server.ts): the authenticator only answers "who is this".
 */
export const authenticator = new Authenticator<PublicUser>();

/** Thrown by the password strategy when the form does not sign anyone in. */
export class LoginFailure extends Error {
  constructor(
    readonly outcome:
      Exclude<LoginOutcome, { ok: true }> | { ok: false; reason: "invalid"; fields: Record<string, string> },
  ) {
    super(`login failed: ${outcome.reason}`);
    this.name = "LoginFailure";
  }
}

authenticator.use(
  new FormStrategy<PublicUser>(async ({ form, request }) => {
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) throw new LoginFailure({ ok: false, reason: "invalid", fields: fieldErrors(parsed.error) });
    const outcome = await attemptLogin(parsed.data, request);
    if (!outcome.ok) throw new LoginFailure(outcome);
    return outcome.user;
  }),
  "password",
);
