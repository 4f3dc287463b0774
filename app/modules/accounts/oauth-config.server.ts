import { z } from "zod";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { providerIds, type ProviderId } from "./social/provider";

/**
 * Social log-in configuration, from the environment only. Per provider (prefix FACEBOOK_,
 * GOOGLE_, LINKEDIN_, AMAZON_): `<P>_CLIENT_ID` and `<P>_CLIENT_SECRET` turn it on (its button
 * shows only when both are set), and `<P>_AUTHORIZE_URL`, `<P>_TOKEN_URL`, `<P>_PROFILE_URL`
 * (and `FACEBOOK_DEBUG_TOKEN_URL`) override the provider's real endpoints: tests point them at
 * the fake provider in tests/fakes/oauth. The redirect URI registered with each provider is
 * `${PUBLIC_URL}/auth/<provider>/callback`.
 */

export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** Facebook only: Graph's /debug_token, which vouches for a user access token. */
  debugTokenUrl?: string;
}

export interface ProviderSettings extends ProviderEndpoints {
  id: ProviderId;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** The real endpoints (Graph API v19.0 for Facebook). */
export const defaultEndpoints: Record<ProviderId, ProviderEndpoints> = {
  facebook: {
    authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    profileUrl: "https://graph.facebook.com/v19.0/me",
    debugTokenUrl: "https://graph.facebook.com/v19.0/debug_token",
  },
  google: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    profileUrl: "https://openidconnect.googleapis.com/v1/userinfo",
  },
  linkedin: {
    authorizeUrl: "https://www.linkedin.com/oauth/v2/authorization",
    tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
    profileUrl: "https://api.linkedin.com/v2/userinfo",
  },
  amazon: {
    authorizeUrl: "https://www.amazon.com/ap/oa",
    tokenUrl: "https://api.amazon.com/auth/o2/token",
    profileUrl: "https://api.amazon.com/user/profile",
  },
};

const envPrefix: Record<ProviderId, string> = {
  facebook: "FACEBOOK",
  google: "GOOGLE",
  linkedin: "LINKEDIN",
  amazon: "AMAZON",
};

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional();
const credential = z.string().trim().min(1).max(500).optional();

const providerSchema = z.object({
  CLIENT_ID: credential,
  CLIENT_SECRET: credential,
  AUTHORIZE_URL: httpUrl,
  TOKEN_URL: httpUrl,
  PROFILE_URL: httpUrl,
  DEBUG_TOKEN_URL: httpUrl,
});

let cached: Record<ProviderId, ProviderSettings | null> | undefined;

/**
 * Every provider's settings, or null when it is not configured. Parsed once; a malformed
 * variable throws a readable error naming it. Only one of id and secret set is a mistake in the
 * configuration: the provider stays off and the log says why.
 */
export function oauthConfig(): Record<ProviderId, ProviderSettings | null> {
  if (cached) return cached;
  const given = (name: string) => {
    const v = process.env[name];
    return v === undefined || v === "" ? undefined : v;
  };
  const problems: string[] = [];
  const out = {} as Record<ProviderId, ProviderSettings | null>;
  for (const id of providerIds) {
    const prefix = envPrefix[id];
    const keys = Object.keys(providerSchema.shape) as (keyof typeof providerSchema.shape)[];
    const raw = Object.fromEntries(keys.map((k) => [k, given(`${prefix}_${k}`)]));
    const parsed = providerSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`  ${prefix}_${issue.path.join(".")}: ${issue.message}`);
      continue;
    }
    const v = parsed.data;
    if (!v.CLIENT_ID || !v.CLIENT_SECRET) {
      if (v.CLIENT_ID || v.CLIENT_SECRET) {
        logError(new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must both be set`), {
          task: "oauth-config",
          provider: id,
        });
      }
      out[id] = null;
      continue;
    }
    const defaults = defaultEndpoints[id];
    out[id] = {
      id,
      clientId: v.CLIENT_ID,
      clientSecret: v.CLIENT_SECRET,
      authorizeUrl: v.AUTHORIZE_URL ?? defaults.authorizeUrl,
      tokenUrl: v.TOKEN_URL ?? defaults.tokenUrl,
      profileUrl: v.PROFILE_URL ?? defaults.profileUrl,
      debugTokenUrl: id === "facebook" ? (v.DEBUG_TOKEN_URL ?? defaults.debugTokenUrl) : undefined,
      redirectUri: `${env().publicUrl}/auth/${id}/callback`,
    };
  }
  if (problems.length > 0) throw new Error(`Invalid social log-in configuration:\n${problems.join("\n")}`);
  cached = out;
  return out;
}

/** The settings of one configured provider, or null. */
export function providerSettings(id: ProviderId): ProviderSettings | null {
  return oauthConfig()[id];
}

/** For tests: read the environment again on the next call. */
export function resetOAuthConfigForTests() {
  cached = undefined;
}

/**
 * The origins the browser is sent to when a social button's form is posted: the configured
 * providers' consent pages. The page CSP's `form-action` must allow them (Chromium applies it
 * to the redirect that follows the POST); `https:` covers the real providers, this list also
 * covers a provider served over plain http, like the test fake.
 */
export function oauthFormActionSources(): string[] {
  const origins = new Set<string>();
  for (const settings of Object.values(oauthConfig())) {
    if (settings) origins.add(new URL(settings.authorizeUrl).origin);
  }
  return [...origins];
}
