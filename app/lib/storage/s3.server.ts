import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertKey, type FileStorage, type StoredObject } from "./types";

export interface S3Config {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Milliseconds one request may take. */
  timeoutMs?: number;
}

/** Thrown when the bucket answers an error (status and S3's error code, when it sent one). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
    this.name = "S3Error";
  }
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/**
 * An S3-compatible bucket (AWS S3, MinIO, Garage, R2, …) through path-style URLs
 * (`<endpoint>/<bucket>/<key>`), every request signed with SigV4 (aws4fetch). The body's
 * SHA-256 is signed too, so the service can refuse a body changed on the way.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
      retries: 2,
    });
    this.base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
    this.timeoutMs = config.timeoutMs ?? 20_000;
  }

  private async send(url: string, init: RequestInit = {}) {
    return this.client.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  private async fail(operation: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? "Unknown";
    throw new S3Error(res.status, code, operation);
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    assertKey(key);
    const res = await this.send(`${this.base}/${encodeKey(key)}`, {
      method: "PUT",
      body: body as BodyInit,
      headers: {
        "Content-Type": contentType,
        "X-Amz-Content-Sha256": createHash("sha256").update(body).digest("hex"),
      },
    });
    if (!res.ok) await this.fail("PutObject", res);
    await res.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const res = await this.send(`${this.base}/${encodeKey(key)}`);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok || !res.body) return this.fail("GetObject", res);
    return {
      body: res.body,
      length: Number(res.headers.get("content-length") ?? 0),
      contentType: res.headers.get("content-type") ?? "application/octet-stream",
      etag: res.headers.get("etag") ?? undefined,
    };
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const res = await this.send(`${this.base}/${encodeKey(key)}`, { method: "DELETE" });
    // S3 answers 204 for a key that was not there, too.
    if (!res.ok && res.status !== 404) await this.fail("DeleteObject", res);
    await res.arrayBuffer();
  }

  /** Every key under `prefix/` (ListObjectsV2, page after page). */
  async list(prefix: string): Promise<string[]> {
    assertKey(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: `${prefix}/` });
      if (token) query.set("continuation-token", token);
      const res = await this.send(`${this.base}?${query.toString()}`);
      if (!res.ok) await this.fail("ListObjectsV2", res);
      const xml = await res.text();
      for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1]!));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "")
        : undefined;
    } while (token);
    return keys;
  }

  async deleteMany(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    // A photo has a dozen variants: a few requests at a time.
    for (let i = 0; i < keys.length; i += 6) {
      await Promise.all(keys.slice(i, i + 6).map((k) => this.delete(k)));
    }
  }
}

function unescapeXml(s: string) {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
