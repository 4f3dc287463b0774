import path from "node:path";
import { env } from "~/lib/env.server";
import { LocalStorage } from "./local.server";
import { S3Storage } from "./s3.server";
import type { FileStorage } from "./types";

export type { FileStorage, StoredObject } from "./types";
export { isValidKey } from "./types";

let current: FileStorage | undefined;

/**
 * The shop's file store: the S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set
 * (several app instances then see the same files), else DATA_DIR/uploads.
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
    current = new LocalStorage(path.join(e.dataDir, "uploads"));
  }
  return current;
}

/** For tests: use `store` (undefined: choose again from the environment on the next call). */
export function setStorageForTests(store: FileStorage | undefined) {
  current = store;
}
