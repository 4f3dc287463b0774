// The HTTP server: Express around the Remix build, with compression, static files, security
// headers, a same-site origin check on every state-changing request, and a request id.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const ROOT = path.resolve(import.meta.dirname, "..");

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
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        writable.end();
        break;
      }
      const ok = writable.write(value);
      if (typeof writable.flush === "function") writable.flush();
      if (!ok && !gone()) await new Promise((resolve) => (wake = resolve));
      if (gone()) {
        await reader.cancel();
        break;
      }
    }
  } catch (error) {
    writable.destroy(error);
    throw error;
  }
}
createRequire(import.meta.url)("@remix-run/node").writeReadableStreamToWritable = writeWithBackpressure;

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
    next();
  });
  app.use((req, res, next) => {
    if (isMalformedUrl(req.originalUrl)) void refuse(build, req, res, 400, "malformed");
    else next();
  });
  app.use(compression());

  // Fingerprinted build assets: cache for a year.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Icons, logo and favicon: not fingerprinted, so a week rather than a year.
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "7d", index: false }));

  app.use((req, res, next) => {
    if (isCrossSiteWrite(req)) void refuse(build, req, res, 403, "crossSite");
    else next();
  });

  app.all("*", handler);

  // Last resort: never a stack trace in a response.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters.
  app.use((err, req, res, _next) => {
    console.error(`[error] requestId=${req.headers["x-request-id"]} ${err?.stack ?? err}`);
    if (!res.headersSent)
      res.status(500).type("text/plain").send(`Internal error (request ${req.headers["x-request-id"]}).`);
  });

  return app;
}
