import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { REVIEW_MAX } from "~/modules/accounts/account-schemas";
import type { ReviewableProduct } from "~/modules/reviews/submit.server";
import { fieldBorder, fieldClass, FieldFrame } from "~/ui/kit/Field";
import { accountButtonClass } from "./AccountField";
import { ProductThumb } from "~/ui/kit/ProductThumb";

/**
 * The review form of one delivered product: text and a rating of 1 to 5, both required
 * ('Please write a review and select a rating.'). A native POST; the page then shows the review.
 */
export function AccountReviewForm({
  product,
  error,
  values,
}: {
  product: ReviewableProduct;
  error?: string;
  values?: { comment?: string; rating?: string };
}) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("productId") === product.productId;
  const id = `review-${product.productId}`;
  const errorId = `${id}-error`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) textRef.current?.focus();
  }, [error]);

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-sandal-200 bg-white p-5 shadow-sm md:p-6"
      data-testid="review-form"
    >
      <div className="flex items-center gap-4">
        <ProductThumb src={product.imageUrl} size={64} />
        <div>
          <h3 id={`${id}-title`} className="font-display text-lg text-plum-900">
            <Link to={`/product/${product.slug}`} className="underline-offset-4 hover:underline">
              {product.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-700">{t("reviews.fromOrder", { oid: product.oid })}</p>
        </div>
      </div>
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="productId" value={product.productId} />
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="text-sm font-medium text-stone-900">{t("reviews.rating")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/30 transition hover:bg-sandal-100 has-[:checked]:bg-plum-800 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-saffron-500"
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  defaultChecked={values?.rating === String(n)}
                  className="sr-only"
                />
                <span aria-hidden="true">★</span>
                <span>{t("reviews.stars", { count: n })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <FieldFrame id={`${id}-comment`} label={t("reviews.comment")}>
          <textarea
            ref={textRef}
            id={`${id}-comment`}
            name="comment"
            rows={4}
            maxLength={REVIEW_MAX}
            defaultValue={values?.comment}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${fieldClass} ${fieldBorder(error)}`}
          />
        </FieldFrame>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
            {t(error)}
          </p>
        ) : null}
        <button type="submit" className={accountButtonClass} disabled={sending}>
          {sending ? t("reviews.sending") : t("reviews.submit")}
        </button>
      </Form>
    </article>
  );
}
