import { describe, expect, it } from "vitest";
import { contactSchema } from "./schemas";

const valid = {
  name: "Ada Rossi",
  email: "ada@example.com",
  subject: "Corporate gifts",
  message: "Hello!\nTwo lines.",
};

function errors(input: Record<string, unknown>) {
  const r = contactSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("contact form schema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactSchema.parse({ ...valid, name: "  Ada Rossi " }).name).toBe("Ada Rossi");
  });
  it("requires every field with its own message", () => {
    expect(errors({})).toEqual({
      name: "contact.errors.nameRequired",
      email: "contact.errors.emailRequired",
      subject: "contact.errors.subjectRequired",
      message: "contact.errors.messageRequired",
    });
    expect(errors({ name: "  ", email: "", subject: " ", message: "\n" })).toEqual({
      name: "contact.errors.nameRequired",
      email: "contact.errors.emailRequired",
      subject: "contact.errors.subjectRequired",
      message: "contact.errors.messageRequired",
    });
  });
  it("validates the e-mail address", () => {
    expect(errors({ ...valid, email: "ada@" })).toEqual({ email: "contact.errors.emailInvalid" });
    expect(errors({ ...valid, email: "a@b.c\nBcc: x@y.z" })).toEqual({ email: "contact.errors.emailInvalid" });
  });
  it("refuses line breaks in the name and subject (mail headers)", () => {
    expect(errors({ ...valid, name: "Ada\r\nBcc: x@example.com", subject: "Hi\nBcc: x@example.com" })).toEqual({
      name: "contact.errors.lineBreak",
      subject: "contact.errors.lineBreak",
    });
  });
  it("bounds the lengths", () => {
    expect(errors({ ...valid, name: "x".repeat(101), subject: "x".repeat(151), message: "x".repeat(5001) })).toEqual({
      name: "contact.errors.nameTooLong",
      subject: "contact.errors.subjectTooLong",
      message: "contact.errors.messageTooLong",
    });
  });
  it("refuses non-strings", () => {
    expect(errors({ ...valid, name: ["a", "b"] })).toEqual({ name: "contact.errors.nameRequired" });
  });
});
