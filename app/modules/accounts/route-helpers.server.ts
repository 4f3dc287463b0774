import { redirect } from "@remix-run/node";

/**
 * Small pieces the account and auth routes share after a POST: the 303 that sets cookies, and
 * what was typed, sent back to fill a refused form again.
 */

/**
 * A 303 to `to` setting each cookie given, in order (a session, a flash, a language); falsy
 * entries are skipped. `noStore` adds `Cache-Control: no-store` (the auth pages).
 */
export function seeOther(to: string, cookies: (string | false | null | undefined)[], { noStore = false } = {}) {
  const headers = new Headers(noStore ? { "Cache-Control": "no-store" } : {});
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

/** The string values among `keys`, each cut to `max` characters (never a password: do not list it). */
export function typedValues<K extends string>(fields: Record<K, unknown>, keys: readonly K[], max: number) {
  const values: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = fields[k];
    if (typeof v === "string") values[k] = v.slice(0, max);
  }
  return values;
}
