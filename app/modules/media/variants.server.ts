import { open } from "node:fs/promises";
import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { PHOTO_FORMATS } from "./urls";
import { sniffPhotoType, SNIFF_BYTES, type PhotoType } from "./sniff";

/** The widths every upload is resized to (never beyond the original's own width). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** A decoded image larger than this many pixels is refused (a "decompression bomb"). */
export const MAX_INPUT_PIXELS = 64_000_000;

export interface PhotoVariant {
  /** "<width>.<ext>", appended to the photo's storage key. */
  name: string;
  width: number;
  height: number;
  type: string;
  body: Buffer;
}

export interface PreparedPhoto {
  source: PhotoType;
  /** The variants' widths, smallest first. */
  widths: number[];
  /** The largest variant's size. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export class PhotoRejected extends Error {
  constructor(readonly reason: "type" | "unreadable" | "too-many-pixels") {
    super(`Photo refused: ${reason}`);
    this.name = "PhotoRejected";
  }
}

/** The widths to make of an image `width` pixels wide: the standard ones that fit, then the original's own. */
export function variantWidths(width: number): number[] {
  const fitting: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  if (width < largest && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

async function firstBytes(input: string | Buffer): Promise<Uint8Array> {
  if (typeof input !== "string") return input.subarray(0, SNIFF_BYTES);
  const handle = await open(input, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether libvips, reading the whole header, agrees with what the first bytes said. */
function decoderAgrees(type: PhotoType, meta: Metadata) {
  if (type === "avif") return meta.format === "heif" && meta.compression === "av1";
  return meta.format === type;
}

const ENCODERS: Record<(typeof PHOTO_FORMATS)[number]["ext"], (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 52, effort: 2 }),
  webp: (s) => s.webp({ quality: 78, effort: 4 }),
  jpg: (s) => s.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/**
 * An uploaded photo (a file path or bytes), checked and turned into the shop's variants: its
 * type told by its content (JPEG, PNG, WebP or AVIF, confirmed by the decoder), turned upright
 * by its EXIF orientation, every metadata block left out (EXIF with GPS, XMP, IPTC, comments —
 * sharp writes none unless asked), and resized once to each of `variantWidths` in AVIF, WebP
 * and JPEG. Throws PhotoRejected for anything else.
 */
export async function preparePhoto(input: string | Buffer): Promise<PreparedPhoto> {
  const source = sniffPhotoType(await firstBytes(input));
  if (!source) throw new PhotoRejected("type");
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new PhotoRejected("too-many-pixels");
    throw new PhotoRejected("unreadable");
  }
  if (!decoderAgrees(source, meta) || !meta.width || !meta.height) throw new PhotoRejected("type");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoRejected("too-many-pixels");
  // Orientations 5–8 turn the picture a quarter: width and height swap once it is upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const uprightWidth = turned ? meta.height : meta.width;
  const widths = variantWidths(uprightWidth);
  const variants: PhotoVariant[] = [];
  try {
    // Decoded, turned and shrunk once to the largest width; every variant comes from that.
    const { data: pixels, info } = await sharp(input, options)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const width of widths) {
      const resized = width === info.width ? base.clone() : base.clone().resize({ width });
      const made = await Promise.all(
        PHOTO_FORMATS.map(async (f) => {
          const out = await ENCODERS[f.ext](resized.clone()).toBuffer({ resolveWithObject: true });
          return {
            name: `${width}.${f.ext}`,
            width: out.info.width,
            height: out.info.height,
            type: f.type,
            body: out.data,
          };
        }),
      );
      variants.push(...made);
    }
  } catch {
    throw new PhotoRejected("unreadable");
  }
  const largest = variants[variants.length - 1]!;
  return { source, widths, width: largest.width, height: largest.height, variants };
}
