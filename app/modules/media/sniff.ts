/**
 * What an uploaded file is, by its first bytes (never by its name or the browser's claimed
 * type): the four photo formats the shop accepts, or null for anything else (an SVG, a PDF, a
 * renamed program, text).
 */
export type PhotoType = "jpeg" | "png" | "webp" | "avif";

/** Bytes enough to tell the formats apart. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a box size, "ftyp", then the major brand and compatible brands.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const end = Math.min(bytes.length, size > 0 ? size : bytes.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/** The MIME type of an accepted photo. */
export const PHOTO_MIME: Record<PhotoType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};
