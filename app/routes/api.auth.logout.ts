import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/modules/accounts/auth-http.server";
import { jsonAnswer } from "~/lib/json.server";
import { requireApiUser } from "~/modules/accounts/guards.server";
import { destroySession } from "~/modules/accounts/sessions.server";
import { getT } from "~/modules/i18n/i18n.server";

/**
 * POST /api/auth/logout ends the session the request carries (its bearer token, or else its
 * cookie): the row is deleted at once, so the token is refused from then on. 401 without one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  const session = await requireApiUser(request);
  const clear = await destroySession(request);
  const t = await getT(request, "auth");
  return jsonAnswer({ message: t("api.signedOut") }, 200, session.via === "cookie" ? { "Set-Cookie": clear } : {});
}
