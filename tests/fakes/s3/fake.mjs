/**
 * A local fake of the S3 API subset the shop's photo store uses, path-style
 * (`/<bucket>/<key>`), strict where S3 is strict about who may call it:
 *
 *   PUT    /:bucket/:key                         PutObject (Content-Type kept; the signed
 *                                                x-amz-content-sha256 must match the body)
 *   GET    /:bucket/:key, HEAD /:bucket/:key     GetObject, HeadObject (ETag, Content-Length)
 *   DELETE /:bucket/:key                         DeleteObject (204, also for a missing key)
 *   GET    /:bucket?list-type=2&prefix=…         ListObjectsV2 (max-keys, continuation-token)
 *   GET    /healthz
 *
 * Every request must carry a SigV4 `Authorization` header made with the configured access key
 * and secret, region and service "s3", dated within 15 minutes; otherwise S3's XML error
 * (SignatureDoesNotMatch, InvalidAccessKeyId, AccessDenied, RequestTimeTooSkewed) with 403.
 * In-process: `const fake = await startS3Fake({ accessKeyId, secretAccessKey })` →
 * `{ url, bucket, objects, requests, close }`; as a script: server.mjs.
 */
import { createHash, createHmac } from "node:crypto";
import http from "node:http";

const xmlEscape = (s) =>
  String(s).replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

function xmlError(res, status, code, message, resource = "") {
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>fake</RequestId></Error>`;
  res.writeHead(status, { "Content-Type": "application/xml", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

function readRaw(req, max) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > max) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** RFC 3986 encoding as SigV4 wants it (everything but unreserved characters). */
const encode = (s) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data) => createHash("sha256").update(data).digest("hex");
const hmac = (key, data) => createHmac("sha256", key).update(data).digest();

/**
 * Checks a request's SigV4 header signature (written from AWS's description, not from the
 * client library, so a signing mistake in the shop shows here). Returns null when it holds,
 * else [status, code, message].
 */
export function verifySignature(req, url, body, { accessKeyId, secretAccessKey, region, now = Date.now() }) {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return [403, "AccessDenied", "Missing or malformed Authorization header."];
  const [, keyId, date, credRegion, service, signedHeaders, signature] = m;
  if (keyId !== accessKeyId)
    return [403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records."];
  if (credRegion !== region || service !== "s3")
    return [400, "AuthorizationHeaderMalformed", "Wrong region or service."];
  const amzDate = req.headers["x-amz-date"] ?? "";
  const dm = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dm || amzDate.slice(0, 8) !== date) return [403, "AccessDenied", "Missing or bad X-Amz-Date."];
  const when = Date.UTC(+dm[1], +dm[2] - 1, +dm[3], +dm[4], +dm[5], +dm[6]);
  if (Math.abs(now - when) > 15 * 60_000)
    return [403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large."];
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256")) {
    return [403, "AccessDenied", "host, x-amz-date and x-amz-content-sha256 must be signed."];
  }
  const payloadHash = req.headers["x-amz-content-sha256"];
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
    return [
      400,
      "XAmzContentSHA256Mismatch",
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    ];
  }
  const canonicalUri = url.pathname
    .split("/")
    .map((s) => encode(decodeURIComponent(s)))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const kSigning = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", kSigning).update(stringToSign).digest("hex");
  if (expected !== signature) {
    return [
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided.",
    ];
  }
  return null;
}

export async function startS3Fake(options = {}) {
  const {
    port = 0,
    host = "127.0.0.1",
    bucket = "sattva-photos",
    region = "us-east-1",
    accessKeyId = "FAKEACCESSKEY",
    secretAccessKey = "fake-secret-access-key",
    maxBody = 32 * 1024 * 1024,
  } = options;
  /** key → { body: Buffer, type, etag } */
  const objects = new Map();
  /** Every request as { method, path, status }. */
  const requests = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    res.on("finish", () =>
      requests.push({ method: req.method, path: url.pathname + url.search, status: res.statusCode }),
    );
    if (url.pathname === "/healthz") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      return res.end("ok");
    }
    let body;
    try {
      body = await readRaw(req, maxBody);
    } catch {
      return xmlError(res, 400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size.");
    }
    const refusal = verifySignature(req, url, body, { accessKeyId, secretAccessKey, region });
    if (refusal) return xmlError(res, refusal[0], refusal[1], refusal[2], url.pathname);
    const [, bucketName, ...rest] = url.pathname.split("/");
    if (decodeURIComponent(bucketName ?? "") !== bucket)
      return xmlError(res, 404, "NoSuchBucket", "The specified bucket does not exist.");
    const key = rest.map(decodeURIComponent).join("/");

    if (!key) {
      if (req.method !== "GET" || url.searchParams.get("list-type") !== "2") {
        return xmlError(res, 405, "MethodNotAllowed", "Only ListObjectsV2 is faked on a bucket.");
      }
      const prefix = url.searchParams.get("prefix") ?? "";
      const max = Math.min(1000, Number(url.searchParams.get("max-keys") ?? 1000) || 1000);
      const after = url.searchParams.get("continuation-token") ?? "";
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = all.slice(0, max);
      const truncated = all.length > max;
      const xml =
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        (truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1))}</NextContinuationToken>` : "") +
        page
          .map(
            (k) =>
              `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k).body.length}</Size><ETag>${xmlEscape(objects.get(k).etag)}</ETag></Contents>`,
          )
          .join("") +
        `</ListBucketResult>`;
      res.writeHead(200, { "Content-Type": "application/xml", "Content-Length": Buffer.byteLength(xml) });
      return res.end(xml);
    }

    switch (req.method) {
      case "PUT": {
        const etag = `"${createHash("md5").update(body).digest("hex")}"`;
        objects.set(key, { body, type: req.headers["content-type"] ?? "binary/octet-stream", etag });
        res.writeHead(200, { ETag: etag, "Content-Length": 0 });
        return res.end();
      }
      case "GET":
      case "HEAD": {
        const o = objects.get(key);
        if (!o) {
          if (req.method === "HEAD") {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, "NoSuchKey", "The specified key does not exist.", key);
        }
        res.writeHead(200, { "Content-Type": o.type, "Content-Length": o.body.length, ETag: o.etag });
        return res.end(req.method === "HEAD" ? undefined : o.body);
      }
      case "DELETE":
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    }
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    bucket,
    region,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
