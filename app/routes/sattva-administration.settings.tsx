import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { requireSession, requireStaff } from "~/modules/accounts/guards.server";
import { changePasswordSchema } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { changePassword } from "~/modules/accounts/profile.server";
import { fieldErrors, PASSWORD_MAX, PASSWORD_MIN } from "~/modules/accounts/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { InputField } from "~/ui/kit/Field";
import { languageNames, languages } from "~/modules/i18n/config";
import { getLanguage, languageCookieHeader } from "~/modules/i18n/i18n.server";
import { saveStaffLanguage } from "~/modules/office/account.server";
import { ownAccountPageData } from "~/modules/office/page.server";
import { languageSettingsSchema } from "~/modules/office/schemas";
import { fieldClass } from "~/ui/content/Field";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, primaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

// The password form is the shopper settings' own form: its texts live in "account".
export const handle = { i18n: ["office", "account"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const SETTINGS_PATH = "/sattva-administration/settings";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { account, title } = await ownAccountPageData(request, user.id, "settings.title");
  return { saved: account.user.locale, shown: await getLanguage(request), title };
}

type PasswordAnswer = { intent: "password"; fields: Record<string, string>; minutes?: number };

/**
 * Two forms: the language (saved on the account, user.locale, and in the `i18next` cookie the
 * pages read) and the staff member's own password (current one required; other sessions end).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  if (form.get("intent") === "password") {
    const { sessionId } = await requireSession(request);
    const refused = (fields: Record<string, string>, status: number, minutes?: number) =>
      data<PasswordAnswer>({ intent: "password", fields, minutes }, { status });
    const input = changePasswordSchema.safeParse(
      formFields(form, ["currentPassword", "newPassword", "confirmPassword"]),
    );
    if (!input.success) return refused(fieldErrors(input.error), 400);
    const outcome = await changePassword(user.id, sessionId, input.data, { ip: clientAddress(request) });
    if (!outcome.ok) {
      if (outcome.reason === "limited") {
        const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
        return data<PasswordAnswer>(
          { intent: "password", fields: { currentPassword: "errors.limited" }, minutes },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      }
      return refused({ currentPassword: "errors.wrongPassword" }, 403);
    }
    const flash = await flashHeader({ key: "office:settings.saved", tone: "success" });
    return redirect(SETTINGS_PATH, { status: 303, headers: { "Set-Cookie": flash } });
  }
  const parsed = languageSettingsSchema.safeParse({ intent: form.get("intent"), locale: form.get("locale") });
  if (!parsed.success) return data({ intent: "language" as const, error: "settings.errors.language" }, { status: 400 });
  await saveStaffLanguage(user.id, parsed.data.locale);
  const headers = new Headers();
  headers.append("Set-Cookie", languageCookieHeader(parsed.data.locale));
  headers.append("Set-Cookie", await flashHeader({ key: "office:settings.saved", tone: "success" }));
  return redirect(SETTINGS_PATH, { status: 303, headers });
}

export default function SettingsPage() {
  const { saved, shown } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("office");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const languageError = result && "error" in result ? result.error : undefined;
  useEffect(() => {
    if (languageError) errorRef.current?.focus();
  }, [languageError]);
  const current = languages.includes(saved as never) ? saved : shown;
  return (
    <>
      <PageHeader title={t("settings.title")} lead={t("settings.lead")} />
      <section
        className="mt-6 max-w-xl rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm"
        aria-labelledby="settings-language"
      >
        <h2 id="settings-language" className="font-display text-xl text-plum-900">
          {t("settings.language")}
        </h2>
        {/* A full document load after saving: the page (html lang, embedded translations) switches language. */}
        <Form method="post" reloadDocument className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="language" />
          <div>
            <label htmlFor="settings-locale" className="block text-sm font-medium text-stone-900">
              {t("settings.languageLabel")}
            </label>
            <select
              id="settings-locale"
              name="locale"
              defaultValue={current}
              aria-describedby={languageError ? "settings-locale-error settings-locale-hint" : "settings-locale-hint"}
              aria-invalid={languageError ? true : undefined}
              className={`${fieldClass} min-h-11 ${languageError ? "border-red-700" : "border-stone-500"}`}
            >
              {languages.map((l) => (
                <option key={l} value={l} lang={l}>
                  {languageNames[l]}
                </option>
              ))}
            </select>
            <p id="settings-locale-hint" className="mt-1 text-sm text-stone-600">
              {t("settings.languageHint")}
            </p>
            {languageError ? (
              <p
                id="settings-locale-error"
                ref={errorRef}
                tabIndex={-1}
                className="mt-1 text-sm font-medium text-red-800"
              >
                {t(languageError)}
              </p>
            ) : null}
          </div>
          <button type="submit" className={primaryButton}>
            {t("settings.save")}
          </button>
        </Form>
      </section>
      <PasswordSection answer={result && "fields" in result ? result : undefined} />
    </>
  );
}

/** The staff member's own password: the current one, then the new one twice. */
function PasswordSection({ answer }: { answer?: PasswordAnswer }) {
  const { t } = useTranslation("account");
  const firstError = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer) firstError.current?.focus();
  }, [answer]);
  const error = (name: string) => {
    const key = answer?.fields[name];
    return key ? t(key, { minutes: answer?.minutes, min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined;
  };
  const firstInvalid = ["currentPassword", "newPassword", "confirmPassword"].find((n) => answer?.fields[n]);
  const field = (name: string, label: string, autoComplete: string, hint?: string) => (
    <InputField
      ref={firstInvalid === name ? firstError : undefined}
      id={`staff-${name}`}
      name={name}
      type="password"
      label={label}
      hint={hint}
      error={error(name)}
      autoComplete={autoComplete}
      required
      maxLength={PASSWORD_MAX}
    />
  );
  return (
    <section
      className="mt-6 max-w-xl rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm"
      aria-labelledby="settings-password"
    >
      <h2 id="settings-password" className="font-display text-xl text-plum-900">
        {t("settings.password.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("settings.password.intro")}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="password" />
        {field("currentPassword", t("settings.password.current"), "current-password")}
        {field(
          "newPassword",
          t("settings.password.new"),
          "new-password",
          t("settings.password.newHint", { min: PASSWORD_MIN, max: PASSWORD_MAX }),
        )}
        {field("confirmPassword", t("settings.password.confirm"), "new-password")}
        <button type="submit" className={primaryButton}>
          {t("settings.password.save")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
