import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { cancelAccountAlert, listAccountAlerts } from "~/modules/restock/alerts.server";
import { accountCancelSchema } from "~/modules/restock/schemas";
import { formatDate } from "~/lib/dates";
import { accountSecondaryButtonClass } from "~/ui/account/AccountField";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";

export const handle = { i18n: ["account", "restock"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** The shopper's open back-in-stock alerts (modules/restock), each with a cancel button. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const lng = await getLanguage(request);
  const [alerts, t] = await Promise.all([listAccountAlerts(user, lng), getT(lng, "restock")]);
  return data({ alerts, title: t("account.metaTitle") }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const parsed = accountCancelSchema.safeParse(formFields(await request.formData(), ["id"]));
  if (!parsed.success) throw new Response(null, { status: 400 });
  // Someone else's alert, or one already ended, is not there for this account.
  if (!(await cancelAccountAlert(user, parsed.data.id))) throw new Response(null, { status: 404 });
  return redirect("/account/alerts?cancelled=1", 303);
}

export default function AlertsTab() {
  const { alerts } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("restock");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const cancelled = new URLSearchParams(useLocation().search).has("cancelled");
  return (
    <AccountTab id="alerts" title={t("account.title")} intro={t("account.intro")}>
      {cancelled ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {t("account.cancelled")}
        </p>
      ) : null}
      {alerts.length === 0 ? (
        <AccountEmpty>{t("account.empty")}</AccountEmpty>
      ) : (
        <ul className="mt-6 space-y-3">
          {alerts.map((a) => (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sandal-200 bg-white p-4 md:p-5"
              data-testid="stock-alert"
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-stone-900">
                  <Link to={`/product/${a.slug}`} className="underline-offset-4 hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-stone-700">
                  {a.status === "waiting" ? t("account.waiting") : t("account.pending")}
                  {" · "}
                  {t("account.since", { date: formatDate(a.requestedAt, i18n.language) })}
                </p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" className={accountSecondaryButtonClass} disabled={busy}>
                  {t("account.cancel")}
                  <span className="sr-only">: {a.title}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AccountTab>
  );
}
