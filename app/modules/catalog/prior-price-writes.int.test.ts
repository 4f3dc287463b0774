/**
 * The prior price through the shop's real write paths: the back-office product form and the JSON
 * API record every price change, and the product page, the cart and the API announce a reduction
 * against the lowest price of the 30 days before it (Omnibus).
 */
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { loadCart } from "~/modules/cart/cart.server";
import { loader as productPageLoader } from "~/routes/product.$slug";
import { loader as listApi } from "~/routes/api.sattva-products._index";
import { action as createApi } from "~/routes/api.sattva-products.create-product";
import { action as updateApi } from "~/routes/api.sattva-products.update-product.$id";
import { action as editAction } from "~/routes/sattva-administration.products_.$id";
import { action as newAction } from "~/routes/sattva-administration.products_.new";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, jsonRequest, settle, statusOf, type Fields } from "../../../tests/support/routes";

withTestEnv({ SESSION_SECRET: "o".repeat(40), NODE_ENV: "test" });
withTestDatabase();

const BASE = "/sattva-administration/products";
const DAY = 86_400_000;

async function taxonomy() {
  const n = Math.random().toString(36).slice(2, 8);
  const category = await db().category.create({ data: { name: `Candele ${n}`, slug: `candele-${n}` } });
  const brand = await db().brand.create({ data: { name: `Marca ${n}`, slug: `marca-${n}` } });
  return { category, brand };
}

function form(t: Awaited<ReturnType<typeof taxonomy>>, over: Fields = {}): Fields {
  return {
    category: t.category.id,
    subcategory: "",
    brand: t.brand.id,
    title: `Candela alla cannella ${Math.random().toString(36).slice(2, 6)}`,
    rating: "4.5",
    originalPrice: "20.00",
    discountedPrice: "",
    description: "Calda\nSpeziata",
    imageKind: ["gallery"],
    imageUrl: ["/art/one.svg"],
    imageAlt: ["Foto"],
    stock: "15",
    lowStockThreshold: "5",
    published: "on",
    ...over,
  };
}

/** The product as it had been for `days` days: its creation and first price moved back in time. */
async function onSaleSince(id: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await db().product.update({ where: { id }, data: { createdAt: at } });
  await db().productPriceChange.updateMany({ where: { productId: id }, data: { changedAt: at } });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, cookie: "i18next=en" });
const stored = (id: string) =>
  db().product.findUniqueOrThrow({
    where: { id },
    select: { slug: true, priorPriceCents: true, reductionStartedAt: true },
  });
const history = (id: string) =>
  db().productPriceChange.findMany({ where: { productId: id }, orderBy: [{ changedAt: "asc" }, { id: "asc" }] });

async function apiProduct(id: string) {
  const res = (await listApi(args(new Request("http://localhost/api/sattva-products?limit=200")))) as Response;
  const { data } = (await res.json()) as {
    data: { _id: string; priorPrice: number | null; discountedPrice: number | null }[];
  };
  return data.find((p) => p._id === id)!;
}

