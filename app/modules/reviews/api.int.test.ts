import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as createReview } from "~/routes/api.sattva-reviews.create-review";
import { action as deleteReview, loader as deleteLoader } from "~/routes/api.sattva-reviews.delete-review.$id";
import { action as updateReview } from "~/routes/api.sattva-reviews.update-review.$id";
import { FIXTURE_PASSWORD, makeCatalogue, makeOrder, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, jsonRequest, responseOf } from "../../../tests/support/routes";

withTestEnv({ SESSION_SECRET: "a".repeat(40), NODE_ENV: "test" });

type Who = "anonymous" | "user" | "manager" | "admin";

async function people() {
  const out: Partial<Record<Who, { token: string; id: string; email: string }>> = {};
  for (const role of ["user", "manager", "admin"] as const) {
    const u = await makeUser({ role });
    out[role] = { token: (await signIn(u)).token, id: u.id, email: u.email };
  }
  return out as Record<Exclude<Who, "anonymous">, { token: string; id: string; email: string }>;
}

function call(
  fn: typeof updateReview,
  path: string,
  method: string,
  body: unknown,
  token?: string,
  id?: string,
  lang = "en",
) {
  const headers: Record<string, string> = { "accept-language": lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return responseOf(fn(args(jsonRequest(path, body, headers, method), id ? { id } : {})));
}

const reviewOf = (id: string) => db().review.findUnique({ where: { id } });

describe("the review API (SPEC section 7 'Reviews')", () => {
  withTestDatabase();

  it("PUT update-review: 401, 403 shopper, staff publish/hide (rating follows), other keys 400 with nothing saved, 404", async () => {
    const [p] = await makeCatalogue(1);
    const who = await people();
    const author = await makeUser();
    const r = await db().review.create({ data: { userId: author.id, productId: p.id, rating: 2, comment: "Meh" } });
    const path = `/api/sattva-reviews/update-review/${r.id}`;

    expect((await call(updateReview, path, "PUT", { published: false }, undefined, r.id)).status).toBe(401);
    expect((await call(updateReview, path, "PUT", { published: false }, who.user.token, r.id)).status).toBe(403);

    const rewrite = await call(
      updateReview,
      path,
      "PUT",
      { published: false, comment: "Lovely" },
      who.manager.token,
      r.id,
    );
    expect(rewrite.status).toBe(400);
    expect((await rewrite.json()).error).toMatch(/text and rating are the shopper's own/);
    const bad = await call(updateReview, path, "PUT", { published: "no" }, who.manager.token, r.id, "it");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Invia published: true o false.");
    expect(await reviewOf(r.id)).toMatchObject({ published: true, comment: "Meh" });

    const ok = await call(updateReview, path, "PUT", { published: false }, who.manager.token, r.id);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({
      message: "Review updated successfully.",
      changed: true,
      data: { _id: r.id, published: false },
    });
    expect(body.data.productId.rating).toBe(0);
    expect((await reviewOf(r.id))?.published).toBe(false);
    expect(await db().auditEvent.count({ where: { entityId: r.id, action: "review.hide" } })).toBe(1);

    const again = await call(updateReview, path, "PATCH", { published: true }, who.admin.token, r.id);
    expect(again.status).toBe(200);
    expect((await db().product.findUniqueOrThrow({ where: { id: p.id } })).ratingTenths).toBe(20);

    const missing = "c0000000000000000000000000";
    expect(
      (
        await call(
          updateReview,
          `/api/sattva-reviews/update-review/${missing}`,
          "PUT",
          { published: true },
          who.admin.token,
          missing,
        )
      ).status,
    ).toBe(404);
  });

  it("DELETE delete-review: 401, 403 shopper, 403 manager with the spec's text, password 400/403, then 200", async () => {
    const [p] = await makeCatalogue(1);
    const who = await people();
    const author = await makeUser();
    const r = await db().review.create({ data: { userId: author.id, productId: p.id, rating: 1, comment: "Spam" } });
    const path = `/api/sattva-reviews/delete-review/${r.id}`;
    const del = (body: unknown, token?: string, lang?: string) =>
      call(deleteReview, path, "DELETE", body, token, r.id, lang);

    expect((await del({ password: FIXTURE_PASSWORD })).status).toBe(401);
    expect((await del({ password: FIXTURE_PASSWORD }, who.user.token)).status).toBe(403);
    const manager = await del({ password: FIXTURE_PASSWORD }, who.manager.token);
    expect(manager.status).toBe(403);
    expect((await manager.json()).error).toBe("You do not have permission to delete reviews.");
    const managerDe = await del({ password: FIXTURE_PASSWORD }, who.manager.token, "de");
    expect((await managerDe.json()).error).toBe("Sie haben keine Berechtigung, Bewertungen zu löschen.");
    expect((await del({}, who.admin.token)).status).toBe(400);
    const wrong = await del({ password: "nope-nope" }, who.admin.token);
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe("Incorrect password.");
    expect(await reviewOf(r.id)).not.toBeNull();

    const ok = await del({ password: FIXTURE_PASSWORD }, who.admin.token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "Review deleted successfully.", deleted: r.id });
    expect(await reviewOf(r.id)).toBeNull();
    expect((await db().product.findUniqueOrThrow({ where: { id: p.id } })).ratingTenths).toBe(0);
    expect((await del({ password: FIXTURE_PASSWORD }, who.admin.token)).status).toBe(404);
    const get = new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${who.admin.token}` } });
    expect((await responseOf(deleteLoader(args(get)))).status).toBe(405);
  });

  it("POST create-review: a shopper, a product delivered to them, once; 401, staff 403, 400 per field, 404, 409", async () => {
    const [delivered, notDelivered] = await makeCatalogue(2);
    const who = await people();
    const shopper = await db().user.findUniqueOrThrow({ where: { id: who.user.id } });
    await makeOrder({ status: "delivered", user: shopper, lines: [{ productId: delivered.id, quantity: 1 }] });
    const path = "/api/sattva-reviews/create-review";
    const post = (body: unknown, token?: string, lang?: string) =>
      call(createReview, path, "POST", body, token, undefined, lang);
    const good = { comment: "Smells of sandalwood", rating: 4, productId: delivered.id, user: "someone@else.test" };

    expect((await post(good)).status).toBe(401);
    expect((await post(good, who.manager.token)).status).toBe(403);
    const empty = await post({ productId: delivered.id, comment: "  " }, who.user.token);
    expect(empty.status).toBe(400);
    const emptyBody = await empty.json();
    expect(emptyBody.error).toBe("Please write a review and select a rating.");
    expect(Object.keys(emptyBody.fields).sort()).toEqual(["comment", "rating"]);
    const half = await post({ ...good, rating: 4.5 }, who.user.token, "fr");
    expect((await half.json()).fields.rating).toBe("La note doit être un nombre entier de 1 à 5.");
    expect((await post({ ...good, productId: notDelivered.id }, who.user.token)).status).toBe(404);
    expect(await db().review.count({ where: { productId: { in: [delivered.id, notDelivered.id] } } })).toBe(0);

    const created = await post(good, who.user.token);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      message: "Review submitted!",
      data: { rating: 4, comment: good.comment, published: true },
    });
    const row = await db().review.findFirstOrThrow({ where: { productId: delivered.id } });
    expect(row.userId).toBe(who.user.id); // the session decides, not the body's `user`
    expect((await db().product.findUniqueOrThrow({ where: { id: delivered.id } })).ratingTenths).toBe(40);
    expect((await post(good, who.user.token)).status).toBe(409);
  });
});
