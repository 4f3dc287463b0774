import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { translatedClientLoader } from "~/lib/i18n-client";
import { mailLinkSeo } from "~/lib/seo.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { confirmAlert, confirmTokenState } from "~/modules/restock/alerts.server";
import { buttonClass } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["restock"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The link of a back-in-stock confirmation mail. Opening it changes nothing (mail scanners open
 * links too): the page asks for one click, and that POST confirms, as the newsletter's does.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [state, t] = await Promise.all([confirmTokenState(token, lng), getT(lng, "restock")]);
  return data(
    {
      ...state,
      token: state.state === "valid" ? token : "",
      seo: mailLinkSeo(lng, "/back-in-stock/confirm", t("confirm.metaTitle")),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const token = (await request.formData()).get("token");
  const result = await confirmAlert(token, await getLanguage(request));
  return data(result, { status: result.state === "confirmed" ? 200 : 400, headers });
}

export default function ConfirmBackInStock() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation("restock");
  const navigation = useNavigation();
  const { state, title, slug } = acted ?? loaded;
  const heading = "font-display text-3xl text-plum-900 md:text-4xl";
  const interpolation = { escapeValue: false };

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center md:py-24">
      {state === "confirmed" ? (
        <>
          <h1 className={heading}>{t("confirm.thanksTitle")}</h1>
          <p role="status" className="mt-4 text-lg text-stone-700">
            {t("confirm.thanksBody", { title, interpolation })}
          </p>
        </>
      ) : state === "valid" ? (
        <>
          <h1 className={heading}>{t("confirm.title")}</h1>
          <p className="mt-4 text-lg text-stone-700">{t("confirm.body", { title, interpolation })}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaded.token} />
            <button type="submit" className={buttonClass} disabled={navigation.state === "submitting"}>
              {t("confirm.button")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className={heading}>{t("confirm.title")}</h1>
          <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
            {t("confirm.invalid")}
          </p>
        </>
      )}
      <p className="mt-10 flex flex-wrap justify-center gap-x-6">
        {slug ? (
          <Link to={`/product/${slug}`} className="inline-flex min-h-11 items-center text-plum-800 underline">
            {t("confirm.product")}
          </Link>
        ) : null}
        <Link to="/" className="inline-flex min-h-11 items-center text-plum-800 underline">
          {t("confirm.continue")}
        </Link>
      </p>
    </section>
  );
}
