// The HTTP server: Express around the Remix build, with compression, static files, security
// headers, a same-site origin check on every state-changing request, and a request id.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { gzipWithNonce, packAroundNonce } from "./gzip-around-nonce.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The largest body compressed in one call (larger ones go through the compression middleware's stream). */
const WHOLE_BODY_LIMIT = 256 * 1024;
/** The smallest body worth compressing: the compression middleware's own threshold (its default). */
const COMPRESS_THRESHOLD = 1024;
/** gzip's level (3 instead of 6: about half the CPU for ~10% more bytes) and brotli's quality, for both paths. */
const GZIP_LEVEL = 3;
const BROTLI_QUALITY = 2;
/** Brotli's quality for what the page cache keeps, compressed once while it is kept (5 s). */
const KEPT_BROTLI_QUALITY = 6;
/** `Cache-Control: no-transform` forbids compressing (the middleware's test, which it does not export). */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** What the race with the event loop's next turn resolves to when the stream has nothing at hand. */
const LATER = Symbol("later");

/** The chunks as one (Uint8Arrays from the web stream). */
const joined = (chunks) => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));

/**
 * Writes a streamed response body (an orders CSV of a million rows) no faster than the client
 * reads it. Remix's Express adapter (2.17) writes each chunk without waiting for the socket to
 * drain, so a slow client made the server hold the unsent rest of the file in memory. The
 * adapter calls `@remix-run/node`'s `writeReadableStreamToWritable` through that package's
 * exports at each response, so this version takes its place: it waits for `drain` (passed on by
 * the compression middleware from its gzip stream) and stops reading when the client is gone.
 */
export async function writeWithBackpressure(stream, writable) {
  const reader = stream.getReader();
  let wake = null;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  writable.on("drain", resume);
  writable.on("close", resume);
  const gone = () => writable.destroyed || writable.writableEnded;
  // The compression middleware holds what it is given until flushed. A page arrives in a burst of
  // small chunks (React writes ~2 kB at a time): one flush per chunk made ~36 deflate flushes and
  // socket writes per page, a sixth of a bare page's CPU. One flush once the burst is written
  // (after the chunks already at hand) still sends a streamed part as soon as it is rendered.
  let flushPending = false;
  const flushSoon = () => {
    if (flushPending || typeof writable.flush !== "function") return;
    flushPending = true;
    setImmediate(() => {
      flushPending = false;
      if (!gone()) writable.flush();
    });
  };
  try {
    // What is at hand before the event loop turns (a page rendered at once: its shell and data)
    // is taken first. When that is the whole body, it is given in one `end` call, and so is
    // compressed in one call (compressWhole) rather than through a zlib stream.
    let next = reader.read();
    const burst = [];
    let bytes = 0;
    let whole = false;
    while (bytes <= WHOLE_BODY_LIMIT) {
      const r = await Promise.race([next, new Promise((resolve) => setImmediate(resolve, LATER))]);
      if (r === LATER) break;
      if (r.done) {
        whole = true;
        break;
      }
      burst.push(r.value);
      bytes += r.value.byteLength;
      next = reader.read();
    }
    if (whole) {
      if (!gone()) writable.end(joined(burst));
      return;
    }
    if (burst.length) {
      const ok = writable.write(joined(burst));
      flushSoon();
      if (!ok && !gone()) await new Promise((resolve) => (wake = resolve));
    }
    while (true) {
      if (gone()) {
        await reader.cancel();
        break;
      }
      const { done, value } = await next;
      if (done) {
        writable.end();
        break;
      }
      const ok = writable.write(value);
      flushSoon();
      if (!ok && !gone()) await new Promise((resolve) => (wake = resolve));
      next = reader.read();
    }
  } catch (error) {
    writable.destroy(error);
    throw error;
  }
}
createRequire(import.meta.url)("@remix-run/node").writeReadableStreamToWritable = writeWithBackpressure;

