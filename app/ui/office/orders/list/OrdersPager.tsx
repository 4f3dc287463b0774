import { useTranslation } from "react-i18next";
import type { OfficeOrderList } from "~/modules/orders/office-list.server";
import { KeysetLinks } from "~/ui/office/KeysetPager";

/** First / previous / next / last links over keyset cursors; the filters stay in the address. */
export function OrdersPager({ list }: { list: OfficeOrderList }) {
  const { t } = useTranslation("orders-office");
  if (list.atStart && list.atEnd) return null;
  return (
    <nav aria-label={t("pager.label")} className="mt-4 flex flex-wrap justify-end gap-2 text-sm">
      <KeysetLinks
        list={list}
        labels={{
          first: t("pager.first"),
          previous: t("pager.previous"),
          next: t("pager.next"),
          last: t("pager.last"),
        }}
      />
    </nav>
  );
}
