import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderHistoryRow } from "~/modules/orders/order-history.server";
import type { OrderNoteView } from "~/modules/orders/order-notes.server";
import type { OrderFormAnswer } from "~/modules/orders/order-page-actions.server";
import { TextAreaField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { useOfficeFormat } from "~/ui/office/format";
import { Panel, primaryButton } from "~/ui/office/parts";

/** Who moved the order: a staff member's name, the shopper, the payment provider or the shop itself. */
function useWho() {
  const { t } = useTranslation("order-office");
  return (row: OrderHistoryRow) => {
    if (row.source === "staff")
      return row.actor ? t("history.byStaff", { name: row.actor }) : t("history.byFormerStaff");
    if (row.source === "shopper") return t("history.byShopper");
    if (row.source === "provider") return t("history.byProvider");
    return t("history.bySystem");
  };
}

/** The order's statuses in the order they came, each with who and when. */
export function OrderHistory({ history }: { history: OrderHistoryRow[] }) {
  const { t } = useTranslation(["order-office", "office"]);
  const f = useOfficeFormat();
  const who = useWho();
  const name = (s: string) => t(`office:orderStatus.${s}`);
  return (
    <Panel title={t("history.title")} id="order-history-title">
      {history.length === 0 ? (
        <p className="text-sm text-stone-700">{t("history.none")}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-sandal-200 pl-4" data-testid="order-history">
          {history.map((h) => (
            <li key={h.id} className="text-sm">
              <p className="font-medium text-stone-900">
                {h.from
                  ? t("history.change", { from: name(h.from), to: name(h.to) })
                  : t("history.placed", { to: name(h.to) })}
              </p>
              <p className="text-stone-700">
                {who(h)} · <time dateTime={h.at}>{f.dateTime(h.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** Staff's internal notes, newest first, and the form to add one. Never shown to the buyer. */
export function OrderNotes({ notes, answer }: { notes: OrderNoteView[]; answer?: OrderFormAnswer }) {
  const { t } = useTranslation("order-office");
  const f = useOfficeFormat();
  const submitting = useSubmitting("note");
  const error = answer?.errors.body ? t(answer.errors.body) : undefined;
  return (
    <Panel title={t("notes.title")} id="order-notes-title">
      <p className="text-sm text-stone-700">{t("notes.lead")}</p>
      <Form method="post" className="mt-3 space-y-3" data-testid="note-form">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          id="note-body"
          name="body"
          label={t("notes.label")}
          error={error}
          defaultValue={answer?.given?.body ?? ""}
          rows={3}
          required
          maxLength={2000}
        />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {t("notes.submit")}
        </button>
      </Form>
      {notes.length ? (
        <ol className="mt-4 space-y-3" data-testid="order-notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-sandal-100/60 p-3 text-sm">
              <p className="whitespace-pre-line break-words text-stone-900">{n.body}</p>
              <p className="mt-1 text-stone-700">
                {n.author ?? t("notes.formerStaff")} · <time dateTime={n.createdAt}>{f.dateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-stone-700">{t("notes.none")}</p>
      )}
    </Panel>
  );
}
