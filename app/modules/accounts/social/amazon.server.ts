import type { ProviderSettings } from "../oauth-config.server";
import { getJson, ProviderHttpError, type SocialProviderDefinition } from "./http.server";
import { providerEmail, providerUserId, splitName, type SocialProfile } from "./provider";

/** Login with Amazon: scope `profile`; the profile is /user/profile (user_id, name, email). */
async function fetchProfile(accessToken: string, settings: ProviderSettings): Promise<SocialProfile> {
  const info = await getJson(settings.profileUrl, { accessToken });
  const id = providerUserId(info.user_id);
  if (!id) throw new ProviderHttpError("amazon profile without user_id");
  return {
    provider: "amazon",
    id,
    email: providerEmail(info.email),
    ...splitName(typeof info.name === "string" ? info.name : ""),
  };
}

export const amazon: SocialProviderDefinition = { id: "amazon", scopes: ["profile"], fetchProfile };
