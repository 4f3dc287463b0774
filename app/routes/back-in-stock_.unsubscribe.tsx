import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { mailLinkSeo } from "~/lib/seo.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { cancelByLink, cancelLinkState } from "~/modules/restock/alerts.server";
import { cancelSchema } from "~/modules/restock/schemas";
import { buttonClass } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["restock"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/**
 * The cancel link of every back-in-stock mail: no log-in (the link is signed). Opening it only
 * asks; the buttons' POST cancels this alert or every open alert of its address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [state, t] = await Promise.all([cancelLinkState(token, lng), getT(lng, "restock")]);
  return data(
    {
      token: state ? token : "",
      state,
      seo: mailLinkSeo(lng, "/back-in-stock/unsubscribe", t("unsubscribe.metaTitle")),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = cancelSchema.safeParse(formFields(await request.formData(), ["token", "scope"]));
  const cancelled = parsed.success ? await cancelByLink(parsed.data.token, parsed.data.scope) : null;
  return data({ done: cancelled !== null }, { status: cancelled === null ? 400 : 200, headers });
}

export default function CancelBackInStock() {
  const { token, state } = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation("restock");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const secondary =
    "inline-flex min-h-11 items-center justify-center rounded-full border border-plum-800 px-6 py-2.5 font-semibold text-plum-800 hover:bg-plum-50 disabled:opacity-60";
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center md:py-24">
      <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{t("unsubscribe.title")}</h1>
      {acted?.done ? (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          {t("unsubscribe.done")}
        </p>
      ) : state && !acted ? (
        <>
          {state.active && state.title ? (
            <p className="mt-4 text-lg text-stone-700">
              {t("unsubscribe.body", { title: state.title, interpolation: { escapeValue: false } })}
            </p>
          ) : (
            <p className="mt-4 text-lg text-stone-700">{t("unsubscribe.ended")}</p>
          )}
          {state.others > 0 ? (
            <p className="mt-2 text-stone-700">{t("unsubscribe.others", { n: state.others })}</p>
          ) : null}
          <Form method="post" className="mt-8 flex flex-col items-center gap-3">
            <input type="hidden" name="token" value={token} />
            {state.active ? (
              <button type="submit" name="scope" value="one" className={buttonClass} disabled={busy}>
                {t("unsubscribe.one")}
              </button>
            ) : null}
            {state.active || state.others > 0 ? (
              <button type="submit" name="scope" value="all" className={secondary} disabled={busy}>
                {t("unsubscribe.all")}
              </button>
            ) : null}
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          {t("unsubscribe.invalid")}
        </p>
      )}
      <Link to="/" className="mt-10 inline-flex min-h-11 items-center text-plum-800 underline">
        {t("unsubscribe.continue")}
      </Link>
    </section>
  );
}
