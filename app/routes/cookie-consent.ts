import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE, safeReturnPath } from "~/lib/chrome";
import { serializePlainCookie } from "~/lib/cookies";
import { env } from "~/lib/env.server";
import { getUser } from "~/modules/accounts/guards.server";
import { recordCookieConsent } from "~/modules/privacy/consents.server";
import { z } from "zod";

const consentForm = z.object({
  mode: z.literal("fetch").optional().catch(undefined),
  redirectTo: z.string().max(2048).optional().catch(undefined),
});

/** Records the cookie banner's acceptance for 30 days (SPEC sections 4 and 9). */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => null);
  // Accepting is the only thing this form does: a malformed field falls back, never fails.
  const form = consentForm.parse(formData ? Object.fromEntries(formData) : {});
  const cookie = serializePlainCookie(COOKIE_CONSENT_COOKIE, "yes", {
    maxAge: COOKIE_CONSENT_MAX_AGE,
    sameSite: "Lax",
    path: "/",
    secure: env().https,
  });
  // A signed-in shopper's choice joins their record of consents (and their data export). An
  // anonymous visitor's stays in their browser only: nothing to tie it to, and no reason to start.
  const user = await getUser(request);
  if (user?.role === "user") await recordCookieConsent(user.id);
  const headers = new Headers({ "Set-Cookie": cookie });
  // The enhanced banner (a fetcher) has hidden itself already: answer data, do not navigate.
  if (form.mode === "fetch") return Response.json({ ok: true }, { headers });
  return redirect(safeReturnPath(form.redirectTo), { headers });
}

/** A plain visit has nothing to show: back to the shop. */
export function loader() {
  return redirect("/");
}