/**
 * React Router's `matchRoutes` flattens and ranks the whole route tree and compiles a regular
 * expression per route it tries, on every call; a page calls it five times or more (Remix's
 * server matching, the static handler, `<RemixServer>`'s routes, and lazy route discovery's
 * partial manifest for the path and each of its parents, where a path that matches nothing tries
 * all ~150 routes). A CPU profile of /bench/bare put a tenth of the request there. The answer
 * depends only on the tree's shape (ids, paths, index and case flags, nesting) and the pathname,
 * so it is remembered per shape and pathname (the newest 2,000 pathnames) and rebuilt on the
 * given tree's own route objects: trees built anew per request (RemixServer's) hit too.
 * Remix's own modules call it through the package's exports, so replacing the export serves them.
 */
export function memoizeMatchRoutes(router, max = 2000) {
  const original = router.matchRoutes;
  if (original.memoized) return;
  const shapes = new Map();
  const trees = new WeakMap();
  function treeOf(routes) {
    let tree = trees.get(routes);
    if (tree) return tree;
    const flat = [];
    const lines = [];
    const walk = (list, depth) => {
      for (const r of list) {
        lines.push(`${depth}|${r.id ?? ""}|${r.path ?? ""}|${r.index ? 1 : 0}|${r.caseSensitive ? 1 : 0}`);
        flat.push(r);
        if (r.children?.length) walk(r.children, depth + 1);
      }
    };
    walk(routes, 0);
    const shape = lines.join("\n");
    let cache = shapes.get(shape);
    if (!cache) shapes.set(shape, (cache = new Map()));
    tree = { flat, index: new Map(flat.map((r, i) => [r, i])), cache };
    trees.set(routes, tree);
    return tree;
  }
  function matchRoutes(routes, locationArg, basename = "/") {
    if (!Array.isArray(routes)) return original(routes, locationArg, basename);
    const pathname = typeof locationArg === "string" ? router.parsePath(locationArg).pathname : locationArg?.pathname;
    const tree = treeOf(routes);
    const key = `${basename}\0${pathname ?? ""}`;
    let hit = tree.cache.get(key);
    if (hit === undefined) {
      const matches = original(routes, locationArg, basename);
      const params = matches ? { ...matches[matches.length - 1]?.params } : null;
      hit =
        matches &&
        matches.map((m) => ({
          at: tree.index.get(m.route),
          pathname: m.pathname,
          pathnameBase: m.pathnameBase,
          params,
        }));
      // A route outside the walked tree (it cannot happen with React Router's own trees): do not remember.
      if (hit && hit.some((m) => m.at === undefined)) return matches;
      if (tree.cache.size >= max) tree.cache.delete(tree.cache.keys().next().value);
      tree.cache.set(key, hit);
      return matches;
    }
    if (!hit) return null;
    // As React Router does: one params object shared by the matches of one answer.
    const params = { ...hit[hit.length - 1].params };
    return hit.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: tree.flat[m.at] }));
  }
  matchRoutes.memoized = true;
  matchRoutes.original = original;
  router.matchRoutes = matchRoutes;
}
memoizeMatchRoutes(createRequire(import.meta.url)("@remix-run/router"));

/**
 * Remix's static handler (`query` for pages and `.data` requests, `queryRoute` for resource
 * routes) matches the request against the whole route tree with React Router's internal
 * `matchRoutes`, which the remembered export above cannot reach: a CPU profile of the product page
 * put 0.7–0.8 ms of CPU per request there (more than half of a `.data` request's own work). The
 * handler is the same whatever the tree holds besides the matched routes, so each request goes to a
 * handler made over the matched branch only (the root down to the matched leaf, each route's
 * properties as they are), one per branch, made on first use; matching in it tries a handful of
 * routes. Which branch matches comes from the remembered `matchRoutes`; a path that matches
 * nothing goes to the handler over the whole tree (its 404), as do routes outside it.
 * The answer is the same: the branch that won in the whole tree is among the few candidates and
 * still outranks them (see scripts/server.test.ts).
 */
