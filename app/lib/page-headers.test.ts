import type { ServerBuild } from "@remix-run/node";
// Remix's own rule for a page's HTTP headers (what the server sends for a document request).
import { getDocumentHeaders } from "@remix-run/server-runtime/dist/headers.js";
import { describe, expect, it } from "vitest";
import * as home from "~/routes/account._index";
import * as settings from "~/routes/account.settings";
import * as login from "~/routes/account_.login";
import * as register from "~/routes/account_.register";
import * as reset from "~/routes/account_.reset-password";
import * as verify from "~/routes/account_.verify-email";
import * as contact from "~/routes/pages.contact-us";
import * as payment from "~/routes/pages.payment-proceed";
import * as tracking from "~/routes/pages.where's-my-order";
import * as newsletter from "~/routes/newsletter";
import * as staffSettings from "~/routes/sattva-administration.settings";
import { pageHeaders } from "./page-headers";

const retryAfter = () => new Headers({ "Retry-After": "42", "Cache-Control": "no-store" });

/** The headers Remix sends for `page` under a root without a `headers` export, its answer having set `answered`. */
function documentHeaders(page: object, answered: { action?: Headers; loader?: Headers }) {
  const build = { routes: { root: { module: {} }, page: { module: page } } } as unknown as ServerBuild;
  const context = {
    matches: [{ route: { id: "root" } }, { route: { id: "page" } }],
    errors: null,
    loaderHeaders: answered.loader ? { page: answered.loader } : {},
    actionHeaders: answered.action ? { page: answered.action } : {},
    loaderData: {},
    actionData: answered.action ? { page: {} } : null,
  };
  return getDocumentHeaders(build, context as never) as Headers;
}

describe("pageHeaders", () => {
  it("keeps the page's cache rule and passes on the Retry-After of its answer", () => {
    const h = new Headers(
      pageHeaders({ "Cache-Control": "private, no-store" })({
        loaderHeaders: new Headers(),
        actionHeaders: retryAfter(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(h.get("Cache-Control")).toBe("private, no-store");
    expect(h.get("Retry-After")).toBe("42");
  });
});

/** Every page whose form or loader can answer 429. */
const limitedPages = {
  "log-in (and forgot password)": login,
  "sign-up": register,
  "password reset": reset,
  "e-mail verification": verify,
  "account profile": home,
  "account settings": settings,
  "staff settings": staffSettings,
  contact: contact,
  "payment page": payment,
  "footer newsletter (a fetcher's post)": newsletter,
} as const;

describe("a page's 429 reaches the browser with its Retry-After", () => {
  it.each(Object.entries(limitedPages))("%s (action)", (_, page) => {
    expect(documentHeaders(page, { action: retryAfter() }).get("Retry-After")).toBe("42");
  });
  it("where's my order (loader)", () => {
    const h = documentHeaders(tracking, { loader: retryAfter() });
    expect(h.get("Retry-After")).toBe("42");
    expect(h.get("Cache-Control")).toBe("no-store");
  });
});
