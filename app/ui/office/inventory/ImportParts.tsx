import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ImportPreview } from "~/modules/inventory/csv.server";
import { IMPORT_MAX_BYTES, IMPORT_MAX_LINES } from "~/modules/inventory/schemas";
import { fieldClass, fieldBorder, FieldFrame, fieldAria } from "~/ui/kit/Field";
import { useOfficeFormat } from "~/ui/office/format";
import { Panel, primaryButton, secondaryButton, td } from "~/ui/office/parts";
import { OfficeTable, rowClass, type Column } from "~/ui/office/tables";
import { INVENTORY_PATH } from "./InventoryTable";

const MAX_LINES = IMPORT_MAX_LINES;
const MAX_KB = IMPORT_MAX_BYTES / 1024;

/** The file to upload (a header row with pid and stock). */
export function UploadStockForm({ error, again }: { error?: string; again: boolean }) {
  const { t } = useTranslation("inventory");
  const busy = useNavigation().state === "submitting";
  const message = error ? t(`import.errors.${error}`, { lines: MAX_LINES, kb: MAX_KB }) : undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <div className="mt-6 max-w-xl">
      <Panel title={again ? t("import.again") : t("import.upload")} id="import-upload">
        <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
          <FieldFrame
            id="import-file"
            label={t("import.file")}
            error={message}
            hint={t("import.fileHint", { lines: MAX_LINES, kb: MAX_KB })}
          >
            <input
              ref={input}
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              {...fieldAria("import-file", message, "hint")}
              className={`${fieldClass} min-h-11 ${fieldBorder(message)}`}
            />
          </FieldFrame>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("import.preview")}
          </button>
        </Form>
      </Panel>
    </div>
  );
}

/** The preview: one row per line of the file, then Apply (only when no line has an error). */
export function ImportPreviewTable({
  preview,
  moved,
}: {
  preview: Extract<ImportPreview, { ok: true }>;
  moved?: boolean;
}) {
  const { t } = useTranslation(["inventory", "office"]);
  const f = useOfficeFormat();
  const busy = useNavigation().state === "submitting";
  const none = t("office:common.none");
  const columns: Column[] = ["line", "pid", "title", "current", "new", "delta", "problem"].map((key, i) => ({
    key,
    label: t(`columns.${key}`),
    end: i >= 3 && i <= 5,
  }));
  const figure = (n: number | undefined) => (n === undefined ? none : f.number(n));
  return (
    <section className="mt-6" aria-labelledby="import-preview" data-testid="import-preview">
      <h2 id="import-preview" className="font-display text-xl text-plum-900">
        {t("import.previewTitle")}
      </h2>
      {moved ? (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {t("import.moved")}
        </p>
      ) : null}
      <p className="mt-2 text-stone-700" data-testid="import-summary">
        {t("import.summary", { lines: preview.lines.length, changes: preview.changes, errors: preview.errors })}
      </p>
      <div className="mt-4">
        <OfficeTable
          caption={t("import.previewTitle")}
          columns={columns}
          minWidth="min-w-[44rem]"
          testId="import-lines"
        >
          {preview.lines.map((l) => (
            <tr key={l.line} className={`${rowClass} ${l.error ? "bg-red-50" : ""}`}>
              <td className={`${td} tabular-nums`}>{l.line}</td>
              <td className={`${td} font-mono text-xs`}>{l.pid || none}</td>
              <td className={td}>{l.title ?? none}</td>
              <td className={`${td} text-right tabular-nums`}>{figure(l.current)}</td>
              <td className={`${td} text-right tabular-nums`}>
                {l.next === undefined ? l.given || none : f.number(l.next)}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {l.delta === undefined ? none : l.delta > 0 ? `+${f.number(l.delta)}` : f.number(l.delta)}
              </td>
              <td className={`${td} font-medium text-red-800`}>{l.error ? t(`import.lineErrors.${l.error}`) : ""}</td>
            </tr>
          ))}
        </OfficeTable>
      </div>
      {preview.token ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="token" value={preview.token} />
          {preview.changes === 0 ? <p className="text-stone-700">{t("import.nothing")}</p> : null}
          <button type="submit" className={primaryButton} disabled={busy || preview.changes === 0}>
            {t("import.apply", { count: preview.changes })}
          </button>
          <Link to={INVENTORY_PATH} className={secondaryButton}>
            {t("import.cancel")}
          </Link>
        </Form>
      ) : (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {t("import.hasErrors")}
        </p>
      )}
    </section>
  );
}
