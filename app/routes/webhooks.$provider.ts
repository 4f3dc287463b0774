import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonAnswer, jsonError } from "~/lib/json.server";
import { methodNotAllowed } from "~/modules/office/http.server";
import { receiveNotification } from "~/modules/payments/settle.server";

/** Notifications are small; anything bigger is not from a provider. */
const MAX_NOTIFICATION_BYTES = 256 * 1024;

/**
 * POST /webhooks/{stripe|paypal|fintecture|test}: a provider's notification. The raw body is read
 * before anything else (signatures are over the exact bytes), verified by the provider's file and
 * applied by payments/settle.server.ts; the answer is 2xx only once everything is committed.
 * Exempt from the same-site check (scripts/server.mjs): providers post from their own servers.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (Number(request.headers.get("content-length") ?? "0") > MAX_NOTIFICATION_BYTES) {
    return jsonError(413, "Notification too large.");
  }
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_NOTIFICATION_BYTES) return jsonError(413, "Notification too large.");
  const answer = await receiveNotification(params.provider ?? "", raw, request.headers);
  return jsonAnswer(answer.body, answer.status);
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