export function branchStaticHandlers(router) {
  const original = router.createStaticHandler;
  if (original.byBranch) return;
  function createStaticHandler(routes, opts) {
    const whole = original(routes, opts);
    const basename = opts?.basename || "/";
    const byLeaf = new Map();
    const handlerFor = (request) => {
      const matches = router.matchRoutes(routes, new URL(request.url).pathname, basename);
      if (!matches) return whole;
      const leaf = matches[matches.length - 1].route;
      let handler = byLeaf.get(leaf);
      if (!handler) {
        // The branch as a tree of one route per level, each with only the next as its child.
        let branch;
        for (let i = matches.length - 1; i >= 0; i--) {
          branch = { ...matches[i].route, children: branch ? [branch] : undefined };
        }
        handler = original([branch], opts);
        byLeaf.set(leaf, handler);
      }
      return handler;
    };
    return {
      ...whole,
      query: (request, options) => handlerFor(request).query(request, options),
      queryRoute: (request, options) => handlerFor(request).queryRoute(request, options),
    };
  }
  createStaticHandler.byBranch = true;
  createStaticHandler.original = original;
  router.createStaticHandler = createStaticHandler;
}
branchStaticHandlers(createRequire(import.meta.url)("@remix-run/router"));

/**
 * `<RemixServer>` builds the route objects of the whole app (~150: `createServerRoutes`) and
 * React Router's static router converts them to data routes (`convertRoutesToDataRoutes`) on every
 * page render, from the same build: ~7 % of the bare page's CPU, and the remembered `matchRoutes`
 * above saw a new tree each time. Both answers depend only on the build's route manifest and route
 * modules, so they are made once per build and reused; neither is changed by rendering. Both
 * functions are called through their modules' exports, so replacing the export serves them.
 */
export function rememberRenderRoutes(remixRoutes, router) {
  const createServerRoutes = remixRoutes.createServerRoutes;
  if (!createServerRoutes.remembered) {
    const made = new WeakMap();
    const sameModules = (a, b) => {
      const keys = Object.keys(b);
      return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
    };
    const remembered = (manifest, routeModules, future, isSpaMode, ...rest) => {
      if (rest.length || !manifest || typeof manifest !== "object")
        return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
      const hit = made.get(manifest);
      if (hit && hit.isSpaMode === isSpaMode && hit.future === future && sameModules(hit.modules, routeModules))
        return hit.routes;
      const routes = createServerRoutes(manifest, routeModules, future, isSpaMode);
      made.set(manifest, { modules: { ...routeModules }, future, isSpaMode, routes });
      return routes;
    };
    remembered.remembered = true;
    remembered.original = createServerRoutes;
    remixRoutes.createServerRoutes = remembered;
  }
  const convert = router.UNSAFE_convertRoutesToDataRoutes;
  if (!convert.remembered) {
    const made = new WeakMap();
    const remembered = (routes, mapRouteProperties, parentPath, manifest) => {
      if (parentPath !== undefined || !Array.isArray(routes))
        return convert(routes, mapRouteProperties, parentPath, manifest);
      let hit = made.get(routes);
      if (!hit || hit.mapRouteProperties !== mapRouteProperties) {
        const own = {};
        hit = { mapRouteProperties, dataRoutes: convert(routes, mapRouteProperties, undefined, own), own };
        made.set(routes, hit);
      }
      // The caller's manifest gets what the conversion would have put in it.
      if (manifest) Object.assign(manifest, hit.own);
      return hit.dataRoutes;
    };
    remembered.remembered = true;
    remembered.original = convert;
    router.UNSAFE_convertRoutesToDataRoutes = remembered;
  }
}
{
  const require = createRequire(import.meta.url);
  const remixReact = require.resolve("@remix-run/react");
  rememberRenderRoutes(require(path.join(path.dirname(remixReact), "routes.js")), require("@remix-run/router"));
}

