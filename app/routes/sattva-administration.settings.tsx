import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { requireStaff } from "~/modules/accounts/guards.server";
import { languageNames, languages } from "~/modules/i18n/config";
import { getLanguage, languageCookieHeader } from "~/modules/i18n/i18n.server";
import { saveStaffLanguage } from "~/modules/office/account.server";
import { ownAccountPageData } from "~/modules/office/page.server";
import { languageSettingsSchema } from "~/modules/office/schemas";
import { fieldClass } from "~/ui/content/Field";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, primaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office"] };
export const meta = officeMeta;
export const headers = officeHeaders;

const SETTINGS_PATH = "/sattva-administration/settings";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { account, title } = await ownAccountPageData(request, user.id, "settings.title");
  return { saved: account.user.locale, shown: getLanguage(request), title };
}

/** Saves the language: on the account (user.locale) and in the `i18next` cookie the pages read. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const parsed = languageSettingsSchema.safeParse({ intent: form.get("intent"), locale: form.get("locale") });
  if (!parsed.success) return data({ error: "settings.errors.language" }, { status: 400 });
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
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);
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
              aria-describedby={result?.error ? "settings-locale-error settings-locale-hint" : "settings-locale-hint"}
              aria-invalid={result?.error ? true : undefined}
              className={`${fieldClass} min-h-11 ${result?.error ? "border-red-700" : "border-stone-500"}`}
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
            {result?.error ? (
              <p
                id="settings-locale-error"
                ref={errorRef}
                tabIndex={-1}
                className="mt-1 text-sm font-medium text-red-800"
              >
                {t(result.error)}
              </p>
            ) : null}
          </div>
          <button type="submit" className={primaryButton}>
            {t("settings.save")}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
