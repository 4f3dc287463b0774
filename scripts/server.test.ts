import type { AsyncLocalStorage } from "node:async_hooks";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, isCrossSiteWrite, isMalformedUrl } from "./server.mjs";

function req(method: string, path: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, path, get: (name: string) => lower[name.toLowerCase()] };
}

describe("same-site origin check on state-changing requests", () => {
  it("lets reads through", () => {
    expect(isCrossSiteWrite(req("GET", "/", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });
  it("refuses a cross-site POST by Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "cross-site", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "same-site", Host: "shop.example" }))).toBe(true);
  });
  it("accepts same-origin POSTs", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { "Sec-Fetch-Site": "same-origin", Host: "shop.example" }))).toBe(
      false,
    );
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "https://shop.example", Host: "shop.example" }))).toBe(
      false,
    );
  });
  it("refuses a foreign or opaque Origin when Sec-Fetch-Site is absent", () => {
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "https://evil.example", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", "/cart", { Origin: "null", Host: "shop.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", "/api/x", { Origin: "not a url", Host: "shop.example" }))).toBe(true);
  });
  it("lets non-browser clients without Origin through (CSRF needs a browser)", () => {
    expect(isCrossSiteWrite(req("POST", "/api/auth/login", { Host: "shop.example" }))).toBe(false);
  });
  it("exempts provider notifications only", () => {
    expect(
      isCrossSiteWrite(req("POST", "/webhooks/stripe", { Origin: "https://stripe.example", Host: "shop.example" })),
    ).toBe(false);
    expect(isCrossSiteWrite(req("POST", "/webhooksX", { Origin: "https://evil.example", Host: "shop.example" }))).toBe(
      true,
    );
  });
});