/** Provider notifications come from the providers' servers, not from a browser on our site. */
const ORIGIN_EXEMPT = [/^\/webhooks\//, /^\/payments\/[^/]+\/notify$/];

/**
 * A state-changing request another site's page made. A foreign `Origin` is refused whatever
 * `Sec-Fetch-Site` says: a client that forges `Sec-Fetch-Site: same-origin` must still not get
 * through here, or Remix's own check (the Origin's host against X-Forwarded-Host, else Host)
 * throws inside the app and the answer is a 500. So the Origin is compared the way Remix does.
 */
export function isCrossSiteWrite(req) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return false;
  if (ORIGIN_EXEMPT.some((re) => re.test(req.path))) return false;
  const origin = req.get("origin");
  if (origin === "null") return true;
  if (origin) {
    const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
    try {
      if (new URL(origin).host !== host) return true;
    } catch {
      return true;
    }
  }
  const site = req.get("sec-fetch-site");
  if (site) return !(site === "same-origin" || site === "none");
  return false;
}

/**
 * A URL no route can mean: a path whose percent-encoding does not decode (`/product/%ff`; Express
 * would throw a URIError decoding it for the router, a 500), or a NUL byte (`%00`) anywhere in the
 * path or query (PostgreSQL refuses NUL in text, another 500). Such a request is answered 400 here,
 * once, before any route sees it.
 */
export function isMalformedUrl(url) {
  if (/%00/i.test(url)) return true;
  const query = url.indexOf("?");
  try {
    decodeURIComponent(query < 0 ? url : url.slice(0, query));
    return false;
  } catch {
    return true;
  }
}

/** What a refusal says when the app's translations are not at hand (an older build). */
const REFUSAL_FALLBACK = {
  malformed: "Bad request: this address is not valid.",
  crossSite: "Cross-site request refused.",
};

