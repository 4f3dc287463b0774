import { NavLink } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";

/** The account area's tabs: each one a page with its own URL (SPEC "Shopper area /account"). */
export const ACCOUNT_TABS = [
  { key: "profile", to: "/account", end: true },
  { key: "orders", to: "/account/orders", end: false },
  { key: "reviews", to: "/account/reviews", end: false },
  { key: "wishlist", to: "/account/wishlist", end: false },
  { key: "payments", to: "/account/payments", end: false },
  { key: "addresses", to: "/account/addresses", end: false },
  { key: "notifications", to: "/account/notifications", end: false },
  { key: "alerts", to: "/account/alerts", end: false },
  { key: "settings", to: "/account/settings", end: false },
] as const;

const base =
  "flex min-h-11 items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron-500";

export function AccountTabs({ unread }: { unread: number }) {
  const { t } = useTranslation("account");
  return (
    <nav aria-label={t("tabs.label")} data-testid="account-tabs" className="min-w-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:block md:space-y-1 md:overflow-visible md:px-0 md:pb-0">
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                `${base} ${isActive ? "bg-plum-50 font-semibold text-plum-800" : "text-stone-800 hover:bg-sandal-100"}`
              }
            >
              {/* The wishlist's own namespace (loaded on every page, for the hearts) names its tab. */}
              <span>
                {tab.key === "wishlist"
                  ? t("wishlist:tab")
                  : tab.key === "alerts"
                    ? t("restock:account.tab")
                    : t(`tabs.${tab.key}`)}
              </span>
              {tab.key === "notifications" && unread > 0 ? (
                <span
                  className="inline-flex min-w-6 items-center justify-center rounded-full bg-plum-800 px-1.5 text-xs font-semibold leading-5 text-white"
                  data-testid="unread-count"
                >
                  {unread}
                  <span className="sr-only"> {t("tabs.unread")}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 md:mt-4 md:border-t md:border-sandal-200 md:pt-4">
          <a href="/logout" className={`${base} text-stone-800 hover:bg-sandal-100`}>
            {t("tabs.signOut")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
