import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import type { GuestDataSummary, GuestErasureResult, GuestOrderKept } from "~/modules/privacy/guest-erasure.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass, TextField } from "~/ui/content/Field";
import { Notice } from "~/ui/kit/Notice";

export type ErasureView =
  | { kind: "request"; sent: boolean; link: "invalid" | "expired" | null }
  | { kind: "review"; email: string; summary: GuestDataSummary; token: string }
  | { kind: "account" }
  | { kind: "done"; result: GuestErasureResult };

export interface ErasureAnswer {
  view?: ErasureView;
  /** A message about the whole form (a key of `erasure`). */
  error?: string;
  errors?: { email?: string };
  email?: string;
  minutes?: number;
}

const SETTINGS = "/account/settings#settings-delete";
const heading = "font-display text-2xl text-plum-900";
const linkClass = "inline-flex min-h-11 items-center text-plum-800 underline";

/**
 * The guest's erasure (GDPR art. 17): ask for the link by e-mail, see what the link's address
 * holds (what goes, what stays and why) with one button, and the confirmation. Plain forms:
 * everything works without JavaScript; opening the link changes nothing.
 */
export function ErasurePage({ view, answer, hours }: { view: ErasureView; answer?: ErasureAnswer; hours: number }) {
  const { t } = useTranslation("erasure");
  const statusRef = useRef<HTMLDivElement>(null);
  // After an answer, take the keyboard to what it says (an error, or the next step's heading).
  useEffect(() => {
    if (answer?.errors?.email) document.getElementById("email")?.focus();
    else if (answer) statusRef.current?.focus();
  }, [answer]);
  const title = view.kind === "done" ? t("done.title") : view.kind === "account" ? t("account.title") : t("title");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb label={t("breadcrumb.label")} items={[{ label: t("breadcrumb.home"), to: "/" }, { label: title }]} />
      <div ref={statusRef} tabIndex={-1} className="focus:outline-none">
        <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{title}</h1>
        {answer?.error ? (
          <Notice tone="error" as="p" className="mt-6">
            {t(answer.error, { minutes: answer.minutes ?? 10, hours })}
          </Notice>
        ) : null}
      </div>
      {view.kind === "request" ? (
        <RequestLink view={view} answer={answer} hours={hours} />
      ) : view.kind === "review" ? (
        <Review email={view.email} summary={view.summary} token={view.token} />
      ) : view.kind === "account" ? (
        <AccountAddress />
      ) : (
        <Done result={view.result} />
      )}
    </div>
  );
}

function RequestLink({
  view,
  answer,
  hours,
}: {
  view: Extract<ErasureView, { kind: "request" }>;
  answer?: ErasureAnswer;
  hours: number;
}) {
  const { t } = useTranslation("erasure");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "request";
  const error = answer?.errors?.email;
  return (
    <>
      {view.link ? (
        <Notice tone="error" as="p" className="mt-6">
          {t(view.link === "expired" ? "request.linkExpired" : "request.linkInvalid", { hours })}
        </Notice>
      ) : null}
      {view.sent && !answer ? (
        <Notice tone="success" as="p" className="mt-6">
          <span data-testid="erasure-sent">{t("request.sent", { hours })}</span>
        </Notice>
      ) : null}
      <div className="mt-4 max-w-prose space-y-3 leading-relaxed text-stone-800">
        <p className="text-lg">{t("intro")}</p>
        <p>
          {t("accountHint")}{" "}
          <Link to={SETTINGS} className="text-plum-800 underline">
            {t("accountLink")}
          </Link>
        </p>
      </div>
      <Form method="post" className="mt-8 space-y-5" noValidate={Boolean(error)}>
        <input type="hidden" name="intent" value="request" />
        <TextField
          key={`email-${answer?.email ?? ""}`}
          name="email"
          type="email"
          label={t("request.email")}
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={answer?.email}
          error={error ? t(error) : undefined}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t("request.sending") : t("request.submit")}
        </button>
      </Form>
    </>
  );
}

/** A long date in the page's language, Italy's time (lib/dates: no Intl formatter while hydrating). */
function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDate(iso, i18n.language, "long");
}

