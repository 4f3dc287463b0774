import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { cancelOrderSchema, oidField } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import { requireRole } from "~/modules/accounts/guards.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { countryName } from "~/lib/country-name";
import { cancelOrderByShopper, listOrdersForUser } from "~/modules/orders/customer-orders.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { AccountConfirmDialog } from "~/ui/account/AccountConfirmDialog";
import { AccountUnverifiedOrdersHint } from "~/ui/account/AccountEmailStatus";
import { AccountNotice } from "~/ui/account/AccountField";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountOrderCard } from "~/ui/account/AccountOrderCard";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account", "withdrawal"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/**
 * The shopper's orders. `?cancel=SAT-10006` renders the confirm step for that order ('Are you
 * sure you want to cancel this order?'), so cancelling works without JavaScript too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const url = new URL(request.url);
  const [orders, t, lng] = await Promise.all([listOrdersForUser(user), getT(request, "account"), getLanguage(request)]);
  // The countries shipped to, by name: the browser makes no Intl.DisplayNames while it hydrates.
  const countryNames = Object.fromEntries(orders.map((o) => [o.shipTo.country, countryName(o.shipTo.country, lng)]));
  let confirm: string | null = null;
  let refused: string | null = null;
  const asked = url.searchParams.get("cancel");
  if (asked !== null) {
    const oid = oidField.safeParse(asked);
    const order = oid.success ? orders.find((o) => o.oid === oid.data) : undefined;
    // Not one of the shopper's orders: as if it did not exist.
    if (!order) throw new Response(null, { status: 404 });
    if (order.cancellable) confirm = order.oid;
    else refused = order.oid;
  }
  // Unverified: guest orders placed with the e-mail stay hidden; one line says why.
  const unverifiedEmail = user.emailVerified ? null : user.email;
  return data(
    { orders, countryNames, confirm, refused, unverifiedEmail, title: t("meta.orders") },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const parsed = cancelOrderSchema.safeParse(formFields(await request.formData(), ["intent", "oid"]));
  if (!parsed.success) return data({ error: "errors.invalid" }, { status: 400 });
  const outcome = await cancelOrderByShopper(user, parsed.data.oid, {
    ip: clientAddress(request),
  });
  if (!outcome.ok) {
    if (outcome.reason === "not_found") throw new Response(null, { status: 404 });
    const flash = await flashHeader({
      key: "account:orders.notCancellable",
      values: { oid: parsed.data.oid },
      tone: "error",
    });
    return seeOther(`/account/orders#order-${parsed.data.oid}`, [flash]);
  }
  const flash = await flashHeader({ key: "account:orders.cancelled", values: { oid: outcome.oid } });
  return seeOther(`/account/orders#order-${outcome.oid}`, [flash]);
}

export default function OrdersTab() {
  const { orders, countryNames, confirm, refused, unverifiedEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <AccountTab id="orders" title={t("orders.title")} intro={t("orders.intro")}>
      {unverifiedEmail ? (
        <div className="mt-2">
          <AccountUnverifiedOrdersHint email={unverifiedEmail} />
        </div>
      ) : null}
      {refused ? (
        <div className="mt-4">
          <AccountNotice tone="error">{t("orders.notCancellable", { oid: refused })}</AccountNotice>
        </div>
      ) : null}
      {orders.length === 0 ? (
        <AccountEmpty>{t("orders.empty")}</AccountEmpty>
      ) : (
        <ol className="mt-6 space-y-6">
          {orders.map((order) => (
            <li key={order.oid}>
              <AccountOrderCard
                order={order}
                countryName={countryNames[order.shipTo.country] ?? order.shipTo.country}
                confirming={
                  confirm === order.oid ? (
                    <AccountConfirmDialog
                      id={`cancel-${order.oid}`}
                      title={t("orders.confirmTitle", { oid: order.oid })}
                      message={t("orders.confirm")}
                      yesLabel={t("orders.confirmYes")}
                      noLabel={t("orders.confirmNo")}
                      pendingLabel={t("orders.cancelling")}
                      noHref="/account/orders"
                      action="/account/orders"
                    >
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="oid" value={order.oid} />
                    </AccountConfirmDialog>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ol>
      )}
    </AccountTab>
  );
}
