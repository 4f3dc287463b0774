import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { journal } from "~/modules/content/journal.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const j = await journal(lng);
  return {
    ...j,
    seo: {
      origin: env().publicUrl,
      path: "/pages/journal",
      lng,
      title: j.title,
      description: j.description,
      image: { ...j.articles[0].image, alt: j.articles[0].imageAlt },
    },
  };
}

export default function Journal() {
  const { title, intro, home, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb label={t("breadcrumb.label")} items={[{ label: home, to: "/" }, { label: title }]} />
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-5xl">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-stone-700">{intro}</p>
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {articles.map((a, i) => (
          <li key={a.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sandal-200 bg-white shadow-sm">
              <img
                src={a.image.url}
                alt={a.imageAlt}
                width={a.image.width}
                height={a.image.height}
                loading={i === 0 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[3/2] w-full bg-sandal-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="font-display text-xl text-plum-900">{a.title}</h2>
                <p className="mt-3 flex-1 leading-relaxed text-stone-700">{a.description}</p>
                <Link
                  to={`/pages/journal/${a.slug}`}
                  aria-label={t("journal.readMoreAbout", { title: a.title })}
                  className="mt-5 inline-flex min-h-11 items-center self-start rounded-full border border-plum-800 px-5 font-semibold text-plum-800 hover:bg-plum-50"
                >
                  {t("journal.readMore")}
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
