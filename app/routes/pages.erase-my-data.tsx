import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageSeo } from "~/lib/seo.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { logError } from "~/lib/log.server";
import { pageHeaders } from "~/lib/page-headers";
import { emailField } from "~/modules/accounts/schemas";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { ERASURE_LINK_TTL_MS, readErasureToken } from "~/modules/privacy/erasure-token.server";
import {
  ERASURE_PATH,
  eraseGuestData,
  guestDataFor,
  requestGuestErasure,
} from "~/modules/privacy/guest-erasure.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { seoMeta } from "~/ui/content/InfoPage";
import { ErasurePage, type ErasureAnswer, type ErasureView } from "~/ui/store/erasure/ErasurePage";

export const handle = { i18n: ["erasure"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// What an address holds is for its owner: no cache keeps it, and the link's token never leaves
// in a Referer. A 429 keeps its Retry-After.
export const headers = pageHeaders({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

const HOURS = Math.round(ERASURE_LINK_TTL_MS / 3_600_000);
const requestSchema = z.object({ email: emailField });

/**
 * A guest's erasure (GDPR art. 17; decision 018). Without a token: the form that mails the link
 * (`?sent=1` after it, the same answer for every address). With `?token=`: what the address
 * holds, what goes and what stays, and one button; a GET never erases (mail scanners open links).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "erasure");
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  // A link's page is one person's, never a search result.
  const seo = pageSeo(lng, ERASURE_PATH, t("meta.title"), t("meta.description"), {
    noindex: token !== null || undefined,
  });
  const page = (view: ErasureView) => ({ seo, hours: HOURS, view });
  if (token === null) return page({ kind: "request", sent: url.searchParams.get("sent") === "1", link: null });
  const link = readErasureToken(token);
  if (!link.ok) return page({ kind: "request", sent: false, link: link.reason });
  const summary = await guestDataFor(link.email);
  if (summary.account) return page({ kind: "account" });
  return page({ kind: "review", email: link.email, summary, token });
}

const limited = (retryAfterSeconds: number, view: ErasureView, email?: string) =>
  data<ErasureAnswer>(
    { view, error: "request.rateLimited", minutes: Math.ceil(retryAfterSeconds / 60), email },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

export async function action({ request }: ActionFunctionArgs) {
  const fields = formFields(await request.formData(), ["intent", "email", "token"]);
  const ip = clientAddress(request);
  const requestView: ErasureView = { kind: "request", sent: false, link: null };

  if (fields.intent === "erase") {
    const link = readErasureToken(fields.token);
    if (!link.ok) return data<ErasureAnswer>({ view: { ...requestView, link: link.reason } }, { status: 400 });
    const limit = await hit(`erasure-confirm:${ip}`, rateLimits.erasureConfirm);
    if (!limit.allowed) {
      const summary = await guestDataFor(link.email);
      return limited(limit.retryAfterSeconds, {
        kind: "review",
        email: link.email,
        summary,
        token: String(fields.token),
      });
    }
    const outcome = await eraseGuestData(link.email, { ip: ip === "unknown" ? null : ip });
    if (!outcome.ok) return data<ErasureAnswer>({ view: { kind: "account" } }, { status: 409 });
    const { erased, kept, cleared } = outcome;
    return data<ErasureAnswer>({ view: { kind: "done", result: { erased, kept, cleared } } });
  }

  if (fields.intent !== "request") return data<ErasureAnswer>({ view: requestView }, { status: 400 });
  const typed = typeof fields.email === "string" ? fields.email.slice(0, 300) : "";
  const parsed = requestSchema.safeParse({ email: fields.email });
  if (!parsed.success) {
    // The shared field's message keys ("errors.required", "errors.emailInvalid") are this page's too.
    const error = parsed.error.issues[0]?.message === "errors.required" ? "errors.required" : "errors.emailInvalid";
    return data<ErasureAnswer>({ view: requestView, errors: { email: error }, email: typed }, { status: 400 });
  }
  const limit = await hit(`erasure:${ip}`, rateLimits.erasure);
  if (!limit.allowed) return limited(limit.retryAfterSeconds, requestView, typed);
  // Past its own limit, an address gets no more mail, and the page says the same as ever.
  const perAddress = await hit(`erasure-address:${parsed.data.email}`, rateLimits.erasurePerAddress);
  if (perAddress.allowed) {
    try {
      await requestGuestErasure(parsed.data.email, await getLanguage(request));
    } catch (error) {
      // The answer stays the same (it must not tell known addresses from unknown ones); staff see the log.
      logError(error, { task: "guest-erasure-mail" });
    }
  }
  return redirect(`${ERASURE_PATH}?sent=1`, 303);
}

export default function EraseMyData() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ErasureAnswer | undefined;
  return <ErasurePage view={answer?.view ?? loaded.view} answer={answer} hours={loaded.hours} />;
}
