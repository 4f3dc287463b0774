import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { finishSocialLogin, isConfigured } from "~/modules/accounts/oauth.server";
import { isProviderId, providerNames } from "~/modules/accounts/social/provider";

/**
 * Where the provider sends the browser back (`?code&state`, or `?error=access_denied`). The
 * flow's `state` is its guard: it must be this browser's and unused (finishSocialLogin). Signed
 * in → the page that sent them (or their role's home); a refused log-in → the log-in page with
 * `?social=denied|failed|exists|domain&provider=…`; linking → the settings page with a flash.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isProviderId(provider) || !isConfigured(provider)) throw new Response("Not Found", { status: 404 });
  const { outcome, headers: cookies } = await finishSocialLogin(request, provider);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const values = { provider: providerNames[provider] };

  switch (outcome.kind) {
    case "signedIn":
      if (outcome.created) headers.append("Set-Cookie", await flashHeader({ key: "social:flash.created", values }));
      return redirect(outcome.to, { headers });
    case "loginFailed":
      return redirect(`/account/login?social=${outcome.reason}&provider=${provider}`, { headers });
    case "linked":
      headers.append(
        "Set-Cookie",
        await flashHeader({
          key: outcome.already ? "social:flash.alreadyLinked" : "social:flash.linked",
          values,
          tone: outcome.already ? "info" : "success",
        }),
      );
      return redirect("/account/settings", { headers });
    case "linkFailed":
      headers.append(
        "Set-Cookie",
        await flashHeader({ key: `social:flash.link.${outcome.reason}`, values, tone: "error" }),
      );
      return redirect("/account/settings", { headers });
  }
}
