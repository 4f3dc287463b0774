import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { SESSION_COOKIE } from "~/modules/accounts/sessions.server";
import { action, loader } from "~/routes/sattva-administration.products_.$id_.photos";
import { loader as mediaLoader } from "~/routes/media.$";
import { makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, responseOf, settle, statusOf } from "../../../tests/support/routes";
import { removeStoredProductPhotos } from "./photos.server";
import { receivePhotoUpload } from "./upload.server";
import { photoSources } from "./urls";

withTestEnv({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "test", S3_ENDPOINT: undefined }, { outbox: "photos" });

const pagePath = (id: string) => `/sattva-administration/products/${id}/photos`;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } });

type Staff = Awaited<ReturnType<typeof signIn>>;
const cookieOf = (who: Staff) => `i18next=en; ${SESSION_COOKIE}=${who.token}`;

/** The upload form as a browser posts it (multipart), with files of the given names and bytes. */
function uploadRequest(who: Staff | null, productId: string, files: [string, Buffer, string?][], kind = "gallery") {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("kind", kind);
  for (const [name, bytes, type] of files)
    form.append("photos", new File([new Uint8Array(bytes)], name, { type: type ?? "image/jpeg" }));
  return new Request(`http://localhost${pagePath(productId)}`, {
    method: "POST",
    body: form,
    headers: { cookie: who ? cookieOf(who) : "i18next=en", "x-client-ip": "198.51.100.7" },
  });
}

