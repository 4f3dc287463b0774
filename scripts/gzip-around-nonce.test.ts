import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, packAroundNonce } from "./gzip-around-nonce.mjs";

const freshNonce = () => randomBytes(16).toString("base64");

describe("a page compressed once around its nonce", () => {
  it("gunzips to the page with the new nonce wherever the old one was, for any new nonce", () => {
    const old = freshNonce();
    // The nonce at the start, at the end, twice in a row, in a header attribute and in a script;
    // text that repeats across the cuts (a later part must not copy from an earlier one's window).
    const filler = "<li>Incenso al sandalo · candele · lampade di sale € 9,90</li>".repeat(400);
    const page = `${old}<!DOCTYPE html><html><head><script nonce="${old}">1</script>${old}${old}</head><body>${filler}<p>${old.slice(0, 10)}</p>${filler}<script nonce="${old}">2</script></body></html>${old}`;
    const packed = packAroundNonce(Buffer.from(page), old);
    expect(packed).not.toBeNull();
    for (let i = 0; i < 20; i++) {
      const nonce = freshNonce();
      const gz = gzipWithNonce(packed!, nonce);
      expect(gunzipSync(gz).toString()).toBe(page.replaceAll(old, nonce));
    }
  });

  it("is about as small as the page gzipped whole, and keeps a page without its nonce as it is", () => {
    const body = Buffer.from(`<main>${"<p>Bastoncini d'incenso Satya Nag Champa, 15 g</p>".repeat(2000)}</main>`);
    const packed = packAroundNonce(body, freshNonce())!;
    const gz = gzipWithNonce(packed, freshNonce());
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(gz.length).toBeLessThan(body.length / 20);
  });

  it("packs nothing without a nonce to cut at", () => {
    expect(packAroundNonce(Buffer.from("<p>ok</p>"), "")).toBeNull();
  });
});
