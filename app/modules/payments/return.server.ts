import { db } from "~/lib/db.server";
import { logError } from "~/lib/log.server";
import { attemptToken } from "./attempts.server";
import { providerById } from "./registry.server";
import { applyPaymentUpdate } from "./settle.server";
import { UNPAID_ENDINGS } from "./transitions";

/**
 * The shopper is back from a provider: ask the provider (server-side) what happened, apply it,
 * and say where to send the shopper. "success" only when the payment is really paid; "canceled"
 * when it ended unpaid or the shopper cancelled on the provider's page; "pending" otherwise
 * (waiting for the provider's notification, which the status page shows as it comes).
 */
export async function returnFromProvider(providerId: string, query: URLSearchParams): Promise<string> {
  const attemptId = query.get("attempt") ?? "";
  const provider = providerById(providerId);
  const payment =
    provider && /^[\w-]{8,64}$/.test(attemptId)
      ? await db().payment.findFirst({
          where: { id: attemptId, provider: provider.id },
          select: { id: true, providerRef: true },
        })
      : null;
  if (!provider || !payment) return "/payment-status/unknown";
  if (payment.providerRef && provider.isConfigured()) {
    try {
      const update = await provider.handleReturn(query, payment.providerRef);
      if (update) await applyPaymentUpdate(provider.id, update);
    } catch (error) {
      // The notification will tell; the status page shows what is known.
      logError(error, { step: "payment return", provider: provider.id, payment: payment.id });
    }
  }
  const now = await db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true } });
  const token = encodeURIComponent(attemptToken(payment.id));
  if (now.status === "paid") return `/payment-status/success?attempt=${token}`;
  if (UNPAID_ENDINGS.includes(now.status) || query.get("cancelled") === "1") {
    return `/payment-status/canceled?attempt=${token}`;
  }
  return `/payment-status/pending?attempt=${token}`;
}
