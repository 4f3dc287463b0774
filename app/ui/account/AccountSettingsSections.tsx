import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ProviderId } from "~/modules/accounts/oauth.server";
import { providerNames } from "~/modules/accounts/social/provider";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/schemas";
import { languageNames, languages } from "~/modules/i18n/config";
import { InputField, SelectField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import {
  accountButtonClass,
  AccountCheckbox,
  accountDangerButtonClass,
  AccountFormNotice,
  accountSecondaryButtonClass,
  useAccountForm,
} from "./AccountField";
import { formatDate } from "~/lib/dates";
import { ErasureRetentionNote } from "./AccountPrivacy";
import { SocialButtons } from "./SocialButtons";

export type SettingsActionData = {
  intent: "preferences" | "password" | "delete";
  errors: Record<string, string>;
  minutes?: number;
};

const PROVIDER_NAMES: Record<string, string> = providerNames;

function Panel({
  id,
  title,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: "plain" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border p-5 md:p-6 ${tone === "danger" ? "border-red-800/30 bg-red-50/40" : "border-sandal-200 bg-white"}`}
    >
      <h3 id={`${id}-title`} className="font-display text-xl text-plum-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A section's form: its ref, its notice (the form-level error: a limit, a refusal) and each
 * field's error, in the page's words.
 */
function useSectionForm(result?: SettingsActionData) {
  const { t } = useTranslation("account");
  const { formRef, noticeRef } = useAccountForm(result?.errors);
  const err = (f: string) =>
    result?.errors[f] ? t(result.errors[f], { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  const notice = (
    <AccountFormNotice
      ref={noticeRef}
      className="mt-3"
      message={result?.errors.form ? t(result.errors.form, { minutes: result.minutes ?? 15 }) : undefined}
    />
  );
  return { formRef, notice, err };
}

export function AccountPreferencesSection({
  settings,
  result,
}: {
  settings: { locale: string; newsletter: boolean };
  result?: SettingsActionData;
}) {
  const { t } = useTranslation("account");
  const { formRef, notice, err } = useSectionForm(result);
  return (
    <Panel id="settings-preferences" title={t("settings.preferences.title")}>
      {notice}
      {/* A document submission: a new language must reach the whole page (html lang, embedded translations). */}
      <Form ref={formRef} method="post" reloadDocument className="mt-2 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        <SelectField
          id="settings-language"
          name="language"
          label={t("settings.preferences.language")}
          hint={t("settings.preferences.languageHint")}
          defaultValue={settings.locale}
          error={err("language")}
        >
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>
              {languageNames[l]}
            </option>
          ))}
        </SelectField>
        <AccountCheckbox
          id="settings-newsletter"
          name="newsletter"
          label={t("settings.preferences.newsletter")}
          hint={t("settings.preferences.newsletterHint")}
          defaultChecked={settings.newsletter}
        />
        <button type="submit" className={accountButtonClass}>
          {t("settings.preferences.save")}
        </button>
      </Form>
    </Panel>
  );
}

export function AccountPasswordSection({ hasPassword, result }: { hasPassword: boolean; result?: SettingsActionData }) {
  const { t } = useTranslation("account");
  const { formRef, notice, err } = useSectionForm(result);
  const saving = useSubmitting("password");
  return (
    <Panel id="settings-password" title={t("settings.password.title")}>
      {hasPassword ? (
        <>
          <p className="mt-2 text-sm text-stone-700">{t("settings.password.intro")}</p>
          {notice}
          <Form ref={formRef} method="post" className="mt-2 max-w-xl space-y-4" noValidate={Boolean(result)}>
            <input type="hidden" name="intent" value="password" />
            <InputField
              id="settings-current-password"
              name="currentPassword"
              type="password"
              label={t("settings.password.current")}
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              error={err("currentPassword")}
            />
            <InputField
              id="settings-new-password"
              name="newPassword"
              type="password"
              label={t("settings.password.new")}
              hint={t("settings.password.newHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              error={err("newPassword")}
            />
            <InputField
              id="settings-confirm-password"
              name="confirmPassword"
              type="password"
              label={t("settings.password.confirm")}
              autoComplete="new-password"
              required
              maxLength={PASSWORD_MAX}
              error={err("confirmPassword")}
            />
            <button type="submit" className={accountButtonClass} disabled={saving}>
              {saving ? t("common.saving") : t("settings.password.save")}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{t("settings.password.none")}</p>
      )}
    </Panel>
  );
}

export function AccountLinkedAccounts({
  linked,
  providers,
}: {
  linked: { provider: string; email: string | null; createdAt: string }[];
  providers: ProviderId[];
}) {
  const { t, i18n } = useTranslation("account");
  const unlinkable = providers.filter((p) => !linked.some((l) => l.provider === p));
  return (
    <Panel id="settings-social" title={t("settings.social.title")}>
      <p className="mt-2 text-sm text-stone-700">{t("settings.social.intro")}</p>
      {linked.length === 0 ? (
        <p className="mt-4 text-stone-800">{t("settings.social.none")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sandal-200">
          {linked.map((a) => (
            <li key={a.provider} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-stone-900">{PROVIDER_NAMES[a.provider] ?? a.provider}</p>
                <p className="text-sm text-stone-700">
                  {a.email ? `${a.email} · ` : ""}
                  {t("settings.social.since", { date: formatDate(a.createdAt, i18n.language) })}
                </p>
              </div>
              <form method="post" action={`/auth/${encodeURIComponent(a.provider)}/unlink`}>
                <button type="submit" className={accountSecondaryButtonClass}>
                  {t("settings.social.unlink", { provider: PROVIDER_NAMES[a.provider] ?? a.provider })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {unlinkable.length > 0 ? (
        <div className="mt-4">
          <SocialButtons providers={unlinkable} mode="link" redirectTo="/account/settings" />
        </div>
      ) : null}
    </Panel>
  );
}

export function AccountDeleteSection({ hasPassword, result }: { hasPassword: boolean; result?: SettingsActionData }) {
  const { t } = useTranslation("account");
  const { formRef, notice, err } = useSectionForm(result);
  const deleting = useSubmitting("delete");
  return (
    <Panel id="settings-delete" title={t("settings.delete.title")} tone="danger">
      <p className="mt-2 text-sm text-stone-800">{t("settings.delete.intro")}</p>
      <ErasureRetentionNote />
      {notice}
      {hasPassword ? (
        <Form ref={formRef} method="post" className="mt-2 max-w-xl space-y-4" noValidate={Boolean(result)}>
          <input type="hidden" name="intent" value="delete" />
          <InputField
            id="settings-delete-password"
            name="password"
            type="password"
            label={t("settings.delete.password")}
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            error={err("password")}
          />
          <button type="submit" className={accountDangerButtonClass} disabled={deleting}>
            {deleting ? t("settings.delete.deleting") : t("settings.delete.submit")}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-stone-800">{t("settings.delete.noPassword")}</p>
      )}
    </Panel>
  );
}