function OrderList({ orders, testId }: { orders: GuestOrderKept[]; testId: string }) {
  const { t } = useTranslation("erasure");
  const date = useDate();
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 marker:text-saffron-700" data-testid={testId}>
      {orders.map((o) => (
        <li key={o.oid}>
          {t("review.order", { oid: o.oid, date: date(o.createdAt) })}
          {o.invoiced ? ` (${t("review.invoiced")})` : null}
        </li>
      ))}
    </ul>
  );
}

function ErasedList({
  counts,
}: {
  counts: { newsletter: number; alerts: number; messages: number; consents: number };
}) {
  const { t } = useTranslation("erasure");
  const items = [
    counts.newsletter > 0 ? t("review.newsletter") : null,
    counts.alerts > 0 ? t("review.alerts", { count: counts.alerts }) : null,
    counts.messages > 0 ? t("review.messages", { count: counts.messages }) : null,
    counts.consents > 0 ? t("review.consents", { count: counts.consents }) : null,
  ].filter((s): s is string => Boolean(s));
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 marker:text-saffron-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Review({ email, summary, token }: { email: string; summary: GuestDataSummary; token: string }) {
  const { t } = useTranslation("erasure");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "erase";
  const counts = { ...summary, newsletter: summary.newsletter ? 1 : 0 };
  const anything = counts.newsletter + counts.alerts + counts.messages + counts.consents > 0;
  return (
    <>
      <p className="mt-4 text-lg text-stone-800" data-testid="erasure-address">
        {t("review.address", { email })}
      </p>
      <section aria-labelledby="erase-title" className="mt-8" data-testid="erasure-erase">
        <h2 id="erase-title" className={heading}>
          {t("review.eraseTitle")}
        </h2>
        {anything ? (
          <ErasedList counts={counts} />
        ) : (
          <p className="mt-3 text-stone-800">{t("review.nothingToErase")}</p>
        )}
      </section>
      <section aria-labelledby="keep-title" className="mt-8" data-testid="erasure-keep">
        <h2 id="keep-title" className={heading}>
          {t("review.keepTitle")}
        </h2>
        {summary.orders.length > 0 ? (
          <>
            <p className="mt-3 leading-relaxed text-stone-800">{t("review.keepOrders")}</p>
            <OrderList orders={summary.orders} testId="erasure-orders" />
            <p className="mt-3 leading-relaxed text-stone-800">{t("review.keepPhone")}</p>
          </>
        ) : (
          <p className="mt-3 text-stone-800">{t("review.noOrders")}</p>
        )}
        <p className="mt-3 text-sm text-stone-700">{t("review.wishlist")}</p>
      </section>
      <Form method="post" className="mt-8 rounded-2xl border border-sandal-200 bg-white p-5">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="token" value={token} />
        <p className="text-stone-800">{t("review.cannotUndo")}</p>
        <button type="submit" className={`${buttonClass} mt-4`} disabled={busy}>
          {busy ? t("review.erasing") : t("review.confirm")}
        </button>
      </Form>
    </>
  );
}

function AccountAddress() {
  const { t } = useTranslation("erasure");
  return (
    <>
      <p className="mt-4 max-w-prose leading-relaxed text-stone-800" data-testid="erasure-account">
        {t("account.body")}
      </p>
      <Link to={SETTINGS} className={`${buttonClass} mt-6`}>
        {t("account.link")}
      </Link>
    </>
  );
}

function Done({ result }: { result: GuestErasureResult }) {
  const { t } = useTranslation("erasure");
  const anything = Object.values(result.erased).some((n) => n > 0);
  const cleared = new Set(result.cleared);
  return (
    <>
      <div className="mt-4 space-y-3 leading-relaxed text-stone-800" data-testid="erasure-done">
        {anything ? (
          <>
            <p>{t("done.erased")}</p>
            <ErasedList counts={result.erased} />
          </>
        ) : (
          <p>{t("done.nothing")}</p>
        )}
      </div>
      <section className="mt-6" data-testid="erasure-kept">
        {result.kept.length > 0 ? (
          <>
            <p className="leading-relaxed text-stone-800">{t("done.kept")}</p>
            <OrderList orders={result.kept} testId="erasure-kept-orders" />
            {cleared.size > 0 ? <p className="mt-3 leading-relaxed text-stone-800">{t("done.cleared")}</p> : null}
          </>
        ) : (
          <p className="leading-relaxed text-stone-800">{t("done.noOrders")}</p>
        )}
      </section>
      <Link to="/" className={`${linkClass} mt-8`}>
        {t("done.continue")}
      </Link>
    </>
  );
}
