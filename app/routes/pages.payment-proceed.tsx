import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { translatedClientLoader } from "~/lib/i18n-client";
import { pageHeaders } from "~/lib/page-headers";
import { paymentPage, paymentPageAction } from "~/modules/checkout/payment-page.server";
import { CheckoutPage } from "~/ui/store/checkout/CheckoutPage";
import { CheckoutProblem, CheckoutRetry } from "~/ui/store/checkout/CheckoutProblem";
import { seoMeta } from "~/ui/content/InfoPage";

// settings-office: the refusal when the shop's pricing changed while the page was open.
// invoicing: the "I need an invoice" fieldset.
export const handle = { i18n: ["checkout", "pages", "settings-office", "invoicing", "discounts"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// Private: the buyer's cart, details and order. A 429 keeps its Retry-After.
export const headers = pageHeaders({ "Cache-Control": "no-store" });

/** After any post, refused ones too, the summary is read again: a refusal may mean the stock changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

export const loader = ({ request }: LoaderFunctionArgs) => paymentPage(request);

export const action = ({ request }: ActionFunctionArgs) => paymentPageAction(request);

const methodLinkKeys = { card: "payCard", "bank-transfer": "payBank", paypal: "payPaypal" } as const;

export default function PaymentProceed() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const { t: tPages } = useTranslation("pages");
  const { t: tCart } = useTranslation("cart");

  if (answer?.kind === "retry") return <CheckoutRetry oid={answer.oid} token={answer.token} message={t(answer.key)} />;
  if (answer?.kind === "problem") {
    const status = answer.paymentStatus ? tPages(`paymentStatus.payment.${answer.paymentStatus}`) : "";
    return <CheckoutProblem message={t(answer.message.key, { ...answer.message.values, status })} />;
  }
  if (page.kind === "problem") {
    const others = page.others.map((m) => ({ label: tCart(methodLinkKeys[m.method]), href: m.href }));
    return <CheckoutProblem message={t(page.message.key, page.message.values)} otherMethods={others} />;
  }
  const sent = answer?.kind === "form" ? answer : null;
  return (
    <CheckoutPage
      lines={page.lines}
      shown={page.shown}
      soldOut={page.soldOut}
      methods={page.methods}
      method={sent ? (sent.values.method ?? null) : page.method}
      buyNow={page.buyNow}
      values={sent?.values ?? page.prefill}
      errors={sent?.errors ?? {}}
      notice={sent ? sent.notice : page.notice}
      quote={sent?.quote ?? page.quote}
      countries={page.countries}
      signedInEmail={page.signedInEmail}
      loginHref={page.loginHref}
      answer={sent}
      invoice={sent?.invoice}
      pricing={sent?.pricing?.pricing ?? page.pricing}
      stamp={sent?.pricing?.stamp ?? page.stamp}
    />
  );
}