/** The refusal's text in the visitor's language (the app's own detection: ?lng, cookie, Accept-Language). */
async function refusalText(build, reason, req) {
  try {
    const request = new Request(new URL(req.originalUrl, "http://localhost"), {
      headers: { cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" },
    });
    return (await build.entry?.module?.refusalText?.(reason, request)) ?? REFUSAL_FALLBACK[reason];
  } catch {
    return REFUSAL_FALLBACK[reason];
  }
}

async function refuse(build, req, res, status, reason) {
  const text = await refusalText(build, reason, req);
  res.status(status).type("text/plain").set("Cache-Control", "no-store").send(text);
}

/** The encoding a whole body is sent in: brotli or gzip as the client accepts, else none (null). */
function acceptedEncoding(req) {
  return req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
}

/**
 * Compresses a body given whole (`res.end(body)` with nothing written before: a rendered page, a
 * cached page, a JSON answer) in one synchronous call, with the compression middleware's rules
 * (compressible type, no `no-transform`, 1 kB and up, not HEAD, brotli or gzip as the client
 * accepts). The middleware's zlib stream cost a bare page about 0.45 ms more than the compression
 * itself (a CPU measure of the 30 kB page: 0.70 ms through the stream, 0.25 ms in one call).
 * Registered after the middleware: what it compresses carries a Content-Encoding, which the
 * middleware then leaves alone; everything written in parts still goes through its stream.
 */
function compressWhole() {
  return (req, res, next) => {
    const { write, end } = res;
    let written = false;
    res.write = function (...args) {
      written = true;
      return write.apply(this, args);
    };
    res.end = function (chunk, encoding, callback) {
      if (written || this.headersSent || chunk == null || typeof chunk === "function" || req.method === "HEAD")
        return end.call(this, chunk, encoding, callback);
      const body =
        typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : chunk;
      if (
        body.byteLength < COMPRESS_THRESHOLD ||
        body.byteLength > WHOLE_BODY_LIMIT ||
        !compression.filter(req, res) ||
        NO_TRANSFORM.test(String(res.getHeader("Cache-Control") ?? "")) ||
        res.getHeader("Content-Encoding")
      )
        return end.call(this, chunk, encoding, callback);
      res.vary("Accept-Encoding");
      const method = acceptedEncoding(req);
      if (!method) return end.call(this, chunk, encoding, callback);
      const packed =
        method === "br"
          ? brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipSync(body, { level: GZIP_LEVEL });
      res.setHeader("Content-Encoding", method);
      res.setHeader("Content-Length", packed.byteLength);
      return end.call(this, packed, typeof encoding === "function" ? encoding : callback);
    };
    next();
  };
}

/**
 * The anonymous visitors' page cache (app/modules/content/page-cache.server.ts decides what may
 * be kept, under which key, and clears it on every cache invalidation): a hit is answered here,
 * with a fresh CSP nonce, without running the app; a miss records what the app writes (before
 * compression) and offers it to the cache. What is kept is compressed once, on its first hit: a
 * page around its nonce (gzip-around-nonce.mjs), a client navigation's data whole (brotli and
 * gzip); a hit then costs no compression.
 */
function pageCache(build) {
  const cache = build.entry?.module;
  if (typeof cache?.pageCacheKey !== "function") return (_req, _res, next) => next();
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    let key;
    try {
      const headers = new Headers();
      for (const name of ["cookie", "accept-language", "authorization", "x-page-cache"]) {
        const v = req.get(name);
        if (v) headers.set(name, v);
      }
      key = cache.pageCacheKey(req.method, new URL(req.originalUrl, "http://localhost").href, headers);
    } catch {
      key = null;
    }
    if (!key) return next();
    const hit = cache.cachedPage(key);
    if (hit) {
      const nonce = randomBytes(16).toString("base64");
      for (const [k, v] of hit.headers)
        res.setHeader(k, k === "content-security-policy" ? v.replaceAll(hit.nonce, nonce) : v);
      res.setHeader("X-Page-Cache", "hit");
      res.vary("Accept-Encoding");
      // A client navigation's data has no nonce: compressed once, both ways, and sent as it is.
      if (!hit.nonce) {
        const method = acceptedEncoding(req);
        if (!method || hit.body.byteLength < COMPRESS_THRESHOLD) return void res.status(hit.status).end(hit.body);
        hit.packed ??= {
          br: brotliCompressSync(hit.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY } }),
          gzip: gzipSync(hit.body, { level: 9 }),
        };
        const body = hit.packed[method];
        res.setHeader("Content-Encoding", method);
        res.setHeader("Content-Length", body.length);
        return void res.status(hit.status).end(body);
      }
      // gzip to every client that takes it (a browser would take brotli, which has no way to put a
      // new nonce into a compressed page: the page would be compressed on every hit again).
      if (req.acceptsEncodings("gzip") === "gzip") {
        if (hit.packed === undefined) hit.packed = packAroundNonce(hit.body, hit.nonce);
        if (hit.packed) {
          const body = gzipWithNonce(hit.packed, nonce);
          res.setHeader("Content-Encoding", "gzip");
          res.setHeader("Content-Length", body.length);
          res.status(hit.status).end(body);
          return;
        }
      }
      res.status(hit.status).end(hit.body.toString("utf8").replaceAll(hit.nonce, nonce));
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    const since = cache.pageCacheGeneration();
    const chunks = [];
    const { write, end } = res;
    const keep = (chunk, encoding) => {
      if (chunk && chunks) chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
    };
    res.write = function (chunk, encoding, ...rest) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    };
    res.end = function (chunk, encoding, ...rest) {
      if (typeof chunk !== "function") keep(chunk, encoding);
      try {
        const csp = String(res.getHeader("content-security-policy") ?? "");
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
        const headers = Object.entries(res.getHeaders())
          .filter(([k]) => !UNCACHED_HEADERS.has(k))
          .map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]);
        if (res.getHeader("set-cookie")) headers.push(["set-cookie", "x"]);
        cache.storePage(key, since, { status: res.statusCode, headers, body: Buffer.concat(chunks), nonce });
      } catch (error) {
        console.error(`[error] page cache: ${error?.stack ?? error}`);
      }
      return end.call(this, chunk, encoding, ...rest);
    };
    next();
  };
}

