import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

type Kind = "success" | "canceled" | "unknown";

/**
 * Where the payment providers send the shopper back. It only tells: an order becomes paid
 * solely through a verified provider notification, never because this page was opened.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const kind: Kind = params.status === "success" ? "success" : params.status === "canceled" ? "canceled" : "unknown";
  const lng = getLanguage(request);
  const t = await getT(lng, "pages");
  return {
    kind,
    seo: {
      origin: env().publicUrl,
      path: `/payment-status/${kind === "unknown" ? "unknown" : kind}`,
      lng,
      title: t(`paymentStatus.${kind}.title`),
      description: t(`paymentStatus.${kind}.body`),
      noindex: true,
    },
  };
}

const icon: Record<Kind, { symbol: string; className: string }> = {
  success: { symbol: "✓", className: "bg-emerald-100 text-emerald-900" },
  canceled: { symbol: "×", className: "bg-saffron-100 text-saffron-700" },
  unknown: { symbol: "?", className: "bg-stone-200 text-stone-800" },
};

export default function PaymentStatus() {
  const { kind } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <span
        aria-hidden="true"
        className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl font-semibold ${icon[kind].className}`}
      >
        {icon[kind].symbol}
      </span>
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{t(`paymentStatus.${kind}.title`)}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`paymentStatus.${kind}.body`)}</p>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-11 items-center justify-center rounded-full bg-plum-800 px-8 py-2.5 font-semibold text-white hover:bg-plum-900"
      >
        {t("paymentStatus.backHome")}
      </Link>
    </section>
  );
}
