import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireRole } from "~/modules/accounts/guards.server";
import { WelcomeCodeTaken } from "~/modules/discounts/welcome.server";
import { officeTitle } from "~/modules/office/page.server";
import { confirmStaffPassword, passwordRefusal } from "~/modules/office/users-admin.server";
import { currentShopSettings, saveSettingsSection } from "~/modules/settings/admin.server";
import { isSettingSection, parseSection, SETTINGS_SECTIONS } from "~/modules/settings/schemas";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { OfficeError } from "~/ui/office/OfficeError";
import { officeHeaders, officeMeta } from "~/ui/office/route";
import type { SectionAnswer } from "~/ui/office/settings/SettingsSection";
import { ShopSettingsPage } from "~/ui/office/settings/ShopSettingsPage";

// invoicing: the FatturaPA fields of the legal section.
export const handle = { i18n: ["office", "settings-office", "discounts", "invoicing"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const PATH = "/sattva-administration/shop-settings";

/** Shop settings (admin only; a manager is sent to the home page like on other admin pages). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const [settings, title] = await Promise.all([currentShopSettings(), officeTitle(request, "nav.shopSettings")]);
  return { settings, title };
}

/**
 * One section per post (`intent`): its fields checked with the section's schema and the admin's
 * password, then saved with an audit record; refused input changes nothing and comes back with
 * its errors (400, or 403/429 for the password).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "admin");
  const form = await request.formData();
  const section = form.get("intent");
  if (!isSettingSection(section)) {
    return data<SectionAnswer>({ section: "", errors: { form: "errors.section" }, values: {} }, { status: 400 });
  }
  const names = SETTINGS_SECTIONS[section].fields;
  const fields = formFields(form, names);
  const values: SectionAnswer["values"] = {};
  for (const name of names) {
    const all = form.getAll(name).filter((v): v is string => typeof v === "string");
    if (all.length) values[name] = name === "zone1" ? all : all[0].slice(0, 300);
  }
  const refuse = (
    errors: Record<string, string>,
    status: number,
    extra: Partial<SectionAnswer> = {},
    h?: HeadersInit,
  ) => data<SectionAnswer>({ section, errors, values, ...extra }, { status, headers: h });

  const password = form.get("password");
  const parsed = parseSection(section, fields);
  if (!parsed.ok || typeof password !== "string" || password === "") {
    const errors = parsed.ok ? {} : parsed.errors;
    if (typeof password !== "string" || password === "") errors.password = "errors.passwordRequired";
    return refuse(errors, 400);
  }
  const refused = passwordRefusal(await confirmStaffPassword(user.id, password, request));
  if (refused) {
    const key = refused.status === 429 ? "errors.passwordLimited" : "errors.passwordWrong";
    return refuse({ password: key }, refused.status, { minutes: refused.minutes }, refused.headers);
  }
  try {
    await saveSettingsSection(user, parsed.key, parsed.value, { ip: clientAddress(request) });
  } catch (error) {
    // The welcome code is a discount code: another code may already have the name (decision 017).
    if (error instanceof WelcomeCodeTaken) return refuse({ code: "discounts:office.errors.codeTaken" }, 409);
    throw error;
  }
  const flash = await flashHeader({ key: `settings-office:saved.${section}`, tone: "success" });
  return redirect(`${PATH}#${section}`, { status: 303, headers: { "Set-Cookie": flash } });
}

export default function ShopSettingsRoute() {
  const { settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return <ShopSettingsPage settings={settings} answer={answer} />;
}

export function ErrorBoundary() {
  return <OfficeError />;
}
