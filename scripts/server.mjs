// The HTTP server: Express around the Remix build, with compression, static files, security
// headers, a same-site origin check on every state-changing request, and a request id.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Provider notifications come from the providers' servers, not from a browser on our site. */
const ORIGIN_EXEMPT = [/^\/webhooks\//, /^\/payments\/[^/]+\/notify$/];

export function isCrossSiteWrite(req) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return false;
  if (ORIGIN_EXEMPT.some((re) => re.test(req.path))) return false;
  const site = req.get("sec-fetch-site");
  if (site) return !(site === "same-origin" || site === "none");
  const origin = req.get("origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.get("host");
  } catch {
    return true;
  }
}

export async function createServer({
  buildDir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build"),
  production = true,
} = {}) {
  const build = await import(path.join(buildDir, "server/index.js"));
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
  app.use(compression());

  // Fingerprinted build assets: cache for a year.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Icons, logo and favicon: not fingerprinted, so a week rather than a year.
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "7d", index: false }));

  app.use((req, res, next) => {
    if (isCrossSiteWrite(req)) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
    }),
  );

  // Last resort: never a stack trace in a response.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters.
  app.use((err, req, res, _next) => {
    console.error(`[error] requestId=${req.headers["x-request-id"]} ${err?.stack ?? err}`);
    if (!res.headersSent)
      res.status(500).type("text/plain").send(`Internal error (request ${req.headers["x-request-id"]}).`);
  });

  return { app, build };
}
