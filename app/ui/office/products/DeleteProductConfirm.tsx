import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { primaryButton, secondaryButton } from "~/ui/office/parts";

/**
 * The delete confirmation (SPEC 4 "Delete product flow"): the question, the product, the staff
 * password; Cancel goes back. An error (wrong password, open orders) is announced and focused.
 */
export function DeleteProductConfirm({
  product,
  returnTo,
  answer,
}: {
  product: { id: string; pid: string; title: string };
  returnTo: string;
  answer?: { error: string; values?: Record<string, string> };
}) {
  const { t } = useTranslation("products-office");
  const submitting = useSubmitting("delete");
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.error) errorRef.current?.focus();
  }, [answer]);
  const passwordError = answer?.error === "errors.password" ? t(answer.error) : undefined;
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-product-title"
      aria-describedby="delete-product-question"
      className="mx-auto mt-6 max-w-lg rounded-2xl border border-sandal-200 bg-white p-6 shadow-sm"
    >
      <h1 id="delete-product-title" className="font-display text-2xl text-plum-900">
        {t("delete.title")}
      </h1>
      <p id="delete-product-question" className="mt-3 text-stone-800">
        {t("delete.confirm")}
      </p>
      <p className="mt-2 font-semibold text-stone-900">
        {t("delete.product", { title: product.title, pid: product.pid })}
      </p>
      {answer?.error && !passwordError ? (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900"
          data-testid="delete-error"
        >
          {t(answer.error, answer.values ?? {})}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <InputField
          id="delete-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("delete.password")}
          error={passwordError}
          required
          maxLength={200}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="delete"
            className={`${primaryButton} bg-red-800 hover:bg-red-900`}
            disabled={submitting}
          >
            {t("delete.submit")}
          </button>
          <Link className={secondaryButton} to={returnTo}>
            {t("delete.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
