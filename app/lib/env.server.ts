import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(7070),
  HOST: z.string().default("0.0.0.0"),
  /// Where the embedded database, uploads and the mail outbox live.
  DATA_DIR: z.string().default("./data"),
  /// PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used.
  DATABASE_URL: z.string().optional(),
  /// Public address of the shop, for canonical links, sitemaps and mails.
  PUBLIC_URL: z.string().url().optional(),
  /// Comma-separated secrets for signing cookies (first signs, all verify). Generated into DATA_DIR when unset.
  SESSION_SECRET: z.string().min(32).optional(),
  /// Demo accounts, reviews and orders in an empty database; defaults to on, off in production.
  SEED_DEMO: z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? undefined : ["true", "1", "yes"].includes(v))),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Sattva <shop@sattva.example>"),
  SHOP_EMAIL: z.string().email().default("hello@sattva.example"),
  TRUST_PROXY: bool(false),
  /// Comma-separated e-mail domains that may sign up and log in (e.g. "gmail.com,sattva.it"); empty = any.
  ALLOWED_EMAIL_DOMAINS: z.string().default(""),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /// Serves the bare benchmark route; only the storefront benchmark sets it.
  BENCH_ROUTES: bool(false),
});

export type Env = Omit<z.infer<typeof schema>, "SEED_DEMO"> & {
  SEED_DEMO: boolean;
  /** ALLOWED_EMAIL_DOMAINS parsed: lower-case domains without a leading "@"; empty = any. */
  allowedEmailDomains: string[];
  sessionSecrets: string[];
  dataDir: string;
  publicUrl: string;
};

let cached: Env | undefined;

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/** Parses the environment once; throws a readable error listing every bad variable. */
export function env(): Env {
  if (cached) return cached;
  // An empty variable (as `.env.example` lists them) means "use the default".
  const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecrets = (e.SESSION_SECRET ?? readOrCreateSecret(dataDir)).split(",").map((s) => s.trim());
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const SEED_DEMO = e.SEED_DEMO ?? e.NODE_ENV !== "production";
  const allowedEmailDomains = e.ALLOWED_EMAIL_DOMAINS.split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  cached = { ...e, SEED_DEMO, dataDir, sessionSecrets, publicUrl, allowedEmailDomains };
  return cached;
}

/** For tests: forget the parsed environment so the next call reads process.env again. */
export function resetEnvForTests() {
  cached = undefined;
}
