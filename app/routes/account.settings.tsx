import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { changePasswordSchema, deleteAccountSchema, preferencesSchema } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { requireRole, requireSession } from "~/modules/accounts/guards.server";
import { configuredProviders, listLinkedAccounts } from "~/modules/accounts/oauth.server";
import { changePassword, deleteAccount, getProfile, savePreferences } from "~/modules/accounts/profile.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { fieldErrors } from "~/modules/accounts/schemas";
import { clearSessionCookieHeader } from "~/modules/accounts/sessions.server";
import { getT, languageCookieHeader } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import {
  AccountDeleteSection,
  AccountLinkedAccounts,
  AccountPasswordSection,
  AccountPreferencesSection,
  type SettingsActionData,
} from "~/ui/account/AccountSettingsSections";
import { AccountTab } from "~/ui/account/AccountTab";
import { AccountDataSection } from "~/ui/account/AccountPrivacy";
import { translatedClientLoader } from "~/lib/i18n-client";

// "social": the link buttons' own texts; "privacy": the data download and what an erasure keeps.
export const handle = { i18n: ["account", "social", "privacy"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** Settings: language, newsletter consent, password, linked social accounts, account deletion. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [profile, linked, t] = await Promise.all([
    getProfile(user.id),
    listLinkedAccounts(user.id),
    getT(request, "account"),
  ]);
  if (!profile) throw new Response(null, { status: 404 });
  return data(
    {
      settings: { locale: profile.locale, newsletter: profile.newsletter, hasPassword: profile.hasPassword },
      linked: linked.map((a) => ({ provider: a.provider, email: a.email, createdAt: a.createdAt.toISOString() })),
      providers: configuredProviders(),
      title: t("meta.settings"),
    },
    { headers: NO_STORE },
  );
}

const INTENTS = ["preferences", "password", "delete"] as const;

function refused(intent: SettingsActionData["intent"], errors: Record<string, string>, status: number, extra = {}) {
  return data<SettingsActionData>({ intent, errors, ...extra }, { status });
}

function limitedAnswer(intent: SettingsActionData["intent"], retryAfterSeconds: number) {
  return data<SettingsActionData>(
    { intent, errors: { form: "errors.limited" }, minutes: Math.ceil(retryAfterSeconds / 60) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

async function saved(extraCookie?: string) {
  return seeOther("/account/settings", [await flashHeader({ key: "account:settings.saved" }), extraCookie]);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const form = await request.formData();
  const intent = form.get("intent");
  if (
    typeof intent !== "string" ||
    !(INTENTS as readonly string[]).includes(intent) ||
    form.getAll("intent").length > 1
  ) {
    return data({ error: "errors.invalid" }, { status: 400 });
  }
  const ip = clientAddress(request);

  if (intent === "preferences") {
    const parsed = preferencesSchema.safeParse(formFields(form, ["language", "newsletter"]));
    if (!parsed.success) return refused("preferences", fieldErrors(parsed.error), 400);
    await savePreferences(user.id, parsed.data, { ip });
    // The UI switches at once: the language cookie is what the pages read.
    return saved(languageCookieHeader(parsed.data.language));
  }

  if (intent === "password") {
    const { sessionId } = await requireSession(request);
    const parsed = changePasswordSchema.safeParse(
      formFields(form, ["currentPassword", "newPassword", "confirmPassword"]),
    );
    if (!parsed.success) return refused("password", fieldErrors(parsed.error), 400);
    const outcome = await changePassword(user.id, sessionId, parsed.data, { ip });
    if (!outcome.ok) {
      if (outcome.reason === "limited") return limitedAnswer("password", outcome.retryAfterSeconds);
      return refused("password", { currentPassword: "errors.wrongPassword" }, 403);
    }
    return saved();
  }

  const parsed = deleteAccountSchema.safeParse(formFields(form, ["password"]));
  if (!parsed.success) return refused("delete", fieldErrors(parsed.error), 400);
  const outcome = await deleteAccount(user.id, parsed.data.password, { ip });
  if (!outcome.ok) {
    if (outcome.reason === "limited") return limitedAnswer("delete", outcome.retryAfterSeconds);
    if (outcome.reason === "no_password") return refused("delete", { form: "settings.delete.noPassword" }, 400);
    return refused("delete", { password: "errors.wrongPassword" }, 403);
  }
  // The confirmation says what stays: orders and invoices, for tax law.
  const flash = await flashHeader({ key: "privacy:erase.done", tone: "info" });
  return seeOther("/", [clearSessionCookieHeader(), flash]);
}

export default function SettingsTab() {
  const { settings, linked, providers } = useLoaderData<typeof loader>();
  const result = useActionData<SettingsActionData>();
  const { t } = useTranslation("account");
  const failed = result && "intent" in result ? result : undefined;
  const errorsFor = (intent: SettingsActionData["intent"]) => (failed?.intent === intent ? failed : undefined);
  return (
    <AccountTab id="settings" title={t("settings.title")}>
      <div className="mt-6 space-y-10">
        <AccountPreferencesSection settings={settings} result={errorsFor("preferences")} />
        <AccountPasswordSection hasPassword={settings.hasPassword} result={errorsFor("password")} />
        <AccountLinkedAccounts linked={linked} providers={providers} />
        <AccountDataSection />
        <AccountDeleteSection hasPassword={settings.hasPassword} result={errorsFor("delete")} />
      </div>
    </AccountTab>
  );
}
