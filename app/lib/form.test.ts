import { describe, expect, it } from "vitest";
import { fieldErrors, formFields } from "./form";

describe("form helpers", () => {
  it("form fields: repeated keys and files are refused, not silently narrowed", () => {
    const fd = new FormData();
    fd.append("a", "1");
    fd.append("b", "1");
    fd.append("b", "2");
    fd.append("c", new Blob(["x"]), "x.txt");
    const out = formFields(fd, ["a", "b", "c", "d"]);
    expect(out.a).toBe("1");
    expect(Array.isArray(out.b)).toBe(true);
    expect(typeof out.c).not.toBe("string");
    expect(out.d).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBeNull();
  });

  it("field errors: the first message of each field, 'form' for the whole form", () => {
    expect(
      fieldErrors([
        { path: ["email"], message: "errors.required" },
        { path: ["email"], message: "errors.emailInvalid" },
        { path: [], message: "errors.invalid" },
      ]),
    ).toEqual({ email: "errors.required", form: "errors.invalid" });
  });
});
