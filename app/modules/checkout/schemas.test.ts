import { describe, expect, it } from "vitest";
import en from "../../../locales/en/checkout.json";
import { apiCheckoutSchema, checkoutFormSchema, customerSchema, quantityField, specCheckoutSchema } from "./schemas";

const ID = "cm0aaaaaaaaaaaaaaaaaaaaaa";

const customer = {
  fullName: "Ada Rossi",
  email: "ada@example.test",
  address: "Via Roma 1",
  city: "Bologna",
  postalCode: "40100",
  phone: "3471234567",
  country: "IT",
};

/** Every message of a failed parse by dotted path ("items.0.quantity"), in English. */
function errorsOf(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= english(issue.message);
  }
  return out;
}

function english(key: string): string {
  const [ns, name] = key.split(".");
  const text = (en as unknown as Record<string, Record<string, string>>)[ns]?.[name];
  if (!text) throw new Error(`no English text for ${key}`);
  return text;
}

describe("customerSchema", () => {
  it("accepts a customer, trims, lower-cases the e-mail, upper-cases the country, keeps the phone's digits", () => {
    const r = customerSchema.safeParse({
      ...customer,
      email: " Ada@Example.TEST ",
      country: " de ",
      phone: "+39 (347) 123-4567",
      fullName: "  Ada Rossi ",
    });
    expect(r.success && r.data).toEqual({
      ...customer,
      email: "ada@example.test",
      country: "DE",
      phone: "+393471234567",
      fullName: "Ada Rossi",
    });
  });

  it.each(["", "ada", "ada@", "@example.test", "ada@@example.test", "ada example@test.it", "a".repeat(250) + "@x.it"])(
    "e-mail %j → 'Email is invalid' (or required when empty)",
    (email) => {
      const errors = errorsOf(customerSchema.safeParse({ ...customer, email }));
      expect(errors.email).toBe(email === "" ? "This field is required." : "Email is invalid");
    },
  );

  it("phone: 10 to 15 digits, whatever the spacing; 9 or 16 digits and letters → 'Phone Number is invalid'", () => {
    for (const ok of ["3471234567", "+393471234567", "347 123 4567", "123456789012345", "(347) 123-45.67"]) {
      expect(customerSchema.safeParse({ ...customer, phone: ok }).success, ok).toBe(true);
    }
    for (const bad of ["123456789", "1234567890123456", "+1 234 567 89", "347123456a", "347-CALL-ME1", "3471234567;"]) {
      expect(errorsOf(customerSchema.safeParse({ ...customer, phone: bad })).phone, bad).toBe(
        "Phone Number is invalid",
      );
    }
    expect(errorsOf(customerSchema.safeParse({ ...customer, phone: "" })).phone).toBe("This field is required.");
    expect(errorsOf(customerSchema.safeParse({ ...customer, phone: 3471234567 })).phone).toBe(
      "This field is required.",
    );
  });

  it("postal code: letters, digits, spaces and hyphens, 2 to 12", () => {
    for (const ok of ["40100", "1010", "SW1A 1AA", "75-001", "D02 X285"]) {
      expect(customerSchema.safeParse({ ...customer, postalCode: ok }).success, ok).toBe(true);
    }
    for (const bad of ["1", "-4010", "40100<", "4010/0", "ABCDEFGHIJKLM"]) {
      expect(errorsOf(customerSchema.safeParse({ ...customer, postalCode: bad })).postalCode, bad).toBe(
        "Postal Code is invalid",
      );
    }
    expect(errorsOf(customerSchema.safeParse({ ...customer, postalCode: "  " })).postalCode).toBe(
      "This field is required.",
    );
  });

  it("country: an EU member state only", () => {
    for (const bad of ["GB", "CH", "US", "ITA", "", 39, null]) {
      expect(errorsOf(customerSchema.safeParse({ ...customer, country: bad })).country, String(bad)).toBe(
        "Please choose a country of the European Union.",
      );
    }
  });

  it("refuses missing fields, line breaks and over-long text", () => {
    const errors = errorsOf(customerSchema.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual([
      "address",
      "city",
      "country",
      "email",
      "fullName",
      "phone",
      "postalCode",
    ]);
    expect(errorsOf(customerSchema.safeParse({ ...customer, address: "Via Roma 1\nBcc: x" })).address).toBe(
      "Please remove line breaks and special characters.",
    );
    expect(errorsOf(customerSchema.safeParse({ ...customer, fullName: "a".repeat(121) })).fullName).toBe(
      "This is too long.",
    );
  });
});

describe("quantities", () => {
  it.each([0, -1, 1.5, 1e9, "1e2", "2", "", "one", null, true, [1], { n: 1 }, NaN, Infinity, 100])(
    "%j is refused",
    (q) => {
      expect(quantityField.safeParse(q).success).toBe(false);
      const r = apiCheckoutSchema.safeParse({ method: "card", items: [{ id: ID, quantity: q }], customer });
      expect(r.success).toBe(false);
      expect(errorsOf(r)["items.0.quantity"]).toMatch(/whole numbers|At most 99/);
    },
  );

  it("1 to 99 are taken as they are", () => {
    for (const q of [1, 2, 50, 99]) expect(quantityField.parse(q)).toBe(q);
    expect(
      errorsOf(apiCheckoutSchema.safeParse({ method: "card", items: [{ id: ID, quantity: 100 }], customer })),
    ).toEqual({ "items.0.quantity": "At most 99 units of one product per order." });
  });
});

describe("apiCheckoutSchema", () => {
  it("drops every price, total and unknown key a client sends", () => {
    const r = apiCheckoutSchema.safeParse({
      method: "card",
      items: [{ id: ID, quantity: 2, price: 1, unitPriceCents: 1, total: 1, totalAmount: 1, title: "x" }],
      customer: { ...customer, price: 1, unitPriceCents: 1, total: 1, totalAmount: 1, role: "admin", userId: "u1" },
      totalAmount: 1,
      total: 1,
      discountCents: 9999,
      status: "paid",
    });
    expect(r.success && r.data).toEqual({
      method: "card",
      items: [{ id: ID, quantity: 2 }],
      customer,
      discountCode: "",
    });
  });

  it("needs a known method, one to 40 items with product ids", () => {
    const base = { method: "card", items: [{ id: ID, quantity: 1 }], customer };
    for (const m of ["card", "bank-transfer", "paypal"])
      expect(apiCheckoutSchema.safeParse({ ...base, method: m }).success).toBe(true);
    expect(errorsOf(apiCheckoutSchema.safeParse({ ...base, method: "cash" })).method).toBe(
      "Please choose a payment method.",
    );
    expect(errorsOf(apiCheckoutSchema.safeParse({ ...base, items: [] })).items).toBe("Your cart is empty.");
    expect(errorsOf(apiCheckoutSchema.safeParse({ ...base, items: "x" })).items).toBe("Your cart is empty.");
    const many = Array.from({ length: 41 }, () => ({ id: ID, quantity: 1 }));
    expect(errorsOf(apiCheckoutSchema.safeParse({ ...base, items: many })).items).toBe(
      "An order can hold at most 40 different products.",
    );
    expect(apiCheckoutSchema.safeParse({ ...base, items: many.slice(0, 40) }).success).toBe(true);
    for (const id of ["", "short", "../../etc", "x'; drop table", 12345678, null]) {
      expect(errorsOf(apiCheckoutSchema.safeParse({ ...base, items: [{ id, quantity: 1 }] }))["items.0.id"]).toBe(
        "This product does not exist.",
      );
    }
  });

  it("upper-cases and trims a discount code", () => {
    const r = apiCheckoutSchema.parse({
      method: "paypal",
      items: [{ id: ID, quantity: 1 }],
      customer,
      discountCode: " benvenuto10 ",
    });
    expect(r.discountCode).toBe("BENVENUTO10");
  });
});

describe("checkoutFormSchema", () => {
  it("is the customer, the method and a code; nothing else", () => {
    const r = checkoutFormSchema.safeParse({ ...customer, method: "bank-transfer", discountCode: "", total: "0.01" });
    expect(r.success && r.data).toEqual({ ...customer, method: "bank-transfer", discountCode: "" });
    expect(errorsOf(checkoutFormSchema.safeParse({ ...customer }))).toEqual({
      method: "Please choose a payment method.",
    });
  });
});

describe("specCheckoutSchema", () => {
  it("reads the spec's body: items by id or title, price and totalAmount dropped, Italy by default", () => {
    const { city: _city, country: _country, ...specCustomer } = customer;
    const r = specCheckoutSchema.safeParse({
      items: [
        { title: "Nag Champa", price: 0.01, quantity: 2, imgUrl: "/x.jpg" },
        { id: ID, price: 0, quantity: 1 },
      ],
      totalAmount: 0.01,
      customer: specCustomer,
    });
    expect(r.success && r.data).toEqual({
      items: [
        { title: "Nag Champa", quantity: 2 },
        { id: ID, quantity: 1 },
      ],
      customer: { ...specCustomer, city: "", country: "IT" },
    });
    for (const q of [0, -1, 1.5, 1e9, "1e2", 100]) {
      expect(specCheckoutSchema.safeParse({ items: [{ id: ID, quantity: q }], customer: specCustomer }).success).toBe(
        false,
      );
    }
  });
});
