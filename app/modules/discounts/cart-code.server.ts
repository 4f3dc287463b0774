import { data, redirect } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { signedCookie } from "~/lib/signed-cookie.server";
import { getUser } from "~/modules/accounts/guards.server";
import { readCart } from "~/modules/cart/cart-cookie.server";
import { loadCart } from "~/modules/cart/cart.server";
import { discountOff } from "~/modules/checkout/pricing";
import { getLanguage } from "~/modules/i18n/i18n.server";
import { discountCodeAnswer } from "./messages";
import { previewDiscount } from "./redeem.server";
import { CODE_MAX_LENGTH, normalizeCode } from "./rules";

/**
 * A discount code entered in the cart (a plain form posting to /cart, intent "discount" or
 * "discount-remove"): checked against the cart as it is, then kept in a signed cookie so the
 * payment page starts with it in its field. Nothing is reserved: the checkout checks the code
 * again, for the buyer's e-mail, in the order's transaction.
 */

const codeCookie = signedCookie("sattva_discount", { maxAge: 7 * 24 * 60 * 60 });

export const DISCOUNT_INTENTS = ["discount", "discount-remove"] as const;
export const isDiscountIntent = (v: unknown): v is (typeof DISCOUNT_INTENTS)[number] =>
  (DISCOUNT_INTENTS as readonly unknown[]).includes(v);

/** The code the cart holds (upper-case), or "". */
export async function readCartCode(request: Request): Promise<string> {
  const value: unknown = await codeCookie().parse(request.headers.get("Cookie"));
  return normalizeCode(value);
}

export function cartCodeHeader(code: string | null): Promise<string> {
  return code ? codeCookie().serialize(code) : codeCookie().serialize("", { maxAge: 0 });
}

/** The cart's code as its page shows it: what it takes off the goods now, or why it does not apply. */
export interface CartDiscount {
  code: string;
  amountCents: number;
  totalCents: number;
  welcome: boolean;
  error: { key: string; values: Record<string, string> } | null;
}

/** The cart's code priced for the cart's goods (null without a code). Previews only: nothing is locked. */
export async function cartDiscount(
  request: Request,
  goodsCents: number,
  shopper: { id: string; email: string } | null,
): Promise<CartDiscount | null> {
  const code = await readCartCode(request);
  if (!code || goodsCents <= 0) return null;
  return priceCode(code, goodsCents, shopper, await getLanguage(request));
}

async function priceCode(
  code: string,
  goodsCents: number,
  shopper: { id: string; email: string } | null,
  lng: string,
): Promise<CartDiscount> {
  const result = await previewDiscount({
    code,
    goodsCents,
    email: shopper?.email.toLowerCase() ?? null,
    userId: shopper?.id ?? null,
    now: new Date(),
  });
  if (!result.ok) {
    const answer = discountCodeAnswer(result, lng);
    return {
      code,
      amountCents: 0,
      totalCents: goodsCents,
      welcome: false,
      error: { key: answer.key, values: answer.values },
    };
  }
  const amountCents = discountOff(goodsCents, result.redemption.terms);
  return {
    code: result.redemption.code,
    amountCents,
    totalCents: goodsCents - amountCents,
    welcome: result.redemption.welcome,
    error: null,
  };
}

export interface CartDiscountAnswer {
  discount: { code: string; error: { key: string; values: Record<string, string> } };
}

/**
 * The cart's discount form. "discount": a code that applies to the cart now is kept (303 back to
 * the cart with a toast); one that does not is answered with its reason (422) and not kept.
 * "discount-remove" forgets it.
 */
export async function cartDiscountAction(request: Request, form: FormData) {
  const intent = form.get("intent");
  if (intent === "discount-remove") {
    const flash = await flashHeader({ key: "discounts:cart.removed", tone: "success" });
    const headers = new Headers({ "Set-Cookie": await cartCodeHeader(null) });
    headers.append("Set-Cookie", flash);
    return redirect("/cart", { status: 303, headers });
  }
  const raw = form.get("discountCode");
  const code = normalizeCode(raw);
  const lng = await getLanguage(request);
  if (!code || typeof raw !== "string" || raw.length > CODE_MAX_LENGTH * 2) {
    return data<CartDiscountAnswer>(
      { discount: { code, error: { key: "discounts:refusal.unknown", values: {} } } },
      { status: 422 },
    );
  }
  const [entries, user] = await Promise.all([readCart(request), getUser(request)]);
  const { view } = await loadCart(entries, lng);
  const goods = view.lines.filter((l) => !l.outOfStock).reduce((sum, l) => sum + l.lineTotalCents, 0);
  const priced = await priceCode(code, goods, user ? { id: user.id, email: user.email } : null, lng);
  if (priced.error) {
    return data<CartDiscountAnswer>({ discount: { code, error: priced.error } }, { status: 422 });
  }
  const headers = new Headers({ "Set-Cookie": await cartCodeHeader(priced.code) });
  headers.append("Set-Cookie", await flashHeader({ key: "discounts:cart.saved", values: { code: priced.code } }));
  return redirect("/cart", { status: 303, headers });
}
