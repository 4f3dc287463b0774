import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as loginPage } from "~/routes/account_.login";
import { action as registerPage } from "~/routes/account_.register";
import { action as apiLogin } from "~/routes/api.auth.login";
import { rateLimits } from "~/modules/security/rate-limit.server";
import { makeUser } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, formRequest, jsonRequest } from "../../../tests/support/routes";
import { KNOWN_DEVICE_COOKIE, resetKnownDeviceCookieForTests } from "./known-device.server";

/**
 * Nobody can keep a person out of their own account: strangers' failed log-ins lock the account
 * for unknown browsers only; a browser that logged in to it before keeps its own allowance.
 */

const env = withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "k".repeat(40) }, { outbox: "known-device" });

const PASSWORD = "sandalwood-2026";
const FAILURES = rateLimits.loginFailures.limit;

/** The log-in form posted from an address of its own, with `cookie` when given. */
const logIn = async (email: string, password: string, cookie?: string, ip?: string) =>
  (await loginPage(
    args(
      formRequest(
        "/account/login",
        { intent: "login", email, password },
        { ...(cookie ? { cookie: `i18next=en; ${cookie}` } : {}), ...(ip ? { "x-client-ip": ip } : {}) },
      ),
    ),
  )) as unknown;

const statusOf = (r: unknown) =>
  r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200);

/** The `sattva_device=…` pair a log-in's answer sets ("" without one). */
const deviceCookieOf = (r: unknown) => {
  const line =
    r instanceof Response ? r.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`)) : "";
  return line ? line.split(";")[0] : "";
};

/** `FAILURES` wrong passwords for `email`, each from another address (no per-address limit meets them). */
async function strangersFail(email: string) {
  for (let i = 0; i < FAILURES; i++) expect(statusOf(await logIn(email, `wrong-guess-${i}`))).toBe(401);
}

describe("known devices and the per-account log-in limit", () => {
  withTestDatabase();
  beforeEach(async () => {
    env.set();
    resetKnownDeviceCookieForTests();
    await db().rateLimitHit.deleteMany();
  });

  it("a log-in sets a long-lived signed HttpOnly cookie for this browser", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const res = (await logIn(ada.email, PASSWORD)) as Response;
    expect(res.status).toBe(303);
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!;
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Lax");
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThan(300 * 24 * 3600);
    // A wrong password sets none.
    expect(deviceCookieOf(await logIn(ada.email, "not-the-password"))).toBe("");
  });

  it("after 10 failed log-ins from other addresses, the right password works from a known device and is 429 from an unknown one", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const device = deviceCookieOf(await logIn(ada.email, PASSWORD));
    expect(device).not.toBe("");

    await strangersFail(ada.email);

    const known = await logIn(ada.email, PASSWORD, device);
    expect(statusOf(known)).toBe(303);
    const unknown = (await logIn(ada.email, PASSWORD)) as { init: { status: number; headers: HeadersInit } };
    expect(statusOf(unknown)).toBe(429);
    expect(Number(new Headers(unknown.init.headers).get("Retry-After"))).toBeGreaterThan(0);
  });

  it("the browser that signed up is known to its new account", async () => {
    const res = (await registerPage(
      args(
        formRequest("/account/register", {
          fname: "Nuova",
          lname: "Cliente",
          email: "nuova@known-device.test",
          password: PASSWORD,
        }),
      ),
    )) as Response;
    expect(res.status).toBe(303);
    const device = deviceCookieOf(res);
    expect(device).not.toBe("");
    await strangersFail("nuova@known-device.test");
    expect(statusOf(await logIn("nuova@known-device.test", PASSWORD, device))).toBe(303);
  });

  it("a known device's own failures count in its own bucket: it stops itself, not the account", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const device = deviceCookieOf(await logIn(ada.email, PASSWORD));
    for (let i = 0; i < FAILURES; i++) expect(statusOf(await logIn(ada.email, `typo-${i}`, device))).toBe(401);
    expect(statusOf(await logIn(ada.email, PASSWORD, device))).toBe(429);
    // The account's bucket saw none of them: another browser still logs in.
    expect(statusOf(await logIn(ada.email, PASSWORD))).toBe(303);
  });

  it("a cookie for another account, or one edited by hand, is an unknown device", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const bob = await makeUser({ password: PASSWORD });
    const bobsDevice = deviceCookieOf(await logIn(bob.email, PASSWORD));
    await strangersFail(ada.email);
    expect(statusOf(await logIn(ada.email, PASSWORD, bobsDevice))).toBe(429);

    // The value names Ada's id instead of Bob's: its signature no longer holds.
    const [name, value] = bobsDevice.split("=");
    const [payload, signature] = decodeURIComponent(value).split(".");
    const edited = Buffer.from(
      Buffer.from(payload, "base64").toString("utf8").replace(bob.id, ada.id),
      "utf8",
    ).toString("base64");
    expect(edited).not.toBe(payload);
    expect(statusOf(await logIn(ada.email, PASSWORD, `${name}=${encodeURIComponent(`${edited}.${signature}`)}`))).toBe(
      429,
    );
  });

  it("the per-address limit still applies to a known device", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const device = deviceCookieOf(await logIn(ada.email, PASSWORD));
    for (let i = 0; i < FAILURES; i++) {
      expect(statusOf(await logIn(`nobody${i}@known-device.test`, "whatever-1", undefined, "203.0.113.77"))).toBe(401);
    }
    expect(statusOf(await logIn(ada.email, PASSWORD, device, "203.0.113.77"))).toBe(429);
    expect(statusOf(await logIn(ada.email, PASSWORD, device, "203.0.113.78"))).toBe(303);
  });

  it("the JSON API (a bearer client, no cookie) is an unknown device", async () => {
    const ada = await makeUser({ password: PASSWORD });
    const device = deviceCookieOf(await logIn(ada.email, PASSWORD));
    await strangersFail(ada.email);
    const res = await apiLogin(
      args(jsonRequest("/api/auth/login", { email: ada.email, password: PASSWORD }, { cookie: device })),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBeTruthy();
  });
});
