import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { getProductPage } from "~/modules/catalog/products.server";
import { action as reviewsAction } from "~/routes/account.reviews";
import { form, makeCatalogue, makeOrder, makeShopper, signIn } from "../../../tests/support/account-fixtures";
import { createTestDatabase, testDbKinds } from "../../../tests/support/db";
import { reviewableProducts, submitReview } from "./submit.server";

const saved = { ...process.env };
beforeAll(() => {
  process.env = { ...saved, SESSION_SECRET: "r".repeat(40), NODE_ENV: "test" };
  resetEnvForTests();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

type Answer = { data: { error: string; productId?: string }; init: { status: number } };

describe.each(testDbKinds)("reviews from the account area on %s", (kind) => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase(kind));
  });
  afterAll(async () => cleanup());

  it("offers only products of the shopper's own delivered orders not yet reviewed", async () => {
    const [delivered, shipped, others, guestDelivered, reviewed] = await makeCatalogue(5);
    const ada = await makeShopper();
    const bea = await makeShopper();
    await makeOrder({
      status: "delivered",
      userId: ada.id,
      email: ada.email,
      lines: [
        { productId: delivered.id, quantity: 1 },
        { productId: reviewed.id, quantity: 1 },
      ],
    });
    await makeOrder({
      status: "shipped",
      userId: ada.id,
      email: ada.email,
      lines: [{ productId: shipped.id, quantity: 1 }],
    });
    await makeOrder({
      status: "delivered",
      userId: bea.id,
      email: bea.email,
      lines: [{ productId: others.id, quantity: 1 }],
    });
    await makeOrder({
      status: "delivered",
      guest: true,
      email: ada.email,
      lines: [{ productId: guestDelivered.id, quantity: 1 }],
    });
    await db().review.create({ data: { userId: ada.id, productId: reviewed.id, rating: 4, comment: "Lovely" } });

    // The guest order counts once the account's e-mail is verified (anyone can type an address).
    expect((await reviewableProducts(ada)).pending.map((p) => p.productId)).toEqual([delivered.id]);
    const { pending, reviewed: done } = await reviewableProducts({ ...ada, emailVerified: true });
    expect(pending.map((p) => p.productId).sort()).toEqual([delivered.id, guestDelivered.id].sort());
    expect(done.map((r) => r.productId)).toEqual([reviewed.id]);
  });

  it("publishes the review, recomputes the product's rating from published reviews, notifies, and the product page shows it", async () => {
    const [p] = await makeCatalogue(1);
    const ada = await makeShopper();
    const others = [await makeShopper(), await makeShopper(), await makeShopper()];
    await db().review.create({ data: { userId: others[0].id, productId: p.id, rating: 5, comment: "Great" } });
    await db().review.create({ data: { userId: others[1].id, productId: p.id, rating: 2, comment: "Meh" } });
    // Not published: does not count.
    await db().review.create({
      data: { userId: others[2].id, productId: p.id, rating: 1, comment: "Spam", published: false },
    });
    await makeOrder({
      status: "delivered",
      userId: ada.id,
      email: ada.email,
      lines: [{ productId: p.id, quantity: 1 }],
    });

    const before = await getProductPage(p.slug);
    expect(before?.reviews.count).toBe(2);

    const outcome = await submitReview(ada, { productId: p.id, rating: 4, comment: "Smells of sandalwood" });
    expect(outcome).toMatchObject({ ok: true, slug: p.slug });
    const row = await db().review.findFirstOrThrow({ where: { userId: ada.id, productId: p.id } });
    expect(row).toMatchObject({ rating: 4, comment: "Smells of sandalwood", published: true, authorName: ada.fname });
    // (5 + 2 + 4) / 3 = 3.67 → 3.7
    const product = await db().product.findUniqueOrThrow({ where: { id: p.id }, select: { ratingTenths: true } });
    expect(product.ratingTenths).toBe(37);
    const note = await db().notification.findFirstOrThrow({ where: { userId: ada.id, kind: "review" } });
    expect(note).toMatchObject({ title: "Your review is published", link: `/product/${p.slug}` });
    expect(note.body).toContain(p.title);

    // The cached product page was invalidated: the new review and rating show at once.
    const after = await getProductPage(p.slug);
    expect(after?.reviews.count).toBe(3);
    expect(after?.reviews.reviews.map((r) => r.comment)).toContain("Smells of sandalwood");
    expect(after?.product.rating).toBe(3.7);
  });

  it("one review per shopper and product, even when two arrive at once", async () => {
    const [p, q] = await makeCatalogue(2);
    const ada = await makeShopper();
    await makeOrder({
      status: "delivered",
      userId: ada.id,
      email: ada.email,
      lines: [
        { productId: p.id, quantity: 1 },
        { productId: q.id, quantity: 1 },
      ],
    });
    expect((await submitReview(ada, { productId: p.id, rating: 5, comment: "One" })).ok).toBe(true);
    expect(await submitReview(ada, { productId: p.id, rating: 1, comment: "Two" })).toEqual({
      ok: false,
      reason: "already_reviewed",
    });
    const both = await Promise.all([
      submitReview(ada, { productId: q.id, rating: 3, comment: "A" }),
      submitReview(ada, { productId: q.id, rating: 4, comment: "B" }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await db().review.count({ where: { userId: ada.id } })).toBe(2);
  });

  it("refuses products the shopper has not received (not delivered, someone else's, unknown)", async () => {
    const [shipped, others] = await makeCatalogue(2);
    const ada = await makeShopper();
    const bea = await makeShopper();
    await makeOrder({
      status: "shipped",
      userId: ada.id,
      email: ada.email,
      lines: [{ productId: shipped.id, quantity: 1 }],
    });
    await makeOrder({
      status: "delivered",
      userId: bea.id,
      email: bea.email,
      lines: [{ productId: others.id, quantity: 1 }],
    });
    for (const productId of [shipped.id, others.id, "clnotaproduct000000000000"]) {
      expect(await submitReview(ada, { productId, rating: 5, comment: "x" })).toEqual({
        ok: false,
        reason: "not_reviewable",
      });
    }
    expect(await db().review.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("the form: text and a rating of 1 to 5 are required; success redirects with 'Review submitted!'", async () => {
    const [p, q] = await makeCatalogue(2);
    const ada = await makeShopper();
    await makeOrder({
      status: "delivered",
      userId: ada.id,
      email: ada.email,
      lines: [{ productId: p.id, quantity: 1 }],
    });
    const { request } = await signIn({ id: ada.id, role: "user" });
    const post = async (fields: Record<string, string | string[]>) => {
      try {
        return await reviewsAction({
          request: request("/account/reviews", { method: "POST", body: form(fields) }),
          params: {},
          context: {},
        });
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const refused = async (fields: Record<string, string | string[]>) => (await post(fields)) as unknown as Answer;

    for (const [fields, message] of [
      [{ productId: p.id, comment: "", rating: "4" }, "reviews.errors.required"],
      [{ productId: p.id, comment: "   ", rating: "4" }, "reviews.errors.required"],
      [{ productId: p.id, comment: "Nice" }, "reviews.errors.required"],
      [{ productId: p.id, comment: "Nice", rating: "" }, "reviews.errors.required"],
      [{ productId: p.id, comment: "Nice", rating: "0" }, "reviews.errors.rating"],
      [{ productId: p.id, comment: "Nice", rating: "6" }, "reviews.errors.rating"],
      [{ productId: p.id, comment: "Nice", rating: "4.5" }, "reviews.errors.required"],
      [{ productId: p.id, comment: "x".repeat(2001), rating: "4" }, "reviews.errors.tooLong"],
    ] as const) {
      const res = await refused(fields);
      expect(res.init.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.data).toMatchObject({ productId: p.id, error: message });
    }
    // Repeated fields are refused too.
    expect((await refused({ productId: p.id, comment: "Nice", rating: ["4", "5"] })).init.status).toBe(400);
    // Not one of the shopper's delivered products: 404, 'Failed to submit review.'.
    const notMine = await refused({ productId: q.id, comment: "Nice", rating: "5" });
    expect(notMine.init.status).toBe(404);
    expect(notMine.data.error).toBe("reviews.failed");
    expect(await db().review.count({ where: { userId: ada.id } })).toBe(0);

    // userId and published in the body are ignored (mass assignment).
    const ok = (await post({
      productId: p.id,
      comment: " Lovely ",
      rating: "5",
      userId: "someone",
      published: "false",
    })) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toMatch(/^\/account\/reviews#own-review-/);
    expect(ok.headers.get("Set-Cookie")).toContain("sattva_flash=");
    const row = await db().review.findFirstOrThrow({ where: { productId: p.id } });
    expect(row).toMatchObject({ userId: ada.id, comment: "Lovely", rating: 5, published: true });
    // A second time: refused.
    const again = await refused({ productId: p.id, comment: "Again", rating: "1" });
    expect(again.init.status).toBe(400);
    expect(again.data.error).toBe("reviews.failed");
  });
});
