import { db } from "~/lib/db.server";

/**
 * Social log-in (remix-auth-oauth2). Interface fixed by the lead; the providers' strategies are
 * registered here on the shared authenticator (auth.server.ts).
 */
export const providerIds = ["facebook", "google", "linkedin", "amazon"] as const;
export type ProviderId = (typeof providerIds)[number];

/** The providers whose client id and secret are configured (their buttons show). */
export function configuredProviders(): ProviderId[] {
  return [];
}

export async function listLinkedAccounts(userId: string) {
  return db().oAuthAccount.findMany({
    where: { userId },
    select: { provider: true, email: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}
