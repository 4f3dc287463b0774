import type { Strategy } from "remix-auth/strategy";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { accountHomeFor } from "~/lib/chrome";
import { db } from "~/lib/db.server";
import { logError, logInfo } from "~/lib/log.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { authenticator } from "./auth.server";
import { oauthConfig, providerSettings } from "./oauth-config.server";
import { createSession, getSession } from "./sessions.server";
import { joinGuestWishlist } from "~/modules/wishlist/wishlist.server";
import { linkProfile, signInWithProfile, unlinkProvider, type SocialUnlink } from "./social/accounts.server";
import { verifyFacebookUserToken } from "./social/facebook.server";
import { ProviderHttpError } from "./social/http.server";
import { clearIntentCookieHeader, intentCookieHeader, readIntent } from "./social/intent.server";
import { providerIds, type ProviderId, type SocialProfile } from "./social/provider";
import { registryFor } from "./social/registry.server";
import { clearStateCookies, SocialStrategy, spendState, statesInCookies } from "./social/strategy.server";
import type { PublicUser } from "./users.server";

/**
 * Social log-in (remix-auth + remix-auth-oauth2): Facebook, Google, LinkedIn, Amazon, each
 * switched on by its client id and secret (oauth-config.server.ts). The flow: the button POSTs
 * to /auth/<provider> (startSocialLogin), the provider sends the browser back to
 * /auth/<provider>/callback (finishSocialLogin), and the account rules of
 * social/accounts.server.ts decide who is signed in.
 */
export { providerIds, type ProviderId } from "./social/provider";

/** The providers whose client id and secret are configured (their buttons show). */
export function configuredProviders(): ProviderId[] {
  const config = oauthConfig();
  return providerIds.filter((id) => config[id] !== null);
}

