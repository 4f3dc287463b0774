import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { safeReturnPath } from "~/lib/chrome";
import { fieldErrors, formFields } from "~/lib/form";
import { logError } from "~/lib/log.server";
import { pageHeaders } from "~/lib/page-headers";
import { getUser } from "~/modules/accounts/guards.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { requestAlert } from "~/modules/restock/alerts.server";
import { withRestockStatus, type RestockStatus } from "~/modules/restock/restock-status";
import { backInStockSchema } from "~/modules/restock/schemas";
import { clientAddress, hit, type RateLimitRule } from "~/modules/security/rate-limit.server";

// A fetcher's 429 keeps its Retry-After (Remix answers a fetcher's post with this route's headers).
export const headers = pageHeaders();

/** Per client address, as the newsletter's and the contact form's: a person never meets it, a script does. */
export const BACK_IN_STOCK_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

/** Nothing to show here: the form lives on the product page. */
export function loader() {
  return redirect("/");
}

/**
 * The product page's "Notify me when it's back" (modules/restock). A fetcher (`via=fetcher`)
 * gets `{ status }` as data; a native POST goes back to the product page with
 * `?restock=<status>#restock`. A guest's valid request always answers "ok", whether or not the
 * address was already waiting.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await request.formData(), ["productId", "email", "redirectTo", "via"]);
  const viaFetcher = fields.via === "fetcher";
  const back = safeReturnPath(fields.redirectTo);
  const answer = (status: RestockStatus, httpStatus = 200, headers?: HeadersInit) =>
    viaFetcher
      ? data({ status }, { status: httpStatus, headers })
      : redirect(withRestockStatus(back, status), { status: 303, headers });

  const user = await getUser(request);
  const parsed = backInStockSchema.safeParse(user ? { ...fields, email: undefined } : fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    if (errors.email) return answer(errors.email === "errors.required" ? "required" : "invalid", 400);
    return answer("error", 400);
  }
  if (!user && !parsed.data.email) return answer("required", 400);

  const ip = clientAddress(request);
  const limit = await hit(`back-in-stock:${ip}`, BACK_IN_STOCK_LIMIT);
  if (!limit.allowed) return answer("limited", 429, { "Retry-After": String(limit.retryAfterSeconds) });

  try {
    const outcome = await requestAlert({
      productId: parsed.data.productId,
      email: parsed.data.email,
      locale: await getLanguage(request),
      ip,
      user: user ? { id: user.id, email: user.email, emailVerified: user.emailVerified } : null,
    });
    if (outcome === "notFound") return answer("error", 404);
    if (outcome === "required") return answer("required", 400);
    return answer(outcome);
  } catch (error) {
    logError(error, { task: "back-in-stock-request", requestId: request.headers.get("x-request-id") });
    return answer("error", 503);
  }
}
