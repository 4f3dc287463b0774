import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageSeo } from "~/lib/seo.server";
import { submitContactMessage } from "~/modules/content/contact.server";
import { fieldErrors, formFields } from "~/lib/form";
import { CONTACT_LIMITS } from "~/modules/content/limits";
import { contactSchema, type ContactField } from "~/modules/content/schemas";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { MessageForm, messageFormTexts, translatedErrors } from "~/ui/content/MessageForm";
import { seoMeta } from "~/ui/content/InfoPage";
import { translatedClientLoader } from "~/lib/i18n-client";
import { contentVariables } from "~/modules/content/pages.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { pageHeaders } from "~/lib/page-headers";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// A 429 keeps its Retry-After.
export const headers = pageHeaders();

const FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "pages");
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  // The shop's contact details are its settings (legal identity), as in the footer.
  const shop = contentVariables(await getShopSettings(), lng);
  return {
    sent,
    shop,
    seo: pageSeo(lng, "/pages/contact-us", t("contact.metaTitle"), t("contact.metaDescription")),
  };
}

type ActionData = {
  errors?: Partial<Record<ContactField | "form", string>>;
  values?: Partial<Record<ContactField, string>>;
  minutes?: number;
};

export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await request.formData(), FIELDS);
  const values: ActionData["values"] = {};
  for (const k of FIELDS) {
    const v = fields[k];
    if (typeof v === "string") values[k] = v.slice(0, CONTACT_LIMITS[k] + 100);
  }
  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) {
    return data<ActionData>({ errors: fieldErrors(parsed.error.issues), values }, { status: 400 });
  }
  const ip = clientAddress(request);
  const limit = await hit(`contact:${ip}`, rateLimits.contact);
  if (!limit.allowed) {
    return data<ActionData>(
      { errors: { form: "contact.errors.rateLimited" }, minutes: Math.ceil(limit.retryAfterSeconds / 60), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await submitContactMessage(parsed.data, { locale: await getLanguage(request), ip });
  return redirect("/pages/contact-us?sent=1#contact-form", 303);
}

export default function ContactPage() {
  const { sent, shop } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation("pages");
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/pages/contact-us");
  // The messages, translated (a rate limit names the minutes to wait and the shop's address).
  const errors = translatedErrors(t, result?.errors, { minutes: result?.minutes ?? 10, email: shop.email });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <Breadcrumb
        label={t("breadcrumb.label")}
        items={[{ label: t("breadcrumb.home"), to: "/" }, { label: t("contact.title") }]}
      />
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{t("contact.title")}</h1>
      <p className="mt-4 max-w-prose text-lg leading-relaxed text-stone-700">{t("contact.intro")}</p>

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-title" id="contact-form">
          <h2 id="contact-form-title" className="font-display text-2xl text-plum-900">
            {t("contact.formTitle")}
          </h2>
          <p className="mt-2 text-sm text-stone-600">{t("contact.required")}</p>

          <MessageForm
            paired={2}
            answer={result}
            errors={errors}
            values={result?.values}
            sent={sent}
            busy={Boolean(sending)}
            texts={messageFormTexts(t, "contact")}
            fields={[
              {
                name: "name",
                label: t("contact.name"),
                autoComplete: "name",
                required: true,
                maxLength: CONTACT_LIMITS.name,
              },
              {
                name: "email",
                type: "email",
                label: t("contact.email"),
                autoComplete: "email",
                required: true,
                maxLength: CONTACT_LIMITS.email,
              },
              { name: "subject", label: t("contact.subject"), required: true, maxLength: CONTACT_LIMITS.subject },
              {
                name: "message",
                label: t("contact.message"),
                required: true,
                rows: 7,
                maxLength: CONTACT_LIMITS.message,
              },
            ]}
          />
        </section>

        <aside className="space-y-8">
          <section aria-labelledby="corporate-gifting" className="rounded-2xl bg-plum-50 p-6">
            <h2 id="corporate-gifting" className="font-display text-xl text-plum-900">
              {t("contact.corporateTitle")}
            </h2>
            <p className="mt-3 leading-relaxed text-stone-800">{t("contact.corporateBody")}</p>
          </section>
          <section aria-labelledby="contact-info" className="rounded-2xl border border-sandal-200 bg-sandal-50 p-6">
            <h2 id="contact-info" className="font-display text-xl text-plum-900">
              {t("contact.infoTitle")}
            </h2>
            <dl className="mt-4 space-y-4 text-stone-800">
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("contact.address")}</dt>
                <dd>
                  <address className="not-italic">
                    {shop.shopName}
                    <br />
                    {shop.street}
                    <br />
                    {shop.city}
                    <br />
                    {shop.country}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("contact.emailLabel")}</dt>
                <dd>
                  <a
                    className="inline-flex min-h-11 items-center text-plum-800 underline"
                    href={`mailto:${shop.email}`}
                  >
                    {shop.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("contact.phone")}</dt>
                <dd>
                  <a
                    className="inline-flex min-h-11 items-center text-plum-800 underline"
                    href={`tel:${shop.phone.replace(/[^\d+]/g, "")}`}
                  >
                    {shop.phone}
                  </a>
                </dd>
              </div>
            </dl>
            <h3 className="mt-6 text-sm font-semibold text-stone-600">{t("contact.hoursTitle")}</h3>
            <ul className="mt-2 space-y-1 text-stone-800">
              {(t("contact.hours", { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-stone-600">{t("contact.hoursNote")}</p>
          </section>
        </aside>
      </div>
    </div>
  );
}
