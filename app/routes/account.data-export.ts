import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/modules/accounts/guards.server";
import { ownDataExportResponse } from "~/modules/privacy/own-export.server";
import { clientAddress } from "~/modules/security/rate-limit.server";

/**
 * The shopper's data as a JSON file: the button "Download my data" in the account settings posts
 * here (a POST, since each download is recorded in the audit log) and gets the file as an
 * attachment, their own and nobody else's (the session decides whose). A plain visit goes to
 * the settings, where the button is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "user");
  return redirect("/account/settings#settings-data", { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const response = await ownDataExportResponse(user.id, clientAddress(request));
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
