import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireStaff } from "~/modules/accounts/guards.server";
import { ownAccountPageData } from "~/modules/office/page.server";
import { fullName, initials, useOfficeFormat } from "~/ui/office/format";
import { OfficeError } from "~/ui/office/OfficeError";
import { DetailList, PageHeader } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/** The signed-in staff member's own profile: name, e-mail, role. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { account, title } = await ownAccountPageData(request, user.id, "profile.title");
  return { profile: account.user, title };
}

export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const f = useOfficeFormat();
  const rows: [string, string][] = [
    [t("profile.name"), fullName(profile)],
    [t("profile.email"), profile.email],
    [t("profile.role"), t(`roles.${profile.role}`)],
    [t("profile.country"), profile.country || t("common.none")],
    [t("profile.since"), f.date(profile.createdAt)],
  ];
  return (
    <>
      <PageHeader title={t("profile.title")} lead={t("profile.lead")} />
      <section
        className="mt-6 max-w-2xl rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm"
        aria-labelledby="profile-card"
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-plum-100 font-display text-xl text-plum-900"
          >
            {initials(profile)}
          </span>
          <div>
            <h2 id="profile-card" className="font-display text-2xl text-plum-900" data-testid="profile-name">
              {fullName(profile)}
            </h2>
            <p className="text-stone-700">{t(`roles.${profile.role}`)}</p>
          </div>
        </div>
        <DetailList rows={rows} className="mt-6 divide-y divide-sandal-200" breakAll />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
