import { amazon } from "./amazon.server";
import { facebook } from "./facebook.server";
import { google } from "./google.server";
import type { SocialProviderDefinition } from "./http.server";
import { linkedin } from "./linkedin.server";
import type { ProviderId } from "./provider";

/** Every social log-in provider the shop knows; oauth-config.server.ts says which are switched on. */
export const socialProviders: Record<ProviderId, SocialProviderDefinition> = { facebook, google, linkedin, amazon };

export function registryFor(provider: ProviderId): SocialProviderDefinition {
  return socialProviders[provider];
}
