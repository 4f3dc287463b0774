import type { TFunction } from "i18next";
import type { z } from "zod";
import { env } from "~/lib/env.server";
import { formFields } from "~/lib/form";
import { jsonAnswer, readJsonBody } from "~/lib/json.server";
import { getT } from "~/modules/i18n/i18n.server";
import { allowedSuffixes, fieldErrors } from "./schemas";
import type { PublicUser } from "./users.server";

/**
 * Small pieces the JSON auth API (`/api/auth/*`) and the HTML forms share: reading a JSON or form
 * body into named fields, JSON answers that no cache keeps, and the spec's public user object.
 */

/** Bodies larger than this are refused (400) before parsing: a log-in form is a few hundred bytes. */
export const MAX_AUTH_BODY = 64 * 1024;

export class BadBody extends Error {
  constructor(readonly reason: "json" | "size" | "type") {
    super(`bad request body: ${reason}`);
    this.name = "BadBody";
  }
}

/**
 * The named fields of a JSON object body or a form body. Unknown keys are dropped (no mass
 * assignment; nothing lands on a prototype); a value that is not a string stays as it is, so the
 * schema refuses it. Throws BadBody for malformed JSON, a non-object, a body over MAX_AUTH_BODY,
 * or another content type.
 */
export async function readFields<K extends string>(request: Request, keys: readonly K[]) {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (Number(request.headers.get("content-length") ?? "0") > MAX_AUTH_BODY) throw new BadBody("size");
  if (type.includes("application/json")) {
    const body = await readJsonBody(request, MAX_AUTH_BODY);
    if (!body.ok) throw new BadBody(body.reason === "size" ? "size" : "json");
    const out = Object.create(null) as Record<K, unknown>;
    for (const key of keys) {
      if (Object.prototype.hasOwnProperty.call(body.value, key)) out[key] = body.value[key];
    }
    return out;
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BadBody("type");
    }
    return formFields(form, keys);
  }
  throw new BadBody("type");
}

/**
 * The start of an auth API action: 405 for anything but POST, then the caller's `t`, the body's
 * `keys` and `schema`'s verdict on them. A body that cannot be read answers 400 with
 * `badBodyKey`; fields the schema refuses answer 400 with `message(errors)` and each field's error.
 */
export async function readApiPost<K extends string, T>(
  request: Request,
  keys: readonly K[],
  schema: z.ZodType<T>,
  {
    badBodyKey = "errors.invalid",
    message = refusedFormMessage,
  }: { badBodyKey?: string; message?: (errors: Record<string, string>) => string } = {},
): Promise<Response | { t: TFunction; data: T }> {
  if (request.method !== "POST") return methodNotAllowed(request);
  const t = await getT(request, "auth");
  let fields;
  try {
    fields = await readFields(request, keys);
  } catch (error) {
    if (error instanceof BadBody) return jsonAnswer({ error: t(badBodyKey) }, 400);
    throw error;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return apiFieldErrors(t, errors, message(errors));
  }
  return { t, data: parsed.data };
}

/** The spec's user object of the log-in and sign-up answers: no id, no password material. */
export function apiUser(user: Pick<PublicUser, "role" | "email" | "fname" | "lname">) {
  return { role: user.role, email: user.email, fname: user.fname, lname: user.lname };
}

/**
 * A copy of `request` whose body is a form holding `fields`, for remix-auth's FormStrategy (which
 * reads a form): same URL and headers (client address, language), no cookie.
 */
export function asFormRequest(request: Request, fields: Record<string, string>) {
  const headers = new Headers(request.headers);
  for (const h of ["content-type", "content-length", "cookie", "authorization"]) headers.delete(h);
  const body = new URLSearchParams(fields);
  return new Request(request.url, { method: "POST", headers, body });
}

/** Whole minutes to wait, for the 429 messages (at least 1). */
export function minutesFrom(seconds: number) {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The message above a form the schema refused (SPEC section 5 and 8): 'Please fill in all required
 * fields.' when something is missing, otherwise the spec's answer to malformed input.
 */
export function refusedFormMessage(fields: Record<string, string>) {
  return Object.values(fields).some((k) => k === "errors.required") ? "errors.fillAll" : "errors.invalid";
}

/** The request's form, or an empty one when the body is not a form (the schema then answers 400, not 500). */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** 405 for anything but POST, with `Allow`. */
export async function methodNotAllowed(request: Request) {
  const t = await getT(request, "auth");
  return jsonAnswer({ error: t("errors.methodNotAllowed") }, 405, { Allow: "POST" });
}

/** Field errors as the caller's language says them. */
export function translatedFields(t: TFunction, errors: Record<string, string>) {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t(v)]));
}

/** 400: the message `messageKey` and each field's error, in the caller's language. */
export function apiFieldErrors(t: TFunction, errors: Record<string, string>, messageKey: string) {
  return jsonAnswer({ error: t(messageKey), fields: translatedFields(t, errors) }, 400);
}

/** 403: the e-mail's domain is not one ALLOWED_EMAIL_DOMAINS lists. */
export function apiDomainRefused(t: TFunction) {
  return jsonAnswer({ error: t("errors.domain", { suffix: allowedSuffixes(env().allowedEmailDomains) }) }, 403);
}

/** 429 with Retry-After and the minutes to wait. */
export function apiLimited(t: TFunction, retryAfterSeconds: number) {
  return jsonAnswer({ error: t("errors.limited", { minutes: minutesFrom(retryAfterSeconds) }) }, 429, {
    "Retry-After": String(retryAfterSeconds),
  });
}
