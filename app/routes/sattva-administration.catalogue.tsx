import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { formFields } from "~/lib/form";
import { translatedClientLoader } from "~/lib/i18n-client";
import { requireStaff } from "~/modules/accounts/guards.server";
import {
  addTaxonomyEntry,
  deleteTaxonomyEntry,
  moveTaxonomyEntry,
  renameTaxonomyEntry,
  TAXONOMY_FIELDS,
  taxonomyForStaff,
  taxonomyFormSchema,
  type TaxonomyEntry,
  type TaxonomyKind,
  type TaxonomyOutcome,
} from "~/modules/catalog/taxonomy-admin.server";
import { officeTitle } from "~/modules/office/page.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { AddForm, EntryRow, type NameValues } from "~/ui/office/catalogue/TaxonomyParts";
import { Notice } from "~/ui/kit/Notice";
import { OfficeError } from "~/ui/office/OfficeError";
import { PageHeader, Panel, secondaryButton } from "~/ui/office/parts";
import { officeHeaders, officeMeta } from "~/ui/office/route";

export const handle = { i18n: ["office", "catalogue-office", "safety-office"] };
export const clientLoader = translatedClientLoader(handle);
export const meta = officeMeta;
export const headers = officeHeaders;

const PATH = "/sattva-administration/catalogue";

/**
 * Categories, subcategories and brands (admins and managers): add (Italian name and the other
 * four languages), rename, reorder, delete when nothing uses the entry. `?edit=<kind>:<id>`
 * opens an entry's rename form (the page without JavaScript).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const edit = new URL(request.url).searchParams.get("edit") ?? "";
  const [taxonomy, title] = await Promise.all([taxonomyForStaff(), officeTitle(request, "nav.catalogue")]);
  return { taxonomy, edit: /^(category|subcategory|brand):[a-z0-9-]{8,40}$/i.test(edit) ? edit : "", title };
}

type Answer = {
  /** Which form the answer is for: "add:<kind>" or "<kind>:<id>". */
  form: string;
  error: string;
  values?: NameValues & { categoryId?: string };
  counts?: { products: number; subcategories: number };
};

const REFUSALS: Record<Exclude<TaxonomyOutcome, { ok: true }>["reason"], [number, string]> = {
  not_found: [404, "errors.notFound"],
  taken: [409, "errors.taken"],
  in_use: [409, "errors.inUse"],
  no_category: [400, "errors.noCategory"],
};

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const fields = formFields(await request.formData(), TAXONOMY_FIELDS);
  const parsed = taxonomyFormSchema.safeParse(fields);
  const values = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => (k.startsWith("name") || k === "categoryId") && typeof v === "string"),
  ) as Answer["values"];
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const onName = issue?.path[0] === "name";
    const form = fields.intent === "add" ? `add:${String(fields.kind)}` : `${String(fields.kind)}:${String(fields.id)}`;
    return data<Answer>({ form, error: onName ? issue.message : "errors.invalid", values }, { status: 400 });
  }
  const input = parsed.data;
  const actor = { id: user.id, ip: clientAddress(request) };
  const outcome =
    input.intent === "add"
      ? await addTaxonomyEntry(actor, input.kind, input)
      : input.intent === "rename"
        ? await renameTaxonomyEntry(actor, input.kind, input.id, input)
        : input.intent === "move"
          ? await moveTaxonomyEntry(actor, input.kind, input.id, input.direction)
          : await deleteTaxonomyEntry(actor, input.kind, input.id);
  if (!outcome.ok) {
    const [status, error] = REFUSALS[outcome.reason];
    const form = input.intent === "add" ? `add:${input.kind}` : `${input.kind}:${input.id}`;
    const counts =
      outcome.reason === "in_use"
        ? { products: outcome.products ?? 0, subcategories: outcome.subcategories ?? 0 }
        : undefined;
    return data<Answer>({ form, error, values, counts }, { status });
  }
  const flash = await flashHeader({ key: `catalogue-office:done.${input.intent}`, tone: "success" });
  const anchor = input.intent === "add" ? `#${input.kind}-${outcome.id}` : `#${input.kind}-${input.id}`;
  return redirect(`${PATH}${anchor}`, { status: 303, headers: { "Set-Cookie": flash } });
}

