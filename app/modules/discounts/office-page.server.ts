import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import { requireRole } from "~/modules/accounts/guards.server";
import { confirmStaffPassword, passwordRefusal } from "~/modules/office/users-admin.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { saveDiscountCode } from "./office.server";
import { DISCOUNT_FIELDS, discountFormSchema } from "./schemas";

/**
 * The action of the office's discount code forms (new, edit), behind the thin routes
 * `sattva-administration.discounts*`: admins only, the admin's password confirmed on the server,
 * refused input answered per field (400/403/404/409/422/429) with nothing written.
 */

export const DISCOUNTS_PATH = "/sattva-administration/discounts";

export interface DiscountFormAnswer {
  errors: Record<string, string>;
  values: Record<string, string>;
  minutes?: number;
}

export async function discountFormAction(request: Request, id: string | null) {
  const user = await requireRole(request, "admin");
  const form = await request.formData();
  const fields = formFields(form, DISCOUNT_FIELDS);
  const values: Record<string, string> = {};
  for (const name of DISCOUNT_FIELDS) {
    const v = fields[name];
    if (typeof v === "string") values[name] = v.slice(0, 200);
  }
  const refuse = (
    errors: Record<string, string>,
    status: number,
    extra: Partial<DiscountFormAnswer> = {},
    h?: HeadersInit,
  ) => data<DiscountFormAnswer>({ errors, values, ...extra }, { status, headers: h });

  const parsed = discountFormSchema.safeParse(fields);
  const password = form.get("password");
  if (!parsed.success || typeof password !== "string" || password === "") {
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (typeof password !== "string" || password === "") errors.password = "office.errors.passwordRequired";
    return refuse(errors, 400);
  }
  const refused = passwordRefusal(await confirmStaffPassword(user.id, password, request));
  if (refused) {
    const key = refused.status === 429 ? "office.errors.passwordLimited" : "office.errors.passwordWrong";
    return refuse({ password: key }, refused.status, { minutes: refused.minutes }, refused.headers);
  }
  const saved = await saveDiscountCode(user, id, parsed.data, { ip: clientAddress(request) });
  if (!saved.ok) return refuse(saved.errors, saved.status);
  const flash = await flashHeader({
    key: id ? "discounts:office.saved" : "discounts:office.created",
    values: { code: parsed.data.code },
    tone: "success",
  });
  return redirect(DISCOUNTS_PATH, { status: 303, headers: { "Set-Cookie": flash } });
}
