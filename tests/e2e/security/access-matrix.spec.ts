import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { ACCESS, ROLES, type Outcome, type PerRole, type Role } from "./access-table";

/**
 * The authorization matrix (SECURITY.md "Access control"): every route of the production build the
 * e2e server runs × anonymous, shopper, manager, admin × loader and action. The routes come from
 * the build's manifest, so a new route without an entry in access-table.ts fails here.
 *
 * Each loader is checked twice: through a whole-page GET, and alone through Remix's single-fetch
 * data request (`…data?_routes=<id>`), which is what the browser sends on a client-side navigation
 * and runs that route's loader only (a parent layout's guard does not protect it). Each action is
 * checked alone as well (a single-fetch POST for pages, a plain POST for resource routes).
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "server/index.js");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader: boolean; action: boolean; default: boolean };
}

/**
 * The build's `routes` export, read by importing the bundle in a child Node process (the test
 * runner's own module loader would take the bundle, outside any "type": "module" package, for
 * CommonJS). The e2e server builds before it starts, so the build is there by now.
 */
function readManifest(): Record<string, ManifestRoute> {
  if (!existsSync(BUILD)) return {};
  const script = `
    const { routes } = await import(${JSON.stringify(pathToFileURL(BUILD).href)});
    const out = {};
    for (const [id, r] of Object.entries(routes)) {
      out[id] = { id, parentId: r.parentId, path: r.path, index: Boolean(r.index),
        module: { loader: typeof r.module.loader === "function", action: typeof r.module.action === "function",
                  default: typeof r.module.default === "function" } };
    }
    process.stdout.write(JSON.stringify(out));
    process.exit(0);`;
  const json = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", SHOP_MODE: "live" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(json.toString("utf8")) as Record<string, ManifestRoute>;
}

const manifest = readManifest();

const ACCOUNTS: Record<Exclude<Role, "anonymous">, { email: string; password: string }> = {
  user: { email: "shopper@example.com", password: "shopper-demo-2026" },
  manager: { email: "manager@example.com", password: "manager-demo-2026" },
  admin: { email: "admin@example.com", password: "admin-demo-2026" },
};

/** Each role its own client address, so per-address limits never mix roles (TRUST_PROXY is on). */
const ADDRESS: Record<Role, string> = {
  anonymous: "10.91.0.1",
  user: "10.91.0.2",
  manager: "10.91.0.3",
  admin: "10.91.0.4",
};

const tokens = new Map<Role, string>();

async function signIn(base: string, role: Exclude<Role, "anonymous">): Promise<string> {
  const { email, password } = ACCOUNTS[role];
  const res = await fetch(`${base}/account/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: base,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ADDRESS[role],
    },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  expect(res.status, `log-in of ${role}`).toBe(303);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sattva_session="));
  expect(cookie, `session cookie of ${role}`).toBeTruthy();
  return cookie!.split(";")[0];
}

async function cookieOf(base: string, role: Role): Promise<string | null> {
  if (role === "anonymous") return null;
  let cookie = tokens.get(role);
  if (!cookie) {
    cookie = await signIn(base, role);
    tokens.set(role, cookie);
  }
  return cookie;
}

async function send(base: string, role: Role, url: string, method: "GET" | "POST"): Promise<Response> {
  const headers: Record<string, string> = { "X-Forwarded-For": ADDRESS[role], Accept: "text/html,*/*" };
  const cookie = await cookieOf(base, role);
  if (cookie) headers.Cookie = cookie;
  if (method === "POST") {
    headers.Origin = base;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  return fetch(`${base}${url}`, { method, headers, redirect: "manual", body: method === "POST" ? "" : undefined });
}

/** What a response means for access (see access-table.ts). */
function classify(res: Response, method: "GET" | "POST", base: string): Outcome | string {
  const status = res.status;
  const location = res.headers.get("location");
  if (location && (status === 202 || (status >= 300 && status < 400))) {
    const target = new URL(location, base);
    if (target.pathname === "/account/login") return "login";
    if (target.pathname === "/") return "home";
    return "redirect-other";
  }
  if (status >= 200 && status < 300) return "ok";
  if ([401, 403, 404, 405].includes(status)) return String(status);
  if (method === "POST" && [400, 409, 413, 415, 422, 429].includes(status)) return "ok";
  if (method === "GET" && status === 400) return "400";
  return `unexpected ${status}`;
}

/** The single-fetch URL of a page URL (`/x/y.data`, `/_root.data` for the home page, `?index` for index routes). */
function dataUrl(route: ManifestRoute, url: string): string {
  const u = new URL(url, "http://x");
  const pathname = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  const parts = [...u.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (route.index) parts.unshift("index");
  return parts.length ? `${pathname}?${parts.join("&")}` : pathname;
}

/** Runs only `id`'s loader. */
const withRoutes = (url: string, id: string) =>
  `${url}${url.includes("?") ? "&" : "?"}_routes=${encodeURIComponent(id)}`;

async function check(
  base: string,
  role: Role,
  label: string,
  url: string,
  method: "GET" | "POST",
  expected: Outcome,
  problems: string[],
) {
  const res = await send(base, role, url, method);
  const got = classify(res, method, base);
  if (got !== expected) {
    problems.push(
      `${label} as ${role}: expected ${expected}, got ${got} (${res.status} ${res.headers.get("location") ?? ""})`,
    );
  }
  await res.body?.cancel();
}

test.describe.configure({ mode: "parallel" });

test("the build has routes, and the table lists every one of them and nothing else", () => {
  const ids = Object.keys(manifest);
  expect(ids.length, `no route manifest at ${BUILD}`).toBeGreaterThan(10);
  const missing = ids.filter((id) => !(id in ACCESS));
  expect(missing, "routes of the build without an entry in tests/e2e/security/access-table.ts").toEqual([]);
  const stale = Object.keys(ACCESS).filter((id) => !(id in manifest));
  expect(stale, "entries of access-table.ts for routes the build does not have").toEqual([]);
});

for (const [id, route] of Object.entries(manifest)) {
  test(`access to ${id}`, async ({ baseURL }) => {
    const base = baseURL!;
    const access = ACCESS[id];
    expect(access, `${id} has no entry in access-table.ts`).toBeTruthy();
    const hasAction = Boolean(route.module.action);
    expect(Boolean(access.post), `${id}: the table must give POST outcomes exactly when the route has an action`).toBe(
      hasAction,
    );
    const post: PerRole = access.post ?? { anonymous: "405", user: "405", manager: "405", admin: "405" };
    const isPage = Boolean(route.module.default);
    const problems: string[] = [];
    for (const role of ROLES) {
      await check(base, role, `GET ${access.url}`, access.url, "GET", access.get[role], problems);
      if (isPage && route.module.loader) {
        // This route's loader alone, as on a client-side navigation.
        const url = withRoutes(dataUrl(route, access.url), id);
        await check(base, role, `GET ${url}`, url, "GET", access.get[role], problems);
      }
      // The action alone: a single-fetch POST for a page, a plain POST for a resource route.
      const postUrl = isPage ? dataUrl(route, access.url) : access.url;
      await check(base, role, `POST ${postUrl}`, postUrl, "POST", post[role], problems);
      if (access.endsSession && role !== "anonymous") tokens.delete(role);
    }
    expect(problems).toEqual([]);
  });
}
