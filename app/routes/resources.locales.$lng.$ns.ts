import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/modules/i18n/config";
import { browserNamespace } from "~/modules/i18n/resources.server";

/** A translation namespace for the browser (after a client navigation to a route that needs it). */
export function loader({ params }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  const data = isLanguage(lng) && ns ? browserNamespace(lng, ns) : undefined;
  if (!data) return Response.json({ error: "Unknown language or namespace" }, { status: 404 });
  return Response.json(data, { headers: { "Cache-Control": "public, max-age=3600" } });
}
