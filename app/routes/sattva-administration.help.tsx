import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { sessionPolicy } from "~/modules/accounts/sessions.server";
import { officeTitle } from "~/modules/office/page.server";
import { DELAY_WEEKDAYS } from "~/modules/orders/delay";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { getShopSettings } from "~/modules/settings/settings.server";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const SECTIONS = ["dashboards", "products", "inventory", "orders", "customers", "reviews", "account", "roles"] as const;

/** Help for staff: what each page shows and how the shop's rules are counted. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { lowStockDefault } = await getShopSettings();
  return {
    values: {
      threshold: lowStockDefault,
      weekdays: DELAY_WEEKDAYS,
      idle: sessionPolicy.staff.idleMs / 3_600_000,
      absolute: sessionPolicy.staff.absoluteMs / 3_600_000,
    },
    title: await officeTitle(request, "help.title"),
  };
}

export default function HelpPage() {
  const { values } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  return (
    <>
      <PageHeader title={t("help.title")} lead={t("help.lead")} />
      <nav aria-label={t("help.contents")} className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map((s) => (
            <li key={s}>
              <a
                href={`#help-${s}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-plum-800 ring-1 ring-plum-800/25 hover:bg-sandal-100"
              >
                {t(`help.${s}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 max-w-3xl space-y-8">
        {SECTIONS.map((s) => (
          <section key={s} id={`help-${s}`} aria-labelledby={`help-${s}-title`} className="scroll-mt-24">
            <h2 id={`help-${s}-title`} className="font-display text-2xl text-plum-900">
              {t(`help.${s}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-stone-800">{t(`help.${s}.body`, values)}</p>
          </section>
        ))}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