/** Headers of the answer that are not part of the page (per response, or set again by the middleware). */
const UNCACHED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "x-request-id",
  "x-page-cache",
  "date",
  "vary",
  "connection",
  "keep-alive",
]);

export async function createServer({
  buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build"),
  production = true,
} = {}) {
  const build = await import(path.join(buildDir, "server/index.js"));
  const handler = createRequestHandler({ build, mode: production ? "production" : "development" });
  return { app: createApp({ build, buildDir, handler }), build };
}

/** The Express app around a Remix `build`; `handler` answers what gets through (the Remix request handler). */
export function createApp({ build, buildDir, handler }) {
  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY === "true") app.set("trust proxy", true);

  app.use((req, res, next) => {
    const id = randomUUID();
    req.headers["x-request-id"] = id;
    // The client's address for rate limits, from the socket (or Express's trusted-proxy view
    // when TRUST_PROXY is set); whatever a client sent in this header is overwritten.
    req.headers["x-client-ip"] = (process.env.TRUST_PROXY === "true" ? req.ip : req.socket.remoteAddress) ?? "";
    res.setHeader("X-Request-Id", id);
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Which mode this instance serves (SHOP_MODE, set by scripts/start.mjs once booted): an
    // operator checks it with `curl -sI <shop>/healthz`. Not a secret.
    if (req.app.locals.shopMode) res.setHeader("X-Shop-Mode", req.app.locals.shopMode);
    next();
  });
  app.use((req, res, next) => {
    if (isMalformedUrl(req.originalUrl)) void refuse(build, req, res, 400, "malformed");
    else next();
  });
  // Level 3 instead of 6: a page costs about half the CPU to compress (0.8 ms instead of 1.8 ms for
  // 72 kB of HTML) for ~10% more bytes. Bodies given whole are compressed in one call (compressWhole).
  app.use(
    compression({
      level: GZIP_LEVEL,
      threshold: COMPRESS_THRESHOLD,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    }),
  );
  app.use(compressWhole());

  // Fingerprinted build assets: cache for a year.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Icons, logo and favicon: not fingerprinted, so a week rather than a year. Every file there has
  // an extension: a page's path (no dot in its last segment) is not looked up on disk (a stat per
  // page request otherwise).
  const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "7d", index: false });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use((req, res, next) => {
    if (isCrossSiteWrite(req)) void refuse(build, req, res, 403, "crossSite");
    else next();
  });

  // Each request's work runs in its scope (app/lib/statement-timeout.server.ts reads it through the
  // same process-wide store): a statement cancelled for its time limit is logged with its route
  // and answered in the request's language.
  const requestScope = (globalThis[Symbol.for("sattva.requestScope")] ??= new AsyncLocalStorage());
  const scoped = (req, res, next) =>
    requestScope.run(
      {
        method: req.method,
        url: req.originalUrl,
        requestId: String(req.headers["x-request-id"] ?? ""),
        cookie: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
      },
      () => handler(req, res, next),
    );
  app.all("*", pageCache(build), scoped);

  // Last resort: never a stack trace in a response.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters.
  app.use((err, req, res, _next) => {
    console.error(`[error] requestId=${req.headers["x-request-id"]} ${err?.stack ?? err}`);
    if (!res.headersSent)
      res.status(500).type("text/plain").send(`Internal error (request ${req.headers["x-request-id"]}).`);
  });

  return app;
}
