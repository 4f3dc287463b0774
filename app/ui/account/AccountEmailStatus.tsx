import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { VERIFY_EMAIL_PATH } from "~/modules/accounts/verify-email-schemas";
import { accountSecondaryButtonClass } from "./AccountField";

/**
 * The profile's word on the account's e-mail: a "verified" badge, or the notice that guest orders
 * placed with the address appear only once it is confirmed, with a button that mails the link
 * again (a plain POST, so it works without JavaScript; back to `backTo` with a toast).
 */
export function AccountEmailStatus({ verified, backTo = "/account" }: { verified: boolean; backTo?: string }) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formAction === VERIFY_EMAIL_PATH &&
    navigation.formData?.get("intent") === "resend";

  if (verified) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-700/30">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
        {t("profile.emailVerifiedLabel")}
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-sandal-200 bg-sandal-50 p-4 text-sm text-stone-900">
      <p id="email-unverified">{t("profile.emailUnverified")}</p>
      <Form method="post" action={VERIFY_EMAIL_PATH} className="mt-3">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="redirectTo" value={backTo} />
        <button
          type="submit"
          className={accountSecondaryButtonClass}
          aria-describedby="email-unverified"
          disabled={sending}
        >
          {sending ? t("profile.emailSending") : t("profile.emailResend")}
        </button>
      </Form>
    </div>
  );
}

/** One line on the orders tab while the e-mail is unverified: where the guest orders will come from. */
export function AccountUnverifiedOrdersHint({ email }: { email: string }) {
  const { t } = useTranslation("account");
  return (
    <p className="text-sm text-stone-700">
      {t("orders.unverifiedHint", { email })}{" "}
      <Link to="/account" className="font-semibold text-plum-800 underline underline-offset-4">
        {t("orders.unverifiedLink")}
      </Link>
    </p>
  );
}
