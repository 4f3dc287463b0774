import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { flashHeader } from "~/lib/flash.server";
import { authAnswer, authLimited, authPageSeo, type AuthActionData } from "~/modules/accounts/auth-answers.server";
import { formOf } from "~/modules/accounts/auth-http.server";
import { resetAttemptAllowed, resetPassword, resetTokenUsable } from "~/modules/accounts/reset.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { fieldErrors, resetSchema } from "~/modules/accounts/schemas";
import { createSession } from "~/modules/accounts/sessions.server";
import { formFields } from "~/lib/form";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import {
  AuthFormBody,
  AuthLayout,
  AuthNoticeLink,
  AuthPasswordField,
  AuthSubmit,
  authCardClass,
  useAuthForm,
} from "~/ui/account/AuthParts";
import { authHeaders, tokenPageMeta } from "~/ui/account/AuthMeta";
import { translatedClientLoader } from "~/lib/i18n-client";
import { joinGuestWishlist } from "~/modules/wishlist/wishlist.server";

export const handle = { i18n: ["auth"] };
export const clientLoader = translatedClientLoader(handle);

/** The token is in the URL: no referrer leaves the site from this page, and nothing indexes it. */
export const meta = tokenPageMeta;

export const headers = authHeaders;

/** Reads only: whether the link is still good decides between the form and the "ask again" message. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    usable: await resetTokenUsable(token),
    seo: await authPageSeo(request, "/account/reset-password", "reset"),
  };
}

/**
 * The new password, twice. The token is used once (resetPassword marks it in the same
 * transaction), every other session of the account ends, and the visitor is signed in afresh.
 */
export async function action({ request }: ActionFunctionArgs) {
  const limit = await resetAttemptAllowed(request);
  const fields = formFields(await formOf(request), ["token", "password", "confirm"]);
  if (!limit.allowed) return authLimited("reset", limit.retryAfterSeconds);
  const parsed = resetSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token) return authAnswer({ intent: "reset", message: "reset.invalid" }, 400);
    const missing = Object.values(errors).includes("errors.required");
    return authAnswer({ intent: "reset", message: missing ? "errors.fillAll" : undefined, fields: errors }, 400);
  }
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (!outcome.ok && outcome.reason === "disabled") {
    return authAnswer({ intent: "reset", message: "errors.disabled" }, 403);
  }
  if (!outcome.ok) return authAnswer({ intent: "reset", message: "reset.invalid" }, 400);
  const { setCookie } = await createSession(outcome.user, request);
  const flash = await flashHeader({ key: "auth:reset.done" });
  const wishlist = await joinGuestWishlist(request, outcome.user);
  return seeOther(accountHomeFor(outcome.user.role), [setCookie, flash, wishlist], { noStore: true });
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function ResetPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>() as AuthActionData | undefined;
  const [params] = useSearchParams();
  const { t } = useTranslation("auth");
  const form = useAuthForm("reset", result, ["password", "confirm"]);
  const invalid = !usable || form.own?.message === "reset.invalid";

  return (
    <AuthLayout crumb={t("breadcrumb.reset")}>
      <section aria-labelledby="reset-title" className={authCardClass}>
        <h1 id="reset-title" className="font-display text-3xl text-plum-900">
          {t("reset.title")}
        </h1>
        {invalid ? (
          <AuthNoticeLink
            ref={form.noticeRef}
            className="mt-4"
            tone="error"
            message={t("reset.invalid")}
            to="/account/login?forgot=1"
            link={t("reset.requestNew")}
          />
        ) : (
          <>
            <p className="mt-2 text-stone-700">{t("reset.intro")}</p>
            <AuthFormBody form={form}>
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
                error={form.error("password")}
              />
              <AuthPasswordField
                id="confirm"
                name="confirm"
                label={t("fields.confirm")}
                autoComplete="new-password"
                required
                maxLength={128}
                error={form.error("confirm")}
              />
              <AuthSubmit pending={form.pending}>{t("reset.submit")}</AuthSubmit>
            </AuthFormBody>
          </>
        )}
      </section>
    </AuthLayout>
  );
}
