import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action, loader } from "~/routes/sattva-administration.shop-settings";
import { FIXTURE_PASSWORD, makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, responseOf, setsFlash, statusOf, type Fields } from "../../../tests/support/routes";
import { SETTING_DEFAULTS, type SettingKey } from "./defaults";
import { getShopSettings, invalidateShopSettings } from "./settings.server";

/**
 * The shop settings page: each section saved with the admin's password (stored, audited before →
 * after, toast), each refused with its errors per field (400, nothing stored), a wrong password
 * refused (403), and the page closed to managers and shoppers.
 */

withTestEnv({ SESSION_SECRET: "x".repeat(40), NODE_ENV: "test" });

const PATH = "/sattva-administration/shop-settings";
type Here = Awaited<ReturnType<typeof signIn>>;

const post = (here: Here, intent: string, fields: Fields, password = FIXTURE_PASSWORD) =>
  action(args(here.post(PATH, { intent, password, ...fields })));

const stored = async (key: SettingKey) => (await db().shopSetting.findUnique({ where: { key } }))?.value ?? null;

/** A valid form per section, and what it stores. */
const VALID: Record<SettingKey, { fields: Fields; value: unknown }> = {
  legal: {
    fields: {
      name: "Sattva Società Benefit S.r.l.",
      street: "Via del Pratello 7",
      postalCode: "40122",
      city: "Bologna",
      province: "bo",
      country: "it",
      vatNumber: "IT 0123456789 7",
      taxCode: "01234567897",
      pec: "Sattva@PEC.example.it",
      sdiCode: "m5uxcr1",
      email: "ciao@sattva.shop",
      phone: "+39 051 765 4321",
      // FatturaPA (issue 14): regime fiscale and REA, normalised as stored.
      regimeFiscale: "RF01",
      reaOffice: "bo",
      reaNumber: "BO-123456",
      shareCapital: "10.000,00",
      soleShareholder: "SU",
      liquidation: "LN",
    },
    value: {
      name: "Sattva Società Benefit S.r.l.",
      street: "Via del Pratello 7",
      postalCode: "40122",
      city: "Bologna",
      province: "BO",
      country: "IT",
      vatNumber: "IT01234567897",
      taxCode: "01234567897",
      pec: "sattva@pec.example.it",
      sdiCode: "M5UXCR1",
      email: "ciao@sattva.shop",
      phone: "+39 051 765 4321",
      regimeFiscale: "RF01",
      reaOffice: "BO",
      reaNumber: "BO-123456",
      shareCapital: "10000.00",
      soleShareholder: "SU",
      liquidation: "LN",
    },
  },
  shipping: {
    fields: {
      rate_IT: "5,50",
      freeFrom_IT: "59",
      rate_EU1: "10.90",
      freeFrom_EU1: "99.00",
      rate_EU2: "0",
      freeFrom_EU2: "149.5",
      zone1: ["FR", "AT", "ES"],
    },
    value: {
      zones: {
        IT: { rateCents: 550, freeFromCents: 5900 },
        EU1: { rateCents: 1090, freeFromCents: 9900 },
        EU2: { rateCents: 0, freeFromCents: 14950 },
      },
      zone1Countries: ["AT", "ES", "FR"],
    },
  },
  vatPercent: { fields: { vatPercent: "10" }, value: 10 },
  lowStockDefault: { fields: { lowStockDefault: "7" }, value: 7 },
  newsletter: { fields: { code: " ciao-15 ", percent: "15" }, value: { code: "CIAO-15", percent: 15 } },
  reservation: {
    fields: { minutes: "45", bankTransferMinutes: "2880" },
    value: { minutes: 45, bankTransferMinutes: 2880 },
  },
  paymentMethods: {
    fields: { card: "on", "bank-transfer": "on" },
    value: { card: true, "bank-transfer": true, paypal: false },
  },
};