/** Refusals told at the top of the page; the others sit under their form's name field. */
const PAGE_LEVEL = ["errors.inUse", "errors.notFound", "errors.invalid", "errors.noCategory"];

function EntryList({
  kind,
  entries,
  edit,
  answer,
}: {
  kind: TaxonomyKind;
  entries: TaxonomyEntry[];
  edit: string;
  answer?: Answer;
}) {
  const { t } = useTranslation("catalogue-office");
  if (entries.length === 0) return <p className="text-sm text-stone-700">{t(`empty.${kind}`)}</p>;
  return (
    <ul className="divide-y divide-sandal-200">
      {entries.map((e, i) => {
        const key = `${kind}:${e.id}`;
        const renaming = answer?.form === key && !PAGE_LEVEL.includes(answer.error);
        return (
          <EntryRow
            key={e.id}
            kind={kind}
            entry={e}
            first={i === 0}
            last={i === entries.length - 1}
            editing={edit === key || renaming}
            error={renaming ? answer?.error : undefined}
            values={renaming ? answer?.values : undefined}
          />
        );
      })}
    </ul>
  );
}

export default function CataloguePage() {
  const { taxonomy, edit } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("catalogue-office");
  const location = useLocation();
  const notice = useRef<HTMLElement>(null);
  const refusal = answer && PAGE_LEVEL.includes(answer.error) ? answer : null;
  useEffect(() => {
    if (refusal) notice.current?.focus();
  }, [refusal]);
  const addAnswer = (kind: TaxonomyKind) => (answer?.form === `add:${kind}` ? answer : undefined);
  return (
    <>
      <PageHeader
        title={t("title")}
        lead={t("lead")}
        actions={
          <Link className={secondaryButton} to="/sattva-administration/catalogue/safety">
            {t("safety-office:title")}
          </Link>
        }
      />
      {refusal ? (
        <div className="mt-6" data-testid="catalogue-refusal">
          <Notice ref={notice} tone="error" focusable>
            {t(refusal.error, { ...refusal.counts, count: refusal.counts?.products ?? 0 })}
          </Notice>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2" key={location.key}>
        <Panel title={t("categories")} id="catalogue-categories">
          <ul className="space-y-6">
            {taxonomy.categories.map((c, i) => (
              <li key={c.id} className="rounded-xl border border-sandal-200 p-3">
                <ul>
                  <EntryRow
                    kind="category"
                    entry={c}
                    first={i === 0}
                    last={i === taxonomy.categories.length - 1}
                    editing={
                      edit === `category:${c.id}` ||
                      (answer?.form === `category:${c.id}` && answer.error !== "errors.inUse")
                    }
                    error={answer?.form === `category:${c.id}` ? answer.error : undefined}
                    values={answer?.form === `category:${c.id}` ? answer.values : undefined}
                  />
                </ul>
                <div className="ml-4 border-l-2 border-sandal-200 pl-4">
                  <h3 className="mt-2 text-sm font-semibold text-stone-800">
                    {t("subcategoriesOf", { name: c.name })}
                  </h3>
                  <EntryList kind="subcategory" entries={c.subcategories} edit={edit} answer={answer} />
                </div>
              </li>
            ))}
          </ul>
          <AddForm kind="category" error={addAnswer("category")?.error} values={addAnswer("category")?.values} />
          <AddForm
            kind="subcategory"
            categories={taxonomy.categories.map((c) => ({ id: c.id, name: c.name }))}
            error={addAnswer("subcategory")?.error}
            values={addAnswer("subcategory")?.values}
          />
        </Panel>
        <Panel title={t("brands")} id="catalogue-brands">
          <EntryList kind="brand" entries={taxonomy.brands} edit={edit} answer={answer} />
          <AddForm kind="brand" error={addAnswer("brand")?.error} values={addAnswer("brand")?.values} />
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <OfficeError />;
}
