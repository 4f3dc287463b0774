import { getT } from "./i18n.server";

/** Why scripts/server.mjs refused a request before any route saw it. */
export type RequestRefusal = "malformed" | "crossSite";

const keys: Record<RequestRefusal, string> = {
  malformed: "error.malformedAddress",
  crossSite: "error.crossSite",
};

/**
 * The plain-text answer to a request the HTTP server refuses before the app (a URL no route can
 * mean: 400; a cross-site write: 403), in the visitor's language as the app would pick it.
 */
export async function refusalText(reason: RequestRefusal, request: Request): Promise<string> {
  const t = await getT(request, "common");
  return t(keys[reason]);
}
