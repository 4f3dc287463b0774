import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action, loader } from "~/routes/pages.accessibility";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, pageRequest, settle, statusOf } from "../../../tests/support/routes";

const mail = withTestEnv(
  { ...MAIL_ENV, SESSION_SECRET: "a".repeat(40), SHOP_EMAIL: "staff@sattva.test" },
  { outbox: "barrier" },
);

type Answer = { errors?: Record<string, string> };

const report = {
  name: "Bea Verdi",
  email: "Bea@Example.test",
  page: "/product/sandalwood-incense",
  message: "The size buttons cannot be reached with the keyboard.",
};

describe("reporting an accessibility barrier", () => {
  withTestDatabase();

  it("stores the report as a contact message and mails it to the shop, like the contact form", async () => {
    mail.clearOutbox();
    const res = await settle(action(args(formRequest("/pages/accessibility", report))));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(303);
    expect((res as Response).headers.get("Location")).toBe("/pages/accessibility?sent=1#report");

    const saved = await db().contactMessage.findFirstOrThrow({ where: { email: "bea@example.test" } });
    expect(saved.subject).toBe("Barriera di accessibilità: /product/sandalwood-incense");
    expect(saved.message).toBe(report.message);
    expect(saved.locale).toBe("en");
    const mails = mail.mailsTo("staff@sattva.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Reply-To:");
    expect(mails[0]).toContain(report.message);

    const page = await loader(args(pageRequest("/pages/accessibility?sent=1")));
    expect(page.sent).toBe(true);
  });

  it("answers field errors and stores nothing for a bad report", async () => {
    const before = await db().contactMessage.count();
    const res = await settle(
      action(args(formRequest("/pages/accessibility", { ...report, email: "nope", message: " ", page: "a\nb" }))),
    );
    expect(statusOf(res)).toBe(400);
    expect(dataOf<Answer>(res).errors).toMatchObject({
      email: "pages:contact.errors.emailInvalid",
      message: "pages:contact.errors.messageRequired",
      page: "accessibility:report.pageInvalid",
    });
    expect(await db().contactMessage.count()).toBe(before);
  });

  it("is rate-limited per client address", async () => {
    const headers = { "x-client-ip": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(statusOf(await settle(action(args(formRequest("/pages/accessibility", report, headers))))));
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });
});
