import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { flashHeader } from "~/lib/flash.server";
import { profileSchema } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { euCountryOptions } from "~/modules/accounts/countries.server";
import { requireRole } from "~/modules/accounts/guards.server";
import { getProfile, updateProfile } from "~/modules/accounts/profile.server";
import { seeOther, typedValues } from "~/modules/accounts/route-helpers.server";
import { allowedSuffixes, fieldErrors } from "~/modules/accounts/schemas";
import { sendVerificationMailQuietly } from "~/modules/accounts/verify-email.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { AccountCountrySelect } from "~/ui/account/AccountCountrySelect";
import { accountButtonClass, AccountFormNotice, useAccountForm } from "~/ui/account/AccountField";
import { formatDate } from "~/lib/dates";
import { AccountEmailStatus } from "~/ui/account/AccountEmailStatus";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountTab } from "~/ui/account/AccountTab";
import { InputField } from "~/ui/kit/Field";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

const FIELDS = ["fname", "lname", "email", "country", "currentPassword"] as const;
type Field = (typeof FIELDS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [profile, t, lng] = await Promise.all([getProfile(user.id), getT(request, "account"), getLanguage(request)]);
  if (!profile) throw new Response(null, { status: 404 });
  const { fname, lname, email, country, createdAt, hasPassword, emailVerified } = profile;
  return data(
    {
      profile: { fname, lname, email, country, createdAt, hasPassword, emailVerified },
      countries: euCountryOptions(lng),
      title: t("meta.profile"),
    },
    { headers: NO_STORE },
  );
}

type ActionData = {
  errors: Partial<Record<Field | "form", string>>;
  values: Partial<Record<Exclude<Field, "currentPassword">, string>>;
  suffix?: string;
  minutes?: number;
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const fields = formFields(await request.formData(), FIELDS);
  const values: ActionData["values"] = typedValues(fields, ["fname", "lname", "email", "country"], 300);
  const parsed = profileSchema.safeParse(fields);
  if (!parsed.success) {
    return data<ActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const outcome = await updateProfile(user.id, parsed.data, { ip: clientAddress(request) });
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "not_found":
        throw new Response(null, { status: 404 });
      case "limited": {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        return data<ActionData>(
          { errors: { form: "errors.limited" }, values, minutes },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      }
      case "password_required":
        return data<ActionData>(
          { errors: { currentPassword: "errors.currentPasswordForEmail" }, values },
          { status: 400 },
        );
      case "wrong_password":
        return data<ActionData>({ errors: { currentPassword: "errors.wrongPassword" }, values }, { status: 403 });
      case "taken":
        return data<ActionData>({ errors: { email: "errors.emailTaken" }, values }, { status: 409 });
      case "domain":
        return data<ActionData>(
          { errors: { email: "errors.emailDomain" }, values, suffix: allowedSuffixes(env().allowedEmailDomains) },
          { status: 400 },
        );
    }
  }
  // A new e-mail is unverified: a link goes to it at once (a failed mail is logged; the profile
  // offers to send it again).
  const mailed = outcome.emailChanged && (await sendVerificationMailQuietly(user, await getLanguage(request)));
  return seeOther("/account", [
    await flashHeader({ key: mailed ? "account:profile.emailChangedSaved" : "account:settings.saved" }),
  ]);
}

export default function ProfileTab() {
  const { profile, countries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("account");
  const { formRef, noticeRef } = useAccountForm(result?.errors);
  const saving = navigation.state === "submitting" && navigation.formAction === "/account?index";
  const errors = result?.errors ?? {};
  const values = { ...profile, ...result?.values };
  const err = (f: Field) => (errors[f] ? t(errors[f]!, { suffix: result?.suffix ?? "" }) : undefined);
  const since = formatDate(profile.createdAt, i18n.language, "long");

  return (
    <AccountTab id="profile" title={t("profile.title")} intro={t("profile.intro", { date: since })}>
      <div className="mt-4 max-w-2xl">
        <AccountEmailStatus verified={profile.emailVerified} />
      </div>

      <AccountFormNotice
        ref={noticeRef}
        className="mt-4"
        message={
          errors.form
            ? t(errors.form, { minutes: result?.minutes ?? 15 })
            : Object.keys(errors).length
              ? t("errors.summary")
              : undefined
        }
      />

      <Form ref={formRef} method="post" className="mt-4 max-w-2xl space-y-5" noValidate={Boolean(result)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            key={`fname-${values.fname}`}
            id="profile-fname"
            name="fname"
            label={t("profile.fname")}
            autoComplete="given-name"
            required
            maxLength={60}
            defaultValue={values.fname}
            error={err("fname")}
          />
          <InputField
            key={`lname-${values.lname}`}
            id="profile-lname"
            name="lname"
            label={t("profile.lname")}
            autoComplete="family-name"
            required
            maxLength={60}
            defaultValue={values.lname}
            error={err("lname")}
          />
        </div>
        <InputField
          key={`email-${values.email}`}
          id="profile-email"
          name="email"
          type="email"
          label={t("profile.email")}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values.email}
          error={err("email")}
        />
        <AccountCountrySelect
          key={`country-${values.country}`}
          id="profile-country"
          label={t("profile.country")}
          countries={countries}
          defaultValue={values.country}
          error={err("country")}
        />
        <InputField
          id="profile-current-password"
          name="currentPassword"
          type="password"
          label={t("profile.currentPassword")}
          hint={profile.hasPassword ? t("profile.currentPasswordHint") : t("profile.noPasswordHint")}
          autoComplete="current-password"
          maxLength={128}
          error={err("currentPassword")}
        />
        <button type="submit" className={accountButtonClass} disabled={saving}>
          {saving ? t("common.saving") : t("profile.save")}
        </button>
      </Form>
    </AccountTab>
  );
}
