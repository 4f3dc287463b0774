// A kept page compressed once, served gzipped with a fresh CSP nonce on every hit without
// compressing it again.
//
// The anonymous visitors' page cache (scripts/server.mjs, pageCache) answers a hit with the page's
// nonce replaced by a new one, so every answer is a different body, and each was gzipped or
// brotli-compressed whole again: a CPU profile put a cached collection page (100 kB of HTML) at
// 3.2 ms a request against 1.2 ms for the 30 kB bare page, the difference being the compression
// and the page turned into a string and back. Here the page is cut at its nonces and every other
// part is deflated once, each on its own (a full flush, so no part refers back to the bytes of
// another, nor to a nonce); a hit writes the parts as they are, the new nonce between them as a
// stored (uncompressed) deflate block, and gzip's header and trailer (the CRC-32 and length of
// the page as sent). RFC 1951 (deflate: stored blocks, byte alignment after a flush) and RFC 1952
// (gzip's member: header, CRC-32, ISIZE).
import zlib from "node:zlib";

/** gzip's header: deflate, no flags, no time, fastest/none (XFL 0), Unix. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** The last block: fixed Huffman, final, empty (what zlib writes to finish an empty stream). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page cut at every occurrence of `nonce`, each part deflated once (`level`), or null when
 * this Node has no `zlib.crc32` (20.15 and later) or there is no nonce to cut at.
 */
export function packAroundNonce(body, nonce, level = 9) {
  if (typeof zlib.crc32 !== "function" || !nonce) return null;
  const needle = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return {
    parts,
    deflated: parts.map((p) => zlib.deflateRawSync(p, { level, finishFlush: zlib.constants.Z_FULL_FLUSH })),
  };
}

/** A stored deflate block (not final) holding `bytes` (at most 65,535): after a flush, on a byte boundary. */
function storedBlock(bytes) {
  const n = bytes.length;
  return Buffer.concat([Buffer.from([0x00, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), bytes]);
}

/** The packed page as one gzip member, with `nonce` wherever the page had its own. */
export function gzipWithNonce(packed, nonce) {
  const fresh = Buffer.from(nonce);
  if (fresh.length > 0xffff) throw new RangeError("a nonce fits one stored block");
  const between = storedBlock(fresh);
  const out = [HEADER];
  let crc = 0;
  let size = 0;
  packed.parts.forEach((part, i) => {
    if (i > 0) {
      out.push(between);
      crc = zlib.crc32(fresh, crc);
      size += fresh.length;
    }
    out.push(packed.deflated[i]);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
