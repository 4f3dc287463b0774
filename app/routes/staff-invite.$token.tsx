import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { acceptInviteForm, invitePageData } from "~/modules/office/staff-invite-page.server";
import { authHeaders, tokenPageMeta } from "~/ui/account/AuthMeta";
import { InviteAcceptPage, type AcceptAnswerData, type InviteViewData } from "~/ui/office/staff/InviteAcceptPage";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["auth", "staff-office"] };
export const clientLoader = translatedClientLoader(handle);

/** The token is in the URL: no referrer leaves the site from this page, and nothing indexes it. */
export const meta = tokenPageMeta;
export const headers = authHeaders;

/**
 * A staff invitation's link (public: the invited person has no session yet). Reads only: who
 * invites, as what, and whether the link is still open.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return invitePageData(request, params.token ?? "");
}

/** Accepts: a new account, or an existing shopper's with its own password; rate-limited per address. */
export async function action({ request, params }: ActionFunctionArgs) {
  return acceptInviteForm(request, params.token ?? "");
}

export default function StaffInviteRoute() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AcceptAnswerData | undefined;
  return <InviteAcceptPage view={view as InviteViewData} answer={answer} />;
}
