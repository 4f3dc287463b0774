import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "~/ui/kit/Notice";

const primaryClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-plum-800 px-8 font-semibold text-white transition-colors hover:bg-plum-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 disabled:cursor-wait disabled:bg-plum-700/80";
const secondaryClass =
  "inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold text-plum-800 ring-1 ring-plum-800/40 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

/** The frame of the payment page when there is no form to show: a title, the message, the ways on. */
function Frame({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center md:py-20">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-saffron-100 text-3xl font-semibold text-saffron-700"
      >
        !
      </span>
      <h1 className="mt-6 font-display text-3xl text-plum-900 md:text-4xl">{title}</h1>
      <Notice tone="error" as="p" className="mt-6 w-full text-left">
        {message}
      </Notice>
      {children}
    </section>
  );
}

/**
 * Nothing to pay: the page was opened without a cart or a method ('Payment Error: Missing or
 * invalid payment information.'), or with no way to pay. Links lead back to the shop.
 */
export function CheckoutProblem({
  message,
  otherMethods = [],
}: {
  message: string;
  /** Methods that can be used instead, with where they lead. */
  otherMethods?: { label: string; href: string }[];
}) {
  const { t } = useTranslation("checkout");
  return (
    <Frame title={t("page.title")} message={message}>
      {otherMethods.length ? (
        <nav aria-labelledby="other-methods" className="mt-6 w-full text-left">
          <p id="other-methods" className="font-medium text-stone-900">
            {t("page.otherMethods")}
          </p>
          <ul className="mt-3 grid gap-2">
            {otherMethods.map((m) => (
              <li key={m.href}>
                <Link to={m.href} className={`${secondaryClass} w-full`}>
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/collections/all" className={primaryClass}>
          {t("page.backToShop")}
        </Link>
        <Link to="/cart" className={secondaryClass}>
          {t("page.backToCart")}
        </Link>
      </div>
    </Frame>
  );
}

/**
 * The order is placed but its payment could not be started (the provider is down or slow): the
 * same attempt is started again by "Try again", so the provider opens no second session.
 */
export function CheckoutRetry({ oid, token, message }: { oid: string; token: string; message: string }) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const retrying =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === "retry";
  return (
    <Frame title={t("page.retryTitle", { oid })} message={message}>
      <p className="mt-4 text-stone-700">{t("page.retryBody")}</p>
      <Form method="post" action="/pages/payment-proceed" className="mt-8" data-testid="retry-form">
        <input type="hidden" name="intent" value="retry" />
        <input type="hidden" name="attempt" value={token} />
        <button type="submit" disabled={retrying} aria-busy={retrying || undefined} className={primaryClass}>
          {retrying ? t("page.processing") : t("page.tryAgain")}
        </button>
      </Form>
      <Link
        to={`/payment-status/pending?attempt=${encodeURIComponent(token)}`}
        className="mt-4 inline-flex min-h-11 items-center font-medium text-plum-800 underline underline-offset-4"
      >
        {t("page.seeStatus")}
      </Link>
    </Frame>
  );
}
