import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { getProductPage } from "~/modules/catalog/products.server";
import { action as reviewsAction } from "~/routes/account.reviews";
import { makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, settle, statusOf, type Fields } from "../../../tests/support/routes";
import { reviewableProducts, submitReview } from "./submit.server";

withTestEnv({ SESSION_SECRET: "r".repeat(40), NODE_ENV: "test" });

describe("reviews from the account area", () => {
  withTestDatabase();

  it("offers only products of the shopper's own delivered orders not yet reviewed", async () => {
    const [delivered, shipped, others, guestDelivered, reviewed] = await makeCatalogue(5);
    const ada = await makeUser();
    const bea = await makeUser();
    await makeOrder({
      status: "delivered",
      user: ada,
      lines: [
        { productId: delivered.id, quantity: 1 },
        { productId: reviewed.id, quantity: 1 },
      ],
    });
    await makeOrder({ status: "shipped", user: ada, lines: [{ productId: shipped.id, quantity: 1 }] });
    await makeOrder({ status: "delivered", user: bea, lines: [{ productId: others.id, quantity: 1 }] });
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
    const ada = await makeUser();
    const others = [await makeUser(), await makeUser(), await makeUser()];
    await db().review.create({ data: { userId: others[0].id, productId: p.id, rating: 5, comment: "Great" } });
    await db().review.create({ data: { userId: others[1].id, productId: p.id, rating: 2, comment: "Meh" } });
    // Not published: does not count.
    await db().review.create({
      data: { userId: others[2].id, productId: p.id, rating: 1, comment: "Spam", published: false },
    });
    await makeOrder({ status: "delivered", user: ada, lines: [{ productId: p.id, quantity: 1 }] });

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
    const ada = await makeUser();
    await makeOrder({
      status: "delivered",
      user: ada,
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
    const ada = await makeUser();
    const bea = await makeUser();
    await makeOrder({ status: "shipped", user: ada, lines: [{ productId: shipped.id, quantity: 1 }] });
    await makeOrder({ status: "delivered", user: bea, lines: [{ productId: others.id, quantity: 1 }] });
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
    const ada = await makeUser();
    await makeOrder({ status: "delivered", user: ada, lines: [{ productId: p.id, quantity: 1 }] });
    const session = await signIn(ada);
    const post = (fields: Fields) => settle(reviewsAction(args(session.post("/account/reviews", fields))));

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
      const res = await post(fields);
      expect(statusOf(res), JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(dataOf(res)).toMatchObject({ productId: p.id, error: message });
    }
    // Repeated fields are refused too.
    expect(statusOf(await post({ productId: p.id, comment: "Nice", rating: ["4", "5"] }))).toBe(400);
    // Not one of the shopper's delivered products: 404, 'Failed to submit review.'.
    const notMine = await post({ productId: q.id, comment: "Nice", rating: "5" });
    expect(statusOf(notMine)).toBe(404);
    expect(dataOf(notMine).error).toBe("reviews.failed");
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
    const again = await post({ productId: p.id, comment: "Again", rating: "1" });
    expect(statusOf(again)).toBe(400);
    expect(dataOf(again).error).toBe("reviews.failed");
  });
});
