import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as notificationsAction } from "~/routes/account.notifications";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, settle, type Fields } from "../../../tests/support/routes";
import {
  listNotifications,
  markAllRead,
  markRead,
  notify,
  notifyOrderStatus,
  unreadCount,
} from "./notifications.server";

withTestEnv({ SESSION_SECRET: "n".repeat(40), NODE_ENV: "test" });

describe("notifications", () => {
  withTestDatabase();

  it("are written in the shopper's language when created, listed newest first", async () => {
    const ada = await makeUser({ locale: "it" });
    await db().notification.create({
      data: { userId: ada.id, kind: "order", title: "Old", body: "old", createdAt: new Date("2026-01-01T10:00:00Z") },
    });
    await notifyOrderStatus({ oid: "SAT-1", status: "shipped", userId: ada.id, email: ada.email });
    const list = await listNotifications(ada.id);
    expect(list.map((n) => n.title)).toEqual(["Ordine SAT-1 spedito", "Old"]);
    expect(list[0]).toMatchObject({
      kind: "order",
      link: "/account/orders",
      read: false,
      body: "Il tuo ordine SAT-1 è in viaggio.",
    });
    // Plain text is stored as it is; links must be same-site paths.
    await notify(ada.id, { kind: "account", title: "Hello <b>", body: "Plain", link: "https://evil.example/" });
    expect((await listNotifications(ada.id))[0]).toMatchObject({ title: "Hello <b>", link: null });
  });

  it("a guest order's change reaches the shopper account with that verified e-mail; nobody else", async () => {
    const ada = await makeUser({ verified: true });
    const admin = await makeUser({ role: "admin", verified: true });
    await notifyOrderStatus({ oid: "SAT-2", status: "delivered", userId: null, email: ada.email.toUpperCase() });
    expect(await unreadCount(ada.id)).toBe(1);
    expect(await notifyOrderStatus({ oid: "SAT-3", status: "delivered", userId: null, email: admin.email })).toBeNull();
    // An unverified address: anybody may have typed it at sign-up.
    const unverified = await makeUser();
    expect(
      await notifyOrderStatus({ oid: "SAT-5", status: "delivered", userId: null, email: unverified.email }),
    ).toBeNull();
    expect(await unreadCount(unverified.id)).toBe(0);
    expect(
      await notifyOrderStatus({ oid: "SAT-4", status: "delivered", userId: null, email: "nobody@account.test" }),
    ).toBeNull();
  });

  it("mark one read (only one's own) and mark all read", async () => {
    const ada = await makeUser();
    const bea = await makeUser();
    const a1 = await notify(ada.id, { kind: "x", title: "A1", body: "a" });
    await notify(ada.id, { kind: "x", title: "A2", body: "a" });
    const b1 = await notify(bea.id, { kind: "x", title: "B1", body: "b" });
    expect(await markRead(ada.id, b1!.id)).toBe(false);
    expect(await unreadCount(bea.id)).toBe(1);
    expect(await markRead(ada.id, a1!.id)).toBe(true);
    expect(await unreadCount(ada.id)).toBe(1);

    const session = await signIn(ada);
    const post = (fields: Fields) => settle(notificationsAction(args(session.post("/account/notifications", fields))));
    expect(((await post({ intent: "read", id: b1!.id })) as Response).status).toBe(404);
    expect(await unreadCount(bea.id)).toBe(1);
    expect(((await post({ intent: "readAll" })) as Response).status).toBe(303);
    expect(await unreadCount(ada.id)).toBe(0);
    expect(await unreadCount(bea.id)).toBe(1);
    expect(await markAllRead(ada.id)).toBe(0);
  });

  it("a deleted account gets no notifications", async () => {
    const ada = await makeUser();
    await db().user.update({ where: { id: ada.id }, data: { deletedAt: new Date() } });
    expect(await notify(ada.id, { kind: "x", title: "t", body: "b" })).toBeNull();
  });
});
