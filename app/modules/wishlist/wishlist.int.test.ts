import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { pageCacheKey } from "~/modules/content/page-cache.server";
import { loader as rootLoader } from "~/root";
import { action as loginAction } from "~/routes/account_.login";
import { action as pageAction, loader as pageLoader } from "~/routes/account.wishlist";
import { action as heartAction } from "~/routes/wishlist";
import { FIXTURE_PASSWORD, makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { countStatements, withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, headerOf, responseOf, settle, statusOf } from "../../../tests/support/routes";
import { WISHLIST_COOKIE } from "./wishlist-cookie.server";
import { guestWishlistHeader } from "./wishlist-cookie.server";
import { MAX_ACCOUNT_ITEMS, MAX_GUEST_ITEMS, normalizeGuestWishlist } from "./wishlist";
import { joinGuestWishlist, wishlistedIds } from "./wishlist.server";

withTestEnv({ SESSION_SECRET: "w".repeat(40), NODE_ENV: "test", PAGE_CACHE: "1" });

/** The `name=value` pair a Set-Cookie line sets, to send back as a Cookie header. */
const pairOf = (setCookie: string | undefined) => (setCookie ?? "").split(";")[0];
const wishlistSetCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${WISHLIST_COOKIE}=`));
const guestRequest = (cookie: string, path = "/") =>
  new Request(new URL(path, "http://localhost"), { headers: { cookie: `i18next=en; ${cookie}` } });

const heart = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  settle(heartAction(args(formRequest("/wishlist", fields, headers))));

const userIds = async (userId: string) =>
  (await db().wishlistItem.findMany({ where: { userId }, orderBy: { productId: "asc" } })).map((r) => r.productId);

describe("wishlist", () => {
  const dbase = withTestDatabase();

  it("a guest's heart keeps the product in a signed cookie and goes back to the page it came from", async () => {
    const [p1, p2] = await makeCatalogue(2);
    const added = await responseOf(heart({ intent: "add", productId: p1.id, redirectTo: "/collections/all?page=2" }));
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/collections/all?page=2");
    const cookie = pairOf(wishlistSetCookie(added));
    expect(cookie).toMatch(new RegExp(`^${WISHLIST_COOKIE}=.+`));
    expect(await wishlistedIds(guestRequest(cookie))).toEqual([p1.id]);

    // Adding a second, then removing the first, with the script's answer (data, no redirect).
    const second = await responseOf(heart({ intent: "add", productId: p2.id, js: "1" }, { cookie }).then(toResponse));
    const both = pairOf(wishlistSetCookie(second));
    expect(await wishlistedIds(guestRequest(both))).toEqual([p1.id, p2.id]);
    const removed = await heart({ intent: "remove", productId: p1.id, js: "1" }, { cookie: both });
    expect(dataOf(removed)).toMatchObject({ ok: true, outcome: "removed", wishlisted: false });
    const after = pairOf(
      new Headers((removed as { init: { headers: HeadersInit } }).init.headers).get("Set-Cookie") ?? "",
    );
    expect(await wishlistedIds(guestRequest(after))).toEqual([p2.id]);

    // A plain post without redirectTo goes back to the referring page of this site, never another.
    const back = await responseOf(
      heart({ intent: "add", productId: p1.id }, { referer: "http://localhost/search?q=x" }),
    );
    expect(back.headers.get("Location")).toBe("/search?q=x");
    const away = await responseOf(heart({ intent: "add", productId: p1.id, redirectTo: "//evil.example/x" }));
    expect(away.headers.get("Location")).toBe("/");
  });

  it("refuses unknown or unpublished products, bad forms and staff, and changes nothing", async () => {
    const [p1] = await makeCatalogue(1);
    await db().product.update({ where: { id: p1.id }, data: { published: false } });
    const draft = await heart({ intent: "add", productId: p1.id, js: "1" });
    expect(statusOf(draft)).toBe(404);
    expect(headerOf(draft, "Set-Cookie")).toBeNull();
    expect(statusOf(await heart({ intent: "add", productId: "nosuchproduct1", js: "1" }))).toBe(404);
    expect(statusOf(await heart({ intent: "wipe", productId: p1.id }))).toBe(400);
    expect(statusOf(await heart({ intent: "add", productId: "../../etc" }))).toBe(400);
    expect(statusOf(await heart({ intent: "add", productId: p1.id, role: "admin" }))).toBe(400);

    const [p2] = await makeCatalogue(1);
    const admin = await makeUser({ role: "admin" });
    const staff = await signIn(admin);
    const refused = await settle(heartAction(args(staff.post("/wishlist", { intent: "add", productId: p2.id }))));
    expect(statusOf(refused)).toBe(403);
    expect(await db().wishlistItem.count()).toBe(0);
  });

  it("a forged or malformed guest cookie counts for nothing; the guest list is capped", async () => {
    expect(await wishlistedIds(guestRequest(`${WISHLIST_COOKIE}=WyJhYmNkZWZnaGlqIl0%3D.forged`))).toEqual([]);
    expect(await wishlistedIds(guestRequest(`${WISHLIST_COOKIE}=garbage`))).toEqual([]);
    expect(normalizeGuestWishlist(["abcdefgh12", "abcdefgh12", "x", 5, "<script>", { a: 1 }])).toEqual(["abcdefgh12"]);
    expect(normalizeGuestWishlist("abcdefgh12")).toEqual([]);
    const many = Array.from({ length: MAX_GUEST_ITEMS + 10 }, (_, i) => `fakeproduct${String(i).padStart(4, "0")}`);
    expect(normalizeGuestWishlist(many)).toHaveLength(MAX_GUEST_ITEMS);

    const [p1] = await makeCatalogue(1);
    const full = pairOf(await guestWishlistHeader(many.slice(0, MAX_GUEST_ITEMS)));
    const refused = await heart({ intent: "add", productId: p1.id, js: "1" }, { cookie: full });
    expect(statusOf(refused)).toBe(409);
    expect(dataOf(refused)).toMatchObject({ ok: false, outcome: "full" });
    expect(headerOf(refused, "Set-Cookie")).toBeNull();
  });

  it("a signed-in shopper's hearts are rows of their account, read once for the root", async () => {
    const [p1, p2] = await makeCatalogue(2);
    const ada = await makeUser();
    const bea = await makeUser();
    const s = await signIn(ada);
    const add = (productId: string) =>
      settle(heartAction(args(s.post("/wishlist", { intent: "add", productId, js: "1" }))));
    expect(dataOf(await add(p1.id))).toMatchObject({ ok: true, outcome: "added", wishlisted: true });
    expect(dataOf(await add(p1.id))).toMatchObject({ ok: true, outcome: "unchanged", wishlisted: true });
    await add(p2.id);
    expect(await userIds(ada.id)).toEqual([p1.id, p2.id].sort());
    expect(await userIds(bea.id)).toEqual([]);
    const root = dataOf<{ wishlist: string[] }>(await settle(rootLoader(args(s.request("/")))));
    expect(root.wishlist.sort()).toEqual([p1.id, p2.id].sort());
    // The hearts come with the session, in one statement; the other account's list stays its own.
    const trips = countStatements(dbase());
    try {
      expect(await wishlistedIds(s.request("/"))).toEqual([p1.id, p2.id].sort());
      expect(trips.count()).toBe(1);
      expect(await wishlistedIds((await signIn(bea)).request("/"))).toEqual([]);
    } finally {
      trips.restore();
    }
    await settle(heartAction(args(s.post("/wishlist", { intent: "remove", productId: p1.id }))));
    expect(await userIds(ada.id)).toEqual([p2.id]);
  });

  it("the account's list is capped", async () => {
    const [p1] = await makeCatalogue(1);
    const ada = await makeUser();
    // The cap's worth of other products (cheaper as one insert than through the fixture).
    const base = await db().product.findUniqueOrThrow({ where: { id: p1.id } });
    const filler = Array.from({ length: MAX_ACCOUNT_ITEMS }, (_, i) => `wishfill${String(i).padStart(6, "0")}`);
    await db().product.createMany({
      data: filler.map((id) => ({
        id,
        pid: `WF${id}`,
        slug: `wish-${id}`,
        title: id,
        categoryId: base.categoryId,
        brandId: base.brandId,
        originalPriceCents: 1000,
        description: [],
        stock: 1,
      })),
    });
    await db().wishlistItem.createMany({ data: filler.map((productId) => ({ userId: ada.id, productId })) });
    const s = await signIn(ada);
    const refused = await settle(heartAction(args(s.post("/wishlist", { intent: "add", productId: p1.id, js: "1" }))));
    expect(statusOf(refused)).toBe(409);
    expect(await db().wishlistItem.count({ where: { userId: ada.id } })).toBe(MAX_ACCOUNT_ITEMS);
  });

  it("joins the account at log-in without duplicates, keeps only products for sale, and clears the cookie", async () => {
    const [p1, p2, p3] = await makeCatalogue(3);
    await db().product.update({ where: { id: p3.id }, data: { published: false } });
    const ada = await makeUser();
    const bea = await makeUser();
    await db().wishlistItem.create({ data: { userId: ada.id, productId: p2.id } });
    const cookie = pairOf(await guestWishlistHeader([p1.id, p2.id, p3.id, "nosuchproduct1"]));
    const res = await responseOf(
      loginAction(
        args(
          formRequest("/account/login", { intent: "login", email: ada.email, password: FIXTURE_PASSWORD }, { cookie }),
        ),
      ),
    );
    expect(res.status).toBe(303);
    const cleared = wishlistSetCookie(res);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await userIds(ada.id)).toEqual([p1.id, p2.id].sort());
    expect(await userIds(bea.id)).toEqual([]);
    // Joined twice (a replayed cookie): still no duplicates.
    await joinGuestWishlist(guestRequest(cookie), ada);
    expect(await userIds(ada.id)).toEqual([p1.id, p2.id].sort());
    // Staff take nothing from a guest cookie, which is cleared all the same.
    const admin = await makeUser({ role: "admin" });
    expect(await joinGuestWishlist(guestRequest(cookie), admin)).toMatch(new RegExp(`^${WISHLIST_COOKIE}=;`));
    expect(await userIds(admin.id)).toEqual([]);
    // No cookie, nothing to clear.
    expect(await joinGuestWishlist(guestRequest("x=1"), ada)).toBeNull();
  });

  it("the account page lists, removes and moves to the cart, only the shopper's own items", async () => {
    const [p1, p2, p3] = await makeCatalogue(3);
    await db().product.update({ where: { id: p3.id }, data: { stock: 0 } });
    const ada = await makeUser();
    const bea = await makeUser();
    await db().wishlistItem.createMany({
      data: [p1, p2, p3].map((p) => ({ userId: ada.id, productId: p.id })),
    });
    await db().wishlistItem.create({ data: { userId: bea.id, productId: p1.id } });
    const s = await signIn(ada);
    const page = dataOf<{ items: { product: { id: string; stock: number; priceCents: number } }[] }>(
      await pageLoader(args(s.request("/account/wishlist"))),
    );
    expect(page.items.map((i) => i.product.id).sort()).toEqual([p1.id, p2.id, p3.id].sort());

    const moved = await responseOf(pageAction(args(s.post("/account/wishlist", { intent: "move", productId: p1.id }))));
    expect(moved.status).toBe(303);
    expect(moved.headers.getSetCookie().some((c) => c.startsWith("sattva_cart="))).toBe(true);
    expect(await userIds(ada.id)).toEqual([p2.id, p3.id].sort());
    expect(await userIds(bea.id)).toEqual([p1.id]);

    // Out of stock: refused, the list and the cart as they were.
    const out = await settle(pageAction(args(s.post("/account/wishlist", { intent: "move", productId: p3.id }))));
    expect(statusOf(out)).toBe(409);
    expect(headerOf(out, "Set-Cookie")).toBeNull();
    expect(await userIds(ada.id)).toEqual([p2.id, p3.id].sort());

    // Someone else's item: 404, nothing changes.
    const bs = await signIn(bea);
    const other = await settle(pageAction(args(bs.post("/account/wishlist", { intent: "remove", productId: p2.id }))));
    expect(statusOf(other)).toBe(404);
    expect(await userIds(ada.id)).toEqual([p2.id, p3.id].sort());

    await responseOf(pageAction(args(s.post("/account/wishlist", { intent: "remove", productId: p2.id }))));
    expect(await userIds(ada.id)).toEqual([p3.id]);
  });

  it("keeps a guest with a wishlist out of the anonymous page cache", async () => {
    const [p1] = await makeCatalogue(1);
    const cookie = pairOf(await guestWishlistHeader([p1.id]));
    const headers = (c?: string) => new Headers(c ? { cookie: c } : {});
    expect(pageCacheKey("GET", "http://localhost/collections/all", headers())).not.toBeNull();
    expect(pageCacheKey("GET", "http://localhost/collections/all", headers(`i18next=en; ${cookie}`))).toBeNull();
    expect(pageCacheKey("GET", `http://localhost/product/${p1.slug}`, headers(cookie))).toBeNull();
  });
});

/** A `data(...)` answer as a Response (status and headers), for tests that read its cookies. */
function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const a = answer as { data: unknown; init: { status?: number; headers?: HeadersInit } | null };
  return new Response(JSON.stringify(a.data), { status: a.init?.status ?? 200, headers: a.init?.headers });
}
