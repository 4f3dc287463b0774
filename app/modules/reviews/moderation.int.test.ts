import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { getProductPage } from "~/modules/catalog/products.server";
import { action, loader } from "~/routes/sattva-administration.reviews";
import { FIXTURE_PASSWORD, makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { deleteReviewAsAdmin, setReviewPublished } from "./moderation.server";
import { ratingTenthsOf, recomputeProductRating } from "./rating.server";
import { latestReviews, listApiReviews } from "./reviews.server";

withTestEnv({ SESSION_SECRET: "m".repeat(40), NODE_ENV: "test" });

const PAGE = "/sattva-administration/reviews";

async function reviewsOf(productId: string, ratings: number[]) {
  const out = [];
  for (const rating of ratings) {
    const author = await makeUser();
    out.push(await db().review.create({ data: { userId: author.id, productId, rating, comment: `Rated ${rating}` } }));
  }
  return out;
}

const ratingOf = async (id: string) =>
  (await db().product.findUniqueOrThrow({ where: { id }, select: { ratingTenths: true } })).ratingTenths;

async function staff() {
  const admin = await makeUser({ role: "admin" });
  const manager = await makeUser({ role: "manager" });
  const shopper = await makeUser();
  return {
    admin: await signIn(admin),
    manager: await signIn(manager),
    shopper: await signIn(shopper),
    ids: { admin, manager },
  };
}

describe("review moderation (the reviews page)", () => {
  withTestDatabase();

  it("authorises: signed out → log in, a shopper → home, for the page and each form", async () => {
    const [p] = await makeCatalogue(1);
    const [r] = await reviewsOf(p.id, [4]);
    const { shopper } = await staff();
    const anon = (await settle(loader(args(pageRequest(PAGE))))) as Response;
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toMatch(/^\/account\/login/);
    const anonPost = (await settle(action(args(formRequest(PAGE, { intent: "hide", id: r.id }))))) as Response;
    expect(anonPost.headers.get("location")).toMatch(/^\/account\/login/);
    const shopperPost = (await settle(action(args(shopper.post(PAGE, { intent: "hide", id: r.id }))))) as Response;
    expect(shopperPost.headers.get("location")).toBe("/");
    expect((await db().review.findUniqueOrThrow({ where: { id: r.id } })).published).toBe(true);
  });

  it("a manager hides a review: gone from the product page, the rating counts published reviews only, audited", async () => {
    const [p] = await makeCatalogue(1);
    const [five, one] = await reviewsOf(p.id, [5, 1]);
    await setReviewPublished({ id: "system", role: "admin" }, five.id, true); // already published: no write
    const { manager, ids } = await staff();
    expect(await ratingOf(p.id)).toBe(30); // the fixture's figure until a review moves

    const res = (await settle(
      action(args(manager.post(`${PAGE}?state=published&page=1`, { intent: "hide", id: one.id }))),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${PAGE}?state=published&page=1`);
    expect((await db().review.findUniqueOrThrow({ where: { id: one.id } })).published).toBe(false);
    expect(await ratingOf(p.id)).toBe(50);
    const page = await getProductPage(p.slug);
    expect(page?.reviews.reviews.map((r) => r.id)).toEqual([five.id]);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: one.id } });
    expect(audit).toMatchObject({ actorId: ids.manager.id, action: "review.hide", entity: "Review" });
    expect(audit.data).toMatchObject({ before: { published: true }, after: { published: false } });

    // Publishing it again brings the rating back.
    await settle(action(args(manager.post(PAGE, { intent: "publish", id: one.id }))));
    expect(await ratingOf(p.id)).toBe(30);
  });

  it("lists with filters: product, rating, published or hidden", async () => {
    const [a, b] = await makeCatalogue(2);
    const [a5, a2] = await reviewsOf(a.id, [5, 2]);
    const [b5] = await reviewsOf(b.id, [5]);
    await db().review.update({ where: { id: a2.id }, data: { published: false } });
    const { manager } = await staff();
    const ids = async (qs: string) => {
      const d = (await loader(args(manager.request(`${PAGE}?${qs}`)))) as Awaited<ReturnType<typeof loader>>;
      return d.list.rows.map((r) => r.id).filter((id) => [a5.id, a2.id, b5.id].includes(id));
    };
    expect((await ids(`product=${a.id}`)).sort()).toEqual([a5.id, a2.id].sort());
    expect((await ids("rating=5")).sort()).toEqual([a5.id, b5.id].sort());
    expect(await ids("state=hidden")).toEqual([a2.id]);
    expect(await ids(`state=published&product=${a.id}`)).toEqual([a5.id]);
    const d = (await loader(args(manager.request(`${PAGE}?product=${a.id}`)))) as Awaited<ReturnType<typeof loader>>;
    expect(d.filters.product?.title).toBe(a.title);
  });

  it("a manager cannot delete: the page says so, the action refuses with 403, nothing deleted", async () => {
    const [p] = await makeCatalogue(1);
    const [r] = await reviewsOf(p.id, [3]);
    const { manager } = await staff();
    const page = (await loader(args(manager.request(`${PAGE}?delete=${r.id}`)))) as Awaited<ReturnType<typeof loader>>;
    expect(page.deleteRefused).toBe(true);
    expect(page.deleting).toBeNull();
    const res = await action(args(manager.post(PAGE, { intent: "delete", id: r.id, password: FIXTURE_PASSWORD })));
    expect(statusOf(res)).toBe(403);
    expect(dataOf(res)).toEqual({ deleteError: "delete.forbidden" });
    expect(await db().review.count({ where: { id: r.id } })).toBe(1);
  });

  it("an admin deletes with the password: missing 400, wrong 403 'Incorrect password.', right deletes and audits", async () => {
    const [p] = await makeCatalogue(1);
    const [keep, gone] = await reviewsOf(p.id, [4, 1]);
    const { admin, ids } = await staff();
    const page = (await loader(args(admin.request(`${PAGE}?delete=${gone.id}`)))) as Awaited<ReturnType<typeof loader>>;
    expect(page.deleting).toMatchObject({ id: gone.id, comment: "Rated 1" });

    const missing = await action(args(admin.post(`${PAGE}?delete=${gone.id}`, { intent: "delete", id: gone.id })));
    expect(statusOf(missing)).toBe(400);
    expect(dataOf(missing)).toEqual({ deleteError: "form.passwordRequired" });
    const wrong = await action(
      args(admin.post(`${PAGE}?delete=${gone.id}`, { intent: "delete", id: gone.id, password: "not-my-password" })),
    );
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf(wrong)).toEqual({ deleteError: "form.wrongPassword" });
    expect(await db().review.count({ where: { id: gone.id } })).toBe(1);

    const ok = (await settle(
      action(
        args(
          admin.post(`${PAGE}?delete=${gone.id}&q=Rated`, {
            intent: "delete",
            id: gone.id,
            password: FIXTURE_PASSWORD,
          }),
        ),
      ),
    )) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`${PAGE}?q=Rated`);
    expect(await db().review.count({ where: { id: gone.id } })).toBe(0);
    expect(await ratingOf(p.id)).toBe(40);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: gone.id } });
    expect(audit).toMatchObject({ actorId: ids.admin.id, action: "review.delete" });
    expect(audit.data).toMatchObject({ before: { comment: "Rated 1", rating: 1 } });
    expect(keep.id).toBeTruthy();
  });

  it("the shop's review lists leave out hidden reviews and reviews of draft products", async () => {
    const [shown, draft] = await makeCatalogue(2);
    const [visible, hidden] = await reviewsOf(shown.id, [5, 4]);
    const [ofDraft] = await reviewsOf(draft.id, [3]);
    await db().review.update({ where: { id: hidden.id }, data: { published: false } });
    await db().product.update({ where: { id: draft.id }, data: { published: false } });
    const home = (await latestReviews(500)).map((r) => r.id);
    const api = (await listApiReviews({ limit: 500, offset: 0 })).data.map((r) => r._id);
    for (const ids of [home, api]) {
      expect(ids).toContain(visible.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(ofDraft.id);
    }
  });

  it("an unknown review id changes nothing and says so", async () => {
    const { admin } = await staff();
    const res = (await settle(
      action(args(admin.post(PAGE, { intent: "hide", id: "c0000000000000000000000000" }))),
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("sattva_flash="))).toBe(true);
  });
});

describe("the product's rating follows its published reviews only", () => {
  withTestDatabase();

  it("after any sequence of publish, hide and delete (property)", async () => {
    const [p] = await makeCatalogue(1);
    const admin = { id: (await makeUser({ role: "admin" })).id, role: "admin" };
    const authors = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser()));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), published: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(fc.record({ pick: fc.nat(), op: fc.constantFrom("publish", "hide", "delete") }), { maxLength: 6 }),
        async (initial, ops) => {
          await db().review.deleteMany({ where: { productId: p.id } });
          const created = [];
          for (const [i, r] of initial.entries()) {
            created.push(
              await db().review.create({
                data: {
                  userId: authors[i].id,
                  productId: p.id,
                  rating: r.rating,
                  comment: "x",
                  published: r.published,
                },
              }),
            );
          }
          await db().$transaction((tx) => recomputeProductRating(tx, p.id));
          for (const { pick, op } of ops) {
            const target = created[pick % created.length];
            if (op === "delete") await deleteReviewAsAdmin(admin, target.id);
            else await setReviewPublished(admin, target.id, op === "publish");
          }
          const shown = await db().review.findMany({
            where: { productId: p.id, published: true },
            select: { rating: true },
          });
          expect(await ratingOf(p.id)).toBe(ratingTenthsOf(shown.map((r) => r.rating)));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("ratingTenthsOf: 0 with none, the rounded average in tenths otherwise", () => {
    expect(ratingTenthsOf([])).toBe(0);
    expect(ratingTenthsOf([5, 4, 4])).toBe(43);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (rs) => {
        const t = ratingTenthsOf(rs);
        return t >= 10 && t <= 50;
      }),
    );
  });
});
