import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cartCookieHeader, cartFlashHeader, consumeCartFlash, readCart } from "~/modules/cart/cart-cookie.server";
import { safeRedirectPath } from "~/modules/cart/cart";
import { cartSuggestions, changeCart, loadCart } from "~/modules/cart/cart.server";
import { cartMessage } from "~/modules/cart/messages";
import { parseCartForm } from "~/modules/cart/schemas";
import type { CartActionData } from "~/modules/cart/types";
import { withCheckoutMethods } from "~/modules/checkout/page.server";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { CartPage } from "~/ui/store/cart/CartPage";
import { CartDiscountForm } from "~/ui/store/cart/CartDiscountForm";
import { getUser } from "~/modules/accounts/guards.server";
import { cartDiscount, cartDiscountAction, isDiscountIntent } from "~/modules/discounts/cart-code.server";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["cart", "discounts"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.metaTitle ?? "Sattva" },
  ...(data?.metaDescription ? [{ name: "description", content: data.metaDescription }] : []),
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The cart page (and the no-JS landing after a cart post): priced lines, or suggestions when empty. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [entries, flash, t, tMix] = await Promise.all([
    readCart(request),
    consumeCartFlash(request),
    getT(request, "cart"),
    getT(request, "mix"),
  ]);
  const lng = await getLanguage(request);
  const { view, entries: kept, changed } = await loadCart(entries, lng);
  const suggestions = view.lines.length === 0 ? await cartSuggestions(12, lng) : [];
  const headers = new Headers();
  if (changed) headers.append("Set-Cookie", await cartCookieHeader(kept));
  if (flash) headers.append("Set-Cookie", flash.setCookie);
  const user = await getUser(request);
  return data(
    {
      cart: await withCheckoutMethods(view),
      discount: await cartDiscount(request, view.totalCents, user),
      suggestions,
      flash: flash?.message ?? "",
      metaTitle: t("metaTitle"),
      metaDescription: tMix("cart.metaDescription"),
    },
    { headers },
  );
}

/**
 * The one cart action (intents add, increment, decrement, remove, set). A script (`js=1`) gets
 * data back; a plain form post is redirected (303) to `redirectTo` or /cart with a flash message.
 * Refused changes (bad input 400, unknown product 404, no stock 409) change nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const [form, entries, t] = await Promise.all([request.formData(), readCart(request), getT(request, "cart")]);
  // The discount code's form (issue 14): kept for the payment page, or refused with its reason.
  if (isDiscountIntent(form.get("intent"))) return cartDiscountAction(request, form);
  const parsed = parseCartForm(form);
  const js = form.get("js") === "1";
  if (!parsed.success) {
    return data<CartActionData>({ ok: false, outcome: "invalid", message: cartMessage(t, "invalid") }, { status: 400 });
  }
  const input = parsed.data;
  const lng = await getLanguage(request);
  const result = await changeCart(entries, input, lng);
  const title = result.status === 404 ? null : result.product?.title;
  const limit = result.status === 404 ? undefined : result.limit;
  const message = cartMessage(t, result.outcome, { title, limit });

  if (result.status !== 200) {
    // Nothing changed: answer with the reason (a plain form post re-renders the cart page with it).
    const body: CartActionData = { ok: false, outcome: result.outcome, message, productId: input.productId };
    if (js) body.cart = await withCheckoutMethods((await loadCart(entries, lng)).view);
    return data(body, { status: result.status });
  }

  const headers = new Headers({ "Set-Cookie": await cartCookieHeader(result.entries) });
  if (js) {
    const { view } = await loadCart(result.entries, lng);
    return data<CartActionData>(
      { ok: true, outcome: result.outcome, message, productId: input.productId, cart: await withCheckoutMethods(view) },
      { headers },
    );
  }
  headers.append("Set-Cookie", await cartFlashHeader({ outcome: result.outcome, title: title ?? undefined, limit }));
  return redirect(safeRedirectPath(input.redirectTo), { status: 303, headers });
}

export default function CartRoute() {
  const { cart, suggestions, flash, discount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const codeAnswer = actionData && "discount" in actionData ? actionData.discount : null;
  const notice =
    actionData && "message" in actionData && actionData.message
      ? { text: actionData.message, error: !actionData.ok }
      : flash
        ? { text: flash, error: false }
        : null;
  return (
    <CartPage
      cart={cart}
      suggestions={suggestions}
      notice={notice}
      discount={<CartDiscountForm discount={discount} answer={codeAnswer} />}
    />
  );
}
