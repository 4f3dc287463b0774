import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { adjustStock } from "~/modules/inventory/inventory.server";
import { unsubscribe as leaveNewsletter, unsubscribeToken } from "~/modules/marketing/newsletter.server";
import { action as accountAlertsAction, loader as accountAlertsLoader } from "~/routes/account.alerts";
import { action as requestAction, BACK_IN_STOCK_LIMIT } from "~/routes/back-in-stock";
import { action as confirmAction, loader as confirmLoader } from "~/routes/back-in-stock_.confirm";
import { action as cancelAction, loader as cancelLoader } from "~/routes/back-in-stock_.unsubscribe";
import { makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, SHOP_URL, withTestEnv } from "../../../tests/support/env";
import { args, dataOf, formRequest, headerOf, pageRequest, settle, statusOf } from "../../../tests/support/routes";
import { ALERT_CONFIRM_TTL_MS, requestAlert } from "./alerts.server";
import { sendBackInStockMails, sweepAlerts } from "./job.server";

const env = withTestEnv(MAIL_ENV, { outbox: "restock" });

/** Quoted-printable UTF-8 bytes back to text (only bytes ≥ 0x80, so a link's "=" stays). */
const decoded = (mail: string) =>
  Buffer.from(
    mail.replace(/=([89A-F][0-9A-F])/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
/** The raw mails to an address (links intact: a token may start like a quoted-printable byte). */
const mailsTo = (to: string) => env.mailsTo(to);
const linkIn = (mail: string, route: string) => {
  const m = new RegExp(`${SHOP_URL.replace(/[.]/g, "\\.")}${route}\\?token=([A-Za-z0-9_.%-]+)`).exec(mail);
  expect(m, `a ${route} link`).not.toBeNull();
  return decodeURIComponent(m![1]);
};
/** The back-in-stock mails to an address, decoded. */
const backMails = (to: string) =>
  mailsTo(to)
    .filter((m) => m.includes(`/product/`) && !m.includes("/confirm?"))
    .map(decoded);

let ip = 0;
/** The product page's form posted without JavaScript, in a language, from an address of its own. */
const ask = (fields: Record<string, string>, lng = "en", headers: Record<string, string> = {}) =>
  settle(
    requestAction(
      args(
        formRequest("/back-in-stock", fields, {
          cookie: `i18next=${lng}`,
          "x-client-ip": `203.0.113.${++ip}`,
          ...headers,
        }),
      ),
    ),
  );

async function outOfStock() {
  const [product] = await makeCatalogue(1, 0);
  return product;
}

async function receive(productId: string, quantity: number) {
  const staff = await makeUser({ role: "admin" });
  const r = await adjustStock(staff, productId, { reason: "received", quantity, note: "" });
  expect(r.ok).toBe(true);
}

async function confirmFromMail(mail: string) {
  const token = linkIn(mail, "/back-in-stock/confirm");
  const page = await confirmLoader(args(pageRequest(`/back-in-stock/confirm?token=${encodeURIComponent(token)}`)));
  expect(dataOf<{ state: string }>(page).state).toBe("valid");
  const done = await confirmAction(args(formRequest("/back-in-stock/confirm", { token })));
  expect(statusOf(done)).toBe(200);
  expect(dataOf<{ state: string }>(done).state).toBe("confirmed");
}

describe("back in stock", () => {
  withTestDatabase();
  beforeEach(() => env.clearOutbox());

  it("guests confirm by mail; stock received mails each subscriber once, in their language, however often the job runs", async () => {
    const product = await outOfStock();
    const res = (await ask(
      { productId: product.id, email: " Lena@Example.de ", redirectTo: `/product/${product.slug}` },
      "de",
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/product/${product.slug}?restock=ok#restock`);
    await ask({ productId: product.id, email: "paul@example.fr" }, "fr");
    await ask({ productId: product.id, email: "pending@example.com" }, "en");

    const alerts = await db().backInStockAlert.findMany({ orderBy: { email: "asc" } });
    expect(alerts.map((a) => [a.email, a.locale, a.status])).toEqual([
      ["lena@example.de", "de", "pending"],
      ["paul@example.fr", "fr", "pending"],
      ["pending@example.com", "en", "pending"],
    ]);
    expect(alerts.every((a) => a.confirmTokenHash && a.confirmTokenHash.length === 64)).toBe(true);

    const [lenaConfirm] = mailsTo("lena@example.de");
    expect(decoded(lenaConfirm)).toContain("Bitte bestätigen Sie diese Adresse");
    expect(lenaConfirm).toContain(product.title);
    expect(lenaConfirm).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/shop\.sattva\.test\/back-in-stock\/unsubscribe\?token=/m,
    );
    await confirmFromMail(lenaConfirm);
    await confirmFromMail(mailsTo("paul@example.fr")[0]);

    // Still out of stock: nothing to send.
    expect(await sendBackInStockMails()).toEqual({ sent: 0, failed: 0, optedOut: 0 });

    await receive(product.id, 2);
    env.clearOutbox();
    const runs = [await sendBackInStockMails(), await sendBackInStockMails()];
    // Two at once as well (two instances, say): nothing left.
    runs.push(...(await Promise.all([sendBackInStockMails(), sendBackInStockMails()])));
    expect(runs.map((r) => r.sent)).toEqual([2, 0, 0, 0]);

    const lena = backMails("lena@example.de");
    const paul = backMails("paul@example.fr");
    expect(lena).toHaveLength(1);
    expect(paul).toHaveLength(1);
    expect(lena[0]).toContain("ist bei Sattva wieder auf Lager");
    expect(paul[0]).toContain("est de retour en stock chez Sattva");
    expect(lena[0]).toContain(`${SHOP_URL}/product/${product.slug}`);
    expect(lena[0]).toContain(`${SHOP_URL}/back-in-stock/unsubscribe?token=`);
    // The unconfirmed request gets nothing.
    expect(mailsTo("pending@example.com")).toEqual([]);

    const after = await db().backInStockAlert.findMany({ orderBy: { email: "asc" } });
    expect(after.map((a) => a.status)).toEqual(["sent", "sent", "pending"]);
  });

  it("a return gone again before the job looks mails nobody; the alert keeps waiting", async () => {
    const product = await outOfStock();
    const user = await makeUser({ verified: true });
    const session = await signIn(user);
    const res = (await settle(
      requestAction(
        args(session.post("/back-in-stock", { productId: product.id, redirectTo: `/product/${product.slug}` })),
      ),
    )) as Response;
    expect(res.headers.get("location")).toBe(`/product/${product.slug}?restock=active#restock`);
    await receive(product.id, 1);
    const staff = await makeUser({ role: "admin" });
    await adjustStock(staff, product.id, { reason: "damaged", quantity: 1, note: "" });
    expect((await sendBackInStockMails()).sent).toBe(0);
    expect((await db().backInStockAlert.findFirstOrThrow({ where: { productId: product.id } })).status).toBe("waiting");
  });

  it("a signed-in shopper with a verified address is on the list at once: no opt-in mail", async () => {
    const product = await outOfStock();
    const user = await makeUser({ verified: true, email: "verified@account.test" });
    const session = await signIn(user);
    const answer = await requestAction(
      args(
        session.post("/back-in-stock", { productId: product.id, email: "someone-else@example.com", via: "fetcher" }),
      ),
    );
    expect(dataOf(answer)).toEqual({ status: "active" });
    expect(env.mails()).toEqual([]);
    const alert = await db().backInStockAlert.findFirstOrThrow({ where: { productId: product.id } });
    // The account's address, whatever the form sent.
    expect(alert).toMatchObject({ email: "verified@account.test", status: "waiting", userId: user.id, locale: "en" });

    await receive(product.id, 5);
    expect((await sendBackInStockMails()).sent).toBe(1);
    expect(backMails("verified@account.test")).toHaveLength(1);
  });

  it("an unverified account confirms by mail like a guest, at the account's address", async () => {
    const product = await outOfStock();
    const user = await makeUser({ verified: false, email: "unverified@account.test" });
    const session = await signIn(user);
    const answer = await requestAction(args(session.post("/back-in-stock", { productId: product.id, via: "fetcher" })));
    expect(dataOf(answer)).toEqual({ status: "ok" });
    expect(mailsTo("unverified@account.test")).toHaveLength(1);
    expect((await db().backInStockAlert.findFirstOrThrow({ where: { userId: user.id } })).status).toBe("pending");
  });

  it("nobody who cancelled is mailed: by the link of a mail (no log-in), or by leaving the newsletter after asking", async () => {
    const product = await outOfStock();
    await ask({ productId: product.id, email: "cancel@example.com" });
    await ask({ productId: product.id, email: "left@example.com" });
    await ask({ productId: product.id, email: "stays@example.com" });
    for (const to of ["cancel@example.com", "left@example.com", "stays@example.com"])
      await confirmFromMail(mailsTo(to)[0]);

    // The cancel link in the confirmation mail.
    const token = linkIn(mailsTo("cancel@example.com")[0], "/back-in-stock/unsubscribe");
    const page = await cancelLoader(args(pageRequest(`/back-in-stock/unsubscribe?token=${encodeURIComponent(token)}`)));
    expect(dataOf<{ state: { active: boolean; title: string } }>(page).state).toMatchObject({
      active: true,
      title: product.title,
    });
    const done = await cancelAction(args(formRequest("/back-in-stock/unsubscribe", { token, scope: "one" })));
    expect(dataOf(done)).toEqual({ done: true });
    // A forged link changes nothing.
    const forged = await cancelAction(
      args(formRequest("/back-in-stock/unsubscribe", { token: `${token.split(".")[0]}.AAAA`, scope: "all" })),
    );
    expect(statusOf(forged)).toBe(400);

    // left@ has a newsletter subscription and leaves it after asking for the alert.
    await db().newsletterSubscriber.create({
      data: { email: "left@example.com", consentText: "x", confirmedAt: new Date(Date.now() - 86_400_000) },
    });
    const sub = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: "left@example.com" } });
    expect(await leaveNewsletter(unsubscribeToken(sub.id))).toBe(true);

    await receive(product.id, 1);
    env.clearOutbox();
    expect(await sendBackInStockMails()).toEqual({ sent: 1, failed: 0, optedOut: 1 });
    expect(backMails("cancel@example.com")).toEqual([]);
    expect(backMails("left@example.com")).toEqual([]);
    expect(backMails("stays@example.com")).toHaveLength(1);
  });

  it("a newsletter unsubscribe older than the request does not stop it", async () => {
    const product = await outOfStock();
    await db().newsletterSubscriber.create({
      data: { email: "earlier@example.com", consentText: "x", unsubscribedAt: new Date(Date.now() - 60_000) },
    });
    await ask({ productId: product.id, email: "earlier@example.com" });
    await confirmFromMail(mailsTo("earlier@example.com")[0]);
    await receive(product.id, 1);
    expect((await sendBackInStockMails()).sent).toBe(1);
  });

  it("a bad e-mail answers the field's error and records nothing", async () => {
    const product = await outOfStock();
    const res = (await ask({
      productId: product.id,
      email: "not-an-address",
      redirectTo: `/product/${product.slug}`,
    })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/product/${product.slug}?restock=invalid#restock`);
    const viaFetcher = await ask({ productId: product.id, email: "", via: "fetcher" });
    expect(statusOf(viaFetcher)).toBe(400);
    expect(dataOf(viaFetcher)).toEqual({ status: "required" });
    const bad = await ask({ productId: product.id, email: "a@b", via: "fetcher" });
    expect(dataOf(bad)).toEqual({ status: "invalid" });
    expect(await db().backInStockAlert.count({ where: { productId: product.id } })).toBe(0);
    expect(env.mails()).toEqual([]);
  });

  it("is rate-limited per client address like the other public forms", async () => {
    const product = await outOfStock();
    const from = { "x-client-ip": "192.0.2.77" };
    for (let i = 0; i < BACK_IN_STOCK_LIMIT.limit; i++) {
      const ok = await ask({ productId: product.id, email: `r${i}@example.com`, via: "fetcher" }, "en", from);
      expect(dataOf(ok)).toEqual({ status: "ok" });
    }
    const refused = await ask({ productId: product.id, email: "late@example.com", via: "fetcher" }, "en", from);
    expect(statusOf(refused)).toBe(429);
    expect(dataOf(refused)).toEqual({ status: "limited" });
    expect(Number(headerOf(refused, "retry-after"))).toBeGreaterThan(0);
    expect(await db().backInStockAlert.count({ where: { email: "late@example.com" } })).toBe(0);
  });

  it("a product in stock, a draft or an unknown id records nothing", async () => {
    const [inStock] = await makeCatalogue(1, 4);
    expect(dataOf(await ask({ productId: inStock.id, email: "x@example.com", via: "fetcher" }))).toEqual({
      status: "inStock",
    });
    const draft = await outOfStock();
    await db().product.update({ where: { id: draft.id }, data: { published: false } });
    expect(statusOf(await ask({ productId: draft.id, email: "x@example.com", via: "fetcher" }))).toBe(404);
    expect(statusOf(await ask({ productId: "nope", email: "x@example.com", via: "fetcher" }))).toBe(404);
    expect(await db().backInStockAlert.count({ where: { email: "x@example.com" } })).toBe(0);
  });

  it("asking again renews a pending request with a new link (the old one dies) and leaves a waiting one alone", async () => {
    const product = await outOfStock();
    await ask({ productId: product.id, email: "twice@example.com" });
    const first = linkIn(mailsTo("twice@example.com")[0], "/back-in-stock/confirm");
    await ask({ productId: product.id, email: "twice@example.com" });
    expect(mailsTo("twice@example.com")).toHaveLength(2);
    const old = await confirmAction(args(formRequest("/back-in-stock/confirm", { token: first })));
    expect(statusOf(old)).toBe(400);
    await confirmFromMail(mailsTo("twice@example.com")[1]);
    await ask({ productId: product.id, email: "twice@example.com" });
    expect(mailsTo("twice@example.com")).toHaveLength(2);
    expect(await db().backInStockAlert.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("an expired confirmation link confirms nothing, and the sweep deletes the request", async () => {
    const product = await outOfStock();
    const requested = new Date(Date.now() - ALERT_CONFIRM_TTL_MS - 60_000);
    await requestAlert(
      { productId: product.id, email: "late@example.org", locale: "it", ip: null, user: null },
      requested,
    );
    const token = linkIn(mailsTo("late@example.org")[0], "/back-in-stock/confirm");
    expect(decoded(mailsTo("late@example.org")[0])).toContain("Conferma questo indirizzo");
    const res = await confirmAction(args(formRequest("/back-in-stock/confirm", { token })));
    expect(statusOf(res)).toBe(400);
    await sweepAlerts();
    expect(await db().backInStockAlert.count({ where: { email: "late@example.org" } })).toBe(0);
  });

  it("the account lists its open alerts and cancels one of its own, not someone else's", async () => {
    const [a, b] = await makeCatalogue(2, 0);
    const user = await makeUser({ verified: true });
    const session = await signIn(user);
    for (const p of [a, b])
      await requestAction(args(session.post("/back-in-stock", { productId: p.id, via: "fetcher" })));
    const stranger = await outOfStock();
    await ask({ productId: stranger.id, email: "stranger@example.com" });
    const strangers = await db().backInStockAlert.findFirstOrThrow({ where: { email: "stranger@example.com" } });

    const page = await accountAlertsLoader(args(session.request("/account/alerts")));
    const listed = dataOf<{ alerts: { id: string; title: string; status: string }[] }>(page).alerts;
    expect(listed.map((x) => x.title).sort()).toEqual([a.title, b.title].sort());

    const other = await settle(accountAlertsAction(args(session.post("/account/alerts", { id: strangers.id }))));
    expect(statusOf(other)).toBe(404);
    const mine = (await settle(
      accountAlertsAction(args(session.post("/account/alerts", { id: listed[0].id }))),
    )) as Response;
    expect(mine.status).toBe(303);
    expect((await db().backInStockAlert.findUniqueOrThrow({ where: { id: listed[0].id } })).status).toBe("cancelled");
    expect((await db().backInStockAlert.findUniqueOrThrow({ where: { id: strangers.id } })).status).toBe("pending");
  });
});
