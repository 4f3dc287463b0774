/** The back office's pages and where each role's dashboard is (SPEC "Admin panel frame"). */

export type StaffRole = "admin" | "manager";

export const OFFICE_BASE = "/sattva-administration";

export function dashboardHref(role: string) {
  return role === "admin" ? "/sattva-admin" : "/sattva-product-manager";
}

export interface OfficeLink {
  /** Translation key under `nav.`. */
  key: string;
  href: string;
  adminOnly?: boolean;
  /** Active only on this exact path (the dashboard), not on pages below it. */
  end?: boolean;
}

/** The sidebar after Dashboard: profile, products, inventory, customers, reviews, account, orders. */
export const SIDEBAR_LINKS: OfficeLink[] = [
  { key: "profile", href: `${OFFICE_BASE}/profile` },
  { key: "products", href: `${OFFICE_BASE}/products` },
  { key: "catalogue", href: `${OFFICE_BASE}/catalogue` },
  { key: "inventory", href: `${OFFICE_BASE}/inventory` },
  { key: "customers", href: `${OFFICE_BASE}/customers` },
  { key: "reviews", href: `${OFFICE_BASE}/reviews` },
  { key: "account", href: `${OFFICE_BASE}/account` },
  { key: "orders", href: `${OFFICE_BASE}/orders` },
];

/** Admin-only pages, listed under their own heading. */
export const ADMIN_LINKS: OfficeLink[] = [
  { key: "manageUsers", href: `${OFFICE_BASE}/manage-users`, adminOnly: true },
  { key: "shopSettings", href: `${OFFICE_BASE}/shop-settings`, adminOnly: true },
  { key: "discounts", href: `${OFFICE_BASE}/discounts`, adminOnly: true },
  { key: "audit", href: `${OFFICE_BASE}/audit`, adminOnly: true },
];
