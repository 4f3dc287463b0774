import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { CustomerProfile } from "~/modules/office/customers/profile.server";
import { countryName, languageName } from "~/lib/country-name";
import { fullName, useOfficeFormat } from "../format";
import { DetailList, OrderStatusBadge, Panel, StatCard, TableWrap, td, textLink, th } from "../parts";
import { rowClass } from "../tables";
import { LoginBadge } from "./CustomersList";

/** Who the person is and how they sign in. */
export function AccountPanel({ profile }: { profile: CustomerProfile }) {
  const { t, i18n } = useTranslation("customers-office");
  const { t: to } = useTranslation("office");
  const f = useOfficeFormat();
  const a = profile.account;
  const none = to("common.none");
  const logins = [
    ...(a.hasPassword ? [t("page.password")] : []),
    ...a.logins.map((p) => p[0].toUpperCase() + p.slice(1)),
  ];
  return (
    <Panel title={t("page.account")} id="customer-account">
      <DetailList
        breakAll
        rows={[
          [t("page.name"), fullName(a) || none],
          [
            t("page.email"),
            `${a.email} (${a.emailVerifiedAt ? t("page.verified", { date: f.date(a.emailVerifiedAt) }) : t("page.unverified")})`,
          ],
          [t("page.country"), a.country ? countryName(a.country, i18n.language) : none],
          [t("page.language"), languageName(a.locale, i18n.language)],
          [t("page.role"), to(`roles.${a.role}`)],
          [t("page.created"), f.date(a.createdAt)],
          [t("page.lastSeen"), profile.lastSeenAt ? f.dateTime(profile.lastSeenAt) : t("page.never")],
          [t("page.openSessions"), f.number(profile.openSessions)],
          [t("page.logins"), logins.join(", ") || none],
        ]}
      />
      <div className="grid gap-1 border-t border-sandal-200 py-3 sm:grid-cols-3">
        <p className="text-sm font-medium text-stone-700">{t("page.loginState")}</p>
        <p className="sm:col-span-2" data-testid="customer-login-state">
          <LoginBadge disabled={a.disabledAt !== null} />
        </p>
      </div>
    </Panel>
  );
}

