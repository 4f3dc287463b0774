import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { languageNames, languages } from "~/modules/i18n/config";
import { FIELD_ORDER, TRANSLATED_LOCALES, type ProductFormValues } from "~/modules/catalog/admin/schemas";
import { InputField, SelectField, TextAreaField } from "~/ui/kit/Field";
import { useSubmitting } from "~/ui/kit/useSubmitting";
import { OFFICE_BASE } from "~/ui/office/nav";
import { Panel, primaryButton, secondaryButton, textLink } from "~/ui/office/parts";

export interface ProductFormOptionsView {
  categories: { id: string; name: string; subcategories: { id: string; name: string }[] }[];
  brands: { id: string; name: string; manufacturer: string | null }[];
}

/** Empty photo rows the form offers after the stored ones (no JavaScript needed to add one). */
const SPARE_IMAGE_ROWS = 3;

/**
 * The product form, add and edit (SPEC 5 "Add product"): Italian base fields, the four
 * translations each in a fieldset of its own, photos by address, stock and publishing. Errors
 * are keys of `products-office`; a summary at the top takes the focus after a failed save.
 */
export function ProductForm({
  product,
  values,
  errors,
  options,
}: {
  product: { id: string; pid: string; slug: string; uploadedPhotos: number } | null;
  values: ProductFormValues;
  errors: Record<string, string>;
  options: ProductFormOptionsView;
}) {
  const { t } = useTranslation("products-office");
  const { t: ts } = useTranslation("safety-office");
  const brand = options.brands.find((b) => b.id === values.brand);
  const submitting = useSubmitting("save");
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorKeys = FIELD_ORDER.filter((k) => errors[k]);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
  }, [hasErrors, errors]);
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const hasBanner = values.images.some((i) => i.kind === "banner");
  const rows = [
    ...values.images,
    ...Array.from({ length: SPARE_IMAGE_ROWS }, (_, i) => ({
      kind: (!hasBanner && i === 0 ? "banner" : "gallery") as "banner" | "gallery",
      url: "",
      alt: "",
    })),
  ];
  return (
    <Form method="post" className="mt-6 space-y-6" noValidate data-testid="product-form">
      {hasErrors ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="form-errors"
        >
          <p className="font-semibold">{errors.form ? t(errors.form) : t("form.errorSummary")}</p>
          <ul className="mt-2 list-disc pl-5">
            {errorKeys.map((k) => (
              <li key={k}>
                <a href={`#product-${k}`} className="underline">
                  {t(errors[k])}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Panel title={t("form.base")} id="product-base">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="product-pid"
            name="pid"
            label={t("form.pid")}
            value={product?.pid ?? t("form.pidNew")}
            readOnly
            hint={t("form.pidHint")}
          />
          {product ? (
            <p className="text-sm text-stone-700 sm:self-end">
              {t("form.slug")}:{" "}
              <Link className={textLink} to={`/product/${product.slug}`}>
                /product/{product.slug}
              </Link>
            </p>
          ) : (
            <span />
          )}
          <SelectField
            id="product-category"
            name="category"
            label={t("form.category")}
            defaultValue={values.category}
            error={err("category")}
            required
          >
            <option value="">{t("form.choose")}</option>
            {options.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="product-subcategory"
            name="subcategory"
            label={t("form.subcategory")}
            defaultValue={values.subcategory}
            error={err("subcategory")}
          >
            <option value="">{t("form.noSubcategory")}</option>
            {options.categories.map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.subcategories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField
            id="product-brand"
            name="brand"
            label={t("form.brand")}
            defaultValue={values.brand}
            error={err("brand")}
            required
          >
            <option value="">{t("form.choose")}</option>
            {options.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <InputField
            id="product-title"
            name="title"
            label={t("form.title")}
            defaultValue={values.title}
            error={err("title")}
            required
            maxLength={200}
            lang="it"
          />
          <InputField
            id="product-rating"
            name="rating"
            type="number"
            min={0}
            max={5}
            step={0.1}
            inputMode="decimal"
            label={t("form.rating")}
            defaultValue={values.rating}
            error={err("rating")}
          />
          <InputField
            id="product-originalPrice"
            name="originalPrice"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            label={t("form.originalPrice")}
            defaultValue={values.originalPrice}
            error={err("originalPrice")}
            required
          />
          <InputField
            id="product-discountedPrice"
            name="discountedPrice"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            label={t("form.discountedPrice")}
            hint={t("form.discountedHint")}
            defaultValue={values.discountedPrice}
            error={err("discountedPrice")}
          />
          <InputField
            id="product-stock"
            name="stock"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            label={product ? t("form.stockEdit") : t("form.stockNew")}
            hint={product ? t("form.stockEditHint") : undefined}
            defaultValue={values.stock}
            error={err("stock")}
          />
          <InputField
            id="product-lowStockThreshold"
            name="lowStockThreshold"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            label={t("form.lowStockThreshold")}
            defaultValue={values.lowStockThreshold}
            error={err("lowStockThreshold")}
          />
        </div>
        <div className="mt-4">
          <TextAreaField
            id="product-description"
            name="description"
            label={t("form.description")}
            hint={t("form.descriptionHint")}
            defaultValue={values.description}
            error={err("description")}
            rows={5}
            lang="it"
          />
        </div>
        <label className="mt-4 flex min-h-11 items-center gap-3 text-stone-900">
          <input
            type="checkbox"
            name="published"
            defaultChecked={values.published}
            className="h-5 w-5 accent-plum-800"
            id="product-published"
          />
          {t("form.published")}
        </label>
      </Panel>

      <Panel title={t("form.images")} id="product-images-title">
        <p id="product-images" className="text-sm text-stone-700" tabIndex={-1}>
          {t("form.imagesHint")}
        </p>
        {errors.images ? (
          <p className="mt-2 text-sm font-medium text-red-800" data-testid="images-error">
            {t(errors.images)}
          </p>
        ) : null}
        <ol className="mt-4 space-y-4">
          {rows.map((img, i) => (
            <li key={i} className="grid gap-3 rounded-xl border border-sandal-200 p-3 sm:grid-cols-[10rem_1fr_1fr]">
              <SelectField
                id={`product-imageKind-${i}`}
                name="imageKind"
                label={t("form.imageKind", { n: i + 1 })}
                defaultValue={img.kind}
              >
                <option value="banner">{t("form.banner")}</option>
                <option value="gallery">{t("form.gallery")}</option>
              </SelectField>
              <InputField
                id={`product-imageUrl-${i}`}
                name="imageUrl"
                type="text"
                inputMode="url"
                label={t("form.imageUrl", { n: i + 1 })}
                defaultValue={img.url}
                maxLength={2000}
              />
              <InputField
                id={`product-imageAlt-${i}`}
                name="imageAlt"
                label={t("form.imageAlt", { n: i + 1 })}
                defaultValue={img.alt}
                maxLength={300}
                lang="it"
              />
            </li>
          ))}
        </ol>
        {product ? (
          <p className="mt-4 text-sm text-stone-700">
            {product.uploadedPhotos ? `${t("form.uploaded", { count: product.uploadedPhotos })} ` : null}
            <Link className={textLink} to={`${OFFICE_BASE}/products/${product.id}/photos`}>
              {t("form.photosLink")}
            </Link>
          </p>
        ) : null}
      </Panel>

      <Panel title={t("form.languages")} id="product-languages">
        <div className="space-y-5">
          {TRANSLATED_LOCALES.map((l) => {
            const v = values.translations[l];
            const empty = v.title.trim() === "" && v.description.trim() === "";
            const language = languageNames[l];
            return (
              <fieldset key={l} className="rounded-xl border border-sandal-200 p-4" data-testid={`lang-${l}`}>
                <legend className="px-1 font-semibold text-plum-900">{language}</legend>
                {empty ? (
                  <p className="mb-3 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-stone-900">
                    {t("form.notTranslated")}
                  </p>
                ) : null}
                <div className="grid gap-4">
                  <InputField
                    id={`product-title_${l}`}
                    name={`title_${l}`}
                    label={t("form.translationTitle", { language })}
                    defaultValue={v.title}
                    error={err(`title_${l}`)}
                    maxLength={200}
                    lang={l}
                  />
                  <TextAreaField
                    id={`product-description_${l}`}
                    name={`description_${l}`}
                    label={t("form.translationDescription", { language })}
                    defaultValue={v.description}
                    error={err(`description_${l}`)}
                    rows={3}
                    lang={l}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
      </Panel>

      <Panel title={ts("form.title")} id="product-safety">
        <p className="text-sm text-stone-700">{ts("form.lead")}</p>
        <p
          id="product-manufacturer"
          tabIndex={-1}
          className={`mt-3 text-sm ${errors.manufacturer ? "font-medium text-red-800" : "text-stone-800"}`}
          data-testid="product-manufacturer"
        >
          {brand?.manufacturer
            ? ts("form.manufacturerOfBrand", { brand: brand.name, manufacturer: brand.manufacturer })
            : brand
              ? ts("form.noManufacturer", { brand: brand.name })
              : ts("form.manufacturerFromBrand")}{" "}
          <Link className={textLink} to={`${OFFICE_BASE}/catalogue/safety`}>
            {ts("form.safetyPage")}
          </Link>
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <InputField
            id="product-modelType"
            name="modelType"
            label={ts("form.modelType")}
            hint={ts("form.modelTypeHint")}
            defaultValue={values.modelType}
            error={err("modelType")}
            maxLength={60}
          />
          <InputField
            id="product-batch"
            name="batch"
            label={ts("form.batch")}
            defaultValue={values.batch}
            error={err("batch")}
            maxLength={60}
          />
          <InputField
            id="product-gtin"
            name="gtin"
            inputMode="numeric"
            label={ts("form.gtin")}
            hint={ts("form.gtinHint")}
            defaultValue={values.gtin}
            error={err("gtin")}
            maxLength={20}
          />
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {languages.map((l) => (
            <TextAreaField
              key={l}
              id={`product-warnings_${l}`}
              name={`warnings_${l}`}
              label={ts("form.warnings", { language: languageNames[l] })}
              hint={ts("form.warningsHint")}
              defaultValue={values.warnings[l]}
              error={err(`warnings_${l}`)}
              rows={3}
              lang={l}
            />
          ))}
        </div>
      </Panel>

      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={primaryButton} disabled={submitting}>
          {submitting ? t("form.saving") : product ? t("form.save") : t("form.create")}
        </button>
        <Link className={secondaryButton} to={`${OFFICE_BASE}/products`}>
          {t("form.back")}
        </Link>
      </div>
    </Form>
  );
}
