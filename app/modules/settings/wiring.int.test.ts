import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { cartCookieHeader } from "~/modules/cart/cart-cookie.server";
import { placeOrder, type PlaceOrderInput } from "~/modules/checkout/place-order.server";
import { pricingOf, pricingStamp } from "~/modules/checkout/pricing";
import { previewDiscount } from "~/modules/checkout/quote.server";
import { getChromeData } from "~/modules/content/chrome.server";
import { footerPage } from "~/modules/content/pages.server";
import { confirmSubscription } from "~/modules/marketing/newsletter.server";
import { action as checkoutApi } from "~/routes/api.checkout";
import { loader as cartLoader } from "~/routes/cart";
import { loader as inventoryLoader } from "~/routes/sattva-administration.inventory";
import { action as paymentAction, loader as paymentLoader } from "~/routes/pages.payment-proceed";
import { loader as newProductLoader } from "~/routes/sattva-administration.products_.new";
import { checkoutCustomer, makeCatalogue, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { MAIL_ENV, withTestEnv } from "../../../tests/support/env";
import {
  args,
  dataOf,
  formRequest,
  jsonRequest,
  pageRequest,
  responseOf,
  statusOf,
} from "../../../tests/support/routes";
import { saveSettingsSection } from "./admin.server";
import { SETTING_DEFAULTS, type SettingKey, type ShopSettings } from "./defaults";
import { getShopSettings, invalidateShopSettings } from "./settings.server";

/**
 * Every reader of a setting takes the saved value: a changed setting changes the checkout's
 * total, the code accepted, the methods offered, the reservation, the stock status and the footer.
 */

withTestEnv({ ...MAIL_ENV, SESSION_SECRET: "w".repeat(40), NODE_ENV: "test" }, { outbox: "settings-wiring" });

let admin: { id: string };
const set = async <K extends SettingKey>(key: K, value: ShopSettings[K]) => saveSettingsSection(admin, key, value);

let n = 0;
const order = (productId: string, over: Partial<PlaceOrderInput> = {}) =>
  placeOrder({
    method: "card",
    items: [{ productId, quantity: 1 }],
    customer: checkoutCustomer(`wiring${++n}@settings.test`),
    user: null,
    locale: "en",
    clientIp: null,
    ...over,
  });

async function productAt(priceCents: number) {
  const [p] = await makeCatalogue(1, 50);
  await db().product.update({ where: { id: p.id }, data: { originalPriceCents: priceCents } });
  return p;
}

describe("the shop reads its settings", () => {
  withTestDatabase();
  beforeEach(async () => {
    await db().shopSetting.deleteMany();
    invalidateShopSettings();
    admin ??= await makeUser({ role: "admin" });
  });

  it("prices an order with the saved shipping rate, threshold, zone 1 and VAT", async () => {
    const p = await productAt(3000);
    const before = await order(p.id);
    expect(before).toMatchObject({ ok: true, totals: { shippingCents: 490, totalCents: 3490, vatCents: 629 } });

    const shipping = structuredClone(SETTING_DEFAULTS.shipping);
    shipping.zones.IT = { rateCents: 700, freeFromCents: 10_000 };
    shipping.zones.EU2.rateCents = 2_000;
    shipping.zone1Countries = ["ES"];
    await set("shipping", shipping);
    await set("vatPercent", 10);
    const after = await order(p.id);
    // 30.00 + 7.00 = 37.00, of which 10/110 is VAT: 3.36.
    expect(after).toMatchObject({ ok: true, totals: { shippingCents: 700, totalCents: 3700, vatCents: 336 } });
    if (!after.ok) return;
    const stored = await db().order.findUniqueOrThrow({ where: { id: after.orderId }, include: { payments: true } });
    expect(stored).toMatchObject({ shippingCents: 700, vatCents: 336, totalCents: 3700 });
    expect(stored.payments[0].amountCents).toBe(3700);
    // Spain is now zone 1 (9.90), France the rest of the EU (20.00).
    const es = await order(p.id, { customer: checkoutCustomer(`es${n}@settings.test`, { country: "ES" }) });
    const fr = await order(p.id, { customer: checkoutCustomer(`fr${n}@settings.test`, { country: "FR" }) });
    expect(es).toMatchObject({ ok: true, totals: { shippingCents: 990 } });
    expect(fr).toMatchObject({ ok: true, totals: { shippingCents: 2_000 } });
    // The "Shipping and delivery" page and the payment page's VAT line say the same.
    const page = JSON.stringify(await footerPage("en", "shipping", await getShopSettings()));
    expect(page).toContain("Italy: €7, free over €100");
    expect(page).toContain("EU zone 1 (Spain): €9.90");
    expect(JSON.stringify(await footerPage("en", "paymentMethods", await getShopSettings()))).toContain("include 10%");
  });

  it("refuses an order whose page showed other pricing (409), and the page then shows the new pricing", async () => {
    const p = await productAt(3000);
    const url = `/pages/payment-proceed?method=card&product=${p.id}&quantity=1`;
    const shown = dataOf<{ pricing: unknown; stamp: string }>(await paymentLoader(args(pageRequest(url))));
    expect(shown.pricing).toEqual(pricingOf(SETTING_DEFAULTS));

    const shipping = structuredClone(SETTING_DEFAULTS.shipping);
    shipping.zones.IT.rateCents = 800;
    await set("shipping", shipping);
    const fields = {
      ...checkoutCustomer("stamp@settings.test"),
      method: "card",
      intent: "place",
      product: p.id,
      quantity: "1",
      lines: `${p.id}:1`,
      pricing: shown.stamp,
    };
    const refused = await paymentAction(args(formRequest(url, fields)));
    expect(statusOf(refused)).toBe(409);
    const answer = dataOf<{ notice: { key: string }; pricing: { pricing: ShopSettings; stamp: string } }>(refused);
    expect(answer.notice.key).toBe("settings-office:store.pricesChanged");
    expect(answer.pricing.pricing.shipping.zones.IT.rateCents).toBe(800);
    expect(await db().order.count({ where: { email: "stamp@settings.test" } })).toBe(0);

    // Confirmed again with what is now shown: placed, at the new rate.
    const placed = await responseOf(
      paymentAction(args(formRequest(url, { ...fields, pricing: answer.pricing.stamp }))),
    );
    expect(placed.status).toBe(303);
    const stored = await db().order.findFirstOrThrow({ where: { email: "stamp@settings.test" } });
    expect(stored.shippingCents).toBe(800);
    const settings = await getShopSettings();
    expect(answer.pricing.stamp).toBe(pricingStamp(pricingOf(settings), settings.newsletter.percent));
  });

  it("accepts the saved welcome code at its percent, not the old one, and mails it", async () => {
    const email = `news${++n}@settings.test`;
    await db().newsletterSubscriber.create({ data: { email, consentText: "I agree", confirmedAt: new Date() } });
    const p = await productAt(10_000);
    await set("newsletter", { code: "CIAO15", percent: 15 });
    expect(await previewDiscount("BENVENUTO10", email)).toBeNull();
    expect(await previewDiscount("ciao15", email)).toBe(15);
    // The announcement and the sign-up form say 15%, and so does the FAQ.
    expect((await getChromeData(pageRequest("/"), "en")).data.welcomePercent).toBe(15);
    expect(JSON.stringify(await footerPage("en", "faq", await getShopSettings()))).toContain("How do I get 15% off?");
    const customer = checkoutCustomer(email);
    expect(await order(p.id, { customer, discountCode: "BENVENUTO10" })).toMatchObject({
      ok: false,
      reason: "discount_invalid",
    });
    expect(await order(p.id, { customer, discountCode: "ciao15" })).toMatchObject({
      ok: true,
      totals: { subtotalCents: 10_000, discountCents: 1_500 },
    });
    // Renaming the code gives no second welcome to the same address.
    await set("newsletter", { code: "ANCORA20", percent: 20 });
    expect(await order(p.id, { customer, discountCode: "ANCORA20" })).toMatchObject({ ok: false });

    const token = "t".repeat(32) + n;
    const { createHash } = await import("node:crypto");
    await db().newsletterSubscriber.create({
      data: {
        email: `confirm${n}@settings.test`,
        consentText: "I agree",
        confirmTokenHash: createHash("sha256").update(token).digest("hex"),
      },
    });
    expect(await confirmSubscription(token)).toEqual({ ok: true, code: "ANCORA20" });
  });

  it("refuses a method switched off and stops offering it (cart, checkout, API)", async () => {
    const p = await productAt(2000);
    await set("paymentMethods", { card: true, "bank-transfer": true, paypal: false });
    expect(await order(p.id, { method: "paypal" })).toMatchObject({ ok: false, reason: "method_unavailable" });
    expect(await order(p.id, { method: "card" })).toMatchObject({ ok: true });

    const cookie = `i18next=en; ${(await cartCookieHeader([{ productId: p.id, quantity: 1 }])).split(";")[0]}`;
    const cart = dataOf<{ cart: { methods: { method: string }[] } }>(
      await cartLoader(args(pageRequest("/cart", { headers: { cookie } }))),
    );
    expect(cart.cart.methods.map((m) => m.method)).toEqual(["card", "bank-transfer"]);

    const page = dataOf<{ method: string | null; notice: { key: string } | null }>(
      await paymentLoader(args(pageRequest(`/pages/payment-proceed?method=paypal&product=${p.id}`))),
    );
    expect(page).toMatchObject({ method: null, notice: { key: "errors.methodUnavailable" } });

    const api = await responseOf(
      checkoutApi(
        args(
          jsonRequest("/api/checkout", {
            method: "paypal",
            items: [{ id: p.id, quantity: 1 }],
            customer: checkoutCustomer("api@settings.test"),
          }),
        ),
      ),
    );
    expect(api.status).toBe(503);
    expect(((await api.json()) as { error: string }).error).toMatch(/not available/i);
  });

  it("holds an unpaid order's stock for the saved minutes", async () => {
    const p = await productAt(2000);
    const now = new Date("2026-11-25T10:00:00Z");
    await set("reservation", { minutes: 45, bankTransferMinutes: 600 });
    const card = await order(p.id, { now });
    const bank = await order(p.id, { now, method: "bank-transfer" });
    expect(card.ok && card.reservationExpires.toISOString()).toBe("2026-11-25T10:45:00.000Z");
    expect(bank.ok && bank.reservationExpires.toISOString()).toBe("2026-11-25T20:00:00.000Z");
  });

  it("shows the low-stock default on the inventory and starts new products with it", async () => {
    const staff = await signIn(await makeUser({ role: "admin" }));
    await set("lowStockDefault", 7);
    const inventory = (await inventoryLoader(args(staff.request("/sattva-administration/inventory")))) as {
      threshold: number;
    };
    expect(inventory.threshold).toBe(7);
    const form = (await newProductLoader(args(staff.request("/sattva-administration/products/new")))) as {
      values: { lowStockThreshold: string };
    };
    expect(form.values.lowStockThreshold).toBe("7");
  });

  it("names the shop as its legal identity says: footer and legal pages", async () => {
    await set("legal", { ...SETTING_DEFAULTS.legal, name: "Incensi Bolognesi S.r.l.", vatNumber: "IT01234567897" });
    const chrome = await getChromeData(pageRequest("/"), "it");
    expect(chrome.data.shop).toMatchObject({ name: "Incensi Bolognesi S.r.l.", vatNumber: "IT01234567897" });
    const privacy = JSON.stringify(await footerPage("en", "privacy", await getShopSettings()));
    expect(privacy).toContain("Incensi Bolognesi S.r.l.");
    expect(privacy).not.toContain("Sattva S.r.l.");
  });
});
