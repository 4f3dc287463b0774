import type { ProviderSettings } from "../oauth-config.server";
import { getJson, ProviderHttpError, type SocialProviderDefinition } from "./http.server";
import { profileNames, providerEmail, providerUserId, type SocialProfile } from "./provider";

/** Google: OpenID Connect scopes; the profile is the userinfo endpoint's claims. */
async function fetchProfile(accessToken: string, settings: ProviderSettings): Promise<SocialProfile> {
  const info = await getJson(settings.profileUrl, { accessToken });
  const id = providerUserId(info.sub);
  if (!id) throw new ProviderHttpError("google userinfo without sub");
  return {
    provider: "google",
    id,
    email: providerEmail(info.email, info.email_verified),
    ...profileNames(info.given_name, info.family_name, info.name),
  };
}

export const google: SocialProviderDefinition = { id: "google", scopes: ["openid", "email", "profile"], fetchProfile };
