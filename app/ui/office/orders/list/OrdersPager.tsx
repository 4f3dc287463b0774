import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OfficeOrderList } from "~/modules/orders/office-list.server";
import { secondaryButton } from "~/ui/office/parts";

/** First / previous / next / last links over keyset cursors; the filters stay in the address. */
export function OrdersPager({ list }: { list: OfficeOrderList }) {
  const { t } = useTranslation("orders-office");
  const location = useLocation();
  if (list.atStart && list.atEnd) return null;
  const href = (set: Record<string, string>) => {
    const params = new URLSearchParams(location.search);
    for (const k of ["after", "before", "at"]) params.delete(k);
    for (const [k, v] of Object.entries(set)) params.set(k, v);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("pager.label")} className="mt-4 flex flex-wrap justify-end gap-2 text-sm">
      {!list.atStart ? (
        <>
          <Link className={secondaryButton} to={href({})}>
            {t("pager.first")}
          </Link>
          {list.prev ? (
            <Link className={secondaryButton} to={href({ before: list.prev })} rel="prev">
              {t("pager.previous")}
            </Link>
          ) : null}
        </>
      ) : null}
      {!list.atEnd ? (
        <>
          {list.next ? (
            <Link className={secondaryButton} to={href({ after: list.next })} rel="next">
              {t("pager.next")}
            </Link>
          ) : null}
          <Link className={secondaryButton} to={href({ at: "last" })}>
            {t("pager.last")}
          </Link>
        </>
      ) : null}
    </nav>
  );
}
