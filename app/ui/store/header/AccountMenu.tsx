import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { UserIcon } from "./icons";
import { useDetailsDismiss } from "./useDetailsDismiss";

export type ChromeUser = { fname: string; role: string } | null | undefined;

const item =
  "flex min-h-11 items-center rounded-lg px-3 text-sm text-stone-ink transition hover:bg-sandal-100 hover:text-plum-800";

/**
 * The account menu (SPEC "Account menu"): signed out, sign-in and register links; signed in,
 * 'my account' (by role) and a logout form. A native disclosure, so it works without JS.
 */
export function AccountMenu({ user }: { user?: ChromeUser }) {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="group relative" data-testid="account-menu">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full px-2 text-plum-800 transition hover:bg-sandal-100 [&::-webkit-details-marker]:hidden">
        <UserIcon className="h-6 w-6" />
        <span className="sr-only lg:not-sr-only lg:text-sm lg:font-medium">
          {user ? t("header.hello", { name: user.fname }) : t("header.account")}
        </span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-60 rounded-2xl border border-sandal-200 bg-white p-2 shadow-xl shadow-plum-900/10">
        {user ? (
          <ul>
            <li>
              <Link className={item} to={accountHomeFor(user.role)}>
                {t("header.myAccount")}
              </Link>
            </li>
            <li>
              <form method="post" action="/logout">
                <button type="submit" className={`${item} w-full text-left`}>
                  {t("header.logout")}
                </button>
              </form>
            </li>
          </ul>
        ) : (
          <ul>
            <li>
              <Link className={item} to="/account/login">
                {t("header.signIn")}
              </Link>
            </li>
            <li>
              <Link className={item} to="/account/register">
                {t("header.register")}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </details>
  );
}
