import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { mailLinkSeo } from "~/lib/seo.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { confirmSubscription, confirmTokenState, welcomeOffer } from "~/modules/marketing/newsletter.server";
import { buttonClass } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

async function seo(request: Request) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "pages");
  return mailLinkSeo(lng, "/newsletter/confirm", t("newsletterConfirm.metaTitle"), t("newsletterConfirm.body"));
}

/**
 * Opening the mailed link changes nothing (mail scanners open links too): the page asks for
 * one click, and that POST confirms. An already confirmed link shows the thank-you again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [state, welcome] = await Promise.all([confirmTokenState(token), welcomeOffer()]);
  return data(
    {
      token: state === "valid" ? token : "",
      state,
      code: state === "confirmed" ? welcome.code : null,
      percent: welcome.percent,
      seo: await seo(request),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const token = (await request.formData()).get("token");
  const [result, { percent }] = await Promise.all([confirmSubscription(token), welcomeOffer()]);
  return data(
    result.ok
      ? { state: "confirmed" as const, code: result.code, percent }
      : { state: "invalid" as const, code: null, percent },
    {
      status: result.ok ? 200 : 400,
      headers,
    },
  );
}

export default function ConfirmNewsletter() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation("pages");
  const navigation = useNavigation();
  const state = acted?.state ?? loaded.state;
  const code = acted?.code ?? loaded.code;
  const percent = acted?.percent ?? loaded.percent;

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center md:py-24">
      {state === "confirmed" ? (
        <>
          <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{t("newsletterConfirm.thanksTitle")}</h1>
          <p className="mt-4 text-lg text-stone-700">{t("newsletterConfirm.thanksBody", { percent })}</p>
          <p className="mx-auto mt-6 w-fit rounded-xl border-2 border-dashed border-saffron-500 bg-saffron-100 px-6 py-3 font-mono text-2xl font-semibold tracking-widest text-stone-900">
            {code}
          </p>
          <p className="mt-4 text-stone-700">{t("newsletterConfirm.codeNote")}</p>
        </>
      ) : state === "valid" ? (
        <>
          <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{t("newsletterConfirm.title")}</h1>
          <p className="mt-4 text-lg text-stone-700">{t("newsletterConfirm.body")}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaded.token} />
            <button type="submit" className={buttonClass} disabled={navigation.state === "submitting"}>
              {t("newsletterConfirm.button")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{t("newsletterConfirm.title")}</h1>
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
            {t("newsletterConfirm.invalid")}
          </p>
        </>
      )}
      <Link to="/" className="mt-10 inline-flex min-h-11 items-center text-plum-800 underline">
        {t("newsletterConfirm.continue")}
      </Link>
    </section>
  );
}
