import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fallbackLanguage, languageNames, languages } from "~/lib/languages";
import { InputField, SelectField } from "~/ui/kit/Field";
import { primaryButton } from "~/ui/office/parts";
import { FormAlert, IntentForm, StaffPasswordField, useSending, type StaffAnswer } from "./StaffParts";

/**
 * Invite a person: e-mail, role (manager or admin), the mail's language (the shop's default
 * first), and the admin's password. A refusal keeps what was typed (never the password).
 */
export function InviteForm({ answer }: { answer?: StaffAnswer }) {
  const { t } = useTranslation("staff-office");
  const sending = useSending("invite");
  const refused = answer?.intent === "invite" ? answer : undefined;
  const fieldError = (name: string) => (refused?.fields?.[name] ? t(refused.fields[name]) : undefined);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) alertRef.current?.scrollIntoView({ block: "nearest" });
  }, [refused]);
  return (
    <IntentForm intent="invite" className="grid max-w-xl gap-4" label={t("invite.title")}>
      <div ref={alertRef}>
        {refused ? <FormAlert text={t(refused.error, refused.values)} testId="invite-error" /> : null}
      </div>
      <InputField
        id="invite-email"
        name="email"
        type="email"
        label={t("invite.email")}
        autoComplete="off"
        required
        maxLength={254}
        defaultValue={refused?.typed?.email ?? ""}
        error={fieldError("email")}
      />
      <SelectField
        id="invite-role"
        name="role"
        label={t("invite.role")}
        defaultValue={refused?.typed?.role ?? "manager"}
        error={fieldError("role")}
      >
        <option value="manager">{t("roles.manager")}</option>
        <option value="admin">{t("roles.admin")}</option>
      </SelectField>
      <SelectField
        id="invite-language"
        name="language"
        label={t("invite.language")}
        defaultValue={refused?.typed?.language ?? fallbackLanguage}
        error={fieldError("language")}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </SelectField>
      <StaffPasswordField id="invite-password" error={refused?.fields?.password} />
      <div>
        <button type="submit" className={primaryButton} disabled={sending}>
          {t("invite.submit")}
        </button>
      </div>
    </IntentForm>
  );
}
