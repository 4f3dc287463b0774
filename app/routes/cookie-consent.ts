import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE, safeReturnPath } from "~/lib/chrome";
import { serializePlainCookie } from "~/lib/cookies";

/** Records the cookie banner's acceptance for 30 days (SPEC sections 4 and 9). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const cookie = serializePlainCookie(COOKIE_CONSENT_COOKIE, "yes", {
    maxAge: COOKIE_CONSENT_MAX_AGE,
    sameSite: "Lax",
    path: "/",
    secure: process.env.NODE_ENV === "production" && new URL(request.url).protocol === "https:",
  });
  const headers = new Headers({ "Set-Cookie": cookie });
  // The enhanced banner (a fetcher) has hidden itself already: answer data, do not navigate.
  if (form?.get("mode") === "fetch") return Response.json({ ok: true }, { headers });
  return redirect(safeReturnPath(form?.get("redirectTo")), { headers });
}

/** A plain visit has nothing to show: back to the shop. */
export function loader() {
  return redirect("/");
}
