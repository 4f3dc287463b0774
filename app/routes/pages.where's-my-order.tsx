import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { Trans, useTranslation } from "react-i18next";
import { env } from "~/lib/env.server";
import { formatDate } from "~/lib/dates";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { trackOrder, type TrackedOrder } from "~/modules/orders/tracking.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass, TextField } from "~/ui/content/Field";
import { seoMeta } from "~/ui/content/InfoPage";
import { Notice } from "~/ui/kit/Notice";
import { translatedClientLoader } from "~/lib/i18n-client";
import { pageHeaders } from "~/lib/page-headers";

export const handle = { i18n: ["pages"] };
export const clientLoader = translatedClientLoader(handle);

// Input bounds (the module checks its own; these only stop the browser sooner).
const TRACKING_REF_MAX = 64;
const TRACKING_EMAIL_MAX = 254;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// An order's details are for the one who asked: no cache keeps them. A 429 keeps its Retry-After.
export const headers = pageHeaders({ "Cache-Control": "no-store" });

type Outcome =
  | { kind: "none" }
  | { kind: "missing" }
  | { kind: "notFound" }
  | { kind: "limited"; minutes: number }
  | { kind: "found"; order: TrackedOrder & { date: string } };

export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "pages");
  const params = new URL(request.url).searchParams;
  const ref = (params.get("ref") ?? "").slice(0, TRACKING_REF_MAX + 10);
  const email = (params.get("email") ?? "").slice(0, TRACKING_EMAIL_MAX + 10);
  const seo = {
    origin: env().publicUrl,
    path: "/pages/where's-my-order",
    lng,
    title: t("tracking.metaTitle"),
    description: t("tracking.metaDescription"),
  };
  const reply = (outcome: Outcome, init?: ResponseInit) =>
    data(
      { seo, query: { ref, email }, outcome },
      { ...init, headers: { "Cache-Control": "no-store", ...init?.headers } },
    );

  if (!params.has("ref") && !params.has("email")) return reply({ kind: "none" });
  if (!ref.trim() || !email.trim()) return reply({ kind: "missing" }, { status: 400 });

  const limit = await hit(`tracking:${clientAddress(request)}`, rateLimits.tracking);
  if (!limit.allowed) {
    return reply(
      { kind: "limited", minutes: Math.ceil(limit.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const order = await trackOrder(ref, email);
  if (!order) return reply({ kind: "notFound" }, { status: 404 });
  const date = formatDate(order.createdAt, lng, "long");
  return reply({ kind: "found", order: { ...order, date } });
}

export default function WhereIsMyOrder() {
  const { query, outcome } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/pages/where's-my-order";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb
        label={t("breadcrumb.label")}
        items={[{ label: t("breadcrumb.home"), to: "/" }, { label: t("tracking.title") }]}
      />
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{t("tracking.title")}</h1>
      <p className="mt-4 max-w-prose text-lg leading-relaxed text-stone-700">{t("tracking.intro")}</p>

      <Form method="get" className="mt-8 space-y-5 rounded-2xl border border-sandal-200 bg-sandal-50 p-5 md:p-6">
        <TextField
          key={`ref-${query.ref}`}
          name="ref"
          label={t("tracking.ref")}
          hint={t("tracking.refHint")}
          required
          maxLength={TRACKING_REF_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={query.ref}
        />
        <TextField
          key={`email-${query.email}`}
          name="email"
          type="email"
          label={t("tracking.email")}
          autoComplete="email"
          required
          maxLength={TRACKING_EMAIL_MAX}
          defaultValue={query.email}
        />
        <button type="submit" className={buttonClass} disabled={searching}>
          {t("tracking.submit")}
        </button>
      </Form>

      <div aria-live="polite" className="mt-8">
        {outcome.kind === "missing" ? (
          <Notice as="p" tone="error">
            {t("tracking.missing")}
          </Notice>
        ) : null}
        {outcome.kind === "notFound" ? (
          <Notice as="p" tone="error">
            {t("tracking.notFound")}
          </Notice>
        ) : null}
        {outcome.kind === "limited" ? (
          <Notice as="p" tone="error">
            {t("tracking.rateLimited", { minutes: outcome.minutes })}
          </Notice>
        ) : null}
        {outcome.kind === "found" ? <OrderStatusCard order={outcome.order} /> : null}
      </div>

      <p className="mt-8 text-stone-700">
        <Trans
          t={t}
          i18nKey="tracking.help"
          components={{ contact: <Link to="/pages/contact-us" className="text-plum-800 underline" /> }}
        />
      </p>
    </div>
  );
}

const statusTone: Record<TrackedOrder["status"], string> = {
  pending: "bg-saffron-100 text-saffron-700",
  processing: "bg-saffron-100 text-saffron-700",
  shipped: "bg-plum-100 text-plum-800",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-800",
  returned: "bg-stone-200 text-stone-800",
};

function OrderStatusCard({ order }: { order: TrackedOrder & { date: string } }) {
  const { t } = useTranslation("pages");
  return (
    <section
      aria-labelledby="order-result"
      className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="order-result" className="font-display text-2xl text-plum-900">
        {t("tracking.resultTitle", { oid: order.oid })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-stone-600">{t("tracking.statusLabel")}</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusTone[order.status]}`}>
              {t(`tracking.status.${order.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t("tracking.orderDate")}</dt>
          <dd className="mt-1">{order.date}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t("tracking.itemsLabel")}</dt>
          <dd className="mt-1">{t("tracking.items", { count: order.itemCount })}</dd>
        </div>
        {order.shipment ? (
          <>
            <div>
              <dt className="text-sm font-semibold text-stone-600">{t("tracking.carrier")}</dt>
              <dd className="mt-1">{order.shipment.carrier ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-stone-600">{t("tracking.awb")}</dt>
              <dd className="mt-1 font-mono">{order.shipment.awb}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
