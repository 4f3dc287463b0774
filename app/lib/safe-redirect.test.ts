import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/account/orders?tab=2#latest", "/account/orders?tab=2#latest"],
    ["/collections/incense-&-perfumes", "/collections/incense-&-perfumes"],
    // Dot segments that stay on the site are resolved as the browser would.
    ["/collections/../product/amber?x=1", "/product/amber?x=1"],
    ["/./cart", "/cart"],
    // An encoded slash in the query is the query's business.
    ["/search?q=%2F%2Fevil.example", "/search?q=%2F%2Fevil.example"],
  ])("keeps %s as %s", (value, out) => expect(safeRedirectPath(value)).toBe(out));

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "cart",
    "",
    "/\tx",
    // Resolved by the URL parser (as a browser does), each of these is "//evil.example".
    "/.//evil.example",
    "/x/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/x/%2e%2e//evil.example",
    // Encoded slashes and backslashes, once or twice, that a proxy or server may decode.
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%5cevil.example",
    "/%252e//evil.example",
    "/%252f%252fevil.example",
    "x".repeat(2049),
    undefined,
    42,
  ])("refuses %j", (value) => expect(safeRedirectPath(value, "/home")).toBe("/home"));
});
