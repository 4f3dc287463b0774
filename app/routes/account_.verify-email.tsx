import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { flashHeader } from "~/lib/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { authPageSeo } from "~/modules/accounts/auth-answers.server";
import { formOf, minutesFrom } from "~/modules/accounts/auth-http.server";
import { getUser, requireUser } from "~/modules/accounts/guards.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import {
  parseVerifyEmailForm,
  VERIFY_EMAIL_PATH as verifyEmailPath,
  VERIFY_LINK_DAYS as LINK_DAYS,
} from "~/modules/accounts/verify-email-schemas";
import {
  sendVerificationMail,
  verificationTokenState,
  verifyEmail,
  type VerificationState,
} from "~/modules/accounts/verify-email.server";
import { formFields } from "~/lib/form";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { submitOrDisconnected } from "~/ui/account/AuthClient";
import {
  AuthLayout,
  authLinkClass,
  AuthNotice,
  AuthSubmit,
  authCardClass,
  authSecondaryClass,
} from "~/ui/account/AuthParts";
import { authHeaders, tokenPageMeta } from "~/ui/account/AuthMeta";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["auth"] };
export const clientLoader = translatedClientLoader(handle);

/** The token is in the URL: no referrer leaves the site from this page, and nothing indexes it. */
export const meta = tokenPageMeta;

export const headers = authHeaders;

type PageState = VerificationState | "none";

/** What the action answers when it does not redirect. */
interface VerifyActionData {
  /** The link turned out bad when pressed. */
  state?: "invalid" | "expired";
  /** Translation key (namespace "auth") of a message above the page. */
  message?: string;
  params?: Record<string, string | number>;
}

/**
 * GET changes nothing, whatever the link (mail scanners open links): a valid link shows a
 * "Confirm my e-mail" button that posts here. The page is public, since the link is opened
 * wherever the mail is read, signed in or not; who is signed in only decides the offers around
 * it (send the link again, go to the account).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getUser(request);
  const token = new URL(request.url).searchParams.get("token");
  const state: PageState = token === null ? "none" : await verificationTokenState(token);
  return data(
    {
      state,
      viewer: viewer
        ? { email: viewer.email, verified: viewer.emailVerified, home: accountHomeFor(viewer.role) }
        : null,
      seo: await authPageSeo(request, verifyEmailPath, "verify"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const answer = (body: VerifyActionData, status: number, headers?: HeadersInit) =>
  data(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

async function flashRedirect(to: string, flash: Parameters<typeof flashHeader>[0]) {
  return seeOther(to, [await flashHeader(flash)], { noStore: true });
}

/**
 * intent=verify (the default) with the link's token: marks the e-mail verified and goes to the
 * account (signed in) or to the log-in page. intent=resend: a new link for the signed-in account.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await formOf(request), ["intent", "token", "redirectTo"]);
  const parsed = parseVerifyEmailForm(fields);
  if (!parsed.success) return answer({ state: "invalid" }, 400);

  if (parsed.data.intent === "resend") {
    const user = await requireUser(request);
    const back = safeRedirectPath(parsed.data.redirectTo, verifyEmailPath);
    const outcome = await sendVerificationMail(user, await getLanguage(request));
    if (outcome.ok) return flashRedirect(back, { key: "auth:verify.sent", values: { email: outcome.email } });
    switch (outcome.reason) {
      case "verified":
        return flashRedirect(back, { key: "auth:verify.already", tone: "info" });
      case "not_found":
        throw new Response(null, { status: 404 });
      case "limited":
        return answer({ message: "verify.limited", params: { minutes: minutesFrom(outcome.retryAfterSeconds) } }, 429, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "mail":
        return answer({ message: "verify.mailFailed" }, 503);
    }
  }

  const outcome = await verifyEmail(parsed.data.token, { ip: clientAddress(request) });
  if (!outcome.ok) return answer({ state: outcome.reason }, 400);
  const viewer = await getUser(request);
  return flashRedirect(viewer ? accountHomeFor(viewer.role) : "/account/login", {
    key: outcome.already ? "auth:verify.already" : "auth:verify.done",
    tone: outcome.already ? "info" : "success",
  });
}

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return submitOrDisconnected(request, () => serverAction<typeof action>());
}

export default function VerifyEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof clientAction>() as VerifyActionData | undefined;
  const [params] = useSearchParams();
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const submitting = (intent: string) =>
    navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "verify") === intent;
  const noticeRef = useRef<HTMLDivElement>(null);
  // An answer (a bad link, a limit, a failed mail) takes the keyboard to its message.
  useEffect(() => {
    if (acted) noticeRef.current?.focus();
  }, [acted]);

  const { viewer } = loaded;
  const state: PageState = acted?.state ?? loaded.state;
  const loginHref = `/account/login?redirectTo=${encodeURIComponent(verifyEmailPath)}`;

  const resend =
    viewer && !viewer.verified ? (
      <Form method="post" action={verifyEmailPath} className="space-y-3">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="redirectTo" value={verifyEmailPath} />
        <p className="text-stone-700">{t("verify.resendIntro", { email: viewer.email })}</p>
        <button type="submit" className={authSecondaryClass} disabled={submitting("resend")}>
          {submitting("resend") ? t("pending") : t("verify.resend")}
        </button>
      </Form>
    ) : null;

  const onward = (
    <Link to={viewer ? viewer.home : loginHref} className={authLinkClass}>
      {viewer ? t("verify.toAccount") : t("verify.signIn")}
    </Link>
  );

  let body;
  if (state === "valid") {
    body = (
      <>
        <p className="text-stone-700">{t("verify.intro")}</p>
        <Form method="post" action={`${verifyEmailPath}?${params.toString()}`}>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={params.get("token") ?? ""} />
          <AuthSubmit pending={submitting("verify")}>{t("verify.submit")}</AuthSubmit>
        </Form>
      </>
    );
  } else if (state === "verified") {
    body = (
      <>
        <AuthNotice tone="success">{t("verify.alreadyPage")}</AuthNotice>
        {onward}
      </>
    );
  } else if (state === "invalid" || state === "expired") {
    body = (
      <>
        <AuthNotice ref={acted?.state ? noticeRef : undefined} tone="error">
          {t(state === "expired" ? "verify.expired" : "verify.invalid", { days: LINK_DAYS })}
        </AuthNotice>
        {resend ?? (viewer ? null : <p className="text-stone-700">{t("verify.signInToResend")}</p>)}
        {onward}
      </>
    );
  } else if (viewer?.verified) {
    body = (
      <>
        <AuthNotice tone="success">{t("verify.statusVerified", { email: viewer.email })}</AuthNotice>
        {onward}
      </>
    );
  } else if (viewer) {
    body = (
      <>
        <AuthNotice tone="info">{t("verify.statusUnverified", { email: viewer.email })}</AuthNotice>
        {resend}
        {onward}
      </>
    );
  } else {
    body = (
      <>
        <p className="text-stone-700">{t("verify.noToken")}</p>
        {onward}
      </>
    );
  }

  return (
    <AuthLayout crumb={t("breadcrumb.verify")}>
      <section aria-labelledby="verify-title" className={authCardClass}>
        <h1 id="verify-title" className="font-display text-3xl text-plum-900">
          {t("verify.title")}
        </h1>
        {acted?.message ? (
          <div className="mt-4">
            <AuthNotice ref={noticeRef} tone="error">
              {t(acted.message, acted.params ?? {})}
            </AuthNotice>
          </div>
        ) : null}
        <div className="mt-4 space-y-4">{body}</div>
      </section>
    </AuthLayout>
  );
}
