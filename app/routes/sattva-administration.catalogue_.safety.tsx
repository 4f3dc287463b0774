import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import {
  deleteOperator,
  parseSafetyForm,
  safetyForStaff,
  saveOperator,
  setBrandOperators,
  setCategorySafety,
  SAFETY_FIELDS,
  type SafetyOutcome,
} from "~/modules/catalog/safety-admin.server";
import { officeTitle } from "~/modules/office/page.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import {
  BrandForm,
  CategoryEditor,
  EditLink,
  OperatorForm,
  SAFETY_PATH,
  WarningsSummary,
  type SafetyAnswer,
} from "~/ui/office/catalogue/SafetyParts";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, Panel, secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "safety-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

/**
 * Product safety (GPSR art. 19), for admins and managers: manufacturers and EU responsible
 * persons, each brand's, and the warnings of each category and subcategory in five languages.
 * `?edit=<operator|category|subcategory>:<id>` opens an entry's form (the page without JavaScript).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const edit = new URL(request.url).searchParams.get("edit") ?? "";
  const [safety, title] = await Promise.all([safetyForStaff(), officeTitle(request, "nav.catalogue")]);
  return { safety, edit: /^(operator|category|subcategory):[a-z0-9]{8,40}$/i.test(edit) ? edit : "", title };
}

const REFUSALS: Record<Exclude<SafetyOutcome, { ok: true }>["reason"], [number, string]> = {
  not_found: [404, "safety-office:errors.notFound"],
  taken: [409, "safety-office:errors.operatorTaken"],
  in_use: [409, "safety-office:errors.operatorInUse"],
  not_eu: [400, "safety-office:errors.responsibleNotEu"],
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const fields = formFields(await request.formData(), SAFETY_FIELDS);
  const values = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => k !== "intent" && typeof v === "string"),
  ) as Record<string, string>;
  const which =
    fields.intent === "operator" && !fields.id
      ? "operator:new"
      : `${fields.intent === "category" ? String(fields.kind) : String(fields.intent).replace("-delete", "")}:${String(fields.id)}`;
  const parsed = parseSafetyForm(fields);
  if (!parsed.ok) return data<SafetyAnswer>({ form: which, errors: parsed.errors, values }, { status: 400 });
  const { form } = parsed;
  const actor = { id: user.id, ip: clientAddress(request) };
  const outcome =
    form.intent === "operator"
      ? await saveOperator(actor, form.id, form.operator)
      : form.intent === "operator-delete"
        ? await deleteOperator(actor, form.id)
        : form.intent === "brand"
          ? await setBrandOperators(actor, form.id, form.manufacturerId, form.responsiblePersonId)
          : await setCategorySafety(actor, form.kind, form.id, form.needsSafetyWarnings, form.warnings);
  if (!outcome.ok) {
    const [status, error] = REFUSALS[outcome.reason];
    return data<SafetyAnswer>({ form: which, errors: { [outcome.field ?? "form"]: error }, values }, { status });
  }
  const flash = await flashHeader({ key: `safety-office:done.${form.intent}`, tone: "success" });
  const anchor =
    form.intent === "category"
      ? `#${form.kind}-${form.id}`
      : form.intent === "brand"
        ? `#brand-${form.id}`
        : form.intent === "operator"
          ? `#operator-${outcome.id}`
          : "#operators";
  return redirect(`${SAFETY_PATH}${anchor}`, { status: 303, headers: { "Set-Cookie": flash } });
}

export default function ProductSafetyPage() {
  const { safety, edit } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("safety-office");
  const location = useLocation();
  const answerFor = (key: string) => (answer?.form === key ? answer : undefined);
  const editing = (key: string) => edit === key || answer?.form === key;
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("lead")}
        actions={
          <Link className={secondaryButton} to="/sattva-administration/catalogue">
            {t("backToCatalogue")}
          </Link>
        }
      />
      <div className="mt-6 grid gap-6" key={location.key}>
        <Panel title={t("operators")} id="operators">
          <p className="text-sm text-stone-700">{t("operatorsLead")}</p>
          {safety.operators.length === 0 ? (
            <p className="mt-3 text-sm text-stone-700">{t("noOperators")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-sandal-200">
              {safety.operators.map((o) => (
                <li key={o.id} id={`operator-${o.id}`} className="py-3" data-testid={`operator-${o.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="text-sm text-stone-800">
                      <p className="font-semibold text-stone-900">
                        {o.name} <span className="font-normal text-stone-700">({o.country})</span>
                      </p>
                      <p className="whitespace-pre-line">{o.address}</p>
                      <p>{[o.email, o.url].filter(Boolean).join(" · ")}</p>
                      <p className="text-xs text-stone-700">{t("operator.usedBy", { count: o.brands })}</p>
                    </div>
                    <div className="flex flex-wrap items-center gap-3">
                      <EditLink
                        to={`${SAFETY_PATH}?edit=operator:${o.id}#operator-${o.id}`}
                        label={t("operator.editLabel", { name: o.name })}
                        text={t("edit")}
                      />
                      <Form method="post" action={SAFETY_PATH}>
                        <input type="hidden" name="intent" value="operator-delete" />
                        <input type="hidden" name="id" value={o.id} />
                        <button
                          type="submit"
                          className="min-h-11 text-sm font-semibold text-red-800 underline underline-offset-2 disabled:text-stone-600 disabled:no-underline"
                          disabled={o.brands > 0}
                          aria-label={t("operator.deleteLabel", { name: o.name })}
                        >
                          {t("operator.delete")}
                        </button>
                      </Form>
                    </div>
                  </div>
                  {answerFor(`operator:${o.id}`)?.errors.form ? (
                    <p role="alert" className="mt-2 text-sm font-medium text-red-800">
                      {t(answerFor(`operator:${o.id}`)!.errors.form)}
                    </p>
                  ) : null}
                  {editing(`operator:${o.id}`) ? (
                    <OperatorForm operator={o} answer={answerFor(`operator:${o.id}`)} />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 font-semibold text-plum-900">{t("operator.addTitle")}</h3>
          <OperatorForm operator={null} answer={answerFor("operator:new")} />
        </Panel>

        <Panel title={t("brands")} id="brands">
          <p className="text-sm text-stone-700">{t("brandsLead")}</p>
          <div className="mt-2 divide-y divide-sandal-200">
            {safety.brands.map((b) => (
              <BrandForm key={b.id} brand={b} operators={safety.operators} answer={answerFor(`brand:${b.id}`)} />
            ))}
          </div>
        </Panel>

        <Panel title={t("categories")} id="categories">
          <p className="text-sm text-stone-700">{t("categoriesLead")}</p>
          <ul className="mt-3 space-y-4">
            {safety.categories.map((c) => (
              <li key={c.id} className="rounded-xl border border-sandal-200 p-3">
                <ul className="divide-y divide-sandal-200">
                  {[c, ...c.subcategories].map((e) => {
                    const key = `${e.kind}:${e.id}`;
                    return (
                      <li
                        key={e.id}
                        id={`${e.kind}-${e.id}`}
                        className={e.kind === "subcategory" ? "py-3 pl-4" : "pb-3"}
                        data-testid={`safety-${key}`}
                      >
                        <div className="flex flex-wrap items-center justify-between gap-3">
                          <p className={e.kind === "category" ? "font-semibold text-plum-900" : "text-stone-900"}>
                            {e.name}{" "}
                            <span className="text-xs font-semibold text-stone-700">
                              {e.needsSafetyWarnings ? t("category.needed") : t("category.notNeeded")}
                            </span>
                          </p>
                          <EditLink
                            to={`${SAFETY_PATH}?edit=${key}#${e.kind}-${e.id}`}
                            label={t("category.editLabel", { name: e.name })}
                            text={t("edit")}
                          />
                        </div>
                        <WarningsSummary warnings={e.warnings} />
                        {editing(key) ? <CategoryEditor entry={e} answer={answerFor(key)} /> : null}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
