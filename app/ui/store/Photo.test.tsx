import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { registerPictureInliner } from "~/lib/inline-picture";
import { artDataUri } from "~/modules/catalog/art/inline.server";
import type { ProductImage } from "~/modules/catalog/types";
import { Photo } from "./Photo";

/**
 * The page's largest picture (`inline`), when it is the shop's drawn art, is written into the page
 * by the server; uploaded photos and every other picture keep their addresses, and so does the
 * browser (it has no inliner): the <img> hydrates over the server's data: address, which is the
 * same picture (tests/e2e/store/first-picture.spec.ts checks that in Chromium).
 */
const art: ProductImage = { url: "/art/sage/1.svg", sources: [], alt: "Sage", width: 800, height: 800 };
const uploaded: ProductImage = {
  url: "/photos/p2/800.jpg",
  sources: [{ type: "image/avif", srcSet: "/photos/p2/400.avif 400w, /photos/p2/800.avif 800w" }],
  alt: "Palo santo",
  width: 800,
  height: 600,
};
const elsewhere: ProductImage = { ...art, url: "https://cdn.example.com/sage.jpg" };

const src = (html: string) => html.match(/<img src="([^"]*)"/)![1];

afterEach(() => registerPictureInliner(null));

describe("Photo", () => {
  it("writes the largest picture's drawing into the page on the server", () => {
    registerPictureInliner(artDataUri);
    expect(src(renderToString(<Photo image={art} inline />))).toBe(artDataUri(art.url));
    // Not the largest picture: its address.
    expect(src(renderToString(<Photo image={art} />))).toBe(art.url);
  });

  it("keeps the address of an uploaded photo and of a picture elsewhere", () => {
    registerPictureInliner(artDataUri);
    const html = renderToString(<Photo image={uploaded} inline />);
    expect(src(html)).toBe(uploaded.url);
    expect(html).toContain('type="image/avif"');
    expect(src(renderToString(<Photo image={elsewhere} inline />))).toBe(elsewhere.url);
  });

  it("keeps the address where nothing inlines (the browser)", () => {
    expect(src(renderToString(<Photo image={art} inline />))).toBe(art.url);
  });
});
