import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The home's state with no products (or no database): the spec's message and a reload link that works without JS. */
export function EmptyCatalog() {
  const { t } = useTranslation("store");
  const location = useLocation();
  return (
    <section data-section="empty" className="mx-auto max-w-xl px-4 py-16 text-center" role="status">
      <h2 className="font-display text-2xl">{t("home.empty.title")}</h2>
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-plum-800 px-6 text-sm font-semibold text-white hover:bg-plum-700"
      >
        {t("home.empty.reload")}
      </a>
    </section>
  );
}
