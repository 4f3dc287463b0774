import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { intlLocale, isLanguage } from "~/lib/languages";
import { pageHeaders } from "~/lib/page-headers";
import { reportBarrier, type BarrierField } from "~/modules/accessibility/barrier.server";
import { ACCESSIBILITY_STATEMENT, BARRIER_PAGE_MAX } from "~/modules/accessibility/statement";
import { CONTACT_LIMITS } from "~/modules/content/limits";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass, TextAreaField, TextField } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";
import { Notice } from "~/ui/kit/Notice";

export const handle = { i18n: ["accessibility", "pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// A 429 keeps its Retry-After.
export const headers = pageHeaders();

const PATH = "/pages/accessibility";
const FIELDS = ["name", "email", "page", "message"] as const satisfies readonly BarrierField[];

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = getLanguage(request);
  const t = await getT(lng, "accessibility");
  const url = new URL(request.url);
  return {
    sent: url.searchParams.get("sent") === "1",
    /** The page the visitor came from, to prefill "where" (only a path of ours). */
    from: (url.searchParams.get("from") ?? "").startsWith("/") ? url.searchParams.get("from")!.slice(0, 300) : "",
    seo: { origin: env().publicUrl, path: PATH, lng, title: t("meta.title"), description: t("meta.description") },
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
  const outcome = await reportBarrier(fields, { locale: getLanguage(request), ip });
  if (!outcome.ok) return data<ActionData>({ errors: outcome.errors, values }, { status: 400 });
  return redirect(`${PATH}?sent=1#report`, 303);
}

export default function AccessibilityStatement() {
  const { sent, from } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("accessibility");
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(PATH);
  const errors = result?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const lng = isLanguage(i18n.language) ? i18n.language : "it";
  const prepared = new Intl.DateTimeFormat(intlLocale[lng], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${ACCESSIBILITY_STATEMENT.preparedOn}T12:00:00Z`),
  );

  useEffect(() => {
    if (!result?.errors) return;
    const first = FIELDS.find((f) => result.errors?.[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else statusRef.current?.focus();
  }, [result]);

  const fieldError = (f: BarrierField) => (errors[f] ? t(errors[f]!) : undefined);
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
        <div ref={statusRef} tabIndex={-1} className="mt-4 focus:outline-none">
          {sent && !result ? (
            <Notice tone="success" as="p">
              {t("report.success")}
            </Notice>
          ) : null}
          {errors.form ? (
            <Notice tone="error" as="p">
              {t(errors.form, { minutes: result?.minutes ?? 10 })}
            </Notice>
          ) : Object.keys(errors).length ? (
            <Notice tone="error" as="p">
              {t("report.errorSummary")}
            </Notice>
          ) : null}
        </div>
        <Form ref={formRef} method="post" className="mt-4 space-y-5" noValidate={Boolean(result)}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              key={`name-${result?.values?.name}`}
              name="name"
              label={t("report.name")}
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={result?.values?.name}
              error={fieldError("name")}
            />
            <TextField
              key={`email-${result?.values?.email}`}
              name="email"
              type="email"
              label={t("report.email")}
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={result?.values?.email}
              error={fieldError("email")}
            />
          </div>
          <TextField
            key={`page-${result?.values?.page ?? from}`}
            name="page"
            label={t("report.page")}
            hint={t("report.pageHint")}
            maxLength={BARRIER_PAGE_MAX}
            defaultValue={result?.values?.page ?? from}
            error={fieldError("page")}
          />
          <TextAreaField
            key={`message-${result?.values?.message?.length}`}
            name="message"
            label={t("report.message")}
            hint={t("report.messageHint")}
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={result?.values?.message}
            error={fieldError("message")}
          />
          <button type="submit" className={buttonClass} disabled={sending}>
            {sending ? t("report.sending") : t("report.send")}
          </button>
        </Form>
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
