import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";

/** Variables to set; `undefined` removes one (e.g. an SMTP_URL of the developer's shell). */
export type EnvVars = Record<string, string | undefined>;

/** The shop's public address in tests that read links out of mails. */
export const SHOP_URL = "https://shop.sattva.test";

/**
 * What the tests that send mail run with: mail goes to the outbox (no SMTP), links point at
 * SHOP_URL, and no domain list or proxy from the developer's shell gets in the way.
 */
export const MAIL_ENV: EnvVars = {
  PUBLIC_URL: SHOP_URL,
  NODE_ENV: "test",
  SMTP_URL: undefined,
  ALLOWED_EMAIL_DOMAINS: undefined,
  TRUST_PROXY: undefined,
};

/**
 * The environment of one integration test file: `vars` over the process's own environment from
 * before the file's first test to after its last (then restored), and with `outbox` a temporary
 * DATA_DIR of its own, whose outbox holds the mails the shop sends. Call it at the top of the file.
 */
export function withTestEnv(vars: EnvVars, options: { outbox?: string } = {}) {
  const saved = { ...process.env };
  let dataDir: string | undefined;
  const outbox = () => path.join(dataDir!, "outbox");

  /** Back to `vars`, with `extra` on top (for one test; the next `set()` drops it again). */
  const set = (extra: EnvVars = {}) => {
    const all = { ...(dataDir ? { DATA_DIR: dataDir } : {}), ...vars, ...extra };
    process.env = { ...saved };
    for (const [k, v] of Object.entries(all)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };

  /** The mails in the outbox, oldest first, with quoted-printable soft breaks and `=3D` undone. */
  const mails = () => {
    let files: string[];
    try {
      files = readdirSync(outbox()).sort();
    } catch {
      return [];
    }
    return files.map((f) =>
      readFileSync(path.join(outbox(), f), "utf8").replace(/\r\n/g, "\n").replace(/=\n/g, "").replace(/=3D/g, "="),
    );
  };

  beforeAll(() => {
    if (options.outbox) dataDir = mkdtempSync(path.join(tmpdir(), `sattva-${options.outbox}-`));
    set();
  });
  afterAll(() => {
    process.env = { ...saved };
    resetEnvForTests();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    set,
    mails,
    /** The mails sent to `to`. */
    mailsTo: (to: string) => mails().filter((m) => new RegExp(`^To: ${escapeRegExp(to)}$`, "m").test(m)),
    /** Empties the outbox (each test reads only its own mails). */
    clearOutbox: () => rmSync(outbox(), { recursive: true, force: true }),
  };
}

/** The token of the first SHOP_URL link to `route` in a mail (`/account/reset-password`, …). */
export const mailedToken = (mail: string, route: string) =>
  new RegExp(`${escapeRegExp(SHOP_URL + route)}\\?token=([A-Za-z0-9_-]+)`).exec(mail)?.[1];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