const uploadsDir = () => path.join(env().dataDir, "uploads");
const storedFiles = (key: string) => {
  const dir = path.join(uploadsDir(), ...key.split("/"));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const photosOf = (productId: string) =>
  db().productImage.findMany({ where: { productId }, orderBy: [{ kind: "asc" }, { position: "asc" }] });
const post = (who: Staff, productId: string, fields: Record<string, string>) =>
  action(args(who.post(pagePath(productId), fields), { id: productId }));

describe("the photo page", () => {
  withTestDatabase();

  it("uploads two photos by content (a JPEG named .png, a PNG), resized, served from /media with long cache", async () => {
    const [product] = await makeCatalogue(1);
    const admin = await signIn(await makeUser({ role: "admin" }));
    const jpeg = await picture(1800, 1200).jpeg().toBuffer();
    const png = await picture(500, 400).png().toBuffer();
    const res = await responseOf(
      action(
        args(
          uploadRequest(admin, product!.id, [
            ["holiday.png", jpeg, "image/png"],
            ["b.png", png, "image/png"],
          ]),
          { id: product!.id },
        ),
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(pagePath(product!.id));
    const rows = await photosOf(product!.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.kind, r.position, r.widths, r.width, r.height])).toEqual([
      ["gallery", 0, [320, 640, 1024, 1600], 1600, 1067],
      ["gallery", 1, [320, 500], 500, 400],
    ]);
    for (const row of rows) {
      expect(row.storageKey).toMatch(new RegExp(`^products/${product!.id}/[0-9a-f]{20}$`));
      expect(row.url).toBeNull();
    }
    expect(storedFiles(rows[1]!.storageKey!)).toEqual([
      "320.avif",
      "320.jpg",
      "320.webp",
      "500.avif",
      "500.jpg",
      "500.webp",
    ]);
    const audits = await db().auditEvent.findMany({ where: { action: "product.photo.upload" } });
    expect(audits.map((a) => a.entityId).sort()).toEqual(rows.map((r) => r.id).sort());

    // The storefront contract: srcset entries point at files the /media route serves.
    const sources = photoSources(rows[0]!);
    const url = sources.sources[0]!.srcSet.split(", ")[0]!.split(" ")[0]!;
    expect(url).toBe(`/media/${rows[0]!.storageKey}/320.avif`);
    const media = await responseOf(
      mediaLoader(args(new Request(`http://localhost${url}`), { "*": url.slice("/media/".length) })),
    );
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/avif");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await media.arrayBuffer());
    expect(media.headers.get("content-length")).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).width).toBe(320);
    const etag = media.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await responseOf(
      mediaLoader(
        args(new Request(`http://localhost${url}`, { headers: { "if-none-match": etag } }), { "*": url.slice(7) }),
      ),
    );
    expect(again.status).toBe(304);
    const jpg = await responseOf(
      mediaLoader(args(new Request(`http://localhost${sources.src}`), { "*": sources.src.slice(7) })),
    );
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
    await jpg.arrayBuffer();

    // A deleted product's files go in one sweep (the product's delete calls it after its commit).
    await removeStoredProductPhotos(product!.id);
    expect(existsSync(path.join(uploadsDir(), "products", product!.id))).toBe(false);
  });

  it("/media answers 404 for unknown keys, folders, traversal and other files", async () => {
    for (const bad of [
      "products/x/0123456789abcdef0123/320.avif",
      "products/x",
      "products",
      "../../etc/passwd",
      "products/x/../y/1.jpg",
      "products/x/y/320.png",
      "products/x/y/.env",
      "",
    ]) {
      const res = await responseOf(mediaLoader(args(new Request("http://localhost/media/x"), { "*": bad })));
      expect(res.status, bad).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a text file named .jpg and an SVG, saving nothing", async () => {
    const [product] = await makeCatalogue(1);
    const manager = await signIn(await makeUser({ role: "manager" }));
    const good = await picture(400, 300).jpeg().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script></svg>',
    );
    const answer = await action(
      args(
        uploadRequest(manager, product!.id, [
          ["ok.jpg", good],
          ["notes.jpg", Buffer.from("just text, not a photo")],
          ["logo.svg", svg, "image/svg+xml"],
        ]),
        { id: product!.id },
      ),
    );
    expect(statusOf(answer)).toBe(400);
    expect(dataOf(answer)).toMatchObject({
      errors: { photos: "errors.refused" },
      refused: [
        { filename: "notes.jpg", reason: "type" },
        { filename: "logo.svg", reason: "type" },
      ],
    });
    expect(await photosOf(product!.id)).toHaveLength(0);
    expect(existsSync(path.join(uploadsDir(), "products", product!.id))).toBe(false);
  });

  it("refuses a file over the size cap with 413 and a clear message, saving nothing", async () => {
    const [product] = await makeCatalogue(1);
    const admin = await signIn(await makeUser({ role: "admin" }));
    const huge = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await action(args(uploadRequest(admin, product!.id, [["big.jpg", huge]]), { id: product!.id }));
    expect(statusOf(answer)).toBe(413);
    expect(dataOf(answer)).toMatchObject({ refused: [{ filename: "big.jpg", reason: "too-large" }], maxMb: 15 });
    expect(await photosOf(product!.id)).toHaveLength(0);
  });

  it("streams files to disk under the cap, dropping (not keeping) an oversized one", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.append("photos", new File([Buffer.alloc(2000, 1)], "a.jpg"));
    form.append("photos", new File([Buffer.alloc(500, 2)], "b.jpg"));
    const received = await receivePhotoUpload(new Request("http://localhost/x", { method: "POST", body: form }), {
      maxBytes: 1000,
    });
    try {
      expect(received.fields.get("intent")).toBe("upload");
      expect(received.files.map((f) => [f.filename, f.bytes, f.tooLarge, f.path === null])).toEqual([
        ["a.jpg", 2000, true, true],
        ["b.jpg", 500, false, false],
      ]);
    } finally {
      await received.cleanup();
    }
    expect(existsSync(received.files[1]!.path!)).toBe(false);
    const many = new FormData();
    for (let i = 0; i < 3; i++) many.append("photos", new File([Buffer.alloc(10)], `${i}.jpg`));
    await expect(
      receivePhotoUpload(new Request("http://localhost/x", { method: "POST", body: many }), { maxFiles: 2 }),
    ).rejects.toMatchObject({ reason: "too-many" });
  });

  it("adds a photo by https address or same-site path, refuses other addresses", async () => {
    const [product] = await makeCatalogue(1);
    const admin = await signIn(await makeUser({ role: "admin" }));
    for (const url of ["https://images.example.com/a.jpg", "/art/incense/1.svg"]) {
      const res = await responseOf(post(admin, product!.id, { intent: "url", kind: "banner", url, alt_it: "Incenso" }));
      expect(res.status).toBe(303);
    }
    for (const url of [
      "http://images.example.com/a.jpg",
      "javascript:alert(1)",
      "//evil.example/x.jpg",
      "data:image/png;base64,xx",
      "ftp://x/y.jpg",
      "",
    ]) {
      const answer = await post(admin, product!.id, { intent: "url", kind: "banner", url });
      expect(statusOf(answer), url).toBe(400);
      expect(dataOf(answer), url).toMatchObject({ errors: { url: expect.stringMatching(/^errors\.url/) } });
    }
    const rows = await photosOf(product!.id);
    expect(rows.map((r) => [r.kind, r.position, r.url, r.storageKey, r.alt])).toEqual([
      ["banner", 0, "https://images.example.com/a.jpg", null, { it: "Incenso" }],
      ["banner", 1, "/art/incense/1.svg", null, { it: "Incenso" }],
    ]);
  });

  it("reorders, moves between banner and gallery, saves alt per language, deletes with the stored files", async () => {
    const [product] = await makeCatalogue(1);
    const admin = await signIn(await makeUser({ role: "admin" }));
    const id = product!.id;
    for (const url of ["/art/a.svg", "/art/b.svg", "/art/c.svg"])
      await post(admin, id, { intent: "url", kind: "gallery", url });
    const jpeg = await picture(700, 500).jpeg().toBuffer();
    await action(args(uploadRequest(admin, id, [["d.jpg", jpeg]]), { id }));
    const order = async () => (await photosOf(id)).map((r) => `${r.kind}:${r.position}:${r.url ?? "upload"}`);
    expect(await order()).toEqual([
      "gallery:0:/art/a.svg",
      "gallery:1:/art/b.svg",
      "gallery:2:/art/c.svg",
      "gallery:3:upload",
    ]);
    const byUrl = async (url: string | null) => (await photosOf(id)).find((r) => r.url === url)!.id;

    expect(
      statusOf(await settle(post(admin, id, { intent: "move", imageId: await byUrl("/art/c.svg"), direction: "up" }))),
    ).toBe(303);
    await post(admin, id, { intent: "move", imageId: await byUrl("/art/a.svg"), direction: "up" }); // already first
    expect(await order()).toEqual([
      "gallery:0:/art/a.svg",
      "gallery:1:/art/c.svg",
      "gallery:2:/art/b.svg",
      "gallery:3:upload",
    ]);
    await post(admin, id, { intent: "kind", imageId: await byUrl("/art/c.svg"), kind: "banner" });
    expect(await order()).toEqual([
      "banner:0:/art/c.svg",
      "gallery:0:/art/a.svg",
      "gallery:1:/art/b.svg",
      "gallery:2:upload",
    ]);

    const upload = await byUrl(null);
    await post(admin, id, {
      intent: "alt",
      imageId: upload,
      alt_it: "  Bastoncini d'incenso ",
      alt_en: "Incense sticks",
      alt_fr: "",
    });
    const row = await db().productImage.findUniqueOrThrow({ where: { id: upload } });
    expect(row.alt).toEqual({ it: "Bastoncini d'incenso", en: "Incense sticks" });
    const tooLong = await post(admin, id, { intent: "alt", imageId: upload, alt_de: "x".repeat(301) });
    expect(statusOf(tooLong)).toBe(400);
    expect(dataOf(tooLong)).toMatchObject({ imageId: upload, errors: { alt_de: "errors.altTooLong" } });

    // The page shows every language, empty ones as "not translated yet" (alt "").
    const page = (await loader(args(admin.request(pagePath(id)), { id }))) as Awaited<ReturnType<typeof loader>>;
    expect(page.photos.find((p) => p.id === upload)!.alt).toEqual({
      it: "Bastoncini d'incenso",
      en: "Incense sticks",
      fr: "",
      de: "",
      es: "",
    });
    expect(page.title).toContain(product!.title);

    expect(storedFiles(row.storageKey!)).toHaveLength(9);
    await post(admin, id, { intent: "delete", imageId: upload });
    expect(await db().productImage.findUnique({ where: { id: upload } })).toBeNull();
    expect(storedFiles(row.storageKey!)).toEqual([]);
    await post(admin, id, { intent: "delete", imageId: await byUrl("/art/a.svg") });
    expect(await order()).toEqual(["banner:0:/art/c.svg", "gallery:0:/art/b.svg"]);

    const actions = (
      await db().auditEvent.findMany({ where: { entity: "ProductImage" }, select: { action: true } })
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "product.photo.add-url",
        "product.photo.move",
        "product.photo.alt",
        "product.photo.delete",
      ]),
    );
  });

  it("is for staff only: anonymous to log in, a shopper home, nothing written; another product's photo is 404", async () => {
    const [product, other] = await makeCatalogue(2);
    const shopper = await signIn(await makeUser());
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const anonymous = await responseOf(
      action(args(uploadRequest(null, product!.id, [["a.jpg", jpeg]]), { id: product!.id })),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/account\/login/);
    const anonUrl = await responseOf(
      action(
        args(formRequest(pagePath(product!.id), { intent: "url", kind: "gallery", url: "/art/x.svg" }), {
          id: product!.id,
        }),
      ),
    );
    expect(anonUrl.headers.get("location")).toMatch(/^\/account\/login/);
    const asShopper = await responseOf(
      action(args(uploadRequest(shopper, product!.id, [["a.jpg", jpeg]]), { id: product!.id })),
    );
    expect([asShopper.status, asShopper.headers.get("location")]).toEqual([302, "/"]);
    const shopperUrl = await responseOf(
      post(shopper, product!.id, { intent: "url", kind: "gallery", url: "/art/x.svg" }),
    );
    expect(shopperUrl.headers.get("location")).toBe("/");
    const shopperPage = await responseOf(loader(args(shopper.request(pagePath(product!.id)), { id: product!.id })));
    expect(shopperPage.headers.get("location")).toBe("/");
    expect(await photosOf(product!.id)).toHaveLength(0);

    const admin = await signIn(await makeUser({ role: "admin" }));
    await post(admin, other!.id, { intent: "url", kind: "gallery", url: "/art/x.svg" });
    const foreign = (await photosOf(other!.id))[0]!.id;
    const res = await responseOf(post(admin, product!.id, { intent: "delete", imageId: foreign }));
    expect(res.status).toBe(404);
    expect(await photosOf(other!.id)).toHaveLength(1);
    const missing = await responseOf(
      loader(args(admin.request(pagePath("c0000000000000000000000000")), { id: "c0000000000000000000000000" })),
    );
    expect(missing.status).toBe(404);
  });
});
