import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { action as addressesAction, loader as addressesLoader } from "~/routes/account.addresses";
import { makeUser, signIn } from "../../../tests/support/account-fixtures";
import { withTestDatabase } from "../../../tests/support/db";
import { withTestEnv } from "../../../tests/support/env";
import { args, dataOf, settle, statusOf, type Fields } from "../../../tests/support/routes";
import type { AddressInput } from "./account-schemas";
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from "./addresses.server";

withTestEnv({ SESSION_SECRET: "a".repeat(40), NODE_ENV: "test" });

const address = (street: string, isDefault = false): AddressInput => ({
  fullName: "Ada Rossi",
  street,
  city: "Bologna",
  state: "BO",
  postalCode: "40125",
  country: "IT",
  phone: null,
  isDefault,
});

const defaults = async (userId: string) =>
  (await db().address.findMany({ where: { userId, isDefault: true }, select: { street: true } })).map((a) => a.street);

describe("the address book", () => {
  withTestDatabase();

  it("keeps exactly one default: the first address, then whichever is set, then the newest left", async () => {
    const ada = await makeUser();
    const first = await createAddress(ada.id, address("Via Uno 1"));
    expect(first.ok).toBe(true);
    expect(await defaults(ada.id)).toEqual(["Via Uno 1"]);
    const second = await createAddress(ada.id, address("Via Due 2"));
    expect(await defaults(ada.id)).toEqual(["Via Uno 1"]);
    const third = await createAddress(ada.id, address("Via Tre 3", true));
    expect(await defaults(ada.id)).toEqual(["Via Tre 3"]);
    if (!second.ok || !third.ok || !first.ok) throw new Error("setup");
    expect((await setDefaultAddress(ada.id, second.id)).ok).toBe(true);
    expect(await defaults(ada.id)).toEqual(["Via Due 2"]);
    // Editing with "default" ticked moves it; unticked keeps the current default.
    expect((await updateAddress(ada.id, first.id, address("Via Uno 11", true))).ok).toBe(true);
    expect(await defaults(ada.id)).toEqual(["Via Uno 11"]);
    expect((await updateAddress(ada.id, first.id, address("Via Uno 111", false))).ok).toBe(true);
    expect(await defaults(ada.id)).toEqual(["Via Uno 111"]);
    // Deleting the default hands it to the newest other address.
    expect((await deleteAddress(ada.id, first.id)).ok).toBe(true);
    expect(await defaults(ada.id)).toEqual(["Via Tre 3"]);
    const list = await listAddresses(ada.id);
    expect(list.map((a) => a.street)).toEqual(["Via Tre 3", "Via Due 2"]);
  });

  it("setting defaults at once still leaves one default", async () => {
    const ada = await makeUser();
    const ids: string[] = [];
    for (const s of ["A 1", "B 2", "C 3", "D 4"]) {
      const r = await createAddress(ada.id, address(s));
      if (r.ok) ids.push(r.id);
    }
    await Promise.all(ids.map((id) => setDefaultAddress(ada.id, id)));
    expect(await defaults(ada.id)).toHaveLength(1);
  });

  it("treats another shopper's address as not found and changes nothing", async () => {
    const ada = await makeUser();
    const bea = await makeUser();
    const beas = await createAddress(bea.id, address("Via di Bea 9"));
    if (!beas.ok) throw new Error("setup");
    expect(await updateAddress(ada.id, beas.id, address("Hacked 1"))).toEqual({ ok: false, reason: "not_found" });
    expect(await setDefaultAddress(ada.id, beas.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteAddress(ada.id, beas.id)).toEqual({ ok: false, reason: "not_found" });

    const session = await signIn(ada);
    for (const intent of ["update", "delete", "default"]) {
      const res = await settle(
        addressesAction(
          args(
            session.post("/account/addresses", {
              intent,
              id: beas.id,
              street: "Hacked 2",
              city: "X",
              postalCode: "1",
              country: "IT",
            }),
          ),
        ),
      );
      expect((res as Response).status, intent).toBe(404);
    }
    const page = await settle(addressesLoader(args(session.request(`/account/addresses?edit=${beas.id}`))));
    expect((page as Response).status).toBe(404);
    const row = await db().address.findUniqueOrThrow({ where: { id: beas.id } });
    expect(row).toMatchObject({ userId: bea.id, street: "Via di Bea 9", isDefault: true });
  });

  it("the form validates (phone 10 to 15 digits, EU country, required fields) and ignores userId", async () => {
    const ada = await makeUser();
    const bea = await makeUser();
    const session = await signIn(ada);
    const post = (fields: Fields) => addressesAction(args(session.post("/account/addresses", fields)));
    const bad = await post({
      intent: "create",
      street: "",
      city: "Roma",
      postalCode: "00100",
      country: "US",
      phone: "12345",
    });
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad).errors).toEqual({
      street: "errors.required",
      country: "errors.countryInvalid",
      phone: "errors.phoneInvalid",
    });
    expect(await db().address.count({ where: { userId: ada.id } })).toBe(0);

    const ok = (await post({
      intent: "create",
      street: "Via Roma 1",
      city: "Roma",
      postalCode: "00100",
      country: "it",
      phone: "+39 347 123 4567",
      userId: bea.id,
      isDefault: "on",
    })) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/account/addresses");
    const [row] = await listAddresses(ada.id);
    expect(row).toMatchObject({ street: "Via Roma 1", country: "IT", phone: "+393471234567", isDefault: true });
    expect(await db().address.count({ where: { userId: bea.id } })).toBe(0);
  });
});
