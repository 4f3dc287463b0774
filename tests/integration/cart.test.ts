import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import type { Database } from "~/lib/db.server";
import { cartCookieHeader, readCart } from "~/modules/cart/cart-cookie.server";
import { loadCart } from "~/modules/cart/cart.server";
import type { CartActionData, CartView } from "~/modules/cart/types";
import { action, loader } from "~/routes/cart";
import { loader as summaryLoader } from "~/routes/cart_.summary";
import { createTestDatabase } from "../support/db";

process.env.SESSION_SECRET = "test-secret-for-the-cart-integration-tests-0123456789";
resetEnvForTests();

type Ids = { plenty: string; low: string; none: string; discounted: string };

async function seed(database: Database): Promise<Ids> {
  const p = database.prisma;
  const category = await p.category.create({ data: { name: "Incense & Perfumes", slug: "incense-and-perfumes" } });
  const brand = await p.brand.create({ data: { name: "HEM", slug: "hem" } });
  const base = {
    categoryId: category.id,
    brandId: brand.id,
    images: { create: [{ url: "/art/x.svg", alt: { it: "x" } }] },
  };
  const plenty = await p.product.create({
    data: { ...base, pid: "PID001A", slug: "amber", title: "Amber", originalPriceCents: 1999, stock: 500 },
  });
  const low = await p.product.create({
    data: { ...base, pid: "PID002A", slug: "myrrh", title: "Myrrh", originalPriceCents: 1000, stock: 3 },
  });
  const none = await p.product.create({
    data: { ...base, pid: "PID003A", slug: "rose", title: "Rose", originalPriceCents: 500, stock: 0 },
  });
  const discounted = await p.product.create({
    data: {
      ...base,
      images: { create: [] },
      pid: "PID004A",
      slug: "sage",
      title: "Sage",
      originalPriceCents: 1000,
      discountedPriceCents: 10,
      stock: 50,
    },
  });
  return { plenty: plenty.id, low: low.id, none: none.id, discounted: discounted.id };
}

/** The `name=value` part of one Set-Cookie header, for the next request's Cookie header. */
function cookiePair(headers: Headers, name: string): string | null {
  const c = headers.getSetCookie().find((h) => h.startsWith(`${name}=`));
  return c ? c.split(";")[0] : null;
}

function post(fields: Record<string, string>, cookie = "") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request("http://localhost/cart", {
    method: "POST",
    body,
    headers: { Cookie: cookie, "Accept-Language": "en" },
  });
}

type DataResult = { type: string; data: CartActionData; init: { status?: number; headers?: HeadersInit } | null };

/** Runs the action; a Response (redirect) or the `data()` object it returns for scripts and refusals. */
async function run(fields: Record<string, string>, cookie = "") {
  const out = (await action({ request: post(fields, cookie), params: {}, context: {} })) as Response | DataResult;
  if (out instanceof Response)
    return { status: out.status, headers: out.headers, location: out.headers.get("Location"), body: null };
  const headers = new Headers(out.init?.headers);
  return { status: out.init?.status ?? 200, headers, location: null, body: out.data };
}

async function cartOf(cookie: string | null) {
  return readCart(new Request("http://localhost/", { headers: { Cookie: cookie ?? "" } }));
}

