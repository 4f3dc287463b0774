import { formatDate } from "~/lib/dates";

/**
 * A date of the account area in the page's language, in the shop's time zone (Italy), so the
 * server's render and the browser's agree whatever the visitor's clock says. Written by lib/dates,
 * not Intl: no ICU set-up while the page hydrates.
 */
export function accountDate(iso: string, lng: string, style: "long" | "medium" = "medium", withTime = false) {
  return formatDate(iso, lng, style, withTime);
}
