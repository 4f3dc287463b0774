import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { pageSeo } from "~/lib/seo.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { formatDay } from "~/lib/dates";
import { pageHeaders } from "~/lib/page-headers";
import { reportBarrier, type BarrierField } from "~/modules/accessibility/barrier.server";
import { ACCESSIBILITY_STATEMENT, BARRIER_PAGE_MAX } from "~/modules/accessibility/statement";
import { CONTACT_LIMITS } from "~/modules/content/limits";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { MessageForm, messageFormTexts, translatedErrors } from "~/ui/content/MessageForm";
import { seoMeta } from "~/ui/content/InfoPage";

export const handle = { i18n: ["accessibility", "pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// A 429 keeps its Retry-After.
export const headers = pageHeaders();

const PATH = "/pages/accessibility";
const FIELDS = ["name", "email", "page", "message"] as const satisfies readonly BarrierField[];

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "accessibility");
  const url = new URL(request.url);
  return {
    sent: url.searchParams.get("sent") === "1",
    /** The page the visitor came from, to prefill "where" (only a path of ours). */
    from: (url.searchParams.get("from") ?? "").startsWith("/") ? url.searchParams.get("from")!.slice(0, 300) : "",
    seo: pageSeo(lng, PATH, t("meta.title"), t("meta.description")),
  };
}

type ActionData = {
  errors?: Partial<Record<BarrierField | "form", string>>;
  values?: Partial<Record<BarrierField, string>>;
  minutes?: number;
};

export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await request.formData(), FIELDS);
  const values: ActionData["values"] = {};
  for (const k of FIELDS) {
    const v = fields[k];
    if (typeof v === "string") values[k] = v.slice(0, (k === "page" ? BARRIER_PAGE_MAX : CONTACT_LIMITS[k]) + 100);
  }
  const ip = clientAddress(request);
  const limit = await hit(`barrier:${ip}`, rateLimits.barrier);
  if (!limit.allowed) {
    return data<ActionData>(
      {
        errors: { form: "accessibility:report.rateLimited" },
        minutes: Math.ceil(limit.retryAfterSeconds / 60),
        values,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const outcome = await reportBarrier(fields, { locale: await getLanguage(request), ip });
  if (!outcome.ok) return data<ActionData>({ errors: outcome.errors, values }, { status: 400 });
  return redirect(`${PATH}?sent=1#report`, 303);
}

export default function AccessibilityStatement() {
  const { sent, from } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("accessibility");
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(PATH);
  // The messages, translated (a rate limit names the minutes to wait).
  const errors = translatedErrors(t, result?.errors, { minutes: result?.minutes ?? 10 });
  const prepared = formatDay(ACCESSIBILITY_STATEMENT.preparedOn, i18n.language);

  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb
        label={t("breadcrumb.label")}
        items={[{ label: t("breadcrumb.home"), to: "/" }, { label: t("title") }]}
      />
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{t("title")}</h1>
      <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-stone-800">
        <p>{t("intro")}</p>
      </div>

      <section aria-labelledby="a11y-standard" className="mt-10">
        <h2 id="a11y-standard" className="font-display text-2xl text-plum-900">
          {t("standard.title")}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">{t("standard.body")}</p>
        <p className="mt-3 leading-relaxed text-stone-800" data-testid="a11y-status">
          {t("standard.status")}
        </p>
      </section>

      <section aria-labelledby="a11y-checks" className="mt-10">
        <h2 id="a11y-checks" className="font-display text-2xl text-plum-900">
          {t("checks.title")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-800">
          {list("checks.items").map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="a11y-limits" className="mt-10">
        <h2 id="a11y-limits" className="font-display text-2xl text-plum-900">
          {t("limits.title")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-800">
          {list("limits.items").map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="a11y-date" className="mt-10">
        <h2 id="a11y-date" className="font-display text-2xl text-plum-900">
          {t("date.title")}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800" data-testid="a11y-date">
          {t("date.body", { date: prepared })}
        </p>
      </section>

      <section aria-labelledby="report-title" id="report" className="mt-10">
        <h2 id="report-title" className="font-display text-2xl text-plum-900">
          {t("report.title")}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">{t("report.intro")}</p>
        <p className="mt-2 text-sm text-stone-600">{t("report.required")}</p>
        <MessageForm
          paired={2}
          answer={result}
          errors={errors}
          values={result?.values}
          sent={sent}
          busy={Boolean(sending)}
          texts={messageFormTexts(t, "report")}
          fields={[
            {
              name: "name",
              label: t("report.name"),
              autoComplete: "name",
              required: true,
              maxLength: CONTACT_LIMITS.name,
            },
            {
              name: "email",
              type: "email",
              label: t("report.email"),
              autoComplete: "email",
              required: true,
              maxLength: CONTACT_LIMITS.email,
            },
            {
              name: "page",
              label: t("report.page"),
              hint: t("report.pageHint"),
              maxLength: BARRIER_PAGE_MAX,
              initial: from,
            },
            {
              name: "message",
              label: t("report.message"),
              hint: t("report.messageHint"),
              required: true,
              rows: 6,
              maxLength: CONTACT_LIMITS.message,
            },
          ]}
        />
        <p className="mt-6 text-sm text-stone-700">
          {t("report.otherWays")}{" "}
          <Link to="/pages/contact-us" className="inline-flex min-h-11 items-center text-plum-800 underline">
            {t("report.contactLink")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="a11y-enforcement" className="mt-10">
        <h2 id="a11y-enforcement" className="font-display text-2xl text-plum-900">
          {t("enforcement.title")}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">{t("enforcement.body")}</p>
      </section>
    </div>
  );
}
