import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { fieldErrors, formFields } from "~/lib/form";
import type { SessionUser } from "~/modules/accounts/sessions.server";
import { languages } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import {
  addUploadedPhotos,
  addUrlPhoto,
  deletePhoto,
  movePhoto,
  productPhotos,
  savePhotoAlt,
  setPhotoKind,
  type FileRefusal,
} from "./photos.server";
import { altOf, photoFormSchema } from "./schemas";
import { MAX_PHOTO_BYTES, receivePhotoUpload, UploadRefused, type ReceivedUpload } from "./upload.server";

/** The photo page of a product in the back office. */
export const photosPath = (productId: string) => `/sattva-administration/products/${productId}/photos`;

/** What a refused form answers: messages (keys of "photos") per field, the form and photo they belong to. */
export interface PhotoFormAnswer {
  intent: string;
  imageId?: string;
  errors: Record<string, string>;
  refused?: FileRefusal[];
  maxMb: number;
}

const notFound = () => new Response("Not found", { status: 404 });

export async function photosPageData(request: Request, productId: string) {
  const found = await productPhotos(productId);
  if (!found) throw notFound();
  const t = await getT(request, "office");
  const tp = await getT(request, "photos");
  return { ...found, title: `${tp("title", { title: found.product.title })} · ${t("meta.suffix")}` };
}

const FIELDS = ["intent", "kind", "url", "imageId", "direction", ...languages.map((l) => `alt_${l}` as const)] as const;

function refuse(answer: Omit<PhotoFormAnswer, "maxMb">, status = 400) {
  return data<PhotoFormAnswer>({ ...answer, maxMb: MAX_PHOTO_BYTES / 1024 / 1024 }, { status });
}

/**
 * The page's action: one of six forms (upload — multipart —, add by URL, move, change list,
 * alt text, delete), parsed with the schema, done by the photos module, answered with a redirect
 * and a toast, or with the form's messages (400; 413 for an upload too large) and nothing written.
 */
export async function photosAction(request: Request, user: SessionUser, productId: string) {
  let upload: ReceivedUpload | undefined;
  let form: FormData;
  try {
    if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
      upload = await receivePhotoUpload(request);
      form = upload.fields;
    } else {
      // A body that is no form at all is an empty form: refused by the schema below.
      form = await request.formData().catch(() => new FormData());
    }
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    const key = {
      "too-large": "errors.requestTooLarge",
      "too-many": "errors.tooMany",
      "not-multipart": "errors.noFiles",
    }[error.reason];
    return refuse({ intent: "upload", errors: { photos: key } }, error.reason === "not-multipart" ? 400 : 413);
  }
  try {
    const parsed = photoFormSchema.safeParse(formFields(form, FIELDS));
    const intent = String(form.get("intent") ?? "");
    const imageId = typeof form.get("imageId") === "string" ? String(form.get("imageId")) : undefined;
    if (!parsed.success) return refuse({ intent, imageId, errors: fieldErrors(parsed.error.issues) });
    const actor = { actorId: user.id, ip: clientAddress(request) };
    const input = parsed.data;
    let outcome: { ok: boolean; reason?: string };
    let flash = "photos:flash.saved";
    switch (input.intent) {
      case "upload": {
        if (!upload || upload.files.length === 0) return refuse({ intent, errors: { photos: "errors.noFiles" } });
        const done = await addUploadedPhotos(actor, productId, input.kind, upload.files);
        if (!done.ok && done.reason === "refused") {
          const tooLarge = done.refused.every((r) => r.reason === "too-large");
          return refuse({ intent, errors: { photos: "errors.refused" }, refused: done.refused }, tooLarge ? 413 : 400);
        }
        outcome = done;
        flash = "photos:flash.uploaded";
        break;
      }
      case "url":
        outcome = await addUrlPhoto(actor, productId, { kind: input.kind, url: input.url, alt: altOf(input) });
        flash = "photos:flash.added";
        break;
      case "move":
        outcome = await movePhoto(actor, productId, input.imageId, input.direction);
        break;
      case "kind":
        outcome = await setPhotoKind(actor, productId, input.imageId, input.kind);
        break;
      case "alt":
        outcome = await savePhotoAlt(actor, productId, input.imageId, altOf(input));
        break;
      case "delete":
        outcome = await deletePhoto(actor, productId, input.imageId);
        flash = "photos:flash.deleted";
        break;
    }
    if (!outcome.ok) throw notFound();
    const cookie = await flashHeader({ key: flash, tone: "success" });
    return redirect(photosPath(productId), { status: 303, headers: { "Set-Cookie": cookie } });
  } finally {
    await upload?.cleanup();
  }
}