export async function listLinkedAccounts(userId: string) {
  return db().oAuthAccount.findMany({
    where: { userId },
    select: { provider: true, email: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

export function isConfigured(provider: ProviderId): boolean {
  return providerSettings(provider) !== null;
}

/**
 * The provider's strategy on the shared authenticator, registered on first use (and again when
 * the configuration was re-read, in tests). The authenticator is typed for the password
 * strategy's user; ours answer with the provider's profile, which finishSocialLogin turns into
 * an account, so the registration and the call cast once, here.
 */
function strategyFor(provider: ProviderId): SocialStrategy {
  const settings = providerSettings(provider);
  if (!settings) throw new Error(`social provider ${provider} is not configured`);
  const current = authenticator.get(provider) as unknown as SocialStrategy | null;
  if (current instanceof SocialStrategy && current.settings === settings) return current;
  const strategy = new SocialStrategy(settings, registryFor(provider));
  authenticator.use(strategy as unknown as Strategy<PublicUser, never>, provider);
  return strategy;
}

function authenticate(provider: ProviderId, request: Request): Promise<SocialProfile> {
  strategyFor(provider);
  return authenticator.authenticate(provider, request) as unknown as Promise<SocialProfile>;
}

/**
 * Starts a flow: a 303 to the provider's consent page, with the strategy's state cookie and our
 * signed intent cookie (what the flow is for: log-in and where to go next, or linking to `userId`).
 */
export async function startSocialLogin(
  request: Request,
  provider: ProviderId,
  purpose: { intent: "login"; redirectTo?: string } | { intent: "link"; userId: string },
): Promise<Response> {
  // A clean GET without `state` in the URL: the strategy starts a flow rather than finishing one.
  const start = new Request(new URL(`/auth/${provider}`, request.url), { method: "GET" });
  let thrown: unknown;
  try {
    await authenticate(provider, start);
  } catch (error) {
    thrown = error;
  }
  const location = thrown instanceof Response ? thrown.headers.get("Location") : null;
  if (!(thrown instanceof Response) || !location) throw thrown ?? new Error("the OAuth2 strategy did not redirect");
  const state = new URL(location).searchParams.get("state") ?? "";
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of thrown.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await intentCookieHeader({ provider, state, ...purpose }));
  return new Response(null, { status: 303, headers });
}

/** Why a social log-in did not sign anyone in (the log-in page's `?social=` value). */
export type SocialLoginFailure = "denied" | "failed" | "exists" | "domain" | "disabled";
/** Why linking failed (a flash on the settings page). */
export type SocialLinkFailure = "denied" | "failed" | "taken" | "otherOfProvider";

export type SocialFinish =
  | { kind: "signedIn"; to: string; created: boolean }
  | { kind: "loginFailed"; reason: SocialLoginFailure }
  | { kind: "linked"; already: boolean }
  | { kind: "linkFailed"; reason: SocialLinkFailure };

/**
 * Finishes a flow on the provider's callback. The state must be one our cookie holds and never
 * used before; then the code is exchanged, the profile read, and the account rules applied.
 * `headers` (always) clear the flow's cookies and, after a log-in, set the session cookie.
 */
export async function finishSocialLogin(
  request: Request,
  provider: ProviderId,
): Promise<{ outcome: SocialFinish; headers: string[] }> {
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const headers = [...clearStateCookies(request, provider), await clearIntentCookieHeader()];
  const intent = state ? await readIntent(request, provider, state) : null;
  const linking = intent?.intent === "link";
  const fail = (reason: "denied" | "failed"): { outcome: SocialFinish; headers: string[] } => ({
    outcome: linking ? { kind: "linkFailed", reason } : { kind: "loginFailed", reason },
    headers,
  });
  const providerError = url.searchParams.get("error");
  const context = { task: "social-callback", provider, requestId: request.headers.get("x-request-id") };

  if (!state) return fail(providerError === "access_denied" ? "denied" : "failed");
  if (!statesInCookies(request, provider).has(state)) {
    logInfo(`[social] ${provider}: callback state not in this browser's cookies (expired, forged or replayed)`);
    return fail("failed");
  }
  if (!(await spendState(provider, state))) {
    logInfo(`[social] ${provider}: callback state already used (replay)`);
    return fail("failed");
  }

  let profile: SocialProfile;
  try {
    profile = await authenticate(provider, request);
  } catch (error) {
    if (error instanceof OAuth2RequestError && error.code === "access_denied") return fail("denied");
    logError(error, context);
    return fail("failed");
  }

  if (linking) {
    const current = await getSession(request);
    if (!current || current.user.id !== intent.userId) return fail("failed");
    const linked = await linkProfile(current.user.id, profile);
    if (linked.ok) return { outcome: { kind: "linked", already: linked.already }, headers };
    return {
      outcome: { kind: "linkFailed", reason: linked.reason === "closed" ? "failed" : linked.reason },
      headers,
    };
  }

  const result = await signInWithProfile(profile, await getLanguage(request));
  if (!result.ok) {
    if (result.reason === "staff" || result.reason === "closed") {
      logInfo(`[social] ${provider}: refused a social log-in into a ${result.reason} account`);
    }
    const reason: SocialLoginFailure =
      result.reason === "exists" || result.reason === "domain" || result.reason === "disabled"
        ? result.reason
        : "failed";
    return { outcome: { kind: "loginFailed", reason }, headers };
  }
  const session = await createSession(result.user, request);
  headers.push(session.setCookie);
  // A guest wishlist kept in this browser joins the account (and its cookie goes).
  const wishlist = await joinGuestWishlist(request, result.user);
  if (wishlist) headers.push(wishlist);
  const to = intent?.redirectTo ?? accountHomeFor(result.user.role);
  return { outcome: { kind: "signedIn", to, created: result.created }, headers };
}

export type FacebookTokenSignIn =
  | { ok: true; created: boolean; user: Pick<PublicUser, "role" | "email" | "fname" | "lname">; token: string }
  | {
      ok: false;
      reason: "notConfigured" | "badToken" | "unreachable" | "exists" | "noEmail" | "domain" | "refused" | "disabled";
    };

/**
 * The spec's `POST /api/auth/facebook`, made trustworthy: the client's Facebook user access
 * token is checked with Graph (valid, issued to our app, for the claimed id), and Graph's own
 * profile, not the body, decides who signs in, under the same account rules as the callback.
 */
export async function signInWithFacebookToken(
  request: Request,
  input: { facebookId: string; accessToken: string },
): Promise<FacebookTokenSignIn> {
  const settings = providerSettings("facebook");
  if (!settings) return { ok: false, reason: "notConfigured" };
  let profile: SocialProfile | null;
  try {
    profile = await verifyFacebookUserToken(settings, input.accessToken, input.facebookId);
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status !== undefined && error.status < 500) {
      return { ok: false, reason: "badToken" };
    }
    logError(error, { task: "facebook-token", requestId: request.headers.get("x-request-id") });
    return { ok: false, reason: "unreachable" };
  }
  if (!profile) return { ok: false, reason: "badToken" };
  const result = await signInWithProfile(profile, await getLanguage(request));
  if (!result.ok) {
    const reason = result.reason === "staff" || result.reason === "closed" ? "refused" : result.reason;
    return { ok: false, reason };
  }
  const { token } = await createSession(result.user, request);
  const { role, email, fname, lname } = result.user;
  return { ok: true, created: result.created, user: { role, email, fname, lname }, token };
}

/** Removes the signed-in shopper's link to a provider (never their last way to sign in). */
export function unlinkSocialAccount(userId: string, provider: ProviderId): Promise<SocialUnlink> {
  return unlinkProvider(userId, provider);
}
