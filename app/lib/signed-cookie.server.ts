import { createCookie, type Cookie } from "@remix-run/node";
import { env } from "~/lib/env.server";

/**
 * A signed, HttpOnly, SameSite=Lax cookie (Secure when the shop is served over https), signed with SESSION_SECRET's
 * secrets. Created on first use, because the secrets are read from the environment at start.
 */
export function signedCookie(
  name: string,
  options: { maxAge: number; path?: string },
): (() => Cookie) & { reset: () => void } {
  let cookie: Cookie | undefined;
  const get = () =>
    (cookie ??= createCookie(name, {
      path: options.path ?? "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env().https,
      secrets: env().sessionSecrets,
      maxAge: options.maxAge,
    }));
  /** For tests that change the environment: the next use creates the cookie again. */
  const reset = () => {
    cookie = undefined;
  };
  return Object.assign(get, { reset });
}