describe("the cart", () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let ids: Ids;

  beforeAll(async () => {
    ({ database, cleanup } = await createTestDatabase());
    ids = await seed(database);
  });
  afterAll(async () => cleanup());

  it("adds by a plain form post: 303 to /cart, the cookie holds [id, qty], a flash message", async () => {
    const r = await run({ intent: "add", productId: ids.plenty, quantity: "2" });
    expect(r.status).toBe(303);
    expect(r.location).toBe("/cart");
    const cookie = cookiePair(r.headers, "sattva_cart");
    expect(await cartOf(cookie)).toEqual([{ productId: ids.plenty, quantity: 2 }]);
    expect(cookiePair(r.headers, "sattva_cart_flash")).not.toBeNull();
    expect(r.headers.getSetCookie().find((c) => c.startsWith("sattva_cart="))).toMatch(/HttpOnly/i);

    // the page it lands on shows the message once
    const flash = cookiePair(r.headers, "sattva_cart_flash")!;
    const page = (await loader({
      request: new Request("http://localhost/cart", {
        headers: { Cookie: `${cookie}; ${flash}`, "Accept-Language": "en" },
      }),
      params: {},
      context: {},
    })) as unknown as {
      data: { flash: string; cart: CartView };
      init: { headers: HeadersInit };
    };
    expect(page.data.flash).toBe("Added to your cart: Amber");
    expect(page.data.cart.totalCents).toBe(3998);
    expect(
      new Headers(page.init.headers)
        .getSetCookie()
        .some((c) => c.startsWith("sattva_cart_flash=;") || /sattva_cart_flash=.*Max-Age=0/i.test(c)),
    ).toBe(true);
  });

  it("adds to an existing line and returns data to a script (js=1)", async () => {
    const first = await run({ intent: "add", productId: ids.plenty });
    const cookie = cookiePair(first.headers, "sattva_cart")!;
    const r = await run({ intent: "add", productId: ids.plenty, js: "1" }, cookie);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, outcome: "added", productId: ids.plenty });
    expect(r.body!.cart!.lines[0]).toMatchObject({
      title: "Amber",
      quantity: 2,
      unitPriceCents: 1999,
      lineTotalCents: 3998,
    });
    expect(await cartOf(cookiePair(r.headers, "sattva_cart"))).toEqual([{ productId: ids.plenty, quantity: 2 }]);
  });

  it("goes back to a same-site redirectTo, never elsewhere", async () => {
    expect((await run({ intent: "add", productId: ids.plenty, redirectTo: "/product/amber" })).location).toBe(
      "/product/amber",
    );
    expect((await run({ intent: "add", productId: ids.plenty, redirectTo: "//evil.example/x" })).location).toBe(
      "/cart",
    );
    expect((await run({ intent: "add", productId: ids.plenty, redirectTo: "https://evil.example" })).location).toBe(
      "/cart",
    );
  });

  it("caps a quantity above the stock, with a message", async () => {
    const r = await run({ intent: "add", productId: ids.low, quantity: "5", js: "1" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, outcome: "capped", message: "Only 3 left: we adjusted the quantity." });
    expect(await cartOf(cookiePair(r.headers, "sattva_cart"))).toEqual([{ productId: ids.low, quantity: 3 }]);

    const again = await run(
      { intent: "increment", productId: ids.low, js: "1" },
      cookiePair(r.headers, "sattva_cart")!,
    );
    expect(again.body).toMatchObject({ outcome: "capped" });
    expect(await cartOf(cookiePair(again.headers, "sattva_cart"))).toEqual([{ productId: ids.low, quantity: 3 }]);
  });

  it("caps at the per-line limit when the stock is larger", async () => {
    const r = await run({ intent: "add", productId: ids.plenty, quantity: "150", js: "1" });
    expect(r.body).toMatchObject({ outcome: "capped", message: "At most 99 per product: we adjusted the quantity." });
  });

  it("increments, decrements (not below 1) and removes", async () => {
    let cookie = cookiePair((await run({ intent: "add", productId: ids.plenty })).headers, "sattva_cart")!;
    const step = async (intent: string) => {
      const r = await run({ intent, productId: ids.plenty, js: "1" }, cookie);
      cookie = cookiePair(r.headers, "sattva_cart") ?? cookie;
      return r;
    };
    await step("increment");
    expect(await cartOf(cookie)).toEqual([{ productId: ids.plenty, quantity: 2 }]);
    await step("decrement");
    await step("decrement");
    expect(await cartOf(cookie)).toEqual([{ productId: ids.plenty, quantity: 1 }]);
    const removed = await step("remove");
    expect(removed.body).toMatchObject({ ok: true, outcome: "removed", cart: { lines: [], count: 0, totalCents: 0 } });
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("refuses an out-of-stock product (409), an unknown one (404) and a bad quantity (400), changing nothing", async () => {
    const start = cookiePair((await run({ intent: "add", productId: ids.plenty })).headers, "sattva_cart")!;

    const none = await run({ intent: "add", productId: ids.none }, start);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ ok: false, outcome: "outOfStock", message: "Sorry, Rose is out of stock." });
    expect(none.headers.getSetCookie()).toEqual([]);

    const unknown = await run({ intent: "add", productId: "cm0zzzzzzzzzzzzzzzzzzzzzz" }, start);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      ok: false,
      outcome: "notFound",
      message: "This product is no longer available.",
    });
    expect(unknown.headers.getSetCookie()).toEqual([]);

    for (const quantity of ["1e2", "1.5", "-1", "0"]) {
      const bad = await run({ intent: "add", productId: ids.plenty, quantity }, start);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ ok: false, outcome: "invalid" });
      expect(bad.headers.getSetCookie()).toEqual([]);
    }
    const extra = await run({ intent: "add", productId: ids.plenty, priceCents: "1" }, start);
    expect(extra.status).toBe(400);
  });

  it("ignores a tampered cookie (bad signature)", async () => {
    const good = cookiePair(
      (await run({ intent: "add", productId: ids.plenty, quantity: "2" })).headers,
      "sattva_cart",
    )!;
    const [name, value] = good.split("=");
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const forgedPayload = Buffer.from(JSON.stringify([[ids.plenty, 50]])).toString("base64");
    const forged = `${name}=${encodeURIComponent(forgedPayload + decoded.slice(dot))}`;
    expect(await cartOf(forged)).toEqual([]);

    // the action starts from an empty cart, not the forged one
    const r = await run({ intent: "add", productId: ids.plenty, js: "1" }, forged);
    expect(r.body!.cart!.lines[0].quantity).toBe(1);
  });

  it("prices from the database: discounted price, products gone dropped, quantities above the stock lowered", async () => {
    const entries = [
      { productId: ids.discounted, quantity: 3 },
      { productId: "cm0deleteddeleteddeleted0", quantity: 1 },
      { productId: ids.low, quantity: 9 },
      { productId: ids.none, quantity: 2 },
    ];
    const { view, entries: kept, changed } = await loadCart(entries);
    expect(changed).toBe(true);
    expect(kept).toEqual([
      { productId: ids.discounted, quantity: 3 },
      { productId: ids.low, quantity: 3 },
      { productId: ids.none, quantity: 2 },
    ]);
    expect(
      view.lines.map((l) => [l.title, l.unitPriceCents, l.quantity, l.lineTotalCents, l.capped, l.outOfStock]),
    ).toEqual([
      ["Sage", 10, 3, 30, false, false],
      ["Myrrh", 1000, 3, 3000, true, false],
      ["Rose", 500, 2, 1000, false, true],
    ]);
    expect(view.lines[0].imageUrl).toBe("");
    expect(view.totalCents).toBe(3030); // out-of-stock lines are not payable
    expect(view.hasOutOfStock).toBe(true);
  });

  it("the drawer's summary: the cart, and suggestions (in stock only) when it is empty", async () => {
    const empty = await summaryLoader({
      request: new Request("http://localhost/cart/summary"),
      params: {},
      context: {},
    });
    const body = (await empty.json()) as { cart: CartView; suggestions: { id: string }[] };
    expect(body.cart.lines).toEqual([]);
    expect(body.suggestions.map((s) => s.id).sort()).toEqual([ids.plenty, ids.low, ids.discounted].sort());
    expect(empty.headers.get("Cache-Control")).toContain("no-store");

    const cookie = (await cartCookieHeader([{ productId: ids.low, quantity: 1 }])).split(";")[0];
    const full = await summaryLoader({
      request: new Request("http://localhost/cart/summary", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    });
    const fullBody = (await full.json()) as { cart: CartView; suggestions: unknown[] };
    expect(fullBody.cart.count).toBe(1);
    expect(fullBody.suggestions).toEqual([]);
  });
});
