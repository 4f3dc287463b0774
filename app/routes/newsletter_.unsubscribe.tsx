import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { isUnsubscribeTokenValid, unsubscribe } from "~/modules/marketing/newsletter.server";
import { buttonClass } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";
import { mailLinkSeo } from "~/lib/seo.server";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/** Like confirmation, opening the link only asks; the button's POST unsubscribes. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "pages");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = isUnsubscribeTokenValid(token);
  return data(
    {
      token: valid ? token : "",
      valid,
      seo: mailLinkSeo(
        lng,
        "/newsletter/unsubscribe",
        t("newsletterUnsubscribe.metaTitle"),
        t("newsletterUnsubscribe.body"),
      ),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const done = await unsubscribe((await request.formData()).get("token"));
  return data({ done }, { status: done ? 200 : 400, headers });
}

export default function Unsubscribe() {
  const { token, valid } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation("pages");
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center md:py-24">
      <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{t("newsletterUnsubscribe.title")}</h1>
      {acted?.done ? (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t("newsletterUnsubscribe.done")}
        </p>
      ) : valid && !acted ? (
        <>
          <p className="mt-4 text-lg text-stone-700">{t("newsletterUnsubscribe.body")}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass} disabled={navigation.state === "submitting"}>
              {t("newsletterUnsubscribe.button")}
            </button>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          {t("newsletterUnsubscribe.invalid")}
        </p>
      )}
      <Link to="/" className="mt-10 inline-flex min-h-11 items-center text-plum-800 underline">
        {t("newsletterConfirm.continue")}
      </Link>
    </section>
  );
}
