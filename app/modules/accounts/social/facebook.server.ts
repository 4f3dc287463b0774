import { createHmac } from "node:crypto";
import type { ProviderSettings } from "../oauth-config.server";
import { getJson, ProviderHttpError, type SocialProviderDefinition } from "./http.server";
import { providerEmail, providerUserId, splitName, type SocialProfile } from "./provider";

/**
 * Facebook Login: scope `email`; the profile is Graph's `/me?fields=id,name,email`, the name
 * split on the first space (the spec's rule). Every Graph call carries `appsecret_proof`, so a
 * token stolen from a browser is useless to anyone without our app secret.
 */
function appSecretProof(accessToken: string, settings: ProviderSettings) {
  return createHmac("sha256", settings.clientSecret).update(accessToken).digest("hex");
}

async function fetchProfile(accessToken: string, settings: ProviderSettings): Promise<SocialProfile> {
  const me = await getJson(settings.profileUrl, {
    accessToken,
    query: { fields: "id,name,email", appsecret_proof: appSecretProof(accessToken, settings) },
  });
  const id = providerUserId(me.id);
  if (!id) throw new ProviderHttpError("facebook profile without an id");
  // Graph gives only the account's confirmed e-mail, and none when the person declined the scope.
  return {
    provider: "facebook",
    id,
    email: providerEmail(me.email),
    ...splitName(typeof me.name === "string" ? me.name : ""),
  };
}

export const facebook: SocialProviderDefinition = { id: "facebook", scopes: ["email"], fetchProfile };

/**
 * The JSON API's check of a Facebook user access token that a client sends us: Graph's
 * `/debug_token`, asked with our app token, must call it valid, issued to OUR app, for the very
 * user the client claims to be; then `/me` says who that is. Null when any of it fails.
 */
export async function verifyFacebookUserToken(
  settings: ProviderSettings,
  accessToken: string,
  claimedUserId: string,
): Promise<SocialProfile | null> {
  if (!settings.debugTokenUrl) return null;
  const debug = await getJson(settings.debugTokenUrl, {
    query: { input_token: accessToken, access_token: `${settings.clientId}|${settings.clientSecret}` },
  });
  const data = (debug.data ?? {}) as Record<string, unknown>;
  const expiresAt = typeof data.expires_at === "number" ? data.expires_at : 0;
  if (
    data.is_valid !== true ||
    String(data.app_id ?? "") !== settings.clientId ||
    providerUserId(data.user_id) !== claimedUserId ||
    (expiresAt !== 0 && expiresAt * 1000 <= Date.now())
  ) {
    return null;
  }
  const profile = await fetchProfile(accessToken, settings);
  return profile.id === claimedUserId ? profile : null;
}
