import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { auditChoices, listAudit } from "~/modules/audit/audit-list.server";
import { auditQuerySchema } from "~/modules/audit/schemas";
import { listPageData } from "~/modules/office/page.server";
import { parseQuery } from "~/modules/office/schemas";
import { AuditFilters, AuditTable } from "~/ui/office/audit/AuditParts";
import { ListPage } from "~/ui/office/ListPage";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "audit"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * The audit log (admins only): every staff write with who, when, what and the fields that
 * changed, newest first; filtered by who, action, entity and a date range.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const query = parseQuery(auditQuerySchema, new URL(request.url));
  const [page, choices] = await Promise.all([listPageData(request, "nav.audit", query, listAudit), auditChoices()]);
  return { ...page, choices, query: { action: query.action, entity: query.entity, from: query.from, to: query.to } };
}

export default function AuditPage() {
  const { list, q, choices, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation("audit");
  return (
    <ListPage
      title={t("title")}
      lead={t("lead")}
      q={q}
      searchLabel={t("filters.who")}
      searchPlaceholder={t("filters.whoPlaceholder")}
      filters={<AuditFilters choices={choices} query={query} />}
      list={list}
      table={<AuditTable rows={list.rows} />}
      empty={t("empty")}
    />
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
