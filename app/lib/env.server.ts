import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

const schema = z.object({
  /// React's and the libraries' build mode only: `npm start` sets production, `npm run dev`
  /// development, the tests test. The shop's own demo/live switch is SHOP_MODE.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /// demo (default): the demo seed on, the payment providers' sandbox addresses, the built-in test
  /// gateway allowed. live: no demo seed unless SEED_DEMO=true, the providers' live addresses, the
  /// test gateway refused unless PAYMENTS_TEST_MODE=true.
  SHOP_MODE: z.enum(["demo", "live"]).default("demo"),
  PORT: z.coerce.number().int().min(1).max(65535).default(7070),
  HOST: z.string().default("0.0.0.0"),
  /// Where the embedded database, uploads and the mail outbox live.
  DATA_DIR: z.string().default("./data"),
  /// How many backups `npm run backup` keeps in DATA_DIR/backups (the oldest are deleted).
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /// PostgreSQL connection string; when unset the embedded PostgreSQL server under DATA_DIR/postgres is used.
  DATABASE_URL: z.string().optional(),
  /// Public address of the shop, for canonical links, sitemaps and mails.
  PUBLIC_URL: z.string().url().optional(),
  /// Comma-separated secrets for signing cookies (first signs, all verify). Generated into DATA_DIR when unset.
  SESSION_SECRET: z.string().min(32).optional(),
  /// Demo accounts, reviews and orders in an empty database; defaults to on in demo mode, off in live mode.
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
  /// Wrong re-entered staff passwords allowed per staff account (and per client address) in 10
  /// minutes before every re-entry is refused for a while. The browser tests share one demo admin
  /// across many files that each try a wrong password on purpose: their servers raise it.
  STAFF_PASSWORD_FAILURE_LIMIT: z.coerce.number().int().min(3).max(1000).default(10),
  /// Payments. Each provider is used when its keys are set; otherwise the built-in test gateway
  /// takes its method (refused in live mode unless PAYMENTS_TEST_MODE=true).
  PAYMENTS_TEST_MODE: bool(false),
  /// Minutes an unpaid order holds its stock: card and wallet, and bank transfer.
  RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  BANK_TRANSFER_RESERVATION_MINUTES: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 24 * 60)
    .default(24 * 60),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /// Another Stripe API address (tests: the local fake), e.g. http://127.0.0.1:7301.
  STRIPE_API_URL: z.string().url().optional(),
  /// Milliseconds one Stripe API call may take (a shopper waits on it).
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(80000).default(10000),
  FINTECTURE_APP_ID: z.string().optional(),
  FINTECTURE_APP_SECRET: z.string().optional(),
  /// The merchant's RSA private key (PEM; "\n" for line breaks): signs requests, decrypts webhook signatures.
  FINTECTURE_PRIVATE_KEY: z.string().optional(),
  /// Default: the production API when SHOP_MODE=live, else the sandbox.
  FINTECTURE_API_URL: z.string().url().optional(),
  /// Milliseconds one Fintecture API call may take (a shopper waits on it).
  FINTECTURE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60000).default(10000),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /// Milliseconds one PayPal API call may take (a shopper waits on it).
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60000).default(10000),
  /// Default: the live API when SHOP_MODE=live, else the sandbox.
  PAYPAL_API_URL: z.string().url().optional(),
  /// Photos: an S3-compatible bucket (path-style URLs, SigV4) instead of DATA_DIR/uploads, so
  /// several app instances see the same photos. Used when S3_ENDPOINT and S3_BUCKET are set.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /// Serves the bare benchmark route; only the storefront benchmark sets it.
  BENCH_ROUTES: bool(false),
  /// Keeps storefront pages as anonymous visitors (no cart, no session) get them for a few seconds,
  /// cleared when the catalogue, settings or content change (modules/content/page-cache.server.ts).
  PAGE_CACHE: bool(true),
});

export type Env = Omit<z.infer<typeof schema>, "SEED_DEMO" | "FINTECTURE_API_URL" | "PAYPAL_API_URL"> & {
  FINTECTURE_API_URL: string;
  PAYPAL_API_URL: string;
  SEED_DEMO: boolean;
  /** ALLOWED_EMAIL_DOMAINS parsed: lower-case domains without a leading "@"; empty = any. */
  allowedEmailDomains: string[];
  sessionSecrets: string[];
  dataDir: string;
  publicUrl: string;
  /** SHOP_MODE=live: real customers, real money. */
  live: boolean;
  /**
   * The shop is served over https (PUBLIC_URL starts with https:): cookies are Secure, HSTS and
   * upgrade-insecure-requests are sent. Follows the address, not the mode, so a live shop tried
   * on http://localhost still keeps its cookies and a demo on https gets Secure ones.
   */
  https: boolean;
};

let cached: Env | undefined;

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  // Several instances sharing DATA_DIR may start at once: the secret is written whole to a file of
  // this process's own, then linked into place, which fails if another got there first (its
  // secret, complete, is then everyone's).
  const secret = randomBytes(32).toString("base64url");
  const mine = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(mine, secret + "\n", { mode: 0o600 });
  try {
    linkSync(mine, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  } finally {
    rmSync(mine, { force: true });
  }
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
  if (e.S3_ENDPOINT && !(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecrets = (e.SESSION_SECRET ?? readOrCreateSecret(dataDir)).split(",").map((s) => s.trim());
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const live = e.SHOP_MODE === "live";
  const SEED_DEMO = e.SEED_DEMO ?? !live;
  const allowedEmailDomains = e.ALLOWED_EMAIL_DOMAINS.split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  cached = {
    ...e,
    SEED_DEMO,
    dataDir,
    sessionSecrets,
    publicUrl,
    allowedEmailDomains,
    live,
    https: publicUrl.startsWith("https:"),
    FINTECTURE_API_URL:
      e.FINTECTURE_API_URL ?? (live ? "https://api.fintecture.com" : "https://api-sandbox.fintecture.com"),
    PAYPAL_API_URL: e.PAYPAL_API_URL ?? (live ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com"),
  };
  return cached;
}

/** For tests: forget the parsed environment so the next call reads process.env again. */
export function resetEnvForTests() {
  cached = undefined;
}
