import { signedCookie } from "~/lib/signed-cookie.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isProviderId, type ProviderId } from "./provider";
import { STATE_MAX_AGE_SECONDS } from "./strategy.server";

/**
 * What a social flow was started for, remembered across the trip to the provider in a short-lived
 * signed HttpOnly cookie: log in (and where to go next) or link the provider to the signed-in
 * user X. It is tied to the flow's `state`, so an older or parallel flow cannot lend it its
 * purpose.
 */
export interface SocialIntent {
  provider: ProviderId;
  intent: "login" | "link";
  state: string;
  /** Link only: the account that asked. */
  userId?: string;
  /** Log-in only: a same-site path to go to afterwards. */
  redirectTo?: string;
}

const intentCookie = signedCookie("sattva_social", { path: "/auth", maxAge: STATE_MAX_AGE_SECONDS });

export function intentCookieHeader(intent: SocialIntent): Promise<string> {
  return intentCookie().serialize(intent);
}

export function clearIntentCookieHeader(): Promise<string> {
  return intentCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The request's intent for this provider and state, or null (absent, forged, expired or another flow's). */
export async function readIntent(request: Request, provider: ProviderId, state: string): Promise<SocialIntent | null> {
  let value: unknown;
  try {
    value = await intentCookie().parse(request.headers.get("cookie"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (!isProviderId(v.provider) || v.provider !== provider || v.state !== state) return null;
  if (v.intent === "link") {
    return typeof v.userId === "string" ? { provider, intent: "link", state, userId: v.userId } : null;
  }
  if (v.intent !== "login") return null;
  const redirectTo = typeof v.redirectTo === "string" ? safeRedirectPath(v.redirectTo, "") : "";
  return { provider, intent: "login", state, ...(redirectTo ? { redirectTo } : {}) };
}

/** For tests: forget the cookie (its secrets come from the environment). */
export function resetIntentCookieForTests() {
  intentCookie.reset();
}
