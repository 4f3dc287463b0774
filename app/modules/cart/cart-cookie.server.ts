import { createCookie } from "@remix-run/node";
import { env } from "~/lib/env.server";
import { normalizeCart, type CartEntry } from "./cart";

/**
 * The cart lives in a signed, HttpOnly cookie holding product ids and quantities only;
 * prices, titles and images always come from the database.
 */
let cookie: ReturnType<typeof createCookie> | undefined;
function cartCookie() {
  cookie ??= createCookie("sattva_cart", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().NODE_ENV === "production",
    secrets: env().sessionSecrets,
    maxAge: 60 * 60 * 24 * 30,
  });
  return cookie;
}

export async function readCart(request: Request): Promise<CartEntry[]> {
  try {
    const value = await cartCookie().parse(request.headers.get("Cookie"));
    return normalizeCart(value);
  } catch {
    return [];
  }
}

export async function cartCookieHeader(entries: CartEntry[]): Promise<string> {
  return cartCookie().serialize(entries.map((e) => [e.productId, e.quantity]));
}
