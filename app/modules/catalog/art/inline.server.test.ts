import { describe, expect, it } from "vitest";
import { artDataUri } from "./inline.server";
import { renderArt } from "./render";
import { heroArtUrl, productArtUrl, wideArtUrl } from "./urls";

const PREFIX = "data:image/svg+xml,";

/** The drawing a data: address carries, with the double quotes the renderer writes. */
const decoded = (uri: string) => decodeURIComponent(uri.slice(PREFIX.length)).replaceAll("'", '"');
/** An SVG's elements in order (their names): what is drawn, whatever the spelling of colours and spaces. */
const elements = (svg: string) => [...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]);

describe("the shop's art as a data: address", () => {
  it.each([productArtUrl("sage", 0, 0), wideArtUrl("candle", 3), heroArtUrl(1)])("carries the drawing of %s", (url) => {
    const uri = artDataUri(url)!;
    const [, , kind, file] = url.split("/");
    const svg = renderArt(kind, file)!;
    expect(uri.startsWith(PREFIX)).toBe(true);
    expect(elements(decoded(uri))).toEqual(elements(svg));
    expect(decoded(uri)).toContain(svg.match(/viewBox="[^"]+"/)![0]);
    // Safe in an HTML attribute as it is: nothing React would escape, nothing a URL would cut
    // (spaces are kept: a data: address may hold them).
    expect(uri).not.toMatch(/["'&<>#\n\t]/);
    // Smaller than the SVG written with every character escaped.
    expect(uri.length).toBeLessThan(encodeURIComponent(svg).length);
    expect(artDataUri(url)).toBe(uri);
  });

  it("is null for any other address", () => {
    for (const url of [
      "/art/sage/99.svg",
      "/art/nothing/1.svg",
      "/art/sage/1.svg?v=2",
      "/photos/p1/800.jpg",
      "https://cdn.example.com/art/sage/1.svg",
      "/art/../art/sage/1.svg",
      "",
    ]) {
      expect(artDataUri(url), url).toBeNull();
    }
  });
});
