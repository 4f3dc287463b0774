import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountHomeFor } from "~/lib/chrome";
import { env } from "~/lib/env.server";
import { flashHeader } from "~/lib/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { formOf, minutesFrom, refusedFormMessage } from "~/modules/accounts/auth-http.server";
import { getUser } from "~/modules/accounts/guards.server";
import { configuredProviders } from "~/modules/accounts/oauth.server";
import { allowedSuffixes, fieldErrors, registerSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { registerUser } from "~/modules/accounts/users.server";
import { sendVerificationMailQuietly } from "~/modules/accounts/verify-email.server";
import { formFields } from "~/modules/content/form";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import { AuthForm } from "~/ui/account/AuthForm";
import type { AuthActionData } from "~/ui/account/AuthParts";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["auth", "social"] };

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect(accountHomeFor(user.role), { headers: { "Cache-Control": "no-store" } });
  const url = new URL(request.url);
  const lng = getLanguage(request);
  const t = await getT(lng, "auth");
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    providers: configuredProviders(),
    seo: {
      origin: env().publicUrl,
      path: "/account/register",
      lng,
      title: t("meta.registerTitle"),
      description: t("meta.registerDescription"),
      noindex: true,
    },
  };
}

const answer = (body: AuthActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });

/**
 * Sign-up: the four fields of the spec and nothing else (a `role`, an id or any other field in
 * the body is never read), then the new shopper is signed in and sent on.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await formOf(request), ["fname", "lname", "email", "password", "redirectTo"]);
  const redirectTo = safeRedirectPath(fields.redirectTo, "");
  const values: Record<string, string> = {};
  for (const k of ["fname", "lname", "email"] as const) {
    const v = fields[k];
    if (typeof v === "string") values[k] = v.slice(0, 254);
  }
  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return answer({ intent: "register", message: refusedFormMessage(errors), fields: errors, values }, 400);
  }
  const outcome = await registerUser(parsed.data, request);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "taken":
        return answer({ intent: "register", message: "errors.taken", values }, 409);
      case "domain":
        return answer(
          {
            intent: "register",
            fields: { email: "errors.domain" },
            params: { suffix: allowedSuffixes(env().allowedEmailDomains) },
            values,
          },
          400,
        );
      case "limited":
        return answer(
          {
            intent: "register",
            message: "errors.limited",
            params: { minutes: minutesFrom(outcome.retryAfterSeconds) },
            values,
          },
          429,
          { "Retry-After": String(outcome.retryAfterSeconds) },
        );
    }
  }
  const { user } = outcome;
  const { setCookie } = await createSession(user, request);
  // The new account's e-mail is unproved until the link is used; a mail that fails does not
  // undo the sign-up (it is logged, and the profile offers to send the link again).
  const mailed = await sendVerificationMailQuietly(user, getLanguage(request));
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", setCookie);
  headers.append(
    "Set-Cookie",
    await flashHeader({
      key: mailed ? "auth:register.welcomeCheckMail" : "auth:register.welcome",
      values: { name: user.fname },
    }),
  );
  return redirect(redirectTo || accountHomeFor(user.role), { status: 303, headers });
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function RegisterPage() {
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as AuthActionData | undefined;
  return <AuthForm mode="register" redirectTo={redirectTo} providers={providers} result={result} />;
}
