import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { requireRole, requireStaff } from "~/modules/accounts/guards.server";
import { customerActionForm } from "~/modules/office/customers/forms.server";
import { customerProfile } from "~/modules/office/customers/profile.server";
import { CUSTOMERS_PATH } from "~/modules/office/customers/schemas";
import { officeTitle } from "~/modules/office/page.server";
import { CustomerActions } from "~/ui/office/customers/CustomerActions";
import {
  AccountPanel,
  AddressesPanel,
  ConsentPanel,
  Figures,
  OrdersPanel,
  ReviewsPanel,
} from "~/ui/office/customers/CustomerDetails";
import { fullName, useOfficeFormat } from "~/ui/office/format";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, secondaryButton, textLink } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

// "privacy": what an erasure keeps (orders and invoices, for tax law), on the erase form and its toast.
export const handle = { i18n: ["office", "customers-office", "privacy"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * A customer (SPEC "Customers", view mode): the account, orders and spend, addresses, reviews and
 * consent, for staff. Admins also get the edit link, the data download and the account actions
 * (disable / re-enable the log-in, erase), each confirmed by their password.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const profile = await customerProfile(params.id ?? "");
  if (!profile) throw new Response("Not found", { status: 404 });
  const name = fullName(profile.account) || profile.account.email;
  const title = `${name} · ${await officeTitle(request, "customers.title")}`;
  return { profile, title, isAdmin: user.role === "admin", self: user.id === profile.account.id };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  return customerActionForm(request, user, params.id ?? "");
}

export default function CustomerPage() {
  const { profile, isAdmin, self } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("customers-office");
  const f = useOfficeFormat();
  const a = profile.account;
  const base = `${CUSTOMERS_PATH}/${a.id}`;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to={CUSTOMERS_PATH} className={textLink}>
          {t("page.back")}
        </Link>
      </p>
      <PageHeader
        title={fullName(a) || a.email}
        lead={a.email}
        actions={
          isAdmin ? (
            <>
              <Link to={`${base}/edit`} className={secondaryButton}>
                {t("page.edit")}
              </Link>
              <a href={`${base}/export.json`} download className={secondaryButton} title={t("page.exportHint")}>
                {t("page.export")}
              </a>
            </>
          ) : null
        }
      />
      {a.disabledAt ? (
        <p
          role="status"
          className="mt-4 rounded-xl border border-red-700 bg-red-50 p-3 font-medium text-red-900"
          data-testid="customer-disabled"
        >
          {t("page.disabledBanner", { date: f.dateTime(a.disabledAt) })}
        </p>
      ) : null}
      <div className="mt-6 space-y-6">
        <AccountPanel profile={profile} />
        <Figures profile={profile} />
        <OrdersPanel profile={profile} />
        <div className="grid gap-6 lg:grid-cols-2">
          <AddressesPanel profile={profile} />
          <ConsentPanel profile={profile} />
        </div>
        <ReviewsPanel profile={profile} />
        {isAdmin ? <CustomerActions disabled={a.disabledAt !== null} self={self} answer={answer} /> : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
