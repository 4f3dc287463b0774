import { formFields } from "~/lib/form";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { requireRole } from "~/modules/accounts/guards.server";
import { isConfigured, startSocialLogin } from "~/modules/accounts/oauth.server";
import { isProviderId } from "~/modules/accounts/social/provider";
import { socialStartSchema } from "~/modules/accounts/social/schemas";

/** Nothing to show: the buttons POST here. A GET (a bookmark, a crawler) goes to the log-in page. */
export function loader() {
  return redirect("/account/login");
}

/**
 * A social button: `intent=login` starts the provider's log-in for anyone; `intent=link` links
 * the provider to the signed-in shopper's account. Unknown or switched-off provider: 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const provider = params.provider;
  if (!isProviderId(provider) || !isConfigured(provider)) throw new Response("Not Found", { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("Bad Request", { status: 400 });
  }
  const parsed = socialStartSchema.safeParse(formFields(form, ["intent", "redirectTo"]));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });

  switch (parsed.data.intent) {
    case "login": {
      const redirectTo = safeRedirectPath(parsed.data.redirectTo, "");
      return startSocialLogin(request, provider, { intent: "login", ...(redirectTo ? { redirectTo } : {}) });
    }
    case "link": {
      const user = await requireRole(request, "user");
      return startSocialLogin(request, provider, { intent: "link", userId: user.id });
    }
  }
}
