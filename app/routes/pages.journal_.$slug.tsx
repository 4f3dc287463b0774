import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { journalArticle } from "~/modules/content/journal.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { ContentSections } from "~/ui/content/ContentSections";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const found = await journalArticle(lng, params.slug ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { article } = found;
  return {
    ...found,
    seo: {
      origin: env().publicUrl,
      path: `/pages/journal/${article.slug}`,
      lng,
      title: article.title,
      description: article.description,
      image: { ...article.image, alt: article.imageAlt },
    },
  };
}

export default function JournalArticle() {
  const { article, journalTitle, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb
        label={t("breadcrumb.label")}
        items={[{ label: home, to: "/" }, { label: journalTitle, to: "/pages/journal" }, { label: article.title }]}
      />
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-5xl">{article.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{article.description}</p>
      <img
        src={article.image.url}
        alt={article.imageAlt}
        width={article.image.width}
        height={article.image.height}
        className="mt-8 aspect-[3/2] w-full rounded-2xl bg-sandal-100 object-cover"
      />
      <div className="mt-10 text-lg">
        <ContentSections sections={article.sections} />
      </div>
      <Link
        to="/pages/journal"
        className="mt-12 inline-flex min-h-11 items-center rounded-full border border-plum-800 px-5 font-semibold text-plum-800 hover:bg-plum-50"
      >
        ← {t("journal.back")}
      </Link>
    </article>
  );
}
