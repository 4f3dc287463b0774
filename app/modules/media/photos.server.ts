import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { logError } from "~/lib/log.server";
import { storage } from "~/lib/storage/index.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { photoSelect as catalogPhotoSelect } from "~/modules/catalog/localized";
import { languages } from "~/modules/i18n/config";
import type { ManagedPhoto, PhotoKind } from "./schemas";
import { PhotoRejected, preparePhoto, type PreparedPhoto } from "./variants.server";

/**
 * A product's photos as staff manage them: uploads (stored variants) and URL photos, in two
 * ordered lists (banner, gallery), each with alt text per language. Every change is one
 * transaction with its audit record; stored files are removed only after the database has let
 * go of them (a failed commit never leaves a row pointing at deleted files).
 */

export interface PhotoActor {
  actorId: string;
  ip: string | null;
}

type Tx = Prisma.TransactionClient;

/** The catalogue's photo fields, and the row's id (the page acts on one photo). */
const photoSelect = { id: true, ...catalogPhotoSelect } as const;

function altRecord(value: unknown): ManagedPhoto["alt"] {
  const given = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    languages.map((l) => [l, typeof given[l] === "string" ? given[l] : ""]),
  ) as ManagedPhoto["alt"];
}

/** The product (id, pid, Italian title, slug) and its photos, banner then gallery, or null. */
export async function productPhotos(productId: string) {
  const product = await db().product.findUnique({
    where: { id: productId },
    select: {
      id: true,
      pid: true,
      title: true,
      slug: true,
      images: { select: photoSelect, orderBy: [{ kind: "asc" }, { position: "asc" }, { id: "asc" }] },
    },
  });
  if (!product) return null;
  const { images, ...rest } = product;
  return {
    product: rest,
    photos: images.map((i) => ({ ...i, alt: altRecord(i.alt) }) satisfies ManagedPhoto),
  };
}

/** One product's photo edits happen one at a time (positions stay a clean 0…n-1). */
async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Product" WHERE id = ${productId} FOR UPDATE`;
  return rows.length === 1;
}

/** Renumbers one kind's photos 0…n-1 in the given order (only rows whose place changed). */
async function renumber(tx: Tx, ordered: { id: string; position: number }[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index) await tx.productImage.update({ where: { id: row.id }, data: { position: index } });
  }
}

const kindList = (tx: Tx, productId: string, kind: PhotoKind) =>
  tx.productImage.findMany({
    where: { productId, kind },
    select: { id: true, position: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });

export type FileRefusal = { filename: string; reason: "too-large" | PhotoRejected["reason"] };
export type UploadOutcome =
  | { ok: true; ids: string[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; refused: FileRefusal[] };

/** Removes stored variants, logging (not throwing) a failure: orphan files harm nobody. */
async function removeStored(keys: string[]) {
  for (const key of keys) {
    try {
      await storage().deleteMany(key);
    } catch (error) {
      logError(error, { where: "photos.removeStored", key });
    }
  }
}

/** Stores a prepared photo's variants under a fresh key `products/<productId>/<random>`. */
async function storeVariants(productId: string, photo: PreparedPhoto): Promise<string> {
  const key = `products/${productId}/${randomBytes(10).toString("hex")}`;
  const store = storage();
  try {
    for (let i = 0; i < photo.variants.length; i += 4) {
      await Promise.all(photo.variants.slice(i, i + 4).map((v) => store.put(`${key}/${v.name}`, v.body, v.type)));
    }
  } catch (error) {
    await removeStored([key]);
    throw error;
  }
  return key;
}

/**
 * Uploaded files (already received to temporary files) become photos of `kind`, appended in
 * the order given. Every file is checked and resized first: if one is refused (too large, not
 * a JPEG/PNG/WebP/AVIF, unreadable), none is added and each refusal is named.
 */
export async function addUploadedPhotos(
  actor: PhotoActor,
  productId: string,
  kind: PhotoKind,
  files: { filename: string; path: string | null; tooLarge: boolean }[],
): Promise<UploadOutcome> {
  const exists = await db().product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!exists) return { ok: false, reason: "not-found" };
  const refused: FileRefusal[] = [];
  const prepared: PreparedPhoto[] = [];
  for (const file of files) {
    if (file.tooLarge || !file.path) {
      refused.push({ filename: file.filename, reason: "too-large" });
      continue;
    }
    try {
      prepared.push(await preparePhoto(file.path));
    } catch (error) {
      if (!(error instanceof PhotoRejected)) throw error;
      refused.push({ filename: file.filename, reason: error.reason });
    }
  }
  if (refused.length > 0) return { ok: false, reason: "refused", refused };
  const keys: string[] = [];
  try {
    for (const photo of prepared) keys.push(await storeVariants(productId, photo));
    const ids = await db().$transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return null;
      const start = (await kindList(tx, productId, kind)).length;
      const made: string[] = [];
      for (const [i, photo] of prepared.entries()) {
        const row = await tx.productImage.create({
          data: {
            productId,
            kind,
            position: start + i,
            storageKey: keys[i]!,
            widths: photo.widths,
            width: photo.width,
            height: photo.height,
          },
          select: photoSelect,
        });
        await recordAudit(tx, {
          actorId: actor.actorId,
          action: "product.photo.upload",
          entity: "ProductImage",
          entityId: row.id,
          after: row,
          details: { productId, bytes: photo.variants.reduce((n, v) => n + v.body.length, 0) },
          ip: actor.ip,
        });
        made.push(row.id);
      }
      return made;
    });
    if (!ids) {
      await removeStored(keys);
      return { ok: false, reason: "not-found" };
    }
    return { ok: true, ids };
  } catch (error) {
    await removeStored(keys);
    throw error;
  }
}

