// Plain (unsigned) cookies, read and written with the `cookie` package (the parser Remix itself
// uses): the i18next language cookie, the cookie notice's choice, the wishlist, the discount code.
import { parse, serialize } from "cookie";

/** All cookies of a Cookie header, by name (the first of a repeated name), URI escapes decoded. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

/** Reads one cookie's value from a Cookie header (no decoding beyond URI escapes). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return readCookies(header)[name] ?? null;
}

export interface PlainCookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  path?: string;
}

export function serializePlainCookie(name: string, value: string, o: PlainCookieOptions = {}) {
  return serialize(name, value, {
    path: o.path ?? "/",
    sameSite: (o.sameSite ?? "Lax").toLowerCase() as "lax" | "strict" | "none",
    maxAge: o.maxAge,
    httpOnly: o.httpOnly,
    secure: o.secure,
  });
}
