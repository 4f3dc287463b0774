import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/modules/accounts/guards.server";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { fatturaForOrder, fatturaRefusalResponse, fatturaResponse } from "~/modules/invoicing/fatturapa.server";
import { clientAddress } from "~/modules/security/rate-limit.server";

/**
 * An invoiced order's FatturaPA file (FPR12, staff only), as a download named as the SdI wants
 * (IT<partita IVA>_<progressive>.xml). The order must have asked for an invoice at checkout and
 * be paid (409 otherwise, with a short page saying why); 404 for an unknown order.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const oid = params.oid ?? "";
  const outcome = await fatturaForOrder(user, oid, { ip: clientAddress(request) });
  if (outcome.ok) return fatturaResponse(outcome);
  return fatturaRefusalResponse(outcome, await getLanguage(request), oid);
}
