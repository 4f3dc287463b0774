import { env } from "~/lib/env.server";
import { fintecture } from "./providers/fintecture.server";
import { paypal } from "./providers/paypal.server";
import { stripe } from "./providers/stripe.server";
import { testGateway } from "./providers/test-gateway.server";
import type { ShopSettings } from "~/modules/settings/defaults";
import type { PaymentMethod, PaymentProvider, ProviderId } from "./provider";

/**
 * The payment providers, one per method: the real provider when its keys are set, else the
 * shop's built-in test gateway (refused in live mode unless PAYMENTS_TEST_MODE=true).
 */
const realProviders: Record<PaymentMethod, PaymentProvider> = {
  card: stripe,
  "bank-transfer": fintecture,
  paypal,
};

const byId: Record<ProviderId, PaymentProvider> = { stripe, fintecture, paypal, test: testGateway };

/** The provider that takes `method` now, or the test gateway when that provider has no keys. */
export function providerFor(method: PaymentMethod): PaymentProvider {
  const real = realProviders[method];
  return real.isConfigured() ? real : testGateway;
}

/** Whether a provider can take `method` here (its keys are set, or the test gateway is allowed). */
export function methodConfigured(method: PaymentMethod): boolean {
  return providerFor(method).isConfigured();
}

/**
 * Whether the shop offers `method` now: switched on in the shop's settings (Shop settings →
 * Payment methods) and a provider can take it. Callers pass the settings they read.
 */
export function methodAvailable(method: PaymentMethod, enabled: ShopSettings["paymentMethods"]): boolean {
  return enabled[method] === true && methodConfigured(method);
}

export function providerById(id: string): PaymentProvider | null {
  return Object.hasOwn(byId, id) ? byId[id as ProviderId] : null;
}

/**
 * Origins the checkout form may lead to after its POST (CSP form-action governs that redirect):
 * `https:` already covers the real providers; a configured provider served over plain http (a
 * local fake) is added by its API address, where its hosted pages live too.
 */
export function paymentFormActionSources(): string[] {
  const e = env();
  const urls = [
    stripe.isConfigured() ? e.STRIPE_API_URL : undefined,
    paypal.isConfigured() ? e.PAYPAL_API_URL : undefined,
    fintecture.isConfigured() ? e.FINTECTURE_API_URL : undefined,
  ];
  return [...new Set(urls.filter((u): u is string => Boolean(u?.startsWith("http:"))).map((u) => new URL(u).origin))];
}
