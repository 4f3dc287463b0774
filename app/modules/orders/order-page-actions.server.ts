import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { confirmStaffPassword, type PasswordCheck } from "~/modules/office/users-admin.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { addOrderNote, markOrderReviewed } from "./order-notes.server";
import { changeOrderStatus, type StatusOutcome } from "./order-status.server";
import { noteFormSchema, reviewedFormSchema, statusFormSchema } from "./status-rules";

/**
 * The order page's three forms (intent "status", "note", "reviewed"): parsed, the password
 * checked where the form carries one, the module called, then a 303 back to the page with a
 * toast, or the form again with its errors (keys of the order-office namespace) and a 4xx.
 */

export const ORDER_PAGE_BASE = "/sattva-administration/orders";

export interface OrderFormAnswer {
  intent: "status" | "note" | "reviewed";
  /** Field → message key ("form": about the whole form). */
  errors: Record<string, string>;
  /** Values for the messages (a product's title, the units left, …). */
  values?: Record<string, string | number>;
  /** What was typed (never the password), to fill the form again. */
  given?: Record<string, string>;
}

const refuse = (answer: OrderFormAnswer, status: number) => data(answer, { status });
const notFound = () => new Response("Not found", { status: 404 });

/** A re-entered password that did not pass, as the form's answer; null when it passed. */
function passwordAnswer(intent: OrderFormAnswer["intent"], check: PasswordCheck, given: Record<string, string>) {
  if (check.ok) return null;
  if (check.reason === "limited") {
    return data<OrderFormAnswer>(
      { intent, errors: { password: "errors.limited" }, values: { seconds: check.retryAfterSeconds }, given },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  return refuse({ intent, errors: { password: "errors.passwordWrong" }, given }, 403);
}

/** A refused status change, as the form's answer (the field it is about, and a status). */
export function statusRefusal(outcome: Exclude<StatusOutcome, { ok: true }>): {
  field: string;
  key: string;
  values?: Record<string, string | number>;
  status: number;
} {
  switch (outcome.reason) {
    case "not_found":
      return { field: "form", key: "errors.notFound", status: 404 };
    case "conflict":
      return { field: "form", key: "errors.conflict", values: { status: outcome.status }, status: 409 };
    case "unusual_unconfirmed":
      return { field: "confirmUnusual", key: "errors.unusual", status: 400 };
    case "carrier_required":
      return { field: "carrier", key: "errors.carrier", status: 400 };
    case "tracking_required":
      return { field: "trackingNumber", key: "errors.tracking", status: 400 };
    case "tracking_taken":
      return {
        field: "trackingNumber",
        key: outcome.oid ? "errors.trackingTaken" : "errors.trackingTakenNow",
        values: outcome.oid ? { oid: outcome.oid } : undefined,
        status: 409,
      };
    case "stock_short":
      return {
        field: "form",
        key: "errors.stockShort",
        values: { title: outcome.title, available: outcome.available, requested: outcome.requested },
        status: 409,
      };
  }
}

export async function orderPageAction(
  request: Request,
  user: SessionUser,
  oid: string,
): Promise<Response | ReturnType<typeof refuse>> {
  const form = await request.formData();
  const intent = form.get("intent");
  const ctx = { ip: clientAddress(request) };
  const here = `${ORDER_PAGE_BASE}/${encodeURIComponent(oid)}`;
  const back = async (key: string, values: Record<string, string | number>) =>
    redirect(here, { status: 303, headers: { "Set-Cookie": await flashHeader({ key, values, tone: "success" }) } });

  if (intent === "note") {
    const fields = formFields(form, ["body"]);
    const given = { body: typeof fields.body === "string" ? fields.body : "" };
    const input = noteFormSchema.safeParse(fields);
    if (!input.success) return refuse({ intent, errors: fieldErrors(input.error.issues), given }, 400);
    const done = await addOrderNote(user, oid, input.data.body, ctx);
    if (!done.ok) throw notFound();
    return back("order-office:notes.saved", { oid: done.oid });
  }

  if (intent === "reviewed") {
    const fields = formFields(form, ["note", "password"]);
    const given = { note: typeof fields.note === "string" ? fields.note : "" };
    const input = reviewedFormSchema.safeParse(fields);
    if (!input.success) return refuse({ intent, errors: fieldErrors(input.error.issues), given }, 400);
    const refused = passwordAnswer(intent, await confirmStaffPassword(user.id, input.data.password, request), given);
    if (refused) return refused;
    const done = await markOrderReviewed(user, oid, input.data.note, ctx);
    if (!done.ok && done.reason === "not_found") throw notFound();
    if (!done.ok) return refuse({ intent, errors: { form: "errors.notFlagged" }, given }, 409);
    return back("order-office:review.cleared", { oid: done.oid });
  }

  if (intent !== "status") return refuse({ intent: "status", errors: { form: "errors.unknownForm" } }, 400);
  const fields = formFields(form, ["status", "from", "carrier", "trackingNumber", "confirmUnusual", "password"]);
  const given = Object.fromEntries(
    (["status", "carrier", "trackingNumber"] as const).map((k) => [k, typeof fields[k] === "string" ? fields[k] : ""]),
  );
  const input = statusFormSchema.safeParse(fields);
  if (!input.success) return refuse({ intent, errors: fieldErrors(input.error.issues), given }, 400);
  const refused = passwordAnswer(intent, await confirmStaffPassword(user.id, input.data.password, request), given);
  if (refused) return refused;
  const { status, from, carrier, trackingNumber, confirmUnusual } = input.data;
  const outcome = await changeOrderStatus(
    user,
    oid,
    { status, carrier, trackingNumber, expectedFrom: from, confirmedUnusual: confirmUnusual },
    ctx,
  );
  if (!outcome.ok) {
    if (outcome.reason === "not_found") throw notFound();
    const r = statusRefusal(outcome);
    return refuse({ intent, errors: { [r.field]: r.key }, values: r.values, given }, r.status);
  }
  return back(outcome.changed ? `order-office:status.changed.${status}` : "order-office:status.unchanged", {
    oid: outcome.oid,
  });
}
