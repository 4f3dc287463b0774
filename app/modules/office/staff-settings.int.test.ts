import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { checkPassword } from "~/modules/accounts/users.server";
import { action as settingsAction } from "~/routes/sattva-administration.settings";
import { FIXTURE_PASSWORD, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, responseOf, statusOf } from "../../../tests/support/routes";

withTestEnv({ SESSION_SECRET: "s".repeat(40), NODE_ENV: "test" });

const NEW_PASSWORD = "a-new-staff-password";
const GOOD = { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

/** The settings page's password form, posted by `here` (a signed-in user). */
const postChange = (here: Awaited<ReturnType<typeof signIn>>, fields: Record<string, string>) =>
  settingsAction(args(here.post("/sattva-administration/settings", { intent: "password", ...fields })));

describe("a staff member's own password", () => {
  withTestDatabase();

  it("changes with the current password, keeps this session and ends the others", async () => {
    const manager = await makeUser({ role: "manager" });
    const here = await signIn(manager);
    const elsewhere = await signIn(manager);
    const res = await responseOf(postChange(here, GOOD));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/sattva-administration/settings");
    expect(await checkPassword(manager.id, NEW_PASSWORD)).toBe(true);
    const sessions = await db().session.findMany({ where: { userId: manager.id }, select: { id: true } });
    expect(sessions.map((s) => s.id)).toEqual([here.sessionId]);
    expect(elsewhere.sessionId).not.toBe(here.sessionId);
  });

  it("refuses a wrong current password (403) and bad new ones (400), changing nothing", async () => {
    const admin = await makeUser({ role: "admin" });
    const here = await signIn(admin);
    const post = (fields: Record<string, string>) => postChange(here, fields);
    const wrong = await post({
      currentPassword: "not-the-password",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf(wrong)).toMatchObject({ fields: { currentPassword: "errors.wrongPassword" } });
    const short = await post({ currentPassword: FIXTURE_PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(statusOf(short)).toBe(400);
    expect(dataOf(short)).toMatchObject({ fields: { newPassword: "errors.passwordTooShort" } });
    const differ = await post({
      currentPassword: FIXTURE_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: "other-password",
    });
    expect(dataOf(differ)).toMatchObject({ fields: { confirmPassword: "errors.passwordsDiffer" } });
    expect(await checkPassword(admin.id, FIXTURE_PASSWORD)).toBe(true);
  });

  it("is for staff only: a shopper is sent home and nothing changes", async () => {
    const shopper = await makeUser();
    const here = await signIn(shopper);
    const res = await responseOf(postChange(here, GOOD));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await checkPassword(shopper.id, FIXTURE_PASSWORD)).toBe(true);
  });
});
