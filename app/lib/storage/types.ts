/**
 * Where uploaded files live: one small interface, a local folder by default and an
 * S3-compatible bucket when configured (so several app instances see the same files).
 * Keys are slash-separated paths such as "products/<id>/<random>/640.webp"; a key is written
 * once and never reused, which is what lets the shop serve them with immutable cache headers.
 */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  /** Bytes. */
  length: number;
  contentType: string;
  /** A strong validator of the stored bytes (quoted), when the store knows one. */
  etag?: string;
}

export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/` (a folder of keys); none is not an error. */
  deleteMany(prefix: string): Promise<void>;
}

/** The content types the shop stores, by the key's extension (the local store has no metadata). */
export const TYPE_BY_EXTENSION: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function typeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && TYPE_BY_EXTENSION[ext]) || "application/octet-stream";
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

/**
 * A key the stores accept: 1 to 8 segments of letters, digits, "-", "_" and single dots inside
 * (no "..", no leading dot, no empty segment, no backslash), 300 characters at most. Nothing a
 * key can say leaves the store's folder or bucket prefix.
 */
export function isValidKey(key: string): boolean {
  if (typeof key !== "string" || key.length === 0 || key.length > 300) return false;
  const segments = key.split("/");
  return segments.length <= 8 && segments.every((s) => s.length <= 100 && SEGMENT.test(s));
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidKeyError";
  }
}

export function assertKey(key: string) {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}
