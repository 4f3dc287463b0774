import { describe, expect, it } from "vitest";
import { reviewAuthor, toApiReview } from "./reviews.server";

describe("reviewAuthor", () => {
  it("shows the account's first name only", () => {
    expect(reviewAuthor({ authorName: null, user: { fname: "Maria Luisa", deletedAt: null } })).toBe("Maria");
  });
  it("falls back to the stored author name, then to null (Anonymous)", () => {
    expect(reviewAuthor({ authorName: "Giulia R.", user: { fname: "Gone", deletedAt: new Date() } })).toBe("Giulia");
    expect(reviewAuthor({ authorName: "  ", user: null })).toBeNull();
    expect(reviewAuthor({ authorName: null, user: { fname: "", deletedAt: null } })).toBeNull();
  });
});

describe("toApiReview", () => {
  it("never carries an e-mail and gives user null when anonymous", () => {
    const out = toApiReview({
      id: "r1",
      rating: 5,
      comment: "Lovely",
      createdAt: new Date("2026-03-01T00:00:00Z"),
      authorName: null,
      user: null,
      product: { id: "p1", slug: "x", title: "X" },
    });
    expect(out).toEqual({
      _id: "r1",
      user: null,
      productId: { _id: "p1", title: "X" },
      rating: 5,
      comment: "Lovely",
      createdAt: "2026-03-01T00:00:00.000Z",
    });
    expect(JSON.stringify(out)).not.toMatch(/@/);
  });
});
