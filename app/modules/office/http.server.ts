import type { z } from "zod";
import { jsonError, readJsonBody } from "~/lib/json.server";
import { fieldErrors } from "~/modules/accounts/schemas";
import type { PasswordCheck } from "./users-admin.server";

/**
 * Small helpers of the staff JSON API: every answer is JSON, never cached, errors are
 * `{ error, ... }` with a 4xx status, a wrong method is 405 with an Allow header.
 */

export function methodNotAllowed(allow: readonly string[]): Response {
  return jsonError(405, "Method not allowed.", {}, { Allow: allow.join(", ") });
}

/** Largest JSON body the staff API reads (a user edit is a few hundred bytes). */
export const MAX_JSON_BODY = 16 * 1024;

/**
 * The request's JSON object body: 415 when it is not JSON, 413 when too large, 400 when it does
 * not parse or is not an object.
 */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Send a JSON body (Content-Type: application/json).") };
  }
  const body = await readJsonBody(request, MAX_JSON_BODY);
  if (body.ok) return body;
  const [status, message] = {
    size: [413, "Request body too large."],
    json: [400, "The body is not valid JSON."],
    shape: [400, "The body must be a JSON object."],
  }[body.reason] as [number, string];
  return { ok: false, response: jsonError(status, message) };
}

/** Plain-English texts for the validation codes of the accounts schemas (the API has no UI language). */
const FIELD_MESSAGES: Record<string, string> = {
  "errors.required": "This field is required.",
  "errors.emailInvalid": "Enter a valid e-mail address.",
  "errors.nameTooLong": "Too long.",
  "errors.passwordTooLong": "Too long.",
  "errors.role": "Role must be user, manager or admin.",
  "errors.nothingToUpdate": "Send at least one of fname, lname, email, role.",
};

export function apiFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, code]) => [k, FIELD_MESSAGES[code] ?? "Invalid value."]));
}

/** 400 for a body that does not pass its schema, with a plain-English error per field. */
export function invalidBody(message: string, error: z.ZodError): Response {
  return jsonError(400, message, { fields: apiFieldErrors(fieldErrors(error)) });
}

/**
 * The answer to a re-entered password that did not pass: 429 with Retry-After while failures
 * are limited, 403 when it is wrong; null when it passed.
 */
export function passwordRefusal(check: PasswordCheck, wrong = "Incorrect password."): Response | null {
  if (check.ok) return null;
  if (check.reason === "limited") {
    return jsonError(
      429,
      "Too many attempts. Please try again later.",
      {},
      { "Retry-After": String(check.retryAfterSeconds) },
    );
  }
  return jsonError(403, wrong);
}
