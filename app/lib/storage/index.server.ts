import path from "node:path";
import { env } from "~/lib/env.server";
import { LocalStorage } from "./local.server";
import { S3Storage } from "./s3.server";
import type { FileStorage } from "./types";

export type { FileStorage, StoredObject } from "./types";
export { isValidKey } from "./types";

let current: FileStorage | undefined;

/**
 * The local folder of uploads: UPLOADS_DIR when set (read here: the environment schema belongs to
 * lib/env.server.ts), else DATA_DIR/uploads. Several instances on one machine (or on a shared
 * file system) share photos by pointing UPLOADS_DIR, or the whole DATA_DIR, at one folder.
 */
export function uploadsDir(source: Record<string, string | undefined> = process.env, dataDir = env().dataDir) {
  const dir = source.UPLOADS_DIR?.trim();
  return dir ? path.resolve(dir) : path.join(dataDir, "uploads");
}

/**
 * The shop's file store: the S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set
 * (several app instances then see the same files), else the uploads folder (uploadsDir).
 */
export function storage(): FileStorage {
  if (current) return current;
  const e = env();
  if (e.S3_ENDPOINT && e.S3_BUCKET) {
    current = new S3Storage({
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
    });
  } else {
    current = new LocalStorage(uploadsDir(process.env, e.dataDir));
  }
  return current;
}

/** For tests: use `store` (undefined: choose again from the environment on the next call). */
export function setStorageForTests(store: FileStorage | undefined) {
  current = store;
}
