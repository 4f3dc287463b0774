import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { notificationIntentSchema } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { requireRole } from "~/modules/accounts/guards.server";
import { getT } from "~/modules/i18n/i18n.server";
import { listNotifications, markAllRead, markRead } from "~/modules/notifications/notifications.server";
import { formatDate } from "~/lib/dates";
import { accountSecondaryButtonClass } from "~/ui/account/AccountField";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** The shopper's notifications, newest first; mark one or all read. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const [notifications, t] = await Promise.all([listNotifications(user.id), getT(request, "account")]);
  return data({ notifications, title: t("meta.notifications") }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const parsed = notificationIntentSchema.safeParse(formFields(await request.formData(), ["intent", "id"]));
  if (!parsed.success) return data({ error: "errors.invalid" }, { status: 400 });
  if (parsed.data.intent === "read") {
    if (!(await markRead(user.id, parsed.data.id))) throw new Response(null, { status: 404 });
    return redirect(`/account/notifications#notification-${parsed.data.id}`, 303);
  }
  await markAllRead(user.id);
  return redirect("/account/notifications", 303);
}

export default function NotificationsTab() {
  const { notifications } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <AccountTab
      id="notifications"
      title={t("notifications.title")}
      action={
        unread > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="readAll" />
            <button type="submit" className={accountSecondaryButtonClass} disabled={busy}>
              {t("notifications.markAllRead")}
            </button>
          </Form>
        ) : null
      }
    >
      {notifications.length === 0 ? (
        <AccountEmpty>{t("notifications.empty")}</AccountEmpty>
      ) : (
        <ol className="mt-6 space-y-3">
          {notifications.map((n) => (
            <li
              key={n.id}
              id={`notification-${n.id}`}
              className={`rounded-2xl border p-4 md:p-5 ${n.read ? "border-sandal-200 bg-white" : "border-plum-800/30 bg-plum-50"}`}
              data-testid="notification"
              data-read={n.read ? "true" : "false"}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-stone-900">
                    {!n.read ? <span className="sr-only">{t("notifications.unreadLabel")} </span> : null}
                    {n.title}
                  </h3>
                  <p className="mt-1 text-stone-800">{n.body}</p>
                  <p className="mt-1 text-sm text-stone-700">
                    <time dateTime={n.createdAt}>{formatDate(n.createdAt, i18n.language, "medium", true)}</time>
                    {n.link ? (
                      <>
                        {" · "}
                        <Link to={n.link} className="font-medium text-plum-800 underline underline-offset-4">
                          {t("notifications.open")}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                {!n.read ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={n.id} />
                    <button type="submit" className={accountSecondaryButtonClass} disabled={busy}>
                      {t("notifications.markRead")}
                      <span className="sr-only">: {n.title}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </AccountTab>
  );
}
