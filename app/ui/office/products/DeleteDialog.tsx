import { useRevalidator } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "~/ui/kit/Field";
import { primaryButton, secondaryButton } from "~/ui/office/parts";

/** How long the success message stays before the dialog closes (SPEC 4 "Delete product flow"). */
export const DELETE_DIALOG_CLOSE_MS = 1500;

type Outcome = { kind: "done" | "error"; text: string } | null;

/** The delete confirmation of DeleteProductLink (loaded on demand, see there). */
export default function DeleteDialog({
  product,
  texts,
  dialogRef: ref,
}: {
  product: { id: string; title: string };
  texts: "office" | "shop";
  dialogRef: RefObject<HTMLDialogElement>;
}) {
  const { t } = useTranslation(texts === "office" ? "products-office" : "common");
  const key = (office: string, shop: string) => (texts === "office" ? office : shop);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome?.kind !== "done") return;
    const timer = setTimeout(() => {
      ref.current?.close();
      revalidator.revalidate();
    }, DELETE_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per success
  }, [outcome]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const res = await fetch(`/api/sattva-products/delete-product/${product.id}`, {
        method: "DELETE",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ password: password.current?.value ?? "" }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
      if (res.ok) setOutcome({ kind: "done", text: t(key("delete.done", "staffTools.deleted")) });
      else if (res.status === 403 && texts === "shop")
        setOutcome({ kind: "error", text: t("staffTools.wrongPassword") });
      else if (texts === "office" && body.error) setOutcome({ kind: "error", text: body.error });
      else setOutcome({ kind: "error", text: t(key("delete.failed", "staffTools.deleteFailed")) });
    } catch {
      setOutcome({ kind: "error", text: t(key("delete.failed", "staffTools.deleteFailed")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-sandal-200 bg-white p-6 text-left shadow-xl backdrop:bg-stone-900/40"
      data-testid="delete-dialog"
      onClose={() => {
        if (password.current) password.current.value = "";
        if (outcome?.kind !== "done") setOutcome(null);
      }}
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-plum-900">
        {t(key("delete.title", "staffTools.deleteTitle"))}
      </h2>
      <p id={`${id}-question`} className="mt-3 text-stone-800">
        {t(key("delete.confirm", "staffTools.deleteConfirm"))}
      </p>
      <p className="mt-2 font-semibold text-stone-900">{product.title}</p>
      {outcome ? (
        <p
          role={outcome.kind === "done" ? "status" : "alert"}
          className={`mt-4 rounded-lg border p-3 font-medium ${outcome.kind === "done" ? "border-emerald-800 bg-emerald-50 text-emerald-900" : "border-red-700 bg-red-50 text-red-900"}`}
          data-testid="delete-dialog-message"
        >
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === "done" ? null : (
        <form method="dialog" className="mt-4 space-y-4" onSubmit={submit}>
          <InputField
            ref={password}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            label={t(key("delete.password", "staffTools.password"))}
            required
            maxLength={200}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={`${primaryButton} bg-red-800 hover:bg-red-900`} disabled={busy}>
              {t(key("delete.submit", "staffTools.delete"))}
            </button>
            <button type="button" className={secondaryButton} onClick={() => ref.current?.close()}>
              {t(key("delete.cancel", "staffTools.cancel"))}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
