import type { ProviderId } from "~/modules/accounts/oauth.server";

/** The social log-in buttons of the configured providers (filled in by the social log-in work). */
export function SocialButtons({
  providers,
}: {
  providers: ProviderId[];
  mode?: "login" | "link";
  redirectTo?: string;
}) {
  if (providers.length === 0) return null;
  return null;
}
