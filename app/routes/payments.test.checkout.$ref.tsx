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
import { settleTestGatewayChoice, testGatewayPayment } from "~/modules/checkout/page.server";
import { gatewayChoiceSchema } from "~/modules/checkout/schemas";
import { getT } from "~/modules/i18n/i18n.server";
import { isTestRef, testGateway } from "~/modules/payments/providers/test-gateway.server";
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
  const t = await getT(request, "checkout");
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
  const choice = gatewayChoiceSchema.safeParse((await request.formData()).get("intent"));
  if (!choice.success) return data<Answer>({ error: "gateway.invalid" }, { status: 400 });
  const outcome = await settleTestGatewayChoice(ref, payment, choice.data);
  if (outcome.ok) return redirect(outcome.redirectTo, 303);
  return data<Answer>(
    { error: outcome.error, ...(outcome.error === "gateway.closed" ? { status: payment.paymentStatus } : {}) },
    { status: outcome.status },
  );
}

export default function TestGatewayPage() {
  const { payment } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <TestGatewayView payment={payment} error={answer ?? null} />;
}
