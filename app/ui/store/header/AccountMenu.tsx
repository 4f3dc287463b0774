import { Link } from "~/ui/kit/Link";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { accountHomeFor } from "~/lib/chrome";
import { useDetailsDismiss } from "./useDetailsDismiss";

export type ChromeUser = { fname: string; role: string } | null | undefined;

const item = "menu-link"; // app.css

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
      <summary className="header-btn gap-2 px-2">
        <span aria-hidden="true" className="icon icon-user" />
        <span className="sr-only lg:not-sr-only lg:text-sm lg:font-medium">
          {user ? t("header.hello", { name: user.fname }) : t("header.account")}
        </span>
      </summary>
      <div className="menu-card">
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
