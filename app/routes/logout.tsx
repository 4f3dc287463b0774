import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { flashHeader } from "~/lib/flash.server";
import { authPageSeo } from "~/modules/accounts/auth-answers.server";
import { getUser } from "~/modules/accounts/guards.server";
import { seeOther } from "~/modules/accounts/route-helpers.server";
import { destroySession } from "~/modules/accounts/sessions.server";
import { AuthLayout, authCardClass, authSecondaryClass } from "~/ui/account/AuthParts";
import { authHeaders, authMeta } from "~/ui/account/AuthMeta";
import { buttonClass } from "~/ui/content/Field";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["auth"] };
export const clientLoader = translatedClientLoader(handle);

export const meta = authMeta;

export const headers = authHeaders;

/**
 * GET /logout changes nothing (a link, a prefetch or a crawler must not sign anyone out): it asks
 * "Sign out?" with a button that posts here. Without a session there is nothing to ask.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect("/", { headers: { "Cache-Control": "no-store" } });
  return { email: user.email, home: accountHomeFor(user.role), seo: await authPageSeo(request, "/logout", "logout") };
}

/** POST /logout: the session row goes, the cookie is cleared, and the visitor lands on the home page. */
export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await getUser(request);
  const cleared = await destroySession(request);
  const flash = signedIn && (await flashHeader({ key: "auth:logout.done", tone: "info" }));
  return seeOther("/", [cleared, flash], { noStore: true });
}

export default function LogoutPage() {
  const { email, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthLayout crumb={t("breadcrumb.logout")}>
      <section aria-labelledby="logout-title" className={authCardClass}>
        <h1 id="logout-title" className="font-display text-3xl text-plum-900">
          {t("logout.title")}
        </h1>
        <p className="mt-2 break-words text-stone-700">{t("logout.intro", { email })}</p>
        <Form method="post" action="/logout" className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass}>
            {t("logout.submit")}
          </button>
          <Link to={home} className={authSecondaryClass}>
            {t("logout.cancel")}
          </Link>
        </Form>
      </section>
    </AuthLayout>
  );
}
