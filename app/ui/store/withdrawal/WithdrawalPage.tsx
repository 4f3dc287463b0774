import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDay } from "~/lib/dates";
import type { StatementView } from "~/modules/withdrawal/withdrawal.server";
import { Breadcrumb } from "~/ui/content/Breadcrumb";
import { buttonClass, TextField } from "~/ui/content/Field";
import { InputField } from "~/ui/kit/Field";
import { Notice } from "~/ui/kit/Notice";

export type WithdrawalView =
  | { kind: "identify"; prefill: { oid: string; email: string }; notYours: boolean }
  | { kind: "statement"; statement: StatementView; token: string | null }
  | { kind: "done"; done: { oid: string; at: string; email: string; acknowledged: boolean } };

export interface WithdrawalAnswer {
  view?: WithdrawalView;
  /** A message about the whole form (a translation key of `withdrawal`). */
  error?: string;
  errors?: Record<string, string>;
  values?: { name: string; email: string; scope: string; quantities: Record<string, number> };
  minutes?: number;
}

/** Long dates in the page's language, Italy's time (lib/dates: no Intl formatter while hydrating). */
function useDates() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return {
    time: (iso: string) => formatDate(iso, lng, "long", true),
    date: (iso: string) => formatDate(iso, lng, "long"),
    /** A calendar day (YYYY-MM-DD). */
    day: (day: string) => formatDay(day, lng),
  };
}

/**
 * The withdrawal page: identify the order (guests), the statement with its "Confirm withdrawal"
 * button, and the confirmation of a recorded withdrawal. Plain forms: all of it works without JS.
 */
export function WithdrawalPage({
  view,
  answer,
  signedIn,
}: {
  view: WithdrawalView;
  answer?: WithdrawalAnswer;
  signedIn: boolean;
}) {
  const { t } = useTranslation("withdrawal");
  const statusRef = useRef<HTMLDivElement>(null);
  // After an answer, take the keyboard to what it says (an error, or the next step's heading).
  useEffect(() => {
    if (answer) statusRef.current?.focus();
  }, [answer]);
  const title = view.kind === "done" ? t("done.title") : t("title");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Breadcrumb label={t("breadcrumb.label")} items={[{ label: t("breadcrumb.home"), to: "/" }, { label: title }]} />
      <div ref={statusRef} tabIndex={-1} className="focus:outline-none">
        <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{title}</h1>
        {answer?.error ? (
          <Notice tone="error" as="p" className="mt-6">
            {t(answer.error, { minutes: answer.minutes ?? 10 })}
          </Notice>
        ) : answer?.errors ? (
          <Notice tone="error" as="p" className="mt-6">
            {t("errors.summary")}
          </Notice>
        ) : null}
      </div>
      {view.kind === "identify" ? (
        <Identify prefill={view.prefill} notYours={view.notYours} errors={answer?.errors} signedIn={signedIn} />
      ) : view.kind === "statement" ? (
        <Statement statement={view.statement} token={view.token} answer={answer} />
      ) : (
        <Done done={view.done} />
      )}
    </div>
  );
}

function Intro() {
  const { t } = useTranslation("withdrawal");
  return (
    <div className="mt-4 max-w-prose space-y-3 leading-relaxed text-stone-800">
      <p className="text-lg">{t("intro")}</p>
      <p>{t("introRefund")}</p>
    </div>
  );
}

