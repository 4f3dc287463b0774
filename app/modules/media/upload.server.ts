import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

/** Largest photo file accepted. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Most files one upload form may carry. */
export const MAX_PHOTOS_PER_UPLOAD = 10;
/** Largest text field in a photo form (alt texts, a URL). */
const MAX_FIELD_BYTES = 16 * 1024;

export interface ReceivedFile {
  /** The name the browser gave, shown back in messages only. */
  filename: string;
  /** Where the bytes wait (a temporary file), or null when the file was refused while arriving. */
  path: string | null;
  bytes: number;
  tooLarge: boolean;
}

export interface ReceivedUpload {
  fields: FormData;
  files: ReceivedFile[];
  /** Removes the temporary files (call it in a finally). */
  cleanup: () => Promise<void>;
}

/** The request is not one a photo upload can be: too large as a whole, too many files, or not multipart. */
export class UploadRefused extends Error {
  constructor(readonly reason: "too-large" | "too-many" | "not-multipart") {
    super(`Upload refused: ${reason}`);
    this.name = "UploadRefused";
  }
}

/**
 * A multipart photo upload, streamed: each file part goes straight to a temporary file while it
 * arrives, counted as it goes; a file over `maxBytes` stops being kept (its remaining bytes are
 * read and dropped, so the browser still gets an answer) and is reported as too large. Text
 * fields are kept up to 16 KB each. Nothing beyond one chunk of a file is ever held in memory,
 * and the request as a whole is refused past `maxFiles` files of `maxBytes`.
 */
export async function receivePhotoUpload(
  request: Request,
  { fileField = "photos", maxBytes = MAX_PHOTO_BYTES, maxFiles = MAX_PHOTOS_PER_UPLOAD } = {},
): Promise<ReceivedUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw new UploadRefused("not-multipart");
  const declared = Number(request.headers.get("content-length") ?? NaN);
  const requestCap = maxFiles * maxBytes + 1024 * 1024;
  if (Number.isFinite(declared) && declared > requestCap) throw new UploadRefused("too-large");

  const dir = await mkdtemp(path.join(tmpdir(), "sattva-upload-"));
  const files: ReceivedFile[] = [];
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let total = 0;

  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.data) {
        size += chunk.length;
        total += chunk.length;
        if (size > MAX_FIELD_BYTES || total > requestCap) throw new UploadRefused("too-large");
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
    if (part.name !== fileField) {
      for await (const chunk of part.data) {
        total += chunk.length;
        if (total > requestCap) throw new UploadRefused("too-large");
      }
      return undefined;
    }
    // A file input left empty still sends a part: no name, no bytes.
    if (files.length >= maxFiles) throw new UploadRefused("too-many");
    const file: ReceivedFile = {
      filename: part.filename.slice(0, 200),
      path: path.join(dir, randomBytes(8).toString("hex")),
      bytes: 0,
      tooLarge: false,
    };
    const out = createWriteStream(file.path!, { flags: "wx" });
    const closed = new Promise<void>((resolve, reject) => {
      out.on("close", resolve);
      out.on("error", reject);
    });
    try {
      for await (const chunk of part.data) {
        file.bytes += chunk.length;
        total += chunk.length;
        if (total > requestCap) throw new UploadRefused("too-large");
        if (file.bytes > maxBytes) {
          file.tooLarge = true;
          continue;
        }
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
    } finally {
      out.end();
      await closed;
    }
    if (file.tooLarge) {
      await rm(file.path!, { force: true });
      file.path = null;
    }
    if (file.bytes === 0 && file.filename === "") {
      await rm(file.path!, { force: true });
      return undefined;
    }
    files.push(file);
    return undefined;
  };

  try {
    const fields = await unstable_parseMultipartFormData(request, handler);
    return { fields, files, cleanup };
  } catch (error) {
    await cleanup();
    if (error instanceof UploadRefused) throw error;
    if (error instanceof TypeError) throw new UploadRefused("not-multipart");
    throw error;
  }
}
