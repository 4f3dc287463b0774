import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { mediaResponse } from "~/modules/media/serve.server";
import { startS3Fake } from "../../../tests/fakes/s3/fake.mjs";
import { withTestEnv } from "../../../tests/support/env";
import { setStorageForTests, storage } from "./index.server";
import { LocalStorage } from "./local.server";
import { S3Storage } from "./s3.server";

const S3_OFF = {
  S3_ENDPOINT: undefined,
  S3_BUCKET: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
};
const dataDir = mkdtempSync(path.join(tmpdir(), "sattva-select-"));
const testEnv = withTestEnv({ SESSION_SECRET: "s".repeat(40), DATA_DIR: dataDir, UPLOADS_DIR: undefined, ...S3_OFF });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => setStorageForTests(undefined));

describe("which store the shop uses", () => {
  let fake: Awaited<ReturnType<typeof startS3Fake>>;
  beforeAll(async () => {
    fake = await startS3Fake({ accessKeyId: "AKIDSELECT", secretAccessKey: "select-secret", bucket: "shop" });
  });
  afterAll(() => fake?.close());

  it("is DATA_DIR/uploads without S3 settings", () => {
    testEnv.set();
    const store = storage();
    expect(store).toBeInstanceOf(LocalStorage);
    expect((store as LocalStorage).root).toBe(path.join(env().dataDir, "uploads"));
  });

  it("is UPLOADS_DIR when set: several instances that do not share DATA_DIR share one uploads folder", () => {
    const shared = path.join(dataDir, "shared-uploads");
    testEnv.set({ UPLOADS_DIR: shared });
    const store = storage();
    expect(store).toBeInstanceOf(LocalStorage);
    expect((store as LocalStorage).root).toBe(shared);
  });

  it("is the bucket when S3_ENDPOINT and S3_BUCKET are set, and /media serves from it", async () => {
    testEnv.set({
      S3_ENDPOINT: fake.url,
      S3_BUCKET: "shop",
      S3_ACCESS_KEY_ID: "AKIDSELECT",
      S3_SECRET_ACCESS_KEY: "select-secret",
    });
    const store = storage();
    expect(store).toBeInstanceOf(S3Storage);
    await store.put("products/p/0123456789abcdef0123/320.webp", Buffer.from("webp bytes"), "image/webp");
    expect(fake.objects.has("products/p/0123456789abcdef0123/320.webp")).toBe(true);
    const res = await mediaResponse(
      new Request("http://localhost/media/x"),
      "products/p/0123456789abcdef0123/320.webp",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-length")).toBe("10");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await res.text()).toBe("webp bytes");
    const missing = await mediaResponse(
      new Request("http://localhost/media/x"),
      "products/p/0123456789abcdef0123/640.webp",
    );
    expect(missing.status).toBe(404);
  });

  it("refuses an S3 endpoint without its bucket and keys, at start", () => {
    testEnv.set({ S3_ENDPOINT: fake.url, S3_BUCKET: "shop" });
    expect(() => env()).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
