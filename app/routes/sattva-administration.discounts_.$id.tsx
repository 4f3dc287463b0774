import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { findDiscountCode, formValuesOf } from "~/modules/discounts/office.server";
import { discountFormAction } from "~/modules/discounts/office-page.server";
import { officeTitle } from "~/modules/office/page.server";
import { DiscountForm } from "~/ui/office/discounts/DiscountForm";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, Panel, textLink } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "discounts"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** One discount code to edit (admins only); its uses so far are shown, not edited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const code = await findDiscountCode(params.id ?? "");
  if (!code) throw new Response("Not found", { status: 404 });
  const title = await officeTitle(request, "nav.discounts");
  return {
    title: `${code.code} · ${title}`,
    code: code.code,
    welcome: code.welcome,
    usedCount: code.usedCount,
    values: formValuesOf(code),
  };
}

/** Saves the code with the admin's password and an audit record (before and after). */
export const action = ({ request, params }: ActionFunctionArgs) => discountFormAction(request, params.id ?? "");

export default function DiscountEditRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("discounts");
  return (
    <div className="space-y-8">
      <p>
        <Link to="/sattva-administration/discounts" className={textLink}>
          {t("office.back")}
        </Link>
      </p>
      <PageHeader
        title={t("office.editTitle", { code: page.code })}
        lead={`${page.welcome ? `${t("office.welcomeLead")} ` : ""}${t("office.usedSoFar", { count: page.usedCount })}`}
      />
      <Panel id="edit-code" title={t("office.editPanel")}>
        <DiscountForm
          values={answer?.values ?? page.values}
          errors={answer?.errors ?? {}}
          minutes={answer?.minutes}
          welcome={page.welcome}
          submitLabel={t("office.save")}
          answered={answer}
        />
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
