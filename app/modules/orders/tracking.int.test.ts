import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { createTestDatabase } from "../../../tests/support/db";
import { trackOrder } from "./tracking.server";

const base = {
  shipName: "Ada Rossi",
  shipStreet: "Via Roma 1",
  shipPostalCode: "00100",
  shipCountry: "IT",
  subtotalCents: 2000,
  totalCents: 2490,
};

describe("trackOrder", () => {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ cleanup } = await createTestDatabase());
    await db().order.create({
      data: {
        ...base,
        oid: "SAT-20001",
        email: "ada@example.com",
        status: "shipped",
        carrier: "BRT",
        awb: "BRT123456789",
        createdAt: new Date("2026-10-01T09:00:00Z"),
        lines: {
          create: [
            { title: "Sandalwood incense", unitPriceCents: 500, quantity: 2, lineTotalCents: 1000 },
            { title: "Amethyst geode", unitPriceCents: 1000, quantity: 1, lineTotalCents: 1000 },
          ],
        },
      },
    });
    await db().order.create({
      data: { ...base, oid: "SAT-20002", email: "bob@example.com", status: "processing", awb: "BRT000000002" },
    });
  });
  afterAll(async () => cleanup());

  it("finds an order by its id with the matching e-mail (any case, trimmed)", async () => {
    const found = await trackOrder("  sat-20001 ", " ADA@Example.com ");
    expect(found).toEqual({
      oid: "SAT-20001",
      status: "shipped",
      createdAt: "2026-10-01T09:00:00.000Z",
      itemCount: 3,
      shipment: { carrier: "BRT", awb: "BRT123456789" },
    });
  });

  it("finds an order by its AWB with the matching e-mail", async () => {
    expect((await trackOrder("brt123456789", "ada@example.com"))?.oid).toBe("SAT-20001");
  });

  it("says nothing when the e-mail belongs to another order or to nobody", async () => {
    expect(await trackOrder("SAT-20001", "bob@example.com")).toBeNull();
    expect(await trackOrder("SAT-20001", "eve@example.com")).toBeNull();
    expect(await trackOrder("SAT-99999", "ada@example.com")).toBeNull();
    expect(await trackOrder("", "ada@example.com")).toBeNull();
    expect(await trackOrder("SAT-20001", "")).toBeNull();
    expect(await trackOrder("%", "%")).toBeNull();
  });

  it("hides the AWB until the parcel has shipped", async () => {
    const found = await trackOrder("SAT-20002", "bob@example.com");
    expect(found?.status).toBe("processing");
    expect(found?.shipment).toBeNull();
    expect(found?.itemCount).toBe(0);
  });
});
