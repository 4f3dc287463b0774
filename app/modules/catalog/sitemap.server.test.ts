import { describe, expect, it } from "vitest";
import { encodePath, xmlEscape } from "./sitemap.server";

describe("sitemap helpers", () => {
  it("escapes XML", () => {
    expect(xmlEscape(`/terms-&-conditions?a=<b>"c"'d'`)).toBe(
      "/terms-&amp;-conditions?a=&lt;b&gt;&quot;c&quot;&apos;d&apos;",
    );
  });
  it("encodes path segments, keeping `&` and encoding the apostrophe", () => {
    expect(encodePath("/pages/where's-my-order")).toBe("/pages/where%27s-my-order");
    expect(encodePath("/products/categories/plates-&-supports")).toBe("/products/categories/plates-&-supports");
    expect(encodePath("/product/crème brûlée")).toBe("/product/cr%C3%A8me%20br%C3%BBl%C3%A9e");
  });
});
