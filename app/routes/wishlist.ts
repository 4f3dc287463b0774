import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { flashHeader } from "~/lib/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getUser } from "~/modules/accounts/guards.server";
import { getT } from "~/modules/i18n/i18n.server";
import { wishlistMessage } from "~/modules/wishlist/messages";
import { parseHeartForm } from "~/modules/wishlist/schemas";
import { isWishlistRefusal, MAX_ACCOUNT_ITEMS, MAX_GUEST_ITEMS } from "~/modules/wishlist/wishlist";
import { changeWishlist } from "~/modules/wishlist/wishlist.server";

/** The list itself is the account's page (a guest is asked to sign in there, and theirs joins it). */
export function loader() {
  return redirect("/account/wishlist", { headers: { "Cache-Control": "no-store" } });
}

export interface HeartAnswer {
  ok: boolean;
  outcome: string;
  message: string;
  productId?: string;
  wishlisted?: boolean;
}

/** The page a plain form post goes back to: its `redirectTo`, else the referring page of this site, else home. */
function backTo(request: Request, redirectTo: string | undefined) {
  if (redirectTo) return safeRedirectPath(redirectTo, "/");
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return "/";
    return safeRedirectPath(from.pathname + from.search, "/");
  } catch {
    return "/";
  }
}

/**
 * The heart on cards and product pages: `intent` add or remove a product, for a signed-in
 * shopper (their account's list) or a guest (the signed cookie). A script (`js=1`) gets data
 * back; a plain form post is sent back (303) to the page it came from with a message. Staff have
 * no wishlist (403); a refused change (unknown product 404, list full 409, bad form 400) changes
 * nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const [form, user, t] = await Promise.all([request.formData(), getUser(request), getT(request, "wishlist")]);
  const input = parseHeartForm(form);
  const noStore = { "Cache-Control": "no-store" };
  if (!input) {
    return data<HeartAnswer>(
      { ok: false, outcome: "invalid", message: wishlistMessage(t, "invalid") },
      { status: 400, headers: noStore },
    );
  }
  if (user && user.role !== "user") {
    return data<HeartAnswer>(
      { ok: false, outcome: "staff", message: wishlistMessage(t, "staff") },
      { status: 403, headers: noStore },
    );
  }
  const change = await changeWishlist(request, user, input.intent, input.productId);
  const refused = isWishlistRefusal(change.outcome);
  const message = wishlistMessage(t, change.outcome, user ? MAX_ACCOUNT_ITEMS : MAX_GUEST_ITEMS);
  const status = !refused ? 200 : change.outcome === "notFound" ? 404 : change.outcome === "full" ? 409 : 400;
  const headers = new Headers(noStore);
  if (change.setCookie) headers.append("Set-Cookie", change.setCookie);
  if (input.js) {
    return data<HeartAnswer>(
      { ok: !refused, outcome: change.outcome, message, productId: input.productId, wishlisted: change.wishlisted },
      { status, headers },
    );
  }
  headers.append(
    "Set-Cookie",
    await flashHeader({
      key: `wishlist:${messageKey(change.outcome)}`,
      values: change.outcome === "full" ? { count: user ? MAX_ACCOUNT_ITEMS : MAX_GUEST_ITEMS } : undefined,
      tone: refused ? "error" : "success",
    }),
  );
  return redirect(backTo(request, input.redirectTo), { status: 303, headers });
}

function messageKey(outcome: string) {
  return ["added", "removed", "unchanged", "full", "notFound"].includes(outcome) ? `msg.${outcome}` : "msg.invalid";
}