function Identify({
  prefill,
  notYours,
  errors = {},
  signedIn,
}: {
  prefill: { oid: string; email: string };
  notYours: boolean;
  errors?: Record<string, string>;
  signedIn: boolean;
}) {
  const { t } = useTranslation("withdrawal");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "identify";
  return (
    <>
      <Intro />
      {notYours ? (
        <Notice tone="info" as="p" className="mt-6">
          {t("notYoursHint", { oid: prefill.oid })}
        </Notice>
      ) : null}
      <section
        aria-labelledby="identify-title"
        className="mt-8 rounded-2xl border border-sandal-200 bg-white p-5 md:p-6"
      >
        <h2 id="identify-title" className="font-display text-2xl text-plum-900">
          {t("identify.title")}
        </h2>
        <p className="mt-2 text-stone-700">{t("identify.intro")}</p>
        <Form method="post" className="mt-5 space-y-5" noValidate={Object.keys(errors).length > 0}>
          <input type="hidden" name="intent" value="identify" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              key={`oid-${prefill.oid}`}
              name="oid"
              label={t("identify.oid")}
              hint={t("identify.oidHint")}
              required
              maxLength={64}
              autoComplete="off"
              defaultValue={prefill.oid}
              error={errors.oid ? t(errors.oid) : undefined}
            />
            <TextField
              key={`email-${prefill.email}`}
              name="email"
              type="email"
              label={t("identify.email")}
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={prefill.email}
              error={errors.email ? t(errors.email) : undefined}
            />
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("identify.submit")}
          </button>
        </Form>
        {signedIn ? (
          <p className="mt-5 text-sm text-stone-700">
            <Link to="/account/orders" className="inline-flex min-h-11 items-center text-plum-800 underline">
              {t("identify.accountLink")}
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}

function Statement({
  statement: s,
  token,
  answer,
}: {
  statement: StatementView;
  token: string | null;
  answer?: WithdrawalAnswer;
}) {
  const { t } = useTranslation("withdrawal");
  const d = useDates();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);

  if (s.withdrawn) {
    return (
      <Notice tone="info" className="mt-6" as="div">
        <p className="font-semibold" data-testid="withdrawal-already">
          {t("already", { oid: s.oid, time: d.time(s.withdrawn.at) })}
        </p>
        <ul className="mt-2 list-disc pl-5">
          {s.withdrawn.lines.map((l, i) => (
            <li key={i}>{t("lineQuantity", { quantity: l.quantity, title: l.title })}</li>
          ))}
        </ul>
        <p className="mt-2">{t("alreadyNext")}</p>
      </Notice>
    );
  }
  if (!s.period.open) {
    return (
      <Notice tone="info" as="p" className="mt-6">
        <span data-testid="withdrawal-closed">
          {s.period.reason === "expired"
            ? t("closed.expired", { oid: s.oid, date: d.day(s.period.ended) })
            : t(`closed.${s.period.reason}`, { oid: s.oid })}
        </span>
      </Notice>
    );
  }
  const scope = values?.scope === "some" ? "some" : "all";
  return (
    <>
      <Intro />
      <Form method="post" className="mt-8 space-y-8" noValidate={Object.keys(errors).length > 0}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="oid" value={s.oid} />
        {token ? <input type="hidden" name="token" value={token} /> : null}

        <section aria-labelledby="statement-order" className="rounded-2xl border border-sandal-200 bg-white p-5 md:p-6">
          <h2 id="statement-order" className="font-display text-2xl text-plum-900">
            {t("statement.orderTitle", { oid: s.oid })}
          </h2>
          <p className="mt-2 text-stone-700">{t("statement.placedOn", { date: d.date(s.placedAt) })}</p>
          <p className="mt-1 text-stone-700" data-testid="withdrawal-period">
            {s.period.until ? t("statement.until", { date: d.day(s.period.until) }) : t("statement.notDelivered")}
          </p>
        </section>

        <fieldset className="rounded-2xl border border-sandal-200 bg-white p-5 md:p-6">
          <legend className="px-1 font-display text-xl text-plum-900">{t("statement.whatTitle")}</legend>
          <div className="space-y-3">
            <label className="flex min-h-11 items-center gap-3 text-stone-900">
              <input type="radio" name="scope" value="all" defaultChecked={scope === "all"} className="h-5 w-5" />
              {t("statement.all")}
            </label>
            <label className="flex min-h-11 items-center gap-3 text-stone-900">
              <input type="radio" name="scope" value="some" defaultChecked={scope === "some"} className="h-5 w-5" />
              {t("statement.some")}
            </label>
          </div>
          <p id="lines-hint" className="mt-3 text-sm text-stone-700">
            {t("statement.linesHint")}
          </p>
          {errors.lines ? (
            <p id="lines-error" className="mt-2 text-sm font-medium text-red-800">
              {t(errors.lines)}
            </p>
          ) : null}
          <ul className="mt-3 divide-y divide-sandal-200 border-y border-sandal-200">
            {s.lines.map((l) => (
              <li key={l.id} className="grid items-end gap-3 py-3 sm:grid-cols-[1fr_10rem]">
                <p className="text-stone-900">{t("lineQuantity", { quantity: l.quantity, title: l.title })}</p>
                <InputField
                  id={`qty-${l.id}`}
                  name={`qty:${l.id}`}
                  label={t("statement.quantity", { title: l.title, quantity: l.quantity })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.quantity}
                  defaultValue={values?.quantities[l.id] ? String(values.quantities[l.id]) : ""}
                  aria-describedby={errors.lines ? "lines-hint lines-error" : "lines-hint"}
                />
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className="rounded-2xl border border-sandal-200 bg-white p-5 md:p-6">
          <legend className="px-1 font-display text-xl text-plum-900">{t("statement.whoTitle")}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              key={`name-${values?.name}`}
              name="name"
              label={t("statement.name")}
              autoComplete="name"
              required
              maxLength={120}
              defaultValue={values?.name ?? s.name}
              error={err("name")}
            />
            <TextField
              key={`email-${values?.email}`}
              name="email"
              type="email"
              label={t("statement.email")}
              hint={t("statement.emailHint")}
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values?.email ?? s.email}
              error={err("email")}
            />
          </div>
        </fieldset>

        <section
          aria-labelledby="statement-text"
          className="rounded-2xl bg-sandal-50 p-5 ring-1 ring-sandal-200 md:p-6"
        >
          <h2 id="statement-text" className="font-display text-xl text-plum-900">
            {t("statement.textTitle")}
          </h2>
          <p className="mt-2 text-stone-800">{t("statement.text", { oid: s.oid, date: d.date(s.placedAt) })}</p>
          <button type="submit" className={`${buttonClass} mt-5`} disabled={busy}>
            {t("confirm")}
          </button>
        </section>
      </Form>
    </>
  );
}

function Done({ done }: { done: { oid: string; at: string; email: string; acknowledged: boolean } }) {
  const { t } = useTranslation("withdrawal");
  const d = useDates();
  return (
    <>
      <Notice tone="success" className="mt-6">
        <p className="font-semibold" data-testid="withdrawal-done">
          {t("done.recorded", { oid: done.oid, time: d.time(done.at) })}
        </p>
        <p className="mt-2">
          {done.acknowledged ? t("done.mailed", { email: done.email }) : t("done.notMailed", { email: done.email })}
        </p>
      </Notice>
      <h2 className="mt-8 font-display text-2xl text-plum-900">{t("done.nextTitle")}</h2>
      <ul className="mt-3 max-w-prose list-disc space-y-2 pl-5 leading-relaxed text-stone-800">
        <li>{t("done.goods")}</li>
        <li>{t("done.refund")}</li>
      </ul>
    </>
  );
}
