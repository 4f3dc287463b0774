import type { ProviderSettings } from "../oauth-config.server";
import { getJson, ProviderHttpError, type SocialProviderDefinition } from "./http.server";
import { profileNames, providerEmail, providerUserId, type SocialProfile } from "./provider";

/** LinkedIn ("Sign In with LinkedIn using OpenID Connect"): the profile is /v2/userinfo. */
async function fetchProfile(accessToken: string, settings: ProviderSettings): Promise<SocialProfile> {
  const info = await getJson(settings.profileUrl, { accessToken });
  const id = providerUserId(info.sub);
  if (!id) throw new ProviderHttpError("linkedin userinfo without sub");
  return {
    provider: "linkedin",
    id,
    email: providerEmail(info.email, info.email_verified),
    ...profileNames(info.given_name, info.family_name, info.name),
  };
}

export const linkedin: SocialProviderDefinition = {
  id: "linkedin",
  scopes: ["openid", "profile", "email"],
  fetchProfile,
};