/** Per section, forms refused with the field named and its message key. */
const INVALID: Record<SettingKey, [Fields, string, string][]> = {
  legal: [
    [{ ...VALID.legal.fields, vatNumber: "IT01234567890" }, "vatNumber", "errors.vatNumber"],
    [{ ...VALID.legal.fields, vatNumber: "DE123456789" }, "vatNumber", "errors.vatNumber"],
    [{ ...VALID.legal.fields, sdiCode: "ABC12" }, "sdiCode", "errors.sdiCode"],
    [{ ...VALID.legal.fields, pec: "not-an-address" }, "pec", "errors.pec"],
    [{ ...VALID.legal.fields, name: "  " }, "name", "errors.required"],
    [{ ...VALID.legal.fields, regimeFiscale: "RF03" }, "regimeFiscale", "invoicing:errors.regimeFiscale"],
    [{ ...VALID.legal.fields, reaNumber: "" }, "reaNumber", "invoicing:errors.reaNumberRequired"],
    [{ ...VALID.legal.fields, shareCapital: "ten" }, "shareCapital", "invoicing:errors.shareCapital"],
  ],
  shipping: [
    [{ ...VALID.shipping.fields, rate_IT: "-1" }, "rate_IT", "errors.amount"],
    [{ ...VALID.shipping.fields, freeFrom_EU1: "4.999" }, "freeFrom_EU1", "errors.amount"],
    [{ ...VALID.shipping.fields, rate_EU2: "" }, "rate_EU2", "errors.amount"],
    [{ ...VALID.shipping.fields, zone1: ["FR", "IT"] }, "zone1", "errors.country"],
  ],
  vatPercent: [
    [{ vatPercent: "101" }, "vatPercent", "errors.vatPercent"],
    [{ vatPercent: "22.5" }, "vatPercent", "errors.vatPercent"],
  ],
  lowStockDefault: [[{ lowStockDefault: "-3" }, "lowStockDefault", "errors.lowStock"]],
  newsletter: [
    [{ code: "BENVENUTO10", percent: "0" }, "percent", "errors.codePercent"],
    [{ code: "BENVENUTO10", percent: "91" }, "percent", "errors.codePercent"],
    [{ code: "a b", percent: "10" }, "code", "errors.code"],
  ],
  reservation: [
    [{ minutes: "4", bankTransferMinutes: "1440" }, "minutes", "errors.minutes"],
    [{ minutes: "30", bankTransferMinutes: String(7 * 24 * 60 + 1) }, "bankTransferMinutes", "errors.bankMinutes"],
  ],
  paymentMethods: [[{}, "methods", "errors.oneMethod"]],
};

const sections = Object.keys(VALID) as SettingKey[];

describe("the shop settings page", () => {
  withTestDatabase();
  beforeEach(async () => {
    await db().shopSetting.deleteMany();
    invalidateShopSettings();
  });

  it("shows the current values, the defaults until a section is saved", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const page = (await loader(args(admin.request(PATH)))) as { settings: unknown; title: string };
    expect(page.settings).toMatchObject({
      ...SETTING_DEFAULTS,
      reservation: { minutes: 30, bankTransferMinutes: 1440 },
    });
    expect(page.title).toContain("Shop settings");
  });

  it.each(sections)("saves the %s section with an audit record (before → after) and a toast", async (key) => {
    const user = await makeUser({ role: "admin" });
    const admin = await signIn(user);
    const before = (await getShopSettings())[key];
    const res = await responseOf(post(admin, key, VALID[key].fields));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${PATH}#${key}`);
    expect(setsFlash(res)).toBe(true);
    expect(await stored(key)).toEqual(VALID[key].value);
    // The shop reads the new value at once on this server.
    expect((await getShopSettings())[key]).toEqual(VALID[key].value);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "settings.update", entityId: key } });
    expect(audit).toMatchObject({ actorId: user.id, entity: "ShopSetting" });
    expect(audit.data).toEqual({ before, after: VALID[key].value });
  });

  it.each(sections)("refuses a bad %s form with errors per field (400), storing nothing", async (key) => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const audits = await db().auditEvent.count({ where: { action: "settings.update" } });
    for (const [fields, field, message] of INVALID[key]) {
      const answer = await post(admin, key, fields);
      expect(statusOf(answer)).toBe(400);
      expect(dataOf(answer)).toMatchObject({ section: key, errors: { [field]: message } });
    }
    expect(await db().shopSetting.count()).toBe(0);
    expect(await db().auditEvent.count({ where: { action: "settings.update" } })).toBe(audits);
  });

  it("wants the admin's own password: missing (400) or wrong (403) saves nothing", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const missing = await post(admin, "vatPercent", { vatPercent: "10" }, "");
    expect(statusOf(missing)).toBe(400);
    expect(dataOf(missing)).toMatchObject({ errors: { password: "errors.passwordRequired" } });
    const wrong = await post(admin, "vatPercent", { vatPercent: "10" }, "not-my-password");
    expect(statusOf(wrong)).toBe(403);
    expect(dataOf(wrong)).toMatchObject({ errors: { password: "errors.passwordWrong" } });
    expect(await db().shopSetting.count()).toBe(0);
  });

  it("refuses an unknown section (400)", async () => {
    const admin = await signIn(await makeUser({ role: "admin" }));
    const answer = await post(admin, "secret", {});
    expect(statusOf(answer)).toBe(400);
  });

  it("is for admins only: a manager and a shopper are sent home, and their posts change nothing", async () => {
    for (const role of ["manager", "user"] as const) {
      const here = await signIn(await makeUser({ role }));
      const page = await responseOf(loader(args(here.request(PATH))));
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/");
      const res = await responseOf(post(here, "vatPercent", { vatPercent: "10" }));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    expect(await db().shopSetting.count()).toBe(0);
  });
});
