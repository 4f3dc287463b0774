import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { safeReturnPath } from "~/lib/chrome";
import { pageHeaders } from "~/lib/page-headers";
import { logError } from "~/lib/log.server";
import { fieldErrors, formFields } from "~/lib/form";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { newsletterConsentText, subscribe } from "~/modules/marketing/newsletter.server";
import { withNewsletterStatus, type NewsletterStatus } from "~/modules/marketing/newsletter-status";
import { newsletterSchema } from "~/modules/marketing/schemas";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";

// A fetcher's 429 keeps its Retry-After (Remix answers a fetcher's post with this route's headers).
export const headers = pageHeaders();

/** Nothing to show here: the form lives in the footer. */
export function loader() {
  return redirect("/");
}

/**
 * The footer's sign-up. A fetcher (`via=fetcher`) gets `{ status }` as data; a native POST is
 * sent back to the page it came from with `?newsletter=<status>#newsletter`. The answer for a
 * valid address is always "ok": it never tells whether the address was already subscribed.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await request.formData(), ["email", "consent", "redirectTo", "via"]);
  const viaFetcher = fields.via === "fetcher";
  const back = safeReturnPath(fields.redirectTo);
  const answer = (status: NewsletterStatus, httpStatus = 200, headers?: HeadersInit) =>
    viaFetcher
      ? data({ status }, { status: httpStatus, headers })
      : redirect(withNewsletterStatus(back, status), { status: 303, headers });

  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return answer(errors.email ? "invalid" : errors.consent ? "consent" : "invalid", 400);
  }
  const ip = clientAddress(request);
  const limit = await hit(`newsletter:${ip}`, rateLimits.newsletter);
  if (!limit.allowed) return answer("limited", 429, { "Retry-After": String(limit.retryAfterSeconds) });

  const lng = await getLanguage(request);
  try {
    await subscribe({ email: parsed.data.email, locale: lng, consentText: await newsletterConsentText(lng), ip });
  } catch (error) {
    logError(error, { task: "newsletter-subscribe", requestId: request.headers.get("x-request-id") });
    return answer("error", 503);
  }
  return answer("ok");
}
