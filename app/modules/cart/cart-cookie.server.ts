import { signedCookie } from "~/lib/signed-cookie.server";
import { getT } from "~/modules/i18n/i18n.server";
import { normalizeCart, type CartEntry } from "./cart";
import { cartMessage } from "./messages";

/**
 * The cart lives in a signed, HttpOnly cookie holding product ids and quantities only;
 * prices, titles and images always come from the database.
 */
const cartCookie = signedCookie("sattva_cart", { maxAge: 60 * 60 * 24 * 30 });

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

/**
 * The message a no-JS cart post leaves for the page it redirects to ("Added to your cart"):
 * a short-lived signed cookie, read once (`consumeCartFlash`) by the /cart page, or by any page
 * a form sent the shopper back to that wants to show it. Scripts get their message in the answer.
 */
export interface CartFlash {
  outcome: string;
  title?: string;
  limit?: number;
}

const flashCookie = signedCookie("sattva_cart_flash", { maxAge: 60 });

export async function cartFlashHeader(value: CartFlash): Promise<string> {
  return flashCookie().serialize(value);
}

export async function clearCartFlashHeader(): Promise<string> {
  return flashCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

export async function readCartFlash(request: Request): Promise<CartFlash | null> {
  try {
    const v: unknown = await flashCookie().parse(request.headers.get("Cookie"));
    if (!v || typeof v !== "object") return null;
    const { outcome, title, limit } = v as Record<string, unknown>;
    if (typeof outcome !== "string") return null;
    return {
      outcome,
      title: typeof title === "string" ? title.slice(0, 200) : undefined,
      limit: typeof limit === "number" && Number.isInteger(limit) ? limit : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * The flash message, translated, with the Set-Cookie that clears it (append it to the loader's
 * headers); null when there is none.
 */
export async function consumeCartFlash(request: Request): Promise<{ message: string; setCookie: string } | null> {
  const value = await readCartFlash(request);
  if (!value) return null;
  const t = await getT(request, "cart");
  return { message: cartMessage(t, value.outcome, value), setCookie: await clearCartFlashHeader() };
}
