import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flashHeader } from "~/lib/flash.server";
import { addressIntentSchema, addressSchema, idField, optionName } from "~/modules/accounts/account-schemas";
import { formFields } from "~/lib/form";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "~/modules/accounts/addresses.server";
import { euCountryOptions } from "~/modules/accounts/countries.server";
import { requireRole } from "~/modules/accounts/guards.server";
import { seeOther, typedValues } from "~/modules/accounts/route-helpers.server";
import { fieldErrors } from "~/modules/accounts/schemas";
import { getLanguage, getT } from "~/modules/i18n/i18n.server";
import { AccountAddressCard } from "~/ui/account/AccountAddressCard";
import { AccountAddressForm, type AddressFormValues } from "~/ui/account/AccountAddressForm";
import { accountHeaders, accountMeta, NO_STORE } from "~/ui/account/AccountMeta";
import { AccountEmpty, AccountTab } from "~/ui/account/AccountTab";
import { translatedClientLoader } from "~/lib/i18n-client";

export const handle = { i18n: ["account"] };
export const clientLoader = translatedClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data);

export const headers = accountHeaders;

/** The address book (also the spec's /account/addresses). `?edit=<id>` opens one address's form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "user");
  const editParam = new URL(request.url).searchParams.get("edit");
  const [addresses, t, lng] = await Promise.all([
    listAddresses(user.id),
    getT(request, "account"),
    getLanguage(request),
  ]);
  let editing: string | null = null;
  if (editParam !== null) {
    const id = idField.safeParse(editParam);
    // Another shopper's address (or none): not found.
    if (!id.success || !addresses.some((a) => a.id === id.data)) throw new Response(null, { status: 404 });
    editing = id.data;
  }
  return data(
    { addresses, editing, countries: euCountryOptions(lng), title: t("meta.addresses") },
    { headers: NO_STORE },
  );
}

const TEXT_FIELDS = ["fullName", "street", "city", "state", "postalCode", "country", "phone"] as const;
const FIELDS = [...TEXT_FIELDS, "isDefault"] as const;

type ActionData = {
  intent: "create" | "update";
  id?: string;
  errors: Record<string, string>;
  values: AddressFormValues;
};

async function done(key: string) {
  return seeOther("/account/addresses", [await flashHeader({ key: `account:addresses.${key}` })]);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "user");
  const form = await request.formData();
  const head = addressIntentSchema.safeParse(formFields(form, ["intent", "id"]));
  if (!head.success) return data({ error: "errors.invalid" }, { status: 400 });
  const { intent, id } = head.data;
  if (intent !== "create" && !id) return data({ error: "errors.invalid" }, { status: 400 });

  if (intent === "delete" || intent === "default") {
    const outcome = intent === "delete" ? await deleteAddress(user.id, id!) : await setDefaultAddress(user.id, id!);
    if (!outcome.ok) throw new Response(null, { status: 404 });
    return done(intent === "delete" ? "deleted" : "defaultSet");
  }

  const fields = formFields(form, FIELDS);
  const values: AddressFormValues = {
    isDefault: fields.isDefault !== undefined,
    ...typedValues(fields, TEXT_FIELDS, 300),
  };
  const parsed = addressSchema.safeParse(fields);
  if (!parsed.success) {
    return data<ActionData>({ intent, id, errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  const outcome =
    intent === "create" ? await createAddress(user.id, parsed.data) : await updateAddress(user.id, id!, parsed.data);
  if (!outcome.ok) {
    if (outcome.reason === "not_found") throw new Response(null, { status: 404 });
    return data<ActionData>({ intent, id, errors: { form: "addresses.tooMany" }, values }, { status: 400 });
  }
  return done("saved");
}

export default function AddressesTab() {
  const { addresses, editing, countries } = useLoaderData<typeof loader>();
  const result = useActionData<ActionData>();
  const { t } = useTranslation("account");
  const failed = result && "errors" in result ? result : undefined;
  const editingId = failed?.intent === "update" ? failed.id : editing;
  return (
    <AccountTab id="addresses" title={t("addresses.title")} intro={t("addresses.intro")}>
      {addresses.length === 0 ? (
        <AccountEmpty>{t("addresses.empty")}</AccountEmpty>
      ) : (
        <ul className="mt-6 grid gap-5 lg:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} id={`address-${a.id}`} className={a.id === editingId ? "lg:col-span-2" : undefined}>
              {a.id === editingId ? (
                <div className="rounded-2xl border border-plum-800/40 bg-white p-5 md:p-6">
                  <h3 className="mb-4 font-display text-xl text-plum-900">{t("addresses.editTitle")}</h3>
                  <AccountAddressForm
                    mode="update"
                    address={a}
                    countries={countries}
                    errors={failed?.intent === "update" ? failed.errors : undefined}
                    values={failed?.intent === "update" ? failed.values : undefined}
                  />
                </div>
              ) : (
                <AccountAddressCard address={a} countryName={optionName(countries, a.country)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="address-add-title" className="mt-10 max-w-2xl">
        <h3 id="address-add-title" className="font-display text-xl text-plum-900">
          {t("addresses.addTitle")}
        </h3>
        <div className="mt-4">
          <AccountAddressForm
            key={failed?.intent === "create" ? "create-failed" : `create-${addresses.length}`}
            mode="create"
            countries={countries}
            errors={failed?.intent === "create" ? failed.errors : undefined}
            values={failed?.intent === "create" ? failed.values : { isDefault: addresses.length === 0 }}
          />
        </div>
      </section>
    </AccountTab>
  );
}
