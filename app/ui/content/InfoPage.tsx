import { Link } from "~/ui/kit/Link";
import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { Breadcrumb } from "./Breadcrumb";
import { ContentSections, type Section } from "./ContentSections";

export interface InfoPageProps {
  path: string;
  home: string;
  navLabel: string;
  breadcrumbLabel: string;
  nav: { key: string; path: string; title: string }[];
  page: {
    title: string;
    intro?: string;
    sections?: Section[];
    questions?: { q: string; a: string }[];
  };
  /** A line under the title (the terms' version, the one a checkout's consent records). */
  note?: string;
  /** A closing line with a link (the privacy policy's way to erase a guest's data). */
  more?: { text: string; link: string; to: string };
}

/** Meta of any page whose loader returns `seo`. */
export function seoMeta(data: { seo?: PageSeo } | undefined, search?: string): MetaDescriptor[] {
  return data?.seo ? pageMeta(data.seo, search) : [];
}

/** The shared layout of the six footer pages: breadcrumb, title, text and a side nav among them. */
export function InfoPage({ path, home, navLabel, breadcrumbLabel, nav, page, note, more }: InfoPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb label={breadcrumbLabel} items={[{ label: home, to: "/" }, { label: page.title }]} />
      <div className="mt-6 grid gap-10 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-14">
        <article className="max-w-prose md:order-2">
          <h1 className="font-display text-3xl text-plum-900 md:text-4xl">{page.title}</h1>
          {note ? (
            <p className="mt-2 text-sm text-stone-700" data-testid="page-note">
              {note}
            </p>
          ) : null}
          {page.intro ? <p className="mt-4 text-lg leading-relaxed text-stone-700">{page.intro}</p> : null}
          <div className="mt-8">
            {page.sections ? <ContentSections sections={page.sections} /> : null}
            {page.questions ? (
              <div className="divide-y divide-sandal-200 rounded-2xl border border-sandal-200 bg-sandal-50">
                {page.questions.map((item, i) => (
                  <details key={i} className="group px-5 py-1">
                    <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-stone-900 [&::-webkit-details-marker]:hidden">
                      <h2 className="text-base">{item.q}</h2>
                      <span
                        aria-hidden="true"
                        className="text-xl leading-none text-saffron-700 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <p className="pb-4 leading-relaxed text-stone-800">{item.a}</p>
                  </details>
                ))}
              </div>
            ) : null}
          </div>
          {more ? (
            <p className="mt-8 leading-relaxed text-stone-800" data-testid="page-more">
              {more.text}{" "}
              <Link to={more.to} className="inline-flex min-h-11 items-center text-plum-800 underline">
                {more.link}
              </Link>
            </p>
          ) : null}
        </article>
        <nav aria-label={navLabel} className="md:order-1">
          <h2 className="text-xs font-semibold uppercase tracking-wider text-stone-600">{navLabel}</h2>
          <ul className="mt-3 space-y-1 md:sticky md:top-6">
            {nav.map((item) => {
              const current = item.path === path;
              return (
                <li key={item.key}>
                  <Link
                    to={item.path}
                    aria-current={current ? "page" : undefined}
                    className={`flex min-h-11 items-center rounded-lg px-3 text-sm ${
                      current ? "bg-plum-50 font-semibold text-plum-800" : "text-stone-800 hover:bg-sandal-100"
                    }`}
                  >
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
