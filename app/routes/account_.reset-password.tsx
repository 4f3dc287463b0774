import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { env } from "~/lib/env.server";
import { flashHeader } from "~/lib/flash.server";
import { formOf, minutesFrom } from "~/modules/accounts/auth-http.server";
import { resetAttemptAllowed, resetPassword, resetTokenUsable } from "~/modules/accounts/reset.server";
import { fieldErrors, resetSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { formFields } from "~/modules/content/form";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import {
  AuthLayout,
  AuthNotice,
  AuthPasswordField,
  AuthSubmit,
  authCardClass,
  useFocusOnResult,
  useSubmitting,
  type AuthActionData,
} from "~/ui/account/AuthParts";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["auth"] };

/**
 * The token is in the URL: no referrer leaves the site from this page ("same-origin", not
 * "no-referrer", which would make the browser send `Origin: null` with the form and fail the
 * origin check), and nothing indexes it.
 */
export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  ...seoMeta(data, location.search),
  { name: "referrer", content: "same-origin" },
];

export const headers = () => ({ "Cache-Control": "no-store" });

/** Reads only: whether the link is still good decides between the form and the "ask again" message. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lng = getLanguage(request);
  const t = await getT(lng, "auth");
  return {
    usable: await resetTokenUsable(token),
    seo: {
      origin: env().publicUrl,
      path: "/account/reset-password",
      lng,
      title: t("meta.resetTitle"),
      description: t("meta.resetDescription"),
      noindex: true,
    },
  };
}

const answer = (body: AuthActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });

/**
 * The new password, twice. The token is used once (resetPassword marks it in the same
 * transaction), every other session of the account ends, and the visitor is signed in afresh.
 */
export async function action({ request }: ActionFunctionArgs) {
  const limit = await resetAttemptAllowed(request);
  const fields = formFields(await formOf(request), ["token", "password", "confirm"]);
  if (!limit.allowed) {
    const minutes = minutesFrom(limit.retryAfterSeconds);
    return answer({ intent: "reset", message: "errors.limited", params: { minutes } }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const parsed = resetSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token) return answer({ intent: "reset", message: "reset.invalid" }, 400);
    const missing = Object.values(errors).includes("errors.required");
    return answer({ intent: "reset", message: missing ? "errors.fillAll" : undefined, fields: errors }, 400);
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (!outcome.ok) return answer({ intent: "reset", message: "reset.invalid" }, 400);
  const { setCookie } = await createSession(outcome.user, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await flashHeader({ key: "auth:reset.done" }));
  return redirect(accountHomeFor(outcome.user.role), { status: 303, headers });
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function ResetPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as AuthActionData | undefined;
  const [params] = useSearchParams();
  const { t } = useTranslation("auth");
  const pending = useSubmitting("reset");
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useFocusOnResult(result, ["password", "confirm"], formRef, noticeRef);
  const invalid = !usable || result?.message === "reset.invalid";
  const error = (f: string) => (result?.fields?.[f] ? t(result.fields[f]) : undefined);

  return (
    <AuthLayout crumb={t("breadcrumb.reset")}>
      <section aria-labelledby="reset-title" className={authCardClass}>
        <h1 id="reset-title" className="font-display text-3xl text-plum-900">
          {t("reset.title")}
        </h1>
        {invalid ? (
          <div className="mt-4 space-y-4">
            <AuthNotice ref={noticeRef} tone="error">
              {t("reset.invalid")}
            </AuthNotice>
            <Link
              to="/account/login?forgot=1"
              className="inline-flex min-h-11 items-center font-semibold text-plum-800 underline underline-offset-4"
            >
              {t("reset.requestNew")}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-2 text-stone-700">{t("reset.intro")}</p>
            <div className="mt-4 empty:hidden">
              {result?.message ? (
                <AuthNotice ref={noticeRef} tone="error">
                  {t(result.message, result.params ?? {})}
                </AuthNotice>
              ) : null}
            </div>
            <Form
              ref={formRef}
              method="post"
              noValidate
              aria-busy={pending}
              className={`mt-4 space-y-5 transition-opacity ${pending ? "pointer-events-none opacity-60" : ""}`}
            >
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="token" value={params.get("token") ?? ""} />
              <AuthPasswordField
                id="password"
                name="password"
                label={t("fields.newPassword")}
                autoComplete="new-password"
                required
                minLength={8}
                maxLength={128}
                hint={t("fields.passwordHint")}
                error={error("password")}
              />
              <AuthPasswordField
                id="confirm"
                name="confirm"
                label={t("fields.confirm")}
                autoComplete="new-password"
                required
                maxLength={128}
                error={error("confirm")}
              />
              <AuthSubmit pending={pending}>{t("reset.submit")}</AuthSubmit>
            </Form>
          </>
        )}
      </section>
    </AuthLayout>
  );
}
