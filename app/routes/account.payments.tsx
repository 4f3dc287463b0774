import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatEUR } from "~/lib/money";
import { requireRole } from "~/modules/accounts/guards.server";
import { getT } from "~/modules/i18n/i18n.server";
import { paymentHistory } from "~/modules/payments/history.server";
import { formatDate } from "~/lib/dates";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountPaymentOutcome } from "~/ui/account/AccountPaymentOutcome";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

const COLUMNS = ["date", "order", "provider", "amount", "status"] as const;

/** 'Payment methods': the shopper's real payment history, from the payments of their orders. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [payments, t] = await Promise.all([paymentHistory(user), getT(request, "account")]);
  return data({ payments, title: t("meta.payments") }, { headers: NO_STORE });
}

export default function PaymentsTab() {
  const { payments } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("account");
  const lng = i18n.language;
  const label = (group: "providers" | "methods", value: string) =>
    t(`payments.${group}.${value}`, { defaultValue: value });
  return (
    <AccountTab
      id="payments"
      title={t("payments.title")}
      intro={t("payments.noCardData")}
      introClassName="mt-2 max-w-prose text-stone-700"
    >
      {payments.length === 0 ? (
        <AccountEmpty>{t("payments.empty")}</AccountEmpty>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-sandal-200">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="payments-table">
            <caption className="sr-only">{t("payments.caption")}</caption>
            <thead className="bg-sandal-50 text-stone-800">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-3 ${column === "amount" ? "text-right " : ""}font-semibold`}
                  >
                    {t(`payments.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sandal-200 bg-white">
              {payments.map((p) => (
                <tr key={p.id}>
                  <td className="px-4 py-3 text-stone-800">{formatDate(p.createdAt, lng)}</td>
                  <td className="px-4 py-3 font-medium text-stone-900">{p.oid}</td>
                  <td className="px-4 py-3 text-stone-800">
                    {label("providers", p.provider)}
                    <span className="block text-xs text-stone-600">{label("methods", p.method)}</span>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums text-stone-900">
                    {p.currency === "EUR"
                      ? formatEUR(p.amountCents, lng)
                      : `${(p.amountCents / 100).toFixed(2)} ${p.currency}`}
                  </td>
                  <td className="px-4 py-3">
                    <AccountPaymentOutcome outcome={p.outcome} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountTab>
  );
}
