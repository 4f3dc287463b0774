import { describe, expect, it } from "vitest";
import { cartMessage } from "./messages";
import { formToRecord, parseCartForm } from "./schemas";

const ID = "cm0aaaaaaaaaaaaaaaaaaaaaa";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("parseCartForm", () => {
  it("accepts the product page's contract", () => {
    const r = parseCartForm(
      form([
        ["intent", "add"],
        ["productId", ID],
        ["quantity", "2"],
        ["redirectTo", "/product/x"],
      ]),
    );
    expect(r).toEqual({ success: true, data: { intent: "add", productId: ID, quantity: 2, redirectTo: "/product/x" } });
  });

  it("quantity is optional (and empty means absent)", () => {
    const r = parseCartForm(
      form([
        ["intent", "add"],
        ["productId", ID],
      ]),
    );
    expect(r.success && r.data.quantity).toBe(undefined);
    expect(r.success).toBe(true);
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["quantity", ""],
        ]),
      ),
    ).toMatchObject({ success: true });
  });

  it.each(["1e2", "1.5", "-1", "0", "abc", " 2"])("refuses quantity %j", (q) => {
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["quantity", q],
        ]),
      ).success,
    ).toBe(false);
  });

  it("refuses unknown intents, bad ids, unknown and repeated keys", () => {
    expect(
      parseCartForm(
        form([
          ["intent", "steal"],
          ["productId", ID],
        ]),
      ).success,
    ).toBe(false);
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", "x' OR 1=1"],
        ]),
      ).success,
    ).toBe(false);
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["price", "1"],
        ]),
      ).success,
    ).toBe(false);
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["productId", ID],
        ]),
      ).success,
    ).toBe(false);
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["__proto__", "x"],
        ]),
      ).success,
    ).toBe(false);
    expect(parseCartForm(form([["productId", ID]])).success).toBe(false);
  });

  it("set needs a quantity", () => {
    expect(
      parseCartForm(
        form([
          ["intent", "set"],
          ["productId", ID],
        ]),
      ).success,
    ).toBe(false);
    expect(
      parseCartForm(
        form([
          ["intent", "set"],
          ["productId", ID],
          ["quantity", "3"],
        ]),
      ).success,
    ).toBe(true);
  });

  it("refuses a file and a huge redirect", () => {
    const f = form([
      ["intent", "add"],
      ["productId", ID],
    ]);
    f.append("quantity", new Blob(["1"]));
    expect(formToRecord(f)).toBeNull();
    expect(
      parseCartForm(
        form([
          ["intent", "add"],
          ["productId", ID],
          ["redirectTo", "/" + "a".repeat(1_000_000)],
        ]),
      ).success,
    ).toBe(false);
  });
});

describe("cartMessage", () => {
  const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ""}`;
  it("chooses the sentence for each outcome", () => {
    expect(cartMessage(t, "added", { title: "Amber" })).toBe('msg.added{"title":"Amber"}');
    expect(cartMessage(t, "capped", { limit: 3 })).toBe('msg.capped{"count":3}');
    expect(cartMessage(t, "capped", { limit: 99 })).toBe('msg.cappedMax{"count":99}');
    expect(cartMessage(t, "outOfStock", { title: "Amber" })).toBe('msg.outOfStock{"title":"Amber"}');
    expect(cartMessage(t, "notFound")).toBe("msg.notFound");
    expect(cartMessage(t, "invalid")).toBe("msg.invalid");
    expect(cartMessage(t, "unchanged")).toBe("");
  });
});
