import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { TaxonomyEntry, TaxonomyKind } from "~/modules/catalog/taxonomy-admin.server";
import { languageNames, type Language } from "~/modules/i18n/config";
import { InputField, SelectField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { primaryButton, secondaryButton } from "../parts";

/**
 * The catalogue page's parts: an entry's row (names in every language, products using it, and
 * its buttons: rename, move up, move down, delete), the names fields (Italian, then the other
 * four, an empty one "not translated yet") and the add and rename forms. Plain forms and links:
 * all of it works without JavaScript.
 */

const OTHER: Exclude<Language, "it">[] = ["en", "fr", "de", "es"];
const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 transition hover:bg-sandal-100 disabled:cursor-not-allowed disabled:opacity-50";

export type NameValues = Partial<Record<"name" | `name_${Exclude<Language, "it">}`, string>>;

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

function SmallPost({
  fields,
  label,
  text,
  disabled,
  danger,
}: {
  fields: Record<string, string>;
  label: string;
  text: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <Hidden fields={fields} />
      <button
        type="submit"
        aria-label={label}
        disabled={disabled}
        className={danger ? `${smallButton} text-red-800 ring-red-800/30 hover:bg-red-50` : smallButton}
      >
        {text}
      </button>
    </Form>
  );
}

/** The names of an entry in the four other languages, "not translated yet" where missing. */
function Translations({ names }: { names: TaxonomyEntry["names"] }) {
  const { t } = useTranslation("catalogue-office");
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
      {OTHER.map((l) => (
        <li key={l} lang={names[l] ? l : undefined}>
          <abbr title={languageNames[l]} className="font-semibold no-underline">
            {l.toUpperCase()}
          </abbr>{" "}
          {names[l] ?? <span className="italic text-stone-600">{t("notTranslated")}</span>}
        </li>
      ))}
    </ul>
  );
}

export function EntryRow({
  kind,
  entry,
  first,
  last,
  editing,
  error,
  values,
}: {
  kind: TaxonomyKind;
  entry: TaxonomyEntry;
  first: boolean;
  last: boolean;
  editing: boolean;
  error?: string;
  values?: NameValues;
}) {
  const { t } = useTranslation("catalogue-office");
  const location = useLocation();
  const editHref = () => {
    const params = new URLSearchParams(location.search);
    params.set("edit", `${kind}:${entry.id}`);
    return `${location.pathname}?${params.toString()}#${kind}-${entry.id}`;
  };
  const base = { kind, id: entry.id };
  return (
    <li id={`${kind}-${entry.id}`} className="py-3" data-testid={`${kind}-row`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-stone-ink" lang="it">
            {entry.name}
          </p>
          <Translations names={entry.names} />
          <p className="mt-1 text-xs text-stone-600">
            {t("usedBy", { count: entry.products })} · <span className="font-mono">{entry.slug}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editHref()} className={smallButton} aria-label={t("actions.renameOf", { name: entry.name })}>
            {t("actions.rename")}
          </Link>
          <SmallPost
            fields={{ ...base, intent: "move", direction: "up" }}
            label={t("actions.upOf", { name: entry.name })}
            text="↑"
            disabled={first}
          />
          <SmallPost
            fields={{ ...base, intent: "move", direction: "down" }}
            label={t("actions.downOf", { name: entry.name })}
            text="↓"
            disabled={last}
          />
          <SmallPost
            fields={{ ...base, intent: "delete" }}
            label={t("actions.deleteOf", { name: entry.name })}
            text={t("actions.delete")}
            danger
          />
        </div>
      </div>
      {editing ? (
        <RenameForm kind={kind} entry={entry} error={error} values={values} cancelHref={location.pathname} />
      ) : null}
    </li>
  );
}

function NameFields({ prefix, values, error }: { prefix: string; values: NameValues; error?: string }) {
  const { t } = useTranslation("catalogue-office");
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <InputField
        id={`${prefix}-name`}
        name="name"
        label={t("fields.nameIt")}
        defaultValue={values.name ?? ""}
        required
        maxLength={80}
        lang="it"
        error={error ? t(error) : undefined}
      />
      {OTHER.map((l) => (
        <InputField
          key={l}
          id={`${prefix}-name-${l}`}
          name={`name_${l}`}
          label={t("fields.nameIn", { language: languageNames[l] })}
          defaultValue={values[`name_${l}`] ?? ""}
          maxLength={80}
          lang={l}
          placeholder={t("notTranslated")}
        />
      ))}
    </div>
  );
}

function RenameForm({
  kind,
  entry,
  error,
  values,
  cancelHref,
}: {
  kind: TaxonomyKind;
  entry: TaxonomyEntry;
  error?: string;
  values?: NameValues;
  cancelHref: string;
}) {
  const { t } = useTranslation("catalogue-office");
  const busy = useSubmitting("rename");
  const current: NameValues = values ?? {
    name: entry.name,
    ...Object.fromEntries(OTHER.map((l) => [`name_${l}`, entry.names[l] ?? ""])),
  };
  return (
    <Form
      method="post"
      className="mt-3 space-y-3 rounded-xl bg-sandal-50 p-4"
      aria-label={t("renameTitle", { name: entry.name })}
    >
      <Hidden fields={{ intent: "rename", kind, id: entry.id }} />
      <NameFields prefix={`rename-${entry.id}`} values={current} error={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("actions.save")}
        </button>
        <Link to={cancelHref} className={secondaryButton}>
          {t("actions.cancel")}
        </Link>
      </div>
    </Form>
  );
}

export function AddForm({
  kind,
  categories,
  error,
  values,
}: {
  kind: TaxonomyKind;
  categories?: { id: string; name: string }[];
  error?: string;
  values?: NameValues & { categoryId?: string };
}) {
  const { t } = useTranslation("catalogue-office");
  const navigationBusy = useSubmitting("add");
  return (
    <Form method="post" className="mt-4 space-y-3" aria-labelledby={`add-${kind}-title`} data-testid={`add-${kind}`}>
      <h3 id={`add-${kind}-title`} className="text-base font-semibold text-stone-900">
        {t(`add.${kind}`)}
      </h3>
      <Hidden fields={{ intent: "add", kind }} />
      {categories ? (
        <div className="max-w-sm">
          <SelectField
            id="add-subcategory-category"
            name="categoryId"
            label={t("fields.category")}
            defaultValue={values?.categoryId}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <NameFields prefix={`add-${kind}`} values={values ?? {}} error={error} />
      <button type="submit" className={primaryButton} disabled={navigationBusy}>
        {t("actions.add")}
      </button>
    </Form>
  );
}
