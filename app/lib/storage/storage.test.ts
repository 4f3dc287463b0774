import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Fake } from "../../../tests/fakes/s3/fake.mjs";
import { LocalStorage } from "./local.server";
import { S3Error, S3Storage } from "./s3.server";
import { isValidKey, type FileStorage } from "./types";

const text = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

/** The same round trip for every store: put, get, overwrite-free keys, delete, prefix delete. */
function roundTrip(name: string, open: () => FileStorage) {
  describe(`${name}: round trip`, () => {
    it("puts and gets bytes with their type and length; unknown keys are null", async () => {
      const store = open();
      const bytes = Buffer.from("fake jpeg bytes ✓");
      await store.put("products/p1/abc/320.jpg", bytes, "image/jpeg");
      const got = await store.get("products/p1/abc/320.jpg");
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe("image/jpeg");
      expect(got!.length).toBe(bytes.length);
      expect(got!.etag).toMatch(/^".+"$/);
      expect(await text(got!.body)).toEqual(bytes);
      expect(await store.get("products/p1/abc/640.jpg")).toBeNull();
      expect(await store.get("products/p1/nothing/320.jpg")).toBeNull();
    });

    it("deletes one key, and every key under a prefix (not a neighbour sharing its start)", async () => {
      const store = open();
      for (const w of [320, 640]) {
        await store.put(`products/p2/k1/${w}.webp`, Buffer.from(`a${w}`), "image/webp");
        await store.put(`products/p2/k1/${w}.avif`, Buffer.from(`b${w}`), "image/avif");
      }
      await store.put("products/p2/k10/320.jpg", Buffer.from("neighbour"), "image/jpeg");
      await store.delete("products/p2/k1/320.webp");
      await store.delete("products/p2/k1/320.webp"); // missing: no error
      expect(await store.get("products/p2/k1/320.webp")).toBeNull();
      expect(await store.get("products/p2/k1/640.webp")).not.toBeNull();
      await store.deleteMany("products/p2/k1");
      for (const k of ["320.avif", "640.avif", "640.webp"]) expect(await store.get(`products/p2/k1/${k}`)).toBeNull();
      expect(await store.get("products/p2/k10/320.jpg")).not.toBeNull();
      await store.deleteMany("products/p2/nothing-here");
    });

    it("refuses keys that could leave the store", async () => {
      const store = open();
      for (const bad of ["../x.jpg", "products/../../etc/passwd", "/abs.jpg", "a//b.jpg", ".hidden", "a\\b.jpg", ""]) {
        await expect(store.put(bad, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid storage key/);
        await expect(store.get(bad)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

describe("storage keys", () => {
  it("accept plain segments and refuse traversal, empty segments and odd characters", () => {
    expect(isValidKey("products/cm1abc/Xy_9-z/1600.avif")).toBe(true);
    for (const bad of ["..", "a/../b", "a/./b", "a/", "/a", "a b", "a/b..c", "a%2fb", "a\u0000b", "x".repeat(301)]) {
      expect(isValidKey(bad), bad).toBe(false);
    }
  });
});

describe("local storage", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "sattva-storage-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  roundTrip("local", () => new LocalStorage(root));

  it("leaves no temporary files behind and writes under the root only", async () => {
    const store: FileStorage = new LocalStorage(root);
    await store.put("products/p3/k/320.jpg", Buffer.from("x"), "image/jpeg");
    expect(readdirSync(path.join(root, "products/p3/k"))).toEqual(["320.jpg"]);
  });
});

describe("S3-compatible storage against the local fake", () => {
  const credentials = { accessKeyId: "AKIDSATTVATEST", secretAccessKey: "s3cr3t/with+odd=chars" };
  let fake: Awaited<ReturnType<typeof startS3Fake>>;
  beforeAll(async () => {
    fake = await startS3Fake({ ...credentials, bucket: "photos", region: "eu-south-1" });
  });
  afterAll(() => fake?.close());
  const open = () => new S3Storage({ endpoint: fake.url, bucket: "photos", region: "eu-south-1", ...credentials });
  roundTrip("s3", open);

  it("pages through a long listing when deleting a prefix", async () => {
    const store = open();
    // The fake pages at 1000 keys; 1005 keys need two list requests.
    for (let i = 0; i < 1005; i += 1)
      fake.objects.set(`products/big/k/${String(i).padStart(4, "0")}.jpg`, {
        body: Buffer.from("x"),
        type: "image/jpeg",
        etag: '"x"',
      });
    await store.deleteMany("products/big/k");
    expect([...fake.objects.keys()].filter((k: string) => k.startsWith("products/big/"))).toEqual([]);
    expect(
      fake.requests.filter((r: { path: string }) => r.path.includes("list-type=2&prefix=products%2Fbig")).length,
    ).toBe(2);
  });

  it("is refused with S3's error by a fake holding another secret or key id", async () => {
    const wrongSecret = new S3Storage({
      endpoint: fake.url,
      bucket: "photos",
      region: "eu-south-1",
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: "not-the-secret",
    });
    await expect(wrongSecret.put("products/x/y/1.jpg", Buffer.from("x"), "image/jpeg")).rejects.toMatchObject({
      status: 403,
      code: "SignatureDoesNotMatch",
    });
    const wrongKey = new S3Storage({
      endpoint: fake.url,
      bucket: "photos",
      region: "eu-south-1",
      accessKeyId: "OTHER",
      secretAccessKey: credentials.secretAccessKey,
    });
    await expect(wrongKey.get("products/x/y/1.jpg")).rejects.toBeInstanceOf(S3Error);
    expect(fake.objects.has("products/x/y/1.jpg")).toBe(false);
  });

  it("refuses a signed body that was changed on the way, and an unsigned request", async () => {
    const res = await fetch(`${fake.url}/photos/products/x/y/2.jpg`, { method: "PUT", body: "x" });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Code>AccessDenied<\/Code>/);
    const { AwsClient } = await import("aws4fetch");
    const client = new AwsClient({ ...credentials, region: "eu-south-1", service: "s3" });
    const signed = await client.sign(`${fake.url}/photos/products/x/y/3.jpg`, {
      method: "PUT",
      body: "original",
      headers: { "X-Amz-Content-Sha256": "0".repeat(64) },
    });
    const tampered = await fetch(signed.url, { method: "PUT", headers: signed.headers, body: "changed" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toMatch(/XAmzContentSHA256Mismatch/);
  });
});
