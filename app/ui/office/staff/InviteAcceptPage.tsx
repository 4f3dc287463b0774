import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import {
  AuthLayout,
  AuthNotice,
  AuthPasswordField,
  AuthSubmit,
  authCardClass,
  authLinkClass,
} from "~/ui/account/AuthParts";
import { InputField } from "~/ui/kit/Field";

type AccountKind = "new" | "existing" | "no-password" | "staff" | "disabled";

/** The invitation page's view (modules/office/staff-invite-accept.server `InviteView`, dates as sent). */
export type InviteViewData =
  | { state: "invalid" | "expired" | "revoked" | "used" }
  | {
      state: "open";
      email: string;
      role: string;
      inviter: string | null;
      expiresAt: Date | string;
      account: AccountKind;
    };

export interface AcceptAnswerData {
  error: string;
  values?: Record<string, string | number>;
  fields?: Record<string, string>;
  typed?: { fname?: string; lname?: string };
}

const FORGOT = "/account/login?forgot=1";
const LOGIN = "/account/login";

/**
 * /staff-invite/<token>: who invites, as what, until when, and the form the invited address
 * calls for (a new account, or the existing account's own password), or why the link is closed.
 */
export function InviteAcceptPage({ view, answer }: { view: InviteViewData; answer?: AcceptAnswerData }) {
  const { t, i18n } = useTranslation("staff-office");
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) noticeRef.current?.focus();
  }, [answer]);
  const closedByAnswer = answer?.error.startsWith("accept.state.") ? answer.error : null;

  let body;
  if (view.state !== "open" || closedByAnswer) {
    const key = closedByAnswer ?? `accept.state.${view.state}`;
    body = (
      <div className="mt-4 space-y-4" data-testid="invite-closed">
        <AuthNotice ref={noticeRef} tone="error">
          {t(key)}
        </AuthNotice>
        <Link to={LOGIN} className={authLinkClass}>
          {t("accept.signIn")}
        </Link>
      </div>
    );
  } else {
    const date = formatDate(view.expiresAt, i18n.language, "long", true);
    const role = t(`roleText.${view.role}`);
    body = (
      <>
        <p className="mt-3 text-stone-800" data-testid="invite-intro">
          {view.inviter ? t("accept.intro", { inviter: view.inviter, role }) : t("accept.introNoInviter", { role })}
        </p>
        <dl className="mt-4 text-sm text-stone-700">
          <dt className="font-medium text-stone-900">{t("accept.email")}</dt>
          <dd className="break-all">{view.email}</dd>
        </dl>
        <p className="mt-2 text-sm text-stone-700">{t("accept.expires", { date })}</p>
        <div className="mt-4 empty:hidden">
          {answer ? (
            <AuthNotice ref={noticeRef} tone="error">
              {t(answer.error, answer.values ?? {})}
            </AuthNotice>
          ) : null}
        </div>
        <AccountStep account={view.account} answer={answer} />
      </>
    );
  }

  return (
    <AuthLayout crumb={t("accept.title")}>
      <section aria-labelledby="invite-title" className={authCardClass}>
        <h1 id="invite-title" className="font-display text-3xl text-plum-900">
          {t("accept.title")}
        </h1>
        {body}
      </section>
    </AuthLayout>
  );
}

function AccountStep({ account, answer }: { account: AccountKind; answer?: AcceptAnswerData }) {
  const { t } = useTranslation("staff-office");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const error = (name: string) => (answer?.fields?.[name] ? t(answer.fields[name]) : undefined);

  if (account === "no-password" || account === "staff" || account === "disabled") {
    const message = account === "no-password" ? "accept.noPassword" : `accept.${account}`;
    return (
      <div className="mt-4 space-y-4" data-testid={`invite-${account}`}>
        <AuthNotice tone="info">{t(message)}</AuthNotice>
        {account === "disabled" ? null : (
          <Link to={account === "no-password" ? FORGOT : LOGIN} className={authLinkClass}>
            {account === "no-password" ? t("accept.setPassword") : t("accept.signIn")}
          </Link>
        )}
      </div>
    );
  }

  if (account === "existing") {
    return (
      <Form method="post" className="mt-4 space-y-5" data-testid="invite-existing-form" aria-busy={pending}>
        <input type="hidden" name="kind" value="existing" />
        <p className="text-stone-700">{t("accept.existingLead")}</p>
        <AuthPasswordField
          id="invite-password"
          name="password"
          label={t("accept.existingPassword")}
          autoComplete="current-password"
          required
          maxLength={128}
          error={error("password")}
        />
        <AuthSubmit pending={pending}>{t("accept.submitExisting")}</AuthSubmit>
        <Link to={FORGOT} className={authLinkClass}>
          {t("accept.forgot")}
        </Link>
      </Form>
    );
  }

  return (
    <Form method="post" className="mt-4 space-y-5" data-testid="invite-new-form" aria-busy={pending}>
      <input type="hidden" name="kind" value="new" />
      <p className="text-stone-700">{t("accept.newLead")}</p>
      <InputField
        id="invite-fname"
        name="fname"
        label={t("accept.fname")}
        autoComplete="given-name"
        required
        maxLength={60}
        defaultValue={answer?.typed?.fname ?? ""}
        error={error("fname")}
      />
      <InputField
        id="invite-lname"
        name="lname"
        label={t("accept.lname")}
        autoComplete="family-name"
        required
        maxLength={60}
        defaultValue={answer?.typed?.lname ?? ""}
        error={error("lname")}
      />
      <AuthPasswordField
        id="invite-new-password"
        name="password"
        label={t("accept.password")}
        hint={t("accept.passwordHint")}
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        error={error("password")}
      />
      <AuthPasswordField
        id="invite-confirm"
        name="confirm"
        label={t("accept.confirm")}
        autoComplete="new-password"
        required
        maxLength={128}
        error={error("confirm")}
      />
      <AuthSubmit pending={pending}>{t("accept.submitNew")}</AuthSubmit>
    </Form>
  );
}
