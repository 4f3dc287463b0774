import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { languageNames, languages } from "~/modules/i18n/config";
import type { ManagedPhoto as PhotoItem, PhotoKind } from "~/modules/media/schemas";
import { photoKinds } from "~/modules/media/schemas";
import { photoSources } from "~/modules/media/urls";
import { fieldClass } from "~/ui/content/Field";
import { EmptyState, PageHeader, Panel, primaryButton, secondaryButton, textLink } from "~/ui/office/parts";

interface Answer {
  intent: string;
  imageId?: string;
  errors: Record<string, string>;
  refused?: { filename: string; reason: string }[];
  maxMb: number;
}

const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/25 transition hover:bg-sandal-100 disabled:opacity-50";

function ErrorText({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

/** The page: the upload and by-URL forms, then the banner and gallery lists. */
export function PhotoManager({
  product,
  photos,
  answer,
}: {
  product: { id: string; pid: string; title: string };
  photos: PhotoItem[];
  answer?: Answer;
}) {
  const { t } = useTranslation("photos");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) alertRef.current?.focus();
  }, [answer]);
  const formError = (intent: string, field: string) => {
    if (!answer || answer.intent !== intent || !answer.errors[field]) return undefined;
    return t(answer.errors[field], { max: answer.maxMb });
  };
  const uploadError = formError("upload", "photos") ?? formError("upload", "kind");
  const urlError = formError("url", "url") ?? formError("url", "kind");
  return (
    <>
      <PageHeader
        title={t("title", { title: product.title })}
        lead={t("lead", { pid: product.pid })}
        actions={
          <Link className={secondaryButton} to={`/sattva-administration/products/${product.id}`}>
            {t("backToProduct")}
          </Link>
        }
      />
      {answer ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-6 rounded-xl border border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="photos-error"
        >
          <p className="font-medium">{t("errors.notSaved")}</p>
          {answer.refused?.length ? (
            <ul className="mt-2 list-disc pl-5">
              {answer.refused.map((r) => (
                <li key={r.filename}>
                  {t(`errors.file.${r.reason}`, { name: r.filename || t("unnamed"), max: answer.maxMb })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title={t("upload.title")} id="photos-upload">
          <Form method="post" encType="multipart/form-data" className="space-y-4" data-testid="photos-upload-form">
            <input type="hidden" name="intent" value="upload" />
            <div>
              <label htmlFor="photos-files" className="block text-sm font-medium text-stone-900">
                {t("upload.files")}
              </label>
              <input
                id="photos-files"
                name="photos"
                type="file"
                multiple
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby={uploadError ? "photos-files-hint photos-files-error" : "photos-files-hint"}
                aria-invalid={uploadError ? true : undefined}
                className={`${fieldClass} min-h-11 border-stone-500`}
              />
              <p id="photos-files-hint" className="mt-1 text-sm text-stone-600">
                {t("upload.hint", { max: answer?.maxMb ?? 15 })}
              </p>
              <ErrorText id="photos-files-error" text={uploadError} />
            </div>
            <KindSelect id="photos-upload-kind" />
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("upload.submit")}
            </button>
          </Form>
        </Panel>
        <Panel title={t("byUrl.title")} id="photos-url">
          <Form method="post" className="space-y-4" data-testid="photos-url-form">
            <input type="hidden" name="intent" value="url" />
            <div>
              <label htmlFor="photos-url-input" className="block text-sm font-medium text-stone-900">
                {t("byUrl.url")}
              </label>
              <input
                id="photos-url-input"
                name="url"
                type="text"
                inputMode="url"
                required
                maxLength={2000}
                aria-describedby={urlError ? "photos-url-hint photos-url-error" : "photos-url-hint"}
                aria-invalid={urlError ? true : undefined}
                className={`${fieldClass} min-h-11 border-stone-500`}
              />
              <p id="photos-url-hint" className="mt-1 text-sm text-stone-600">
                {t("byUrl.hint")}
              </p>
              <ErrorText id="photos-url-error" text={urlError} />
            </div>
            <KindSelect id="photos-url-kind" />
            <button type="submit" className={primaryButton} disabled={busy}>
              {t("byUrl.submit")}
            </button>
          </Form>
        </Panel>
      </div>
      {photoKinds.map((kind) => {
        const list = photos.filter((p) => p.kind === kind);
        return (
          <section key={kind} aria-labelledby={`photos-${kind}`} className="mt-8" data-testid={`photos-${kind}`}>
            <h2 id={`photos-${kind}`} className="font-display text-2xl text-plum-900">
              {t(`kind.${kind}`)} <span className="text-base text-stone-600">({list.length})</span>
            </h2>
            <p className="mt-1 text-sm text-stone-700">{t(`kindHint.${kind}`)}</p>
            {list.length === 0 ? (
              <div className="mt-3">
                <EmptyState text={t("empty")} />
              </div>
            ) : (
              <ol className="mt-3 space-y-4">
                {list.map((photo, index) => (
                  <PhotoCard
                    key={photo.id}
                    photo={photo}
                    index={index}
                    count={list.length}
                    busy={busy}
                    altError={
                      answer?.imageId === photo.id && answer.intent === "alt"
                        ? Object.values(answer.errors)[0]
                        : undefined
                    }
                  />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </>
  );
}

function KindSelect({ id }: { id: string }) {
  const { t } = useTranslation("photos");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {t("kindLabel")}
      </label>
      <select id={id} name="kind" defaultValue="gallery" className={`${fieldClass} min-h-11 border-stone-500`}>
        {photoKinds.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PhotoCard({
  photo,
  index,
  count,
  busy,
  altError,
}: {
  photo: PhotoItem;
  index: number;
  count: number;
  busy: boolean;
  altError?: string;
}) {
  const { t } = useTranslation("photos");
  const sources = photoSources(photo);
  const label = photo.alt.it || photo.alt.en || t("photoNumber", { n: index + 1 });
  const other: PhotoKind = photo.kind === "banner" ? "gallery" : "banner";
  const hidden = (
    <>
      <input type="hidden" name="imageId" value={photo.id} />
    </>
  );
  return (
    <li
      className="grid gap-4 rounded-2xl border border-sandal-200 bg-white p-4 shadow-sm md:grid-cols-[12rem_1fr]"
      data-testid="photo-card"
      data-photo-id={photo.id}
    >
      <div>
        <picture>
          {sources.sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="12rem" />
          ))}
          <img
            src={sources.src}
            alt={photo.alt.it || photo.alt.en || ""}
            width={sources.width}
            height={sources.height}
            loading="lazy"
            className="h-auto w-48 rounded-lg border border-sandal-200 bg-sandal-50 object-contain"
          />
        </picture>
        <p className="mt-2 text-sm text-stone-700">
          {t("position", { n: index + 1, count })}
          {photo.width && photo.height ? ` · ${photo.width}×${photo.height}` : ""}
        </p>
        <p className="text-sm text-stone-700">{photo.storageKey ? t("uploaded") : t("fromUrl")}</p>
        {photo.url ? (
          <a href={photo.url} className={`${textLink} text-sm break-all`} rel="noreferrer noopener" target="_blank">
            {photo.url}
          </a>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="up" />
            <button
              type="submit"
              className={smallButton}
              disabled={busy || index === 0}
              aria-label={t("moveUpLabel", { label })}
            >
              {t("moveUp")}
            </button>
          </Form>
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="down" />
            <button
              type="submit"
              className={smallButton}
              disabled={busy || index === count - 1}
              aria-label={t("moveDownLabel", { label })}
            >
              {t("moveDown")}
            </button>
          </Form>
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="kind" />
            <input type="hidden" name="kind" value={other} />
            <button
              type="submit"
              className={smallButton}
              disabled={busy}
              aria-label={t(`moveTo.${other}Label`, { label })}
            >
              {t(`moveTo.${other}`)}
            </button>
          </Form>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm(t("deleteConfirm"))) e.preventDefault();
            }}
          >
            {hidden}
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              className={`${smallButton} text-red-800 ring-red-800/30`}
              disabled={busy}
              aria-label={t("deleteLabel", { label })}
            >
              {t("delete")}
            </button>
          </Form>
        </div>
      </div>
      <Form method="post" className="space-y-3" aria-label={t("altFormLabel", { label })}>
        {hidden}
        <input type="hidden" name="intent" value="alt" />
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{t("alt.legend")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {languages.map((l) => {
              const id = `alt-${photo.id}-${l}`;
              const missing = !photo.alt[l];
              return (
                <div key={l}>
                  <label htmlFor={id} className="block text-sm font-medium text-stone-900">
                    {languageNames[l]}
                  </label>
                  <input
                    id={id}
                    name={`alt_${l}`}
                    lang={l}
                    type="text"
                    maxLength={300}
                    defaultValue={photo.alt[l] ?? ""}
                    aria-describedby={missing ? `${id}-missing` : undefined}
                    className={`${fieldClass} min-h-11 border-stone-500`}
                  />
                  {missing ? (
                    <p id={`${id}-missing`} className="mt-1 text-sm text-amber-900" data-testid="alt-missing">
                      {t("alt.notTranslated")}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
        {altError ? <p className="text-sm font-medium text-red-800">{t(altError)}</p> : null}
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("alt.save")}
        </button>
      </Form>
    </li>
  );
}
