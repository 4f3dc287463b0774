import { env } from "./env.server";

/** The shop's public origin: PUBLIC_URL when configured, else the request's own. */
export function siteOrigin(request: Request): string {
  return env().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
