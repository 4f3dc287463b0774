import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertKey, typeOfKey, type FileStorage, type StoredObject } from "./types";

/**
 * Files under a local folder (DATA_DIR/uploads): each write goes to a temporary file beside its
 * target and is renamed into place, so a reader never sees half a file and a crash leaves no
 * torn one. The content type comes from the key's extension.
 */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a valid key, checked once more to lie inside the root. */
  private fileOf(key: string): string {
    assertKey(key);
    const file = path.resolve(this.root, ...key.split("/"));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return file;
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, body, { flag: "wx" });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    if (!info.isFile()) return null;
    // Files are written once under a fresh key: size and time identify the bytes.
    const etag = `"${createHash("sha1").update(`${key}:${info.size}:${info.mtimeMs}`).digest("hex").slice(0, 27)}"`;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, length: info.size, contentType: typeOfKey(key), etag };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }

  async deleteMany(prefix: string): Promise<void> {
    await rm(this.fileOf(prefix), { recursive: true, force: true });
  }
}
