import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { requireUser } from "~/modules/accounts/guards.server";
import { unlinkSocialAccount } from "~/modules/accounts/oauth.server";
import { isProviderId, providerNames } from "~/modules/accounts/social/provider";

/** The settings page POSTs here; a GET goes there. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/account/settings");
}

/**
 * Unlinks a provider from the signed-in account (the form carries no fields: whose account is the
 * session's). Refused when it is the last way to sign in (no password, no other provider).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const provider = params.provider;
  if (!isProviderId(provider)) throw new Response("Not Found", { status: 404 });
  const result = await unlinkSocialAccount(user.id, provider);
  const values = { provider: providerNames[provider] };
  const flash = result.ok
    ? await flashHeader({ key: "social:flash.unlinked", values, tone: "success" })
    : await flashHeader({
        key: result.reason === "lastMethod" ? "social:flash.lastMethod" : "social:flash.notLinked",
        values,
        tone: result.reason === "lastMethod" ? "error" : "info",
      });
  return redirect("/account/settings", { status: 303, headers: { "Set-Cookie": flash, "Cache-Control": "no-store" } });
}
