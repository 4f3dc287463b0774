import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sniffPhotoType } from "./sniff";
import { PhotoRejected, preparePhoto, variantWidths } from "./variants.server";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

describe("content sniffing", () => {
  it("tells the four formats by their bytes, whatever the file is called", async () => {
    const base = photo(40, 30);
    expect(sniffPhotoType(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffPhotoType(await base.clone().png().toBuffer())).toBe("png");
    expect(sniffPhotoType(await base.clone().webp().toBuffer())).toBe("webp");
    expect(sniffPhotoType(await base.clone().avif().toBuffer())).toBe("avif");
  });

  it("refuses text, SVG, a program and a HEIC/GIF", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(sniffPhotoType(svg)).toBeNull();
    expect(sniffPhotoType(Buffer.from("just some text pretending to be a .jpg"))).toBeNull();
    expect(sniffPhotoType(Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"))).toBeNull();
    expect(sniffPhotoType(await photo(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffPhotoType(Buffer.from("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", "latin1"))).toBeNull();
  });

  it("refuses an SVG and a text file at the pipeline, and a truncated JPEG", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>');
    await expect(preparePhoto(svg)).rejects.toMatchObject({ reason: "type" });
    await expect(preparePhoto(Buffer.from("hello, I am a .jpg"))).rejects.toBeInstanceOf(PhotoRejected);
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    await expect(preparePhoto(jpeg.subarray(0, 200))).rejects.toBeInstanceOf(PhotoRejected);
  });
});

describe("variants", () => {
  it("uses the standard widths that fit, then the original's own, never upscaling", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("makes AVIF, WebP and JPEG at each width with the original's proportions", async () => {
    const prepared = await preparePhoto(await photo(2000, 1500).png().toBuffer());
    expect(prepared.source).toBe("png");
    expect(prepared.widths).toEqual([320, 640, 1024, 1600]);
    expect([prepared.width, prepared.height]).toEqual([1600, 1200]);
    expect(prepared.variants.map((v) => v.name)).toEqual(
      [320, 640, 1024, 1600].flatMap((w) => [`${w}.avif`, `${w}.webp`, `${w}.jpg`]),
    );
    for (const v of prepared.variants) {
      const meta = await sharp(v.body).metadata();
      expect(meta.width).toBe(v.width);
      expect(v.height).toBe(Math.round((v.width * 3) / 4));
      expect({ avif: "heif", webp: "webp", jpg: "jpeg" }[v.name.split(".")[1]!]).toBe(meta.format);
      expect(sniffPhotoType(v.body)).toBe({ "image/avif": "avif", "image/webp": "webp", "image/jpeg": "jpeg" }[v.type]);
    }
  });

  it("does not upscale a small photo", async () => {
    const prepared = await preparePhoto(await photo(500, 250).webp().toBuffer());
    expect(prepared.widths).toEqual([320, 500]);
    expect(Math.max(...prepared.variants.map((v) => v.width))).toBe(500);
    expect([prepared.width, prepared.height]).toEqual([500, 250]);
  });

  it("accepts a JPEG whatever it is named (only bytes are read) and an AVIF", async () => {
    const prepared = await preparePhoto(await photo(700, 700).jpeg().toBuffer());
    expect(prepared.source).toBe("jpeg");
    const avif = await preparePhoto(await photo(400, 300).avif().toBuffer());
    expect(avif.source).toBe("avif");
    expect(avif.widths).toEqual([320, 400]);
  });

  it("strips EXIF (GPS, camera) and turns the photo upright by its orientation", async () => {
    const tagged = await photo(1200, 800)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: "SecretCam", Model: "X1", Copyright: "someone" }, IFD3: { GPSLatitudeRef: "N" } },
      })
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const prepared = await preparePhoto(tagged);
    // Orientation 6 is a quarter turn: the 1200×800 picture stands 800 wide, 1200 high.
    expect([prepared.width, prepared.height]).toEqual([800, 1200]);
    expect(prepared.widths).toEqual([320, 640, 800]);
    for (const v of prepared.variants) {
      const meta = await sharp(v.body).metadata();
      expect(meta.exif, v.name).toBeUndefined();
      expect(meta.xmp, v.name).toBeUndefined();
      expect(meta.iptc, v.name).toBeUndefined();
      expect(meta.orientation ?? 1, v.name).toBe(1);
      expect(v.body.includes(Buffer.from("SecretCam")), v.name).toBe(false);
    }
  });
});
