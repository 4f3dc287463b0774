import { describe, expect, it } from "vitest";
import { API_LIST_MAX_OFFSET, decodeApiCursor, encodeApiCursor, parseProductApiQuery } from "./api-list-params";

const parse = (s: string) => parseProductApiQuery(new URLSearchParams(s));

describe("the JSON product list's query", () => {
  it("defaults and reads limit, offset and filters", () => {
    expect(parse("")).toEqual({ ok: true, value: { limit: 200, offset: 0, cursor: null } });
    expect(parse("limit=5&offset=10&brand=hem&lng=en")).toEqual({
      ok: true,
      value: { limit: 5, offset: 10, cursor: null, brand: "hem" },
    });
  });

  it("caps the offset at 10,000 and names the limit", () => {
    expect(parse(`offset=${API_LIST_MAX_OFFSET}`).ok).toBe(true);
    expect(parse("offset=10001")).toEqual({ ok: false, problem: { key: "offset.tooLarge", values: { max: 10000 } } });
    expect(parse("offset=999999999999999999")).toMatchObject({ ok: false, problem: { key: "offset.tooLarge" } });
    for (const bad of ["-1", "1.5", "abc"])
      expect(parse(`offset=${bad}`)).toMatchObject({ ok: false, problem: { key: "offset.invalid" } });
  });

  it("caps the limit at 200", () => {
    for (const bad of ["0", "201", "abc", ""])
      expect(parse(`limit=${bad}`)).toEqual({ ok: false, problem: { key: "limit.tooLarge", values: { max: 200 } } });
  });

  it("caps the length of text filters", () => {
    expect(parse(`brand=${"x".repeat(100)}`).ok).toBe(true);
    expect(parse(`category=${"x".repeat(101)}`)).toEqual({
      ok: false,
      problem: { key: "text.tooLong", values: { name: "category", max: 100 } },
    });
  });

  it("reads a keyset cursor, and refuses a bad one or one with an offset", () => {
    const cursor = encodeApiCursor(new Date("2026-03-01T08:00:00.123Z"), "cabc");
    expect(decodeApiCursor(cursor)).toEqual({ createdAt: "2026-03-01T08:00:00.123Z", id: "cabc" });
    expect(parse(`cursor=${cursor}&limit=24`)).toEqual({
      ok: true,
      value: { limit: 24, offset: 0, cursor: { createdAt: "2026-03-01T08:00:00.123Z", id: "cabc" } },
    });
    expect(parse(`cursor=${cursor}&offset=24`)).toMatchObject({ ok: false, problem: { key: "cursor.withOffset" } });
    for (const bad of ["nope", Buffer.from('["yesterday","x"]').toString("base64url"), "x".repeat(300)])
      expect(parse(`cursor=${bad}`)).toMatchObject({ ok: false, problem: { key: "cursor.invalid" } });
  });
});