export type PhotoOutcome = { ok: true; id: string } | { ok: false; reason: "not-found" };

/** A photo by address (not downloaded: shown from where it is), appended to `kind`. */
export async function addUrlPhoto(
  actor: PhotoActor,
  productId: string,
  input: { kind: PhotoKind; url: string; alt: Record<string, string> },
): Promise<PhotoOutcome> {
  return db().$transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return { ok: false, reason: "not-found" } as const;
    const position = (await kindList(tx, productId, input.kind)).length;
    const row = await tx.productImage.create({
      data: { productId, kind: input.kind, position, url: input.url, alt: input.alt },
      select: photoSelect,
    });
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "product.photo.add-url",
      entity: "ProductImage",
      entityId: row.id,
      after: row,
      details: { productId },
      ip: actor.ip,
    });
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Runs `change` on one photo of the product inside a transaction holding the product's lock;
 * not found when the photo is not this product's.
 */
async function withPhoto<T>(
  productId: string,
  imageId: string,
  change: (tx: Tx, photo: Prisma.ProductImageGetPayload<{ select: typeof photoSelect }>) => Promise<T>,
): Promise<T | { ok: false; reason: "not-found" }> {
  return db().$transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) return { ok: false, reason: "not-found" } as const;
    const photo = await tx.productImage.findFirst({ where: { id: imageId, productId }, select: photoSelect });
    if (!photo) return { ok: false, reason: "not-found" } as const;
    return change(tx, photo);
  });
}

/** Moves a photo one place up or down within its list (at an end: nothing to do). */
export async function movePhoto(actor: PhotoActor, productId: string, imageId: string, direction: "up" | "down") {
  return withPhoto(productId, imageId, async (tx, photo) => {
    const list = await kindList(tx, productId, photo.kind);
    const at = list.findIndex((r) => r.id === imageId);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= list.length) {
      await renumber(tx, list);
      return { ok: true, id: imageId } as const;
    }
    const order = [...list];
    [order[at], order[to]] = [order[to]!, order[at]!];
    await renumber(tx, order);
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "product.photo.move",
      entity: "ProductImage",
      entityId: imageId,
      before: { kind: photo.kind, position: at },
      after: { kind: photo.kind, position: to },
      details: { productId },
      ip: actor.ip,
    });
    return { ok: true, id: imageId } as const;
  });
}

/** Moves a photo to the end of the other list (banner ↔ gallery). */
export async function setPhotoKind(actor: PhotoActor, productId: string, imageId: string, kind: PhotoKind) {
  return withPhoto(productId, imageId, async (tx, photo) => {
    if (photo.kind === kind) return { ok: true, id: imageId } as const;
    const target = await kindList(tx, productId, kind);
    await tx.productImage.update({ where: { id: imageId }, data: { kind, position: target.length } });
    await renumber(tx, await kindList(tx, productId, photo.kind));
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "product.photo.move",
      entity: "ProductImage",
      entityId: imageId,
      before: { kind: photo.kind, position: photo.position },
      after: { kind, position: target.length },
      details: { productId },
      ip: actor.ip,
    });
    return { ok: true, id: imageId } as const;
  });
}

/** Saves a photo's alt text in every language (an empty one: not translated yet). */
export async function savePhotoAlt(actor: PhotoActor, productId: string, imageId: string, alt: Record<string, string>) {
  return withPhoto(productId, imageId, async (tx, photo) => {
    await tx.productImage.update({ where: { id: imageId }, data: { alt } });
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "product.photo.alt",
      entity: "ProductImage",
      entityId: imageId,
      before: { alt: photo.alt },
      after: { alt },
      details: { productId },
      ip: actor.ip,
    });
    return { ok: true, id: imageId } as const;
  });
}

/** Deletes a photo; its stored variants go after the commit. */
export async function deletePhoto(actor: PhotoActor, productId: string, imageId: string) {
  const outcome = await withPhoto(productId, imageId, async (tx, photo) => {
    await tx.productImage.delete({ where: { id: imageId } });
    await renumber(tx, await kindList(tx, productId, photo.kind));
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: "product.photo.delete",
      entity: "ProductImage",
      entityId: imageId,
      before: photo,
      details: { productId },
      ip: actor.ip,
    });
    return { ok: true, id: imageId, storageKey: photo.storageKey } as const;
  });
  if (outcome.ok && outcome.storageKey) await removeStored([outcome.storageKey]);
  return outcome;
}

/**
 * Every stored variant of a product's uploads (all live under `products/<productId>/`): for the
 * product's delete to call after its commit (the rows go with the product by cascade). Never
 * throws; a failure is logged.
 */
export async function removeStoredProductPhotos(productId: string) {
  if (!/^[a-z0-9]{20,40}$/.test(productId)) return;
  await removeStored([`products/${productId}`]);
}
