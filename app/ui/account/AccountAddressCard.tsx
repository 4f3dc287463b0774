import { Form } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { AddressView } from "~/modules/accounts/addresses.server";

const small =
  "inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-plum-800 ring-1 ring-plum-800/30 transition hover:bg-sandal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

/** One saved address, with Edit, Set as default and Delete. */
export function AccountAddressCard({
  address,
  countryName,
}: {
  address: AddressView;
  /** The address's country by name, in the page's language (from the loader's country list). */
  countryName: string;
}) {
  const { t } = useTranslation("account");
  const labelId = `address-${address.id}-label`;
  return (
    <article
      aria-labelledby={labelId}
      className={`rounded-2xl border p-5 ${address.isDefault ? "border-plum-800/40 bg-plum-50" : "border-sandal-200 bg-white"}`}
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={labelId} className="font-semibold text-stone-900">
          {address.fullName || address.street}
        </h3>
        {address.isDefault ? (
          <span
            className="rounded-full bg-plum-800 px-3 py-1 text-xs font-semibold text-white"
            data-testid="default-badge"
          >
            {t("addresses.default")}
          </span>
        ) : null}
      </div>
      <address className="mt-2 not-italic leading-relaxed text-stone-800">
        {address.street}
        <br />
        {address.postalCode} {address.city}
        {address.state ? ` (${address.state})` : ""}
        <br />
        {countryName}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={`/account/addresses?edit=${address.id}#address-${address.id}`}
          className={small}
          aria-describedby={labelId}
          preventScrollReset
        >
          {t("addresses.edit")}
        </Link>
        {!address.isDefault ? (
          <Form method="post" action="/account/addresses" preventScrollReset>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className={small} aria-describedby={labelId}>
              {t("addresses.setDefault")}
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/account/addresses" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            className={`${small} text-red-800 ring-red-800/30 hover:bg-red-50`}
            aria-describedby={labelId}
          >
            {t("addresses.delete")}
          </button>
        </Form>
      </div>
    </article>
  );
}
