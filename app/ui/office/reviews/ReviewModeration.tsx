import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OfficeReviewRow } from "~/modules/office/lists.server";
import { InputField, SelectField } from "~/ui/kit/Field";
import { Notice } from "~/ui/kit/Notice";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { primaryButton, secondaryButton, textLink } from "../parts";

/**
 * The reviews page's moderation parts: the filters inside its search form, each row's buttons
 * (publish or hide, delete), and the delete confirmation with the password. Every one is a plain
 * form or link: the page works the same without JavaScript.
 */

const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold ring-1 transition";

/** The list's URL with `changes` applied (kept filters, page reset unless told). */
function useListHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
}

export function ReviewFilters({
  rating,
  state,
  product,
}: {
  rating?: number;
  state?: string;
  product: { id: string; title: string } | null;
}) {
  const { t } = useTranslation("reviews-office");
  const href = useListHref();
  return (
    <>
      <div className="w-40">
        <SelectField id="reviews-rating" name="rating" label={t("filters.rating")} defaultValue={rating ?? ""}>
          <option value="">{t("filters.anyRating")}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t("filters.stars", { count: n })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="w-44">
        <SelectField id="reviews-state" name="state" label={t("filters.state")} defaultValue={state ?? ""}>
          <option value="">{t("filters.anyState")}</option>
          <option value="published">{t("status.published")}</option>
          <option value="hidden">{t("status.hidden")}</option>
        </SelectField>
      </div>
      {product ? (
        <p className="flex min-h-11 basis-full flex-wrap items-center gap-3 text-sm text-stone-800">
          <input type="hidden" name="product" value={product.id} />
          <span>{t("filters.onlyProduct", { title: product.title })}</span>
          <Link to={href({ product: null, page: null })} className={textLink}>
            {t("filters.allProducts")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** A row's buttons: publish or hide (staff), delete (opens the confirmation; admins only may finish it). */
export function ReviewRowActions({ row }: { row: OfficeReviewRow }) {
  const { t } = useTranslation("reviews-office");
  const href = useListHref();
  const intent = row.published ? "hide" : "publish";
  const busy = useSubmitting(intent);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
          row.published
            ? "bg-emerald-50 text-emerald-900 ring-emerald-900/20"
            : "bg-stone-100 text-stone-800 ring-stone-800/20"
        }`}
      >
        {row.published ? t("status.published") : t("status.hidden")}
      </span>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={row.id} />
        <button
          type="submit"
          disabled={busy}
          className={`${smallButton} text-plum-800 ring-plum-800/25 hover:bg-sandal-100`}
          aria-label={t(row.published ? "actions.hideOf" : "actions.publishOf", { title: row.productTitle })}
        >
          {t(row.published ? "actions.hide" : "actions.publish")}
        </button>
      </Form>
      <Link
        to={href({ delete: row.id })}
        preventScrollReset
        className={`${smallButton} text-red-800 ring-red-800/30 hover:bg-red-50`}
        aria-label={t("actions.deleteOf", { title: row.productTitle })}
      >
        {t("actions.delete")}
      </Link>
      <Link to={href({ product: row.productId, page: null })} className={`${textLink} text-sm`}>
        {t("actions.onlyThisProduct")}
      </Link>
    </div>
  );
}

/** A manager asked to delete: the spec's message, and the way back. */
export function DeleteRefused() {
  const { t } = useTranslation("reviews-office");
  const href = useListHref();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-6 space-y-3" data-testid="reviews-delete-refused">
      <Notice ref={ref} tone="error" focusable>
        {t("delete.forbidden")}
      </Notice>
      <Link to={href({ delete: null })} className={secondaryButton}>
        {t("delete.back")}
      </Link>
    </div>
  );
}

/** The delete confirmation: what is deleted, the admin's password, confirm or cancel. */
export function DeleteReviewPanel({
  review,
  error,
}: {
  review: { id: string; productTitle: string; author: string | null; comment: string };
  error?: string;
}) {
  const { t } = useTranslation("reviews-office");
  const href = useListHref();
  const busy = useSubmitting("delete");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [error]);
  return (
    <section
      aria-labelledby="delete-review-title"
      className="mt-6 max-w-xl rounded-2xl border border-red-800/30 bg-white p-5 shadow-sm"
      data-testid="reviews-delete-panel"
    >
      <h2 id="delete-review-title" className="font-display text-xl text-plum-900">
        {t("delete.title")}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        {t("delete.lead", { title: review.productTitle, author: review.author ?? t("anonymous") })}
      </p>
      <blockquote className="mt-3 border-l-4 border-sandal-200 pl-3 text-sm text-stone-800">
        {review.comment}
      </blockquote>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={review.id} />
        <InputField
          ref={input}
          id="delete-review-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("delete.password")}
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("delete.confirm")}
          </button>
          <Link to={href({ delete: null })} className={secondaryButton}>
            {t("delete.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
