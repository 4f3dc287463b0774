import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { listDiscountCodes } from "~/modules/discounts/office.server";
import { discountFormAction } from "~/modules/discounts/office-page.server";
import { officeTitle } from "~/modules/office/page.server";
import { DiscountForm } from "~/ui/office/discounts/DiscountForm";
import { DiscountsTable } from "~/ui/office/discounts/DiscountsTable";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, Panel } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "discounts"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** Discount codes (admins only, like the shop's settings): every code, and a form for a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const [codes, title] = await Promise.all([listDiscountCodes(), officeTitle(request, "nav.discounts")]);
  return { codes, title, now: Date.now() };
}

/** A new code, with the admin's password; refused input comes back per field and writes nothing. */
export const action = ({ request }: ActionFunctionArgs) => discountFormAction(request, null);

const NEW_CODE = { kind: "percent", active: "on" };

export default function DiscountsRoute() {
  const { codes, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("discounts");
  return (
    <div className="space-y-8">
      <PageHeader title={t("office.title")} lead={t("office.lead")} />
      <DiscountsTable rows={codes} now={now} />
      <Panel id="new-code" title={t("office.newTitle")}>
        <DiscountForm
          values={answer?.values ?? NEW_CODE}
          errors={answer?.errors ?? {}}
          minutes={answer?.minutes}
          submitLabel={t("office.create")}
          answered={answer}
        />
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
