import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { translatedClientLoader } from "~/lib/i18n-client";
import { testGatewayPayment } from "~/modules/checkout/page.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { returnUrls } from "~/modules/payments/attempts.server";
import { isTestRef, testGateway, testNotification } from "~/modules/payments/providers/test-gateway.server";
import { receiveNotification } from "~/modules/payments/settle.server";
import { TestGatewayView } from "~/ui/store/checkout/TestGatewayView";

export const handle = { i18n: ["checkout", "pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} | Sattva` : "Sattva" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The attempt behind a hosted page of the built-in test gateway, or 404: the gateway must be
 * allowed here (never in production without PAYMENTS_TEST_MODE), the reference well-formed and
 * known to it.
 */
async function gatewayPayment(params: LoaderFunctionArgs["params"]) {
  const ref = params.ref ?? "";
  if (!testGateway.isConfigured() || !isTestRef(ref)) throw new Response(null, { status: 404 });
  const payment = await testGatewayPayment(ref);
  if (!payment) throw new Response(null, { status: 404 });
  return { ref, payment };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { payment } = await gatewayPayment(params);
  const t = await getT(getLanguage(request), "checkout");
  const { oid, method, amountCents, currency, paymentStatus, orderStatus, open, canLeavePending } = payment;
  return data(
    {
      title: t("gateway.metaTitle"),
      payment: { oid, method, amountCents, currency, paymentStatus, orderStatus, open, canLeavePending },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Answer = { error: string; status?: string };

/**
 * The tester's choice becomes a signed notification that goes through the same handler as a real
 * provider's webhook; then the browser goes back to the shop's return address, as from a provider.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { ref, payment } = await gatewayPayment(params);
  const intent = (await request.formData()).get("intent");
  const urls = returnUrls("test", payment.id);
  if (intent === "cancel") return redirect(urls.cancelUrl, 303);
  if (intent !== "approve" && intent !== "decline" && intent !== "pending") {
    return data<Answer>({ error: "gateway.invalid" }, { status: 400 });
  }
  if (!payment.open || (intent === "pending" && !payment.canLeavePending)) {
    return data<Answer>({ error: "gateway.closed", status: payment.paymentStatus }, { status: 409 });
  }
  const notification = testNotification(intent, {
    ref,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  const answer = await receiveNotification("test", notification.body, notification.headers);
  if (answer.status !== 200) return data<Answer>({ error: "gateway.failed" }, { status: 502 });
  return redirect(urls.returnUrl, 303);
}

export default function TestGatewayPage() {
  const { payment } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <TestGatewayView payment={payment} error={answer ?? null} />;
}
