import { describe, expect, it } from "vitest";
import { loader } from "~/routes/resources.locales.$lng.$ns";
import { browserNamespace, namespaceOf, pickResources } from "./resources.server";

const fetchNamespace = (lng: string, ns: string) =>
  loader({ params: { lng, ns }, request: new Request(`http://x/resources/locales/${lng}/${ns}`), context: {} });

describe("translation namespaces for the browser (resources/locales/:lng/:ns)", () => {
  it("serves a namespace of our files", async () => {
    const res = fetchNamespace("en", "common");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { notFound: { title: string } }).notFound.title).toBe("Page Not Found");
  });

  it.each([
    ["en", "constructor"],
    ["en", "toString"],
    ["en", "__proto__"],
    ["en", "hasOwnProperty"],
    ["constructor", "common"],
    ["__proto__", "common"],
    ["en", "nope"],
    ["xx", "common"],
    // Page texts and mails stay on the server.
    ["en", "content"],
  ])("answers 404 to %s/%s", async (lng, ns) => {
    const res = fetchNamespace(lng, ns);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Unknown language or namespace" });
  });

  it("knows only own keys", () => {
    expect(namespaceOf("en", "constructor")).toBeUndefined();
    expect(namespaceOf("toString", "common")).toBeUndefined();
    expect(browserNamespace("en", "content")).toBeUndefined();
    expect(namespaceOf("en", "content")).toBeDefined();
    expect(Object.keys(pickResources("en", ["common", "__proto__", "constructor"]))).toEqual(["common"]);
  });
});
