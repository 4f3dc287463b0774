import type { ProviderSettings } from "../oauth-config.server";
import type { ProviderId, SocialProfile } from "./provider";

/** One social log-in provider: its scopes and how its profile answer becomes a SocialProfile. */
export interface SocialProviderDefinition {
  id: ProviderId;
  scopes: string[];
  fetchProfile(accessToken: string, settings: ProviderSettings): Promise<SocialProfile>;
}

/** A provider answered with an error status, not JSON, or not in time. */
export class ProviderHttpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderHttpError";
  }
}

/** How long a call to a provider may take: a hung provider must not hold a request forever. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** GET a provider's JSON resource, with the user's access token as a bearer token. */
export async function getJson(
  url: string,
  { accessToken, query = {} }: { accessToken?: string; query?: Record<string, string> },
): Promise<Record<string, unknown>> {
  const target = new URL(url);
  for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch(target, { headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderHttpError(`${target.host} unreachable: ${(error as Error).message}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderHttpError(
      `${target.host}${target.pathname} answered ${response.status} without JSON`,
      response.status,
    );
  }
  if (!response.ok)
    throw new ProviderHttpError(`${target.host}${target.pathname} answered ${response.status}`, response.status);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ProviderHttpError(`${target.host}${target.pathname} answered a non-object`, response.status);
  }
  return body as Record<string, unknown>;
}
