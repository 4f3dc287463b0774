import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";

/** "Withdraw from contract here" (CRD art. 11a) for one order: a plain link to the withdrawal page. */
export function WithdrawLink({ href }: { href: string }) {
  const { t } = useTranslation("withdrawal");
  return (
    <Link
      to={href}
      className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-900"
    >
      {t("control")}
    </Link>
  );
}