describe("a foreign Origin with a forged Sec-Fetch-Site", () => {
  it("is refused whatever Sec-Fetch-Site says", () => {
    for (const site of ["same-origin", "none", "same-site"]) {
      const headers = { Origin: "https://evil.example", "Sec-Fetch-Site": site, Host: "shop.example" };
      expect(isCrossSiteWrite(req("POST", "/account/login", headers)), site).toBe(true);
    }
    expect(
      isCrossSiteWrite(req("POST", "/cart", { Origin: "null", "Sec-Fetch-Site": "same-origin", Host: "shop.example" })),
    ).toBe(true);
  });
  it("compares the Origin with X-Forwarded-Host where a proxy sent one, as Remix does", () => {
    const behindProxy = { "X-Forwarded-Host": "shop.example", Host: "127.0.0.1:7070", "Sec-Fetch-Site": "same-origin" };
    expect(isCrossSiteWrite(req("POST", "/cart", { ...behindProxy, Origin: "https://shop.example" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", "/cart", { ...behindProxy, Origin: "http://127.0.0.1:7070" }))).toBe(true);
  });
});

describe("URLs no route can mean", () => {
  it.each([
    "/product/%ff",
    "/%E0%A4%A",
    "/collections/%",
    "/product/%00",
    "/product/a%00b",
    "/search?q=%00",
    "/x?y=1&z=%00",
  ])("refuses %s", (url) => expect(isMalformedUrl(url)).toBe(true));
  it.each([
    "/",
    "/product/amber-incense",
    "/pages/where's-my-order",
    "/pages/where%27s-my-order",
    "/search?q=%ff",
    "/search?q=100%",
    "/search?q=%2500",
  ])("lets %s through", (url) => expect(isMalformedUrl(url)).toBe(false));
});

describe("the server in front of the app", () => {
  /** The Express app with a stand-in for Remix behind it (the same `app.all("*")` route). */
  let base = "";
  let server: Server;
  beforeAll(async () => {
    const build = {
      entry: {
        module: {
          refusalText: async (reason: string, request: Request) => `${reason}:${new URL(request.url).pathname}`,
        },
      },
    };
    const app = createApp({
      build,
      buildDir: "/nonexistent",
      handler: (req: { path: string }, res: { send: (s: string) => void; json: (v: unknown) => void }) => {
        const scope = (globalThis as unknown as Record<symbol, AsyncLocalStorage<unknown>>)[
          Symbol.for("sattva.requestScope")
        ]?.getStore();
        if (req.path === "/scope") res.json(scope ?? null);
        else res.send("app");
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers 400 in the visitor's language to a path that does not decode or carries a NUL, never 500", async () => {
    for (const path of ["/product/%ff", "/%ff", "/product/%00", "/collections/%00?x=1", "/search?q=%00"]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toMatch(/^malformed:/);
    }
    expect((await fetch(`${base}/product/amber`)).status).toBe(200);
  });

  it("runs each request in its scope (route and language for a statement cancelled at its limit)", async () => {
    const res = await fetch(`${base}/scope?x=1`, {
      headers: { "accept-language": "de", cookie: "i18next=fr" },
    });
    expect(await res.json()).toEqual({
      method: "GET",
      url: "/scope?x=1",
      // The server's own id for the request (the one its log lines carry).
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cookie: "i18next=fr",
      acceptLanguage: "de",
    });
  });

  it("answers 403, not 500, to a foreign Origin with a forged Sec-Fetch-Site", async () => {
    const res = await fetch(`${base}/account/login`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "intent=login",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("crossSite:/account/login");
    const same = await fetch(`${base}/account/login`, {
      method: "POST",
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin" },
      body: "intent=login",
    });
    expect(same.status).toBe(200);
  });
});

describe("a streamed response body", () => {
  /**
   * Behind the real middleware (compression included), a body of 4,000 chunks of 16 KB is read
   * from its source only as fast as a client that reads slowly takes it: the adapter's writer is
   * replaced (writeWithBackpressure), so the server never holds the unsent rest of a large file.
   */
  it("is pulled from its source no faster than the client reads, and stops when the client goes", async () => {
    const chunk = new Uint8Array(16 * 1024).fill(97);
    let pulled = 0;
    let cancelled = false;
    const body = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= 4000) return controller.close();
          pulled++;
          controller.enqueue(chunk);
        },
        cancel() {
          cancelled = true;
        },
      });
    const { writeWithBackpressure } = await import("./server.mjs");
    const app = createApp({
      build: { entry: { module: { refusalText: async () => "" } } },
      buildDir: "/nonexistent",
      handler: (_req: unknown, res: import("node:http").ServerResponse) => {
        res.setHeader("Content-Type", "text/csv");
        void writeWithBackpressure(body(), res).catch(() => {});
      },
    });
    const server: Server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const http = await import("node:http");
    const res = await new Promise<import("node:http").IncomingMessage>((resolve) =>
      http.get({ port, host: "127.0.0.1", path: "/orders.csv", headers: { "accept-encoding": "identity" } }, resolve),
    );
    res.pause();
    // The client reads nothing for a while: only what the socket's buffers hold is pulled.
    await new Promise((r) => setTimeout(r, 300));
    const whilePaused = pulled;
    expect(whilePaused).toBeLessThan(400); // 64 MB would be the whole body
    // It reads a little, then hangs up: the source is cancelled, not read to its end.
    res.resume();
    await new Promise((r) => setTimeout(r, 50));
    res.destroy();
    for (let i = 0; i < 200 && !cancelled; i++) await new Promise((r) => setTimeout(r, 25));
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(4000);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe("compression", () => {
  /**
   * The real middleware in front of a stand-in app: /page answers a body given whole (as a rendered
   * page is), /burst a web stream whose chunks are all at hand, /later one whose second chunk comes
   * after a timer, /small and /raw bodies that stay as they are.
   */
  let port = 0;
  let server: Server;
  const page = `<!DOCTYPE html><html><body>${"<p>Incenso al sandalo, candele e lampade di sale.</p>".repeat(200)}</body></html>`;
  let laterSecondSent = false;
  beforeAll(async () => {
    const { writeWithBackpressure } = await import("./server.mjs");
    const encoder = new TextEncoder();
    const app = createApp({
      build: { entry: { module: { refusalText: async () => "" } } },
      buildDir: "/nonexistent",
      handler: (req: { path: string }, res: import("node:http").ServerResponse) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        if (req.path === "/page") return void res.end(page);
        if (req.path === "/small") return void res.end("<p>ok</p>");
        if (req.path === "/raw") {
          res.setHeader("Cache-Control", "no-transform");
          return void res.end(page);
        }
        const half = page.length / 2;
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(page.slice(0, half)));
            if (req.path === "/later") {
              await new Promise((r) => setTimeout(r, 300));
              laterSecondSent = true;
            }
            controller.enqueue(encoder.encode(page.slice(half)));
            controller.close();
          },
        });
        void writeWithBackpressure(body, res).catch(() => {});
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The raw answer (not decoded), its headers, and whether the first bytes came before /later's second chunk. */
  async function get(path: string, encoding?: string, method = "GET") {
    const http = await import("node:http");
    return new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer; firstEarly: boolean }>(
      (resolve, reject) => {
        const req = http.request(
          { port, host: "127.0.0.1", path, method, headers: encoding ? { "accept-encoding": encoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            let firstEarly: boolean | null = null;
            res.on("data", (c: Buffer) => {
              firstEarly ??= !laterSecondSent;
              chunks.push(c);
            });
            res.on("end", () =>
              resolve({ headers: res.headers, body: Buffer.concat(chunks), firstEarly: !!firstEarly }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("compresses a body given whole in one piece, brotli or gzip as the client accepts", async () => {
    const zlib = await import("node:zlib");
    const br = await get("/page", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    const gz = await get("/page", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    expect(gz.body.length).toBeLessThan(page.length / 10);
  });

  it("leaves a body as it is for a client that accepts no compression, a small body, no-transform and HEAD", async () => {
    for (const [path, encoding] of [
      ["/page", undefined],
      ["/page", "identity"],
      ["/page", "gzip;q=0, br;q=0"],
      ["/raw", "gzip"],
    ] as const) {
      const res = await get(path, encoding);
      expect(res.headers["content-encoding"], `${path} ${encoding}`).toBeUndefined();
      expect(res.body.toString(), `${path} ${encoding}`).toBe(page);
    }
    const small = await get("/small", "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>ok</p>");
    const head = await get("/page", "gzip", "HEAD");
    expect(head.body.length).toBe(0);
  });

  it("ends a streamed body whose chunks are all at hand in one piece, and streams one whose rest comes later", async () => {
    const zlib = await import("node:zlib");
    const burst = await get("/burst", "gzip");
    expect(burst.headers["content-length"]).toBeDefined();
    expect(zlib.gunzipSync(burst.body).toString()).toBe(page);
    laterSecondSent = false;
    const later = await get("/later", "gzip");
    // Sent as it comes: the first half reached the client before the second was produced.
    expect(later.headers["transfer-encoding"]).toBe("chunked");
    expect(later.headers["content-encoding"]).toBe("gzip");
    expect(later.firstEarly).toBe(true);
    expect(zlib.gunzipSync(later.body).toString()).toBe(page);
  });
});

describe("the anonymous visitors' page cache in front of the app", () => {
  /**
   * A stand-in app that renders a page with a fresh nonce (in its CSP and twice in its HTML) and a
   * stand-in cache (the app's page-cache.server.ts decides what is kept; here, everything is).
   */
  let port = 0;
  let server: Server;
  let renders = 0;
  const text = "<li>Lampada di sale dell'Himalaya · 24,90 €</li>".repeat(300);
  const page = (nonce: string) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${text}<script nonce="${nonce}">b()</script></body></html>`;
  const data = JSON.stringify([{ _1: 2 }, "root", text]);
  beforeAll(async () => {
    const { randomBytes } = await import("node:crypto");
    const kept = new Map<string, { status: number; headers: [string, string][]; body: Buffer; nonce: string }>();
    const app = createApp({
      build: {
        entry: {
          module: {
            refusalText: async () => "",
            pageCacheKey: (_method: string, url: string) => new URL(url).pathname,
            cachedPage: (key: string) => kept.get(key) ?? null,
            pageCacheGeneration: () => 0,
            storePage: (
              key: string,
              _since: number,
              p: { status: number; headers: [string, string][]; body: Buffer; nonce: string },
            ) => kept.set(key, p),
          },
        },
      },
      buildDir: "/nonexistent",
      handler: (req: { path: string }, res: import("node:http").ServerResponse) => {
        renders++;
        if (req.path.endsWith(".data")) {
          res.setHeader("Content-Type", "text/x-script; charset=utf-8");
          res.setHeader("X-Remix-Response", "yes");
          return void res.end(data);
        }
        const nonce = randomBytes(16).toString("base64");
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        res.end(page(nonce));
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function get(path: string, encoding?: string) {
    const http = await import("node:http");
    return new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        { port, host: "127.0.0.1", path, headers: encoding ? { "accept-encoding": encoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? "";

  it("answers a hit gzipped, with a new nonce in its CSP and its HTML, without rendering the page again", async () => {
    const zlib = await import("node:zlib");
    const miss = await get("/collections/incense", "gzip, deflate, br");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    const before = renders;
    const seen = new Set([nonceOf(miss.headers["content-security-policy"])]);
    for (let i = 0; i < 3; i++) {
      const hit = await get("/collections/incense", "gzip, deflate, br");
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      const nonce = nonceOf(hit.headers["content-security-policy"]);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(zlib.gunzipSync(hit.body).toString()).toBe(page(nonce));
      expect(hit.body.length).toBeLessThan(page(nonce).length / 10);
    }
    expect(renders).toBe(before);
  });

  it("answers a client navigation's data from the cache compressed once, brotli or gzip, or as it is", async () => {
    const zlib = await import("node:zlib");
    await get("/collections/incense.data", "gzip, deflate, br");
    const before = renders;
    const br = await get("/collections/incense.data", "gzip, deflate, br");
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["x-remix-response"]).toBe("yes");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(data);
    const again = await get("/collections/incense.data", "br");
    expect(again.body.equals(br.body)).toBe(true);
    const gz = await get("/collections/incense.data", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(data);
    const plain = await get("/collections/incense.data");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(data);
    expect(renders).toBe(before);
  });

  it("answers a hit to a client without gzip as before: brotli, or the page as it is", async () => {
    const zlib = await import("node:zlib");
    await get("/product/lamp", "gzip");
    const br = await get("/product/lamp", "br");
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page(nonceOf(br.headers["content-security-policy"])));
    const plain = await get("/product/lamp");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page(nonceOf(plain.headers["content-security-policy"])));
  });
});

describe("remembered route matches", () => {
  it("answer as React Router's own matchRoutes does, on the tree they are given", async () => {
    const { memoizeMatchRoutes } = await import("./server.mjs");
    const { createRequire } = await import("node:module");
    const real = createRequire(import.meta.url)("@remix-run/router");
    // The reference: React Router's own implementation (server.mjs replaced the export on import).
    const reference = real.matchRoutes.original ?? real.matchRoutes;
    const router = { matchRoutes: reference, parsePath: real.parsePath };
    memoizeMatchRoutes(router);
    const tree = () => [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "product", path: "product/:slug" },
          { id: "collection", path: "collections/:slug", children: [{ id: "collection-index", index: true }] },
          { id: "account", path: "account", children: [{ id: "orders", path: "orders" }] },
          { id: "splat", path: "*" },
        ],
      },
    ];
    const paths = [
      "/",
      "/product/amber",
      "/product/rose?x=1#y",
      "/collections/incense",
      "/account/orders",
      "/no/such/page",
      "/PRODUCT/amber",
    ];
    for (let round = 0; round < 2; round++) {
      for (const p of paths) {
        const routes = tree();
        const got = router.matchRoutes(routes, p);
        const want = reference(routes, p);
        const shape = (ms: typeof got) =>
          ms?.map((m: { route: unknown; params: unknown; pathname: string; pathnameBase: string }) => ({
            route: m.route,
            params: m.params,
            pathname: m.pathname,
            pathnameBase: m.pathnameBase,
          })) ?? null;
        expect(shape(got), p).toEqual(shape(want));
        // The route objects are the given tree's own, not those of the tree that was remembered.
        got?.forEach((m: { route: unknown }, i: number) => expect(m.route).toBe(want[i].route));
      }
    }
    const mutated = router.matchRoutes(tree(), "/product/amber");
    mutated[0].params.slug = "changed";
    expect(router.matchRoutes(tree(), "/product/amber")[1].params.slug).toBe("amber");
  });
});

describe("static handlers over the matched branch", () => {
  it("answer as the handler over the whole tree does: matches, loader data, errors, resource routes", async () => {
    const { branchStaticHandlers } = await import("./server.mjs");
    const { createRequire } = await import("node:module");
    const real = createRequire(import.meta.url)("@remix-run/router");
    const reference = real.createStaticHandler.original ?? real.createStaticHandler;
    const router = { createStaticHandler: reference, matchRoutes: real.matchRoutes };
    branchStaticHandlers(router);
    const loader = (id: string) => () => ({ id });
    const tree = [
      {
        id: "root",
        path: "",
        loader: loader("root"),
        hasErrorBoundary: true,
        children: [
          { id: "home", index: true, loader: loader("home") },
          { id: "product", path: "product/:slug", loader: ({ params }: { params: { slug: string } }) => params },
          {
            id: "collection",
            path: "collections/:slug",
            loader: loader("collection"),
            children: [
              { id: "collection-index", index: true, loader: loader("collection-index") },
              { id: "collection-page", path: "page/:n", loader: loader("collection-page") },
            ],
          },
          { id: "account", path: "account", loader: loader("account"), children: [{ id: "orders", path: "orders" }] },
          {
            id: "broken",
            path: "broken",
            loader: () => {
              throw new Error("broken loader");
            },
          },
          { id: "resource", path: "api/thing", loader: () => new Response("thing") },
          { id: "splat", path: "*", loader: loader("splat") },
        ],
      },
    ];
    const whole = reference(tree);
    const branched = router.createStaticHandler(tree);
    const ids = (rs: { id: string; children?: unknown[] }[]): unknown[] =>
      rs.map((r) => [r.id, ids((r.children ?? []) as { id: string }[])]);
    expect(ids(branched.dataRoutes)).toEqual(ids(whole.dataRoutes));
    const shape = (ctx: {
      matches?: { route: { id: string }; params: unknown; pathname: string }[];
      loaderData?: unknown;
      errors?: Record<string, unknown> | null;
      statusCode?: number;
    }) => ({
      matches: ctx.matches?.map((m) => [m.route.id, m.params, m.pathname]),
      loaderData: ctx.loaderData,
      errors: ctx.errors && Object.fromEntries(Object.entries(ctx.errors).map(([k, e]) => [k, String(e)])),
      statusCode: ctx.statusCode,
    });
    const paths = [
      "/",
      "/product/amber?x=1",
      "/collections/incense",
      "/collections/incense/page/2",
      "/account",
      "/account/orders",
      "/broken",
      "/no/such/page",
      "/PRODUCT/rose",
    ];
    for (let round = 0; round < 2; round++) {
      for (const p of paths) {
        const want = await whole.query(new Request(`http://shop.test${p}`));
        const got = await branched.query(new Request(`http://shop.test${p}`));
        expect(shape(got), p).toEqual(shape(want));
      }
    }
    const res = await branched.queryRoute(new Request("http://shop.test/api/thing"));
    expect(await res.text()).toBe("thing");
    // A path nothing matches (no splat in this tree) is the whole tree's 404.
    const bare = router.createStaticHandler([{ id: "root", path: "", children: [{ id: "a", path: "a" }] }]);
    const notFound = await bare.query(new Request("http://shop.test/b"));
    expect(notFound.statusCode).toBe(404);
    await expect(bare.queryRoute(new Request("http://shop.test/b"))).rejects.toMatchObject({ status: 404 });
  });
});

describe("render routes made once per build", () => {
  it("give the same routes as Remix and React Router make, and fill the caller's manifest", async () => {
    const { rememberRenderRoutes } = await import("./server.mjs");
    const { createRequire } = await import("node:module");
    const path = await import("node:path");
    const require = createRequire(import.meta.url);
    const realRoutes = require(path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js"));
    const realRouter = require("@remix-run/router");
    const createServerRoutes = realRoutes.createServerRoutes.original ?? realRoutes.createServerRoutes;
    const convert = realRouter.UNSAFE_convertRoutesToDataRoutes.original ?? realRouter.UNSAFE_convertRoutesToDataRoutes;
    const calls = { create: 0, convert: 0 };
    const remix = {
      createServerRoutes: (...args: unknown[]) => (calls.create++, createServerRoutes(...args)),
    };
    const router = {
      UNSAFE_convertRoutesToDataRoutes: (...args: unknown[]) => (calls.convert++, convert(...args)),
    };
    rememberRenderRoutes(remix, router);
    const manifest = {
      root: { id: "root", path: "", hasLoader: true },
      "routes/_index": { id: "routes/_index", parentId: "root", index: true, hasLoader: false },
      "routes/product": { id: "routes/product", parentId: "root", path: "product/:slug", hasLoader: true },
    };
    const modules = () => ({
      root: { default: () => null, handle: { i18n: ["common"] } },
      "routes/_index": { default: () => null },
      "routes/product": { default: () => null, handle: { i18n: ["store"] } },
    });
    const shared = modules();
    const first = remix.createServerRoutes(manifest, { ...shared }, {}, false);
    const future = {};
    const a = remix.createServerRoutes(manifest, { ...shared }, future, false);
    const b = remix.createServerRoutes(manifest, { ...shared }, future, false);
    expect(b).toBe(a);
    expect(calls.create).toBe(2); // a new `future` object once, then remembered
    const shape = (rs: { id: string; path?: string; index?: boolean; children?: unknown[] }[]): unknown =>
      rs.map((r) => ({ id: r.id, path: r.path, index: r.index, children: r.children && shape(r.children as never) }));
    expect(shape(a)).toEqual(shape(createServerRoutes(manifest, shared, future, false)));
    expect(shape(first)).toEqual(shape(a));
    // Other modules (a new build's) are not served the old routes.
    const other = remix.createServerRoutes(manifest, modules(), future, false);
    expect(other).not.toBe(a);

    const m1: Record<string, unknown> = {};
    const m2: Record<string, unknown> = {};
    const mapProps = () => ({});
    const d1 = router.UNSAFE_convertRoutesToDataRoutes(a, mapProps, undefined, m1);
    const d2 = router.UNSAFE_convertRoutesToDataRoutes(a, mapProps, undefined, m2);
    expect(d2).toBe(d1);
    expect(calls.convert).toBe(1);
    const want: Record<string, unknown> = {};
    convert(a, mapProps, undefined, want);
    expect(Object.keys(m2).sort()).toEqual(Object.keys(want).sort());
    expect(m2.root).toBe(d1[0]);
  });
});
