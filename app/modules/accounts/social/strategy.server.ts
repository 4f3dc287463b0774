import { readCookies } from "~/lib/cookies";
import { createHash } from "node:crypto";
import { OAuth2Tokens } from "arctic";
import { OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { env } from "~/lib/env.server";
import { hit } from "~/modules/security/rate-limit.server";
import type { ProviderSettings } from "../oauth-config.server";
import { PROVIDER_TIMEOUT_MS, ProviderHttpError, type SocialProviderDefinition } from "./http.server";
import type { ProviderId, SocialProfile } from "./provider";

/**
 * remix-auth-oauth2's strategy, one per configured provider. What the library does (3.4.1):
 * starting, it throws a 302 to the provider with `state` and a PKCE S256 challenge, and sets an
 * HttpOnly cookie `<name>:<uuid>` holding state → code verifier (5 minutes unless told); on the
 * callback it refuses a missing state cookie (ReferenceError), a state not in the cookie
 * (RangeError), `?error=` (OAuth2RequestError), then exchanges the code. It never clears its
 * cookie, so the state would stay usable: finishing a flow we clear it ourselves and also record
 * the state as spent on the server (`spendState`), so a replayed callback fails even with the
 * cookie still in hand.
 */

/** The state cookie of a provider (the library adds `:<uuid>` per flow). */
export const stateCookieName = (provider: ProviderId) => `sattva_oauth_state_${provider}`;
/** Sent only to /auth/<provider>/… (the callback), nowhere else. */
export const stateCookiePath = (provider: ProviderId) => `/auth/${provider}`;
/** A flow must come back within ten minutes. */
export const STATE_MAX_AGE_SECONDS = 600;

/**
 * The strategy with the code exchange done as Facebook and LinkedIn require (client id and
 * secret in the form body; arctic's generic client sends HTTP Basic, which they refuse; Google
 * and Amazon accept both), with a timeout.
 */
export class SocialStrategy extends OAuth2Strategy<SocialProfile> {
  readonly settings: ProviderSettings;

  constructor(settings: ProviderSettings, definition: SocialProviderDefinition) {
    const secure = env().https;
    super(
      {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        authorizationEndpoint: settings.authorizeUrl,
        tokenEndpoint: settings.tokenUrl,
        redirectURI: settings.redirectUri,
        scopes: definition.scopes,
        cookie: {
          name: stateCookieName(settings.id),
          path: stateCookiePath(settings.id),
          httpOnly: true,
          sameSite: "Lax",
          maxAge: STATE_MAX_AGE_SECONDS,
          ...(secure ? { secure: true as const } : {}),
        },
      },
      async ({ tokens }) => definition.fetchProfile(tokens.accessToken(), settings),
    );
    this.name = settings.id;
    this.settings = settings;
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
    });
    let response: Response;
    try {
      response = await fetch(this.settings.tokenUrl, {
        method: "POST",
        body,
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderHttpError(`token endpoint unreachable: ${(error as Error).message}`);
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ProviderHttpError(`token endpoint answered ${response.status} without JSON`, response.status);
    }
    const fields = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    if (!response.ok || typeof fields.access_token !== "string") {
      const error = typeof fields.error === "string" ? fields.error : `http_${response.status}`;
      const description = typeof fields.error_description === "string" ? fields.error_description : null;
      throw new OAuth2RequestError(error, description, null, null);
    }
    return new OAuth2Tokens(fields);
  }
}

/** The states the request's state cookies of `provider` hold (normally one). */
export function statesInCookies(request: Request, provider: ProviderId): Set<string> {
  const states = new Set<string>();
  const prefix = stateCookieName(provider);
  for (const [name, value] of Object.entries(readCookies(request.headers.get("cookie")))) {
    if (!name.startsWith(prefix) || value === undefined) continue;
    for (const [key] of new URLSearchParams(value)) if (key !== "state") states.add(key);
  }
  return states;
}

/** Set-Cookie headers that drop every state cookie of `provider` the request carries. */
export function clearStateCookies(request: Request, provider: ProviderId): string[] {
  const prefix = stateCookieName(provider);
  const secure = env().https ? "; Secure" : "";
  const names = new Set<string>();
  for (const name of Object.keys(readCookies(request.headers.get("cookie")))) {
    if (name.startsWith(prefix) && /^[\w:-]+$/.test(name)) names.add(name);
  }
  return [...names].map(
    (name) =>
      `${name}=; Path=${stateCookiePath(provider)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * Marks a state as used, once and for all app instances (an atomic counter in the database,
 * kept a little longer than the state cookie lives). False when it was already spent.
 */
export async function spendState(provider: ProviderId, state: string): Promise<boolean> {
  const key = `oauth-state:${provider}:${createHash("sha256").update(state).digest("hex")}`;
  const result = await hit(key, { limit: 1, windowMs: (STATE_MAX_AGE_SECONDS + 300) * 1000 });
  return result.allowed;
}
