import { useTranslation } from "react-i18next";
import { accountSecondaryButtonClass } from "./AccountField";

/**
 * "Your data" in the account settings: the download of everything the shop holds about the
 * shopper (GDPR art. 15 and 20). A plain form (no script needed, none intercepting): the browser
 * posts it and saves the JSON file the answer carries as an attachment.
 */
export function AccountDataSection() {
  const { t } = useTranslation("privacy");
  return (
    <section
      aria-labelledby="settings-data-title"
      id="settings-data"
      className="rounded-2xl border border-sandal-200 bg-white p-5 md:p-6"
    >
      <h3 id="settings-data-title" className="font-display text-xl text-plum-900">
        {t("data.title")}
      </h3>
      <p className="mt-2 text-sm text-stone-700">{t("data.intro")}</p>
      <form method="post" action="/account/data-export" className="mt-4">
        <button type="submit" className={accountSecondaryButtonClass}>
          {t("data.submit")}
        </button>
      </form>
    </section>
  );
}

/**
 * What an erasure keeps, said where the erasure is asked for (the account's and the staff's
 * screens): orders and their invoices, 10 years, because tax law requires them.
 */
export function ErasureRetentionNote({ className = "mt-2 text-sm text-stone-800" }: { className?: string }) {
  const { t } = useTranslation("privacy");
  return (
    <p className={className} data-testid="erasure-retention">
      {t("erase.keep")}
    </p>
  );
}
