import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountHomeFor } from "~/lib/chrome";
import { flashHeader } from "~/lib/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import {
  authAnswer,
  authDomainRefused,
  authFormPage,
  authLimited,
  authRefused,
  type AuthActionData,
} from "~/modules/accounts/auth-answers.server";
import { formOf } from "~/modules/accounts/auth-http.server";
import { getUser } from "~/modules/accounts/guards.server";
import { seeOther, typedValues } from "~/modules/accounts/route-helpers.server";
import { fieldErrors, registerSchema } from "~/modules/accounts/schemas";
import { rememberDevice } from "~/modules/accounts/known-device.server";
import { createSession } from "~/modules/accounts/sessions.server";
import { joinGuestWishlist } from "~/modules/wishlist/wishlist.server";
import { registerUser } from "~/modules/accounts/users.server";
import { sendVerificationMailQuietly } from "~/modules/accounts/verify-email.server";
import { formFields } from "~/lib/form";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import { AuthForm } from "~/ui/account/AuthForm";
import { authHeaders, authMeta } from "~/ui/account/AuthMeta";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["auth", "social"] };
export const clientLoader = translatedClientLoader(handle);

export const meta = authMeta;

export const headers = authHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect(accountHomeFor(user.role), { headers: { "Cache-Control": "no-store" } });
  return authFormPage(request, "register");
}

/**
 * Sign-up: the four fields of the spec and nothing else (a `role`, an id or any other field in
 * the body is never read), then the new shopper is signed in and sent on.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await formOf(request), ["fname", "lname", "email", "password", "redirectTo"]);
  const redirectTo = safeRedirectPath(fields.redirectTo, "");
  const values: Record<string, string> = typedValues(fields, ["fname", "lname", "email"], 254);
  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) return authRefused("register", fieldErrors(parsed.error), values);
  const outcome = await registerUser(parsed.data, request);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "taken":
        return authAnswer({ intent: "register", message: "errors.taken", values }, 409);
      case "domain":
        return authDomainRefused("register", values);
      case "limited":
        return authLimited("register", outcome.retryAfterSeconds, values);
    }
  }
  const { user } = outcome;
  const { setCookie } = await createSession(user, request);
  // The new account's e-mail is unproved until the link is used; a mail that fails does not
  // undo the sign-up (it is logged, and the profile offers to send the link again).
  const mailed = await sendVerificationMailQuietly(user, await getLanguage(request));
  const flash = await flashHeader({
    key: mailed ? "auth:register.welcomeCheckMail" : "auth:register.welcome",
    values: { name: user.fname },
  });
  // The browser that made the account is known to it: strangers' failed log-ins never lock it out.
  const device = await rememberDevice(request, user.id);
  // A guest wishlist kept in this browser joins the new account (and its cookie goes).
  const wishlist = await joinGuestWishlist(request, user);
  return seeOther(redirectTo || accountHomeFor(user.role), [setCookie, flash, device, wishlist], { noStore: true });
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function RegisterPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as AuthActionData | undefined;
  return <AuthForm mode="register" redirectTo={redirectTo} providers={providers} result={result} />;
}
