import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageSeo } from "~/lib/seo.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { pageHeaders } from "~/lib/page-headers";
import { getUser } from "~/modules/accounts/guards.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { clientAddress, hit, rateLimits } from "~/modules/security/rate-limit.server";
import { doneReference, readDoneReference } from "~/modules/withdrawal/guest-token.server";
import { identifySchema, quantitiesOf, statementSchema, WITHDRAWAL_LIMITS } from "~/modules/withdrawal/schemas";
import {
  confirmWithdrawal,
  identifyGuestOrder,
  recordedWithdrawal,
  statementFor,
  type Requester,
} from "~/modules/withdrawal/withdrawal.server";
import { seoMeta } from "~/ui/content/InfoPage";
import { WithdrawalPage, type WithdrawalAnswer, type WithdrawalView } from "~/ui/store/withdrawal/WithdrawalPage";

export const handle = { i18n: ["withdrawal", "pages"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => seoMeta(data, location.search);

// An order's details are for the one who asked: no cache keeps them. A 429 keeps its Retry-After.
export const headers = pageHeaders({ "Cache-Control": "no-store" });

const PATH = "/pages/withdrawal";

const clip = (v: string | null, max: number) => (v ?? "").slice(0, max);

/**
 * The withdrawal function (art. 11a): `?order=SAT-10006` goes straight to the statement when the
 * signed-in shopper owns the order; anyone else identifies the order with its number and e-mail
 * (prefilled from `?order=&email=`, the links in the confirmation mail and page); `?done=` shows
 * a recorded withdrawal (a signed reference).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lng = await getLanguage(request);
  const t = await getT(lng, "withdrawal");
  const url = new URL(request.url);
  const seo = pageSeo(lng, PATH, t("meta.title"), t("meta.description"));
  const user = await getUser(request);
  const doneId = readDoneReference(url.searchParams.get("done"));
  if (doneId) {
    const done = await recordedWithdrawal(doneId);
    if (done) return data({ seo, signedIn: Boolean(user), view: { kind: "done", done } satisfies WithdrawalView });
  }
  const oid = clip(url.searchParams.get("order"), WITHDRAWAL_LIMITS.oid).trim().toUpperCase();
  const prefill = { oid, email: clip(url.searchParams.get("email"), WITHDRAWAL_LIMITS.email) };
  let notYours = false;
  if (user && oid) {
    const statement = await statementFor({ kind: "account", user }, oid);
    if (statement) {
      return data({
        seo,
        signedIn: true,
        view: { kind: "statement", statement, token: null } satisfies WithdrawalView,
      });
    }
    notYours = true;
  }
  return data({
    seo,
    signedIn: Boolean(user),
    view: { kind: "identify", prefill, notYours } satisfies WithdrawalView,
  });
}

const limited = (retryAfterSeconds: number, view: WithdrawalView) =>
  data<WithdrawalAnswer>(
    { view, error: "errors.rateLimited", minutes: Math.ceil(retryAfterSeconds / 60) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const fields = formFields(form, ["intent", "oid", "email", "name", "scope", "token"]);
  const lng = await getLanguage(request);
  const ip = clientAddress(request);
  const str = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

  if (fields.intent === "identify") {
    const prefill = { oid: str(fields.oid, WITHDRAWAL_LIMITS.oid), email: str(fields.email, WITHDRAWAL_LIMITS.email) };
    const view: WithdrawalView = { kind: "identify", prefill, notYours: false };
    const parsed = identifySchema.safeParse(fields);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      return data<WithdrawalAnswer>({ view, errors }, { status: 400 });
    }
    const limit = await hit(`withdrawal:${ip}`, rateLimits.withdrawal);
    if (!limit.allowed) return limited(limit.retryAfterSeconds, view);
    const found = await identifyGuestOrder(parsed.data.oid, parsed.data.email);
    const statement = found ? await statementFor({ kind: "guest", token: found.token }, found.oid) : null;
    if (!found || !statement) return data<WithdrawalAnswer>({ view, error: "errors.notFound" }, { status: 404 });
    return data<WithdrawalAnswer>({ view: { kind: "statement", statement, token: found.token } });
  }

  if (fields.intent !== "confirm") return data<WithdrawalAnswer>({ error: "errors.invalid" }, { status: 400 });

  // Who is asking: a guest's signed token, else the signed-in shopper; never what the form claims.
  const token = typeof fields.token === "string" && fields.token ? fields.token.slice(0, 200) : null;
  const user = token ? null : await getUser(request);
  const requester: Requester | null = token ? { kind: "guest", token } : user ? { kind: "account", user } : null;
  const oid = str(fields.oid, WITHDRAWAL_LIMITS.oid).trim().toUpperCase();
  const identify: WithdrawalView = { kind: "identify", prefill: { oid, email: "" }, notYours: false };
  if (!requester) return data<WithdrawalAnswer>({ view: identify, error: "errors.identifyFirst" }, { status: 403 });
  const statement = oid ? await statementFor(requester, oid) : null;
  if (!statement) {
    const error = token ? "errors.expired" : "errors.notYours";
    return data<WithdrawalAnswer>({ view: identify, error }, { status: 404 });
  }
  const view: WithdrawalView = { kind: "statement", statement, token };
  const quantities = quantitiesOf(form);
  const values = {
    name: str(fields.name, WITHDRAWAL_LIMITS.name + 20),
    email: str(fields.email, WITHDRAWAL_LIMITS.email + 20),
    scope: str(fields.scope, 10),
    quantities: quantities ?? {},
  };
  const parsed = statementSchema.safeParse({ ...fields, oid, quantities: quantities ?? { bad: -1 } });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "quantities" ? "lines" : String(issue.path[0]);
      errors[key] ??= issue.path[0] === "quantities" ? "errors.linesInvalid" : issue.message;
    }
    return data<WithdrawalAnswer>({ view, errors, values }, { status: 400 });
  }
  const limit = await hit(`withdrawal:${ip}`, rateLimits.withdrawal);
  if (!limit.allowed) return limited(limit.retryAfterSeconds, view);

  const outcome = await confirmWithdrawal(requester, parsed.data, { ip, locale: lng });
  if (outcome.ok) return redirect(`${PATH}?done=${encodeURIComponent(doneReference(outcome.withdrawalId))}`, 303);
  if (outcome.reason === "not_found") {
    return data<WithdrawalAnswer>({ view: identify, error: "errors.notYours" }, { status: 404 });
  }
  if (outcome.reason === "lines") {
    return data<WithdrawalAnswer>({ view, errors: { lines: "errors.linesInvalid" }, values }, { status: 400 });
  }
  // Already withdrawn, or the period has ended: the statement as it now is says which, and when.
  const now = (await statementFor(requester, oid)) ?? statement;
  return data<WithdrawalAnswer>({ view: { kind: "statement", statement: now, token } }, { status: 409 });
}

export default function WithdrawalRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as WithdrawalAnswer | undefined;
  return <WithdrawalPage view={answer?.view ?? loaded.view} answer={answer} signedIn={loaded.signedIn} />;
}