/** Order count, spend (paid orders less refunds) and the average paid order. */
export function Figures({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation("customers-office");
  const f = useOfficeFormat();
  const x = profile.figures;
  return (
    <section aria-labelledby="customer-figures">
      <h2 id="customer-figures" className="sr-only">
        {t("page.figures")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("page.orderCount")}
          value={f.number(x.orderCount)}
          hint={t("page.paidCount", { count: x.paidCount })}
          testId="customer-order-count"
        />
        <StatCard
          label={t("page.spend")}
          value={f.money(x.spendCents)}
          hint={t("page.spendHint")}
          testId="customer-spend"
        />
        <StatCard label={t("page.average")} value={f.money(x.averageCents)} testId="customer-average" />
      </dl>
    </section>
  );
}

export function OrdersPanel({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation("customers-office");
  const f = useOfficeFormat();
  const caption = t("page.ordersCaption", { name: fullName(profile.account) || profile.account.email });
  const cols = ["order", "date", "status", "total", "refunded"] as const;
  return (
    <Panel title={t("page.orders")} id="customer-orders">
      {profile.orders.length ? (
        <>
          {profile.figures.orderCount > profile.orders.length ? (
            <p className="mb-3 text-sm text-stone-700">
              {t("page.ordersShown", { shown: profile.orders.length, count: profile.figures.orderCount })}
            </p>
          ) : null}
          <TableWrap label={caption}>
            <table className="w-full min-w-[36rem] border-collapse" data-testid="customer-orders">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-sandal-100">
                <tr>
                  {cols.map((c) => (
                    <th key={c} scope="col" className={c === "total" || c === "refunded" ? `${th} text-right` : th}>
                      {t(`page.orderColumns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {profile.orders.map((o) => (
                  <tr key={o.oid} className={rowClass}>
                    <th scope="row" className={`${td} whitespace-nowrap text-left font-mono text-xs font-semibold`}>
                      <Link to={`/sattva-administration/orders/${o.oid}`} className={textLink}>
                        {o.oid}
                      </Link>
                      {o.guest ? (
                        <span className="ml-2 font-sans font-normal text-stone-700">({t("page.guestOrder")})</span>
                      ) : null}
                    </th>
                    <td className={`${td} whitespace-nowrap`}>{f.date(o.createdAt)}</td>
                    <td className={td}>
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{f.money(o.totalCents)}</td>
                    <td className={`${td} text-right tabular-nums`}>
                      {o.refundedCents ? f.money(o.refundedCents) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      ) : (
        <p className="text-stone-700">{t("page.noOrders")}</p>
      )}
    </Panel>
  );
}

export function AddressesPanel({ profile }: { profile: CustomerProfile }) {
  const { t, i18n } = useTranslation("customers-office");
  return (
    <Panel title={t("page.addresses")} id="customer-addresses">
      {profile.addresses.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {profile.addresses.map((a) => (
            <li key={a.id} className="rounded-xl border border-sandal-200 p-3 text-sm text-stone-ink">
              {a.isDefault ? <p className="font-semibold text-plum-900">{t("page.defaultAddress")}</p> : null}
              <address className="not-italic">
                {[
                  a.fullName,
                  a.street,
                  [a.postalCode, a.city, a.state].filter(Boolean).join(" "),
                  countryName(a.country, i18n.language),
                  a.phone,
                ]
                  .filter(Boolean)
                  .map((line, i) => (
                    <span key={i} className="block break-words">
                      {line}
                    </span>
                  ))}
              </address>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("page.noAddresses")}</p>
      )}
    </Panel>
  );
}

export function ReviewsPanel({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation("customers-office");
  const f = useOfficeFormat();
  return (
    <Panel title={t("page.reviews")} id="customer-reviews">
      {profile.reviews.length ? (
        <ul className="divide-y divide-sandal-200">
          {profile.reviews.map((r) => (
            <li key={r.id} className="py-3 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <Link
                  to={`/sattva-administration/reviews?product=${r.productId}`}
                  className={`${textLink} font-medium`}
                  aria-label={t("page.seeInReviews", { product: r.productTitle })}
                >
                  {r.productTitle}
                </Link>
                <span className="text-stone-700">
                  {t("page.rating", { rating: r.rating })} · {f.date(r.createdAt)}
                  {r.published ? null : ` · ${t("page.hidden")}`}
                </span>
              </p>
              <p className="mt-1 break-words text-stone-ink">{r.comment}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t("page.noReviews")}</p>
      )}
    </Panel>
  );
}

/** What the person agreed to: the account's newsletter setting and the sign-up by e-mail (its text and dates). */
export function ConsentPanel({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation("customers-office");
  const f = useOfficeFormat();
  const n = profile.newsletter;
  return (
    <Panel title={t("page.consent")} id="customer-consent">
      <DetailList
        rows={[[t("page.newsletterFlag"), profile.account.newsletter ? t("page.subscribed") : t("page.notSubscribed")]]}
      />
      <h3 className="mt-4 font-semibold text-plum-900">{t("page.subscriber")}</h3>
      {n ? (
        <DetailList
          rows={[
            [t("page.consentText"), n.consentText],
            [t("page.consentAt"), f.dateTime(n.consentAt)],
            [t("page.confirmedAt"), n.confirmedAt ? f.dateTime(n.confirmedAt) : t("page.notYet")],
            [t("page.unsubscribedAt"), n.unsubscribedAt ? f.dateTime(n.unsubscribedAt) : t("page.notYet")],
          ]}
        />
      ) : (
        <p className="mt-2 text-stone-700">{t("page.noSubscriber")}</p>
      )}
    </Panel>
  );
}