describe("prior price through the write paths", () => {
  it("office form, then API: a reduction is announced against the 30-day low, a further cut keeps it, removing the discount ends it", async () => {
    const t = await taxonomy();
    const admin = await signIn(await makeUser({ role: "admin" }));
    const created = await settle(newAction(args(admin.post(`${BASE}/new`, form(t, { title: "Candela Omnibus" })))));
    expect(statusOf(created)).toBe(303);
    const id = (created as Response).headers.get("location")!.split("/").pop()!;
    await onSaleSince(id, 40);

    // The back office puts it on sale: €20 → €15.
    const edit = await settle(
      editAction(
        args(admin.post(`${BASE}/${id}`, form(t, { title: "Candela Omnibus", discountedPrice: "15" })), { id }),
      ),
    );
    expect(statusOf(edit)).toBe(303);
    const first = await stored(id);
    expect(first.priorPriceCents).toBe(2000);
    expect(Date.now() - first.reductionStartedAt!.getTime()).toBeLessThan(60_000);
    expect((await history(id)).map((h) => [h.originalPriceCents, h.discountedPriceCents, h.priceCents])).toEqual([
      [2000, null, 2000],
      [2000, 1500, 1500],
    ]);

    // The product page (read fresh for staff) and the API say so.
    const page = dataOf<{ product: { priorPriceCents: number | null; discountPercent: number; priceCents: number } }>(
      await productPageLoader(args(admin.request(`/product/${first.slug}`), { slug: first.slug })),
    );
    expect(page.product).toMatchObject({ priceCents: 1500, priorPriceCents: 2000, discountPercent: 25 });
    expect(await apiProduct(id)).toMatchObject({ discountedPrice: 15, priorPrice: 20 });
    const cart = await loadCart([{ productId: id, quantity: 1 }], "en");
    expect(cart.view.lines[0]).toMatchObject({ unitPriceCents: 1500, priorPriceCents: 2000, discountPercent: 25 });

    // The JSON API cuts further (partial update, as the spec's back office sends it): progressive.
    const put = await settle(
      updateApi(
        args(
          jsonRequest(`/api/sattva-products/update-product/${id}`, { discountedPrice: 12 }, bearer(admin.token), "PUT"),
          { id },
        ),
      ),
    );
    expect(statusOf(put)).toBe(200);
    expect(await stored(id)).toEqual(first);
    expect(await apiProduct(id)).toMatchObject({ discountedPrice: 12, priorPrice: 20 });
    expect((await history(id)).at(-1)).toMatchObject({ discountedPriceCents: 1200, priceCents: 1200 });

    // A save that changes no price (stock only) records nothing and keeps the reduction.
    const before = (await history(id)).length;
    await settle(
      editAction(
        args(admin.post(`${BASE}/${id}`, form(t, { title: "Candela Omnibus", discountedPrice: "12", stock: "9" })), {
          id,
        }),
      ),
    );
    expect(await history(id)).toHaveLength(before);
    expect((await stored(id)).priorPriceCents).toBe(2000);

    // The back office removes the discount: the reduction ends, nothing is announced.
    await settle(editAction(args(admin.post(`${BASE}/${id}`, form(t, { title: "Candela Omnibus" })), { id })));
    expect(await stored(id)).toMatchObject({ priorPriceCents: null, reductionStartedAt: null });
    expect(await apiProduct(id)).toMatchObject({ discountedPrice: null, priorPrice: null });
    expect(await history(id)).toHaveLength(before + 1);
  });

  it("a product created through the API already discounted shows no reduction (no past price to announce it against)", async () => {
    const t = await taxonomy();
    const manager = await signIn(await makeUser({ role: "manager" }));
    const res = (await settle(
      createApi(
        args(
          jsonRequest(
            "/api/sattva-products/create-product",
            {
              category: t.category.name,
              brand: t.brand.name,
              title: "Olio già scontato",
              rating: 4,
              originalPrice: 15,
              discountedPrice: 9.9,
              description: ["Agrumato"],
              banner: [{ url: "https://example.test/b.jpg", alt: "Banner" }],
              imgs: [{ url: "https://example.test/1.jpg", alt: "Uno" }],
              stock: 5,
            },
            bearer(manager.token),
          ),
        ),
      ),
    )) as Response;
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { _id: string; priorPrice: number | null } };
    expect(data.priorPrice).toBeNull();
    expect(await stored(data._id)).toMatchObject({ priorPriceCents: null, reductionStartedAt: null });
    expect(await history(data._id)).toMatchObject([
      { originalPriceCents: 1500, discountedPriceCents: 990, priceCents: 990 },
    ]);
    expect(await apiProduct(data._id)).toMatchObject({ discountedPrice: 9.9, priorPrice: null });
  });
});
