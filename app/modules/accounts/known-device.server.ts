import { randomBytes } from "node:crypto";
import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * Known devices: a browser that has logged in to an account before keeps its own allowance of
 * failed log-ins for that account (see users.server.ts attemptLogin).
 *
 * Without them, the per-account limit (10 failures a minute) is a lever for anyone: ten wrong
 * passwords a minute from anywhere and the owner's right password answers 429 too, for as long
 * as the attacker keeps going. So a successful log-in leaves a long-lived signed HttpOnly cookie
 * naming this browser (a random device id) and the accounts it has logged in to; a log-in that
 * carries it for the account being tried counts its failures in a bucket of that account and that
 * device, never in the account's own bucket, and is never stopped by it. The cookie is signed
 * with SESSION_SECRET, so it cannot be made up or edited to name another account; a stolen one
 * buys only ten guesses a minute more for that account, and the per-address limit still applies.
 * A JSON API client (a bearer token, no cookie) is an unknown device.
 */
export const KNOWN_DEVICE_COOKIE = "sattva_device";

/** About a year (browsers keep a cookie 400 days at most); renewed at every log-in. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a family computer), the most recent first. */
const MAX_ACCOUNTS = 5;

const cookie = signedCookie(KNOWN_DEVICE_COOKIE, { maxAge: MAX_AGE_SECONDS });

/** For tests: forget the cookie (its secrets come from the environment). */
export function resetKnownDeviceCookieForTests() {
  cookie.reset();
}

interface KnownDevice {
  /** This browser's random id. */
  device: string;
  /** The accounts (ids) it has logged in to. */
  accounts: string[];
}

const isId = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(v);

/** What the browser's cookie says, when its signature holds; null otherwise. */
async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  let value: unknown;
  try {
    value = await cookie().parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { device, accounts } = value as Partial<KnownDevice>;
  if (!isId(device) || !Array.isArray(accounts) || !accounts.every(isId)) return null;
  return { device, accounts: accounts.slice(0, MAX_ACCOUNTS) };
}

/** This browser's device id when it has logged in to `accountId` before, else null. */
export async function knownDeviceFor(request: Request, accountId: string): Promise<string | null> {
  const known = await readKnownDevice(request);
  return known?.accounts.includes(accountId) ? known.device : null;
}

/** The Set-Cookie of a successful log-in: this browser is known for `accountId` from now on. */
export async function rememberDevice(request: Request, accountId: string): Promise<string> {
  const known = await readKnownDevice(request);
  const device = known?.device ?? randomBytes(16).toString("base64url");
  const accounts = [accountId, ...(known?.accounts ?? []).filter((a) => a !== accountId)].slice(0, MAX_ACCOUNTS);
  return cookie().serialize({ device, accounts } satisfies KnownDevice);
}
