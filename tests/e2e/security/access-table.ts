/**
 * The authorization matrix (SECURITY.md "Access control"; issue 3 section 4): for every route of
 * the app (by route id, as in the server build's manifest), a sample URL and the outcome each role
 * must get from its loader (GET) and from its action (POST with an empty form body).
 * `access-matrix.spec.ts` fails when a route of the build is missing here, or listed here but gone.
 *
 * Outcomes:
 *  - ok             2xx (for an action, also a 4xx validation answer: 400, 409, 413, 415, 422, 429)
 *  - login          302/303 to /account/login…
 *  - home           302/303 to /
 *  - redirect-other 302/303 anywhere else
 *  - 401, 403, 404, 405
 *  - 400            a page's own "missing information" answer to a GET (the payment page opened with no cart)
 */

export const ROLES = ["anonymous", "user", "manager", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = "ok" | "login" | "home" | "redirect-other" | "400" | "401" | "403" | "404" | "405";
export type PerRole = Record<Role, Outcome>;

export interface RouteAccess {
  /** A URL that reaches this route (params filled with seeded values). */
  url: string;
  /** The route's loader, as a document (or resource) GET. */
  get: PerRole;
  /** The route's action (POST, empty form body, same-origin). Omitted: the route has no action (405 for all). */
  post?: PerRole;
  /** The POST ends the caller's session (log-out): the test signs that role in again. */
  endsSession?: boolean;
  /** Why the expectation is what it is, where it is not obvious. */
  note?: string;
}

const all = (o: Outcome): PerRole => ({ anonymous: o, user: o, manager: o, admin: o });
const roles = (anonymous: Outcome, user: Outcome, manager: Outcome, admin: Outcome): PerRole => ({
  anonymous,
  user,
  manager,
  admin,
});

/** HTML pages: signed out → log in; wrong role → home. */
const shopperOnly = roles("login", "ok", "home", "home");
const staffOnly = roles("login", "home", "ok", "ok");
const adminOnly = roles("login", "home", "home", "ok");
const managerOnly = roles("login", "home", "ok", "home");
/** Log-in and sign-up pages send a signed-in visitor to their own home (/account, the dashboards). */
const guestsOnly = roles("ok", "redirect-other", "redirect-other", "redirect-other");
/** JSON API: 401 signed out, 403 wrong role. */
const apiAdmin = roles("401", "403", "403", "ok");
/** JSON API, admin only, wrong method: the guard answers first, then 405. */
const apiAdmin405 = roles("401", "403", "403", "405");
/** JSON API, staff only, wrong method. */
const apiStaff405 = roles("401", "403", "405", "405");

/** A record id that exists nowhere (the staff API answers 404 for it once the guard lets the caller in). */
const NO_SUCH_ID = "c0000000000000000000000000";

export const ACCESS: Record<string, RouteAccess> = {
  // --- Shell and storefront: public -----------------------------------------------------------
  root: { url: "/", get: all("ok"), note: "runs on every page; sampled on the home page" },
  "routes/_index": { url: "/", get: all("ok") },
  "routes/$": { url: "/no-such-page-here", get: all("404") },
  "routes/collections._index": { url: "/collections", get: all("redirect-other"), note: "→ /collections/all" },
  "routes/collections.$slug": { url: "/collections/incense-&-perfumes", get: all("ok") },
  "routes/products.categories.$category": { url: "/products/categories/candles", get: all("ok") },
  "routes/product.$slug": { url: "/product/ullas-sandalwood-tealight-set", get: all("ok") },
  "routes/search._index": { url: "/search?q=incense", get: all("ok") },
  "routes/search.suggest": { url: "/search/suggest?q=hem", get: all("ok") },
  "routes/cart": { url: "/cart", get: all("ok"), post: all("ok") },
  "routes/cart_.summary": { url: "/cart/summary", get: all("ok") },
  "routes/cookie-consent": {
    url: "/cookie-consent",
    get: all("home"),
    post: all("home"),
    note: "GET sends home; POST records the consent and goes back (to / without a redirectTo)",
  },
  "routes/newsletter": {
    url: "/newsletter",
    get: all("home"),
    post: all("home"),
    note: "the footer form without JavaScript: GET sends home, an invalid POST goes back home with the error",
  },
  "routes/newsletter_.confirm": { url: "/newsletter/confirm", get: all("ok"), post: all("ok") },
  "routes/newsletter_.unsubscribe": { url: "/newsletter/unsubscribe", get: all("ok"), post: all("ok") },
  "routes/pages.contact-us": { url: "/pages/contact-us", get: all("ok"), post: all("ok") },
  "routes/pages.journal": { url: "/pages/journal", get: all("ok") },
  "routes/pages.journal_.$slug": { url: "/pages/journal/incense-rituals", get: all("ok") },
  "routes/pages.where's-my-order": { url: "/pages/where's-my-order", get: all("ok") },
  "routes/payment-status.$status": { url: "/payment-status/success", get: all("ok") },
  "routes/pages.payment-proceed": {
    url: "/pages/payment-proceed?method=card",
    get: all("400"),
    post: all("ok"),
    note: "everybody may buy (staff too); the matrix's visitors have no cart, so the GET is the spec's 'Payment Error' page (400) and an empty form is refused with its field errors (400)",
  },
  "routes/payments.test.checkout.$ref": {
    url: `/payments/test/checkout/tg_${"a".repeat(32)}`,
    get: all("404"),
    post: all("404"),
    note: "the built-in test gateway's hosted page: refused in production without PAYMENTS_TEST_MODE (the main e2e app)",
  },
  "routes/payments.$provider.return": {
    url: "/payments/stripe/return?attempt=no-such-attempt",
    get: all("redirect-other"),
    note: "where providers send the buyer back: → /payment-status/unknown for an attempt nobody knows",
  },
  "routes/webhooks.$provider": {
    url: "/webhooks/stripe",
    get: all("405"),
    post: all("ok"),
    note: "providers post from their own servers (no session, no same-site check); an empty, unsigned body is refused with 400, counted as ok like any refused input",
  },
  "routes/customer-service": { url: "/customer-service", get: all("ok") },
  "routes/payment-methods": { url: "/payment-methods", get: all("ok") },
  "routes/shipping-and-delivery": { url: "/shipping-and-delivery", get: all("ok") },
  "routes/privacy-policy": { url: "/privacy-policy", get: all("ok") },
  "routes/terms-&-conditions": { url: "/terms-&-conditions", get: all("ok") },
  "routes/faq": { url: "/faq", get: all("ok") },
  "routes/healthz": { url: "/healthz", get: all("ok") },
  "routes/[robots.txt]": { url: "/robots.txt", get: all("ok") },
  "routes/[sitemap.xml]": { url: "/sitemap.xml", get: all("ok") },
  "routes/art.$kind.$file": { url: "/art/candle/3.svg", get: all("ok") },
  "routes/media.$": {
    url: "/media/products/no-such-product/0123456789abcdef0123/320.jpg",
    get: all("404"),
    note: "uploaded photo variants: public; an unknown key is 404, never a listing",
  },
  "routes/resources.locales.$lng.$ns": { url: "/resources/locales/en/common", get: all("ok") },
  "routes/bench.bare": { url: "/bench/bare", get: all("404"), note: "only with BENCH_ROUTES=true" },
  "routes/bench.resource": { url: "/bench/resource", get: all("404"), note: "only with BENCH_ROUTES=true" },
  "routes/api.sattva-products._index": { url: "/api/sattva-products?limit=1", get: all("ok") },
  "routes/api.sattva-reviews._index": { url: "/api/sattva-reviews?limit=1", get: all("ok") },

  // --- Log-in, sign-up, password reset, social log-in ----------------------------------------------
  "routes/account_.login": { url: "/account/login", get: guestsOnly, post: all("ok") },
  "routes/account_.register": { url: "/account/register", get: guestsOnly, post: all("ok") },
  "routes/account_.reset-password": { url: "/account/reset-password", get: all("ok"), post: all("ok") },
  "routes/staff-invite.$token": {
    url: "/staff-invite/no-such-invitation-token-here",
    get: all("404"),
    post: all("ok"),
    note: "public: the invited person has no session yet; an unknown token is 404 (expired, revoked, used: 410); an empty POST answers 400 (rate-limited per address)",
  },
  "routes/account_.verify-email": {
    url: "/account/verify-email",
    get: all("ok"),
    post: all("ok"),
    note: "public: the mailed link is opened signed in or out; GET changes nothing; an empty POST (no token) answers 400",
  },
  "routes/logout": {
    url: "/logout",
    get: roles("home", "ok", "ok", "ok"),
    post: all("home"),
    endsSession: true,
    note: "GET only asks 'Sign out?'; POST ends the session",
  },
  "routes/auth.$provider": {
    url: "/auth/facebook",
    get: all("login"),
    post: all("ok"),
    note: "GET sends to the log-in page; an empty POST (no state, no intent) is refused with 400",
  },
  "routes/auth.$provider.callback": {
    url: "/auth/facebook/callback",
    get: all("login"),
    note: "a callback without state goes back to the log-in page with an error",
  },
  "routes/auth.$provider.unlink": {
    url: "/auth/facebook/unlink",
    get: roles("login", "redirect-other", "redirect-other", "redirect-other"),
    post: roles("login", "redirect-other", "redirect-other", "redirect-other"),
    note: "signed in: back to the settings page (nothing to unlink)",
  },
  "routes/api.auth.login": { url: "/api/auth/login", get: all("405"), post: all("ok") },
  "routes/api.auth.register": { url: "/api/auth/register", get: all("405"), post: all("ok") },
  "routes/api.auth.forgot-password": { url: "/api/auth/forgot-password", get: all("405"), post: all("ok") },
  "routes/api.auth.facebook": {
    url: "/api/auth/facebook",
    get: all("405"),
    post: all("ok"),
    note: "an empty body is a 400 validation answer",
  },
  "routes/api.auth.logout": {
    url: "/api/auth/logout",
    get: all("405"),
    post: roles("401", "ok", "ok", "ok"),
    endsSession: true,
  },

  // --- Shopper area (role user only) ---------------------------------------------------------------
  "routes/account": { url: "/account", get: shopperOnly },
  "routes/account._index": { url: "/account", get: shopperOnly, post: shopperOnly },
  "routes/account.orders": { url: "/account/orders", get: shopperOnly, post: shopperOnly },
  "routes/account.reviews": { url: "/account/reviews", get: shopperOnly, post: shopperOnly },
  "routes/account.payments": { url: "/account/payments", get: shopperOnly },
  "routes/account.addresses": { url: "/account/addresses", get: shopperOnly, post: shopperOnly },
  "routes/account.notifications": { url: "/account/notifications", get: shopperOnly, post: shopperOnly },
  "routes/account.settings": { url: "/account/settings", get: shopperOnly, post: shopperOnly },

  // --- Issue 14: back in stock (restock) ----------------------------------------------------------
  "routes/back-in-stock": {
    url: "/back-in-stock",
    get: all("home"),
    post: all("home"),
    note: "the product page's form without JavaScript: GET sends home, an invalid POST goes back (home without a redirectTo) with the error",
  },
  "routes/back-in-stock_.confirm": { url: "/back-in-stock/confirm", get: all("ok"), post: all("ok") },
  "routes/back-in-stock_.unsubscribe": { url: "/back-in-stock/unsubscribe", get: all("ok"), post: all("ok") },
  "routes/account.alerts": { url: "/account/alerts", get: shopperOnly, post: shopperOnly },

  // --- Issue 14: wishlist and personal data --------------------------------------------------------
  "routes/wishlist": {
    url: "/wishlist",
    get: all("redirect-other"),
    post: all("ok"),
    note: "the hearts' action: GET goes to /account/wishlist; an empty POST is refused (400) before any role matters",
  },
  "routes/account.wishlist": { url: "/account/wishlist", get: shopperOnly, post: shopperOnly },
  "routes/account.data-export": {
    url: "/account/data-export",
    get: roles("login", "redirect-other", "home", "home"),
    post: shopperOnly,
    note: "the settings' download button posts here (the file, audited); a plain visit goes to the settings",
  },

  // --- Back office -------------------------------------------------------------------------------
  "routes/sattva-admin": { url: "/sattva-admin", get: adminOnly },
  "routes/sattva-product-manager": { url: "/sattva-product-manager", get: managerOnly },
  "routes/sattva-administration": { url: "/sattva-administration/help", get: staffOnly },
  "routes/sattva-administration._index": {
    url: "/sattva-administration",
    get: roles("login", "home", "redirect-other", "redirect-other"),
    note: "staff: to their own dashboard",
  },
  "routes/sattva-administration.profile": { url: "/sattva-administration/profile", get: staffOnly },
  "routes/sattva-administration.products": { url: "/sattva-administration/products?q=hem", get: staffOnly },
  "routes/sattva-administration.manage-products": { url: "/sattva-administration/manage-products", get: staffOnly },
  "routes/sattva-administration.products_.new": {
    url: "/sattva-administration/products/new",
    get: staffOnly,
    post: staffOnly,
    note: "an empty form is a 400 with the field errors",
  },
  "routes/sattva-administration.products_.$id": {
    url: `/sattva-administration/products/${NO_SUCH_ID}`,
    get: roles("login", "home", "404", "404"),
    post: staffOnly,
    note: "no such product: 404 to staff; an empty form is a 400 before the product is looked up",
  },
  "routes/sattva-administration.products_.$id_.delete": {
    url: `/sattva-administration/products/${NO_SUCH_ID}/delete`,
    get: roles("login", "home", "404", "404"),
    post: staffOnly,
    note: "an empty form is a 400 (password required)",
  },
  "routes/sattva-administration.products_.$id_.publish": {
    url: `/sattva-administration/products/${NO_SUCH_ID}/publish`,
    get: roles("login", "home", "redirect-other", "redirect-other"),
    post: roles("login", "home", "redirect-other", "redirect-other"),
    note: "GET goes to the product's form; POST back to the list with a toast",
  },
  "routes/sattva-administration.products_.$id_.photos": {
    url: `/sattva-administration/products/${NO_SUCH_ID}/photos`,
    get: roles("login", "home", "404", "404"),
    post: staffOnly,
    note: "no such product: 404 to staff; an empty form is a 400 (no intent) before the product is looked up",
  },
  "routes/sattva-administration.inventory": { url: "/sattva-administration/inventory?status=low", get: staffOnly },
  "routes/sattva-administration.inventory[.csv]": {
    url: "/sattva-administration/inventory.csv?status=low",
    get: staffOnly,
    note: "the inventory as a CSV attachment",
  },
  "routes/sattva-administration.inventory_.$productId": {
    url: `/sattva-administration/inventory/${NO_SUCH_ID}`,
    get: roles("login", "home", "404", "404"),
    post: staffOnly,
    note: "no such product: 404 to staff; an empty form is a 400 (no reason) before the product is looked up",
  },
  "routes/sattva-administration.inventory_.import": {
    url: "/sattva-administration/inventory/import",
    get: staffOnly,
    post: staffOnly,
    note: "an empty form is a 400 (no file)",
  },
  "routes/sattva-administration.customers": {
    url: "/sattva-administration/customers?role=user&disabled=no",
    get: staffOnly,
    note: "view mode for staff; `?mode=manage` is admin-only (a manager is sent home)",
  },
  "routes/sattva-administration.customers_.$id": {
    url: `/sattva-administration/customers/${NO_SUCH_ID}`,
    get: roles("login", "home", "404", "404"),
    post: adminOnly,
    note: "no such customer: 404 to staff; the account actions (disable, enable, erase) are admin-only, an empty form is a 400 (no action)",
  },
  "routes/sattva-administration.customers_.$id_.edit": {
    url: `/sattva-administration/customers/${NO_SUCH_ID}/edit`,
    get: roles("login", "home", "home", "404"),
    post: adminOnly,
    note: "admins only; no such customer: 404; an empty form is a 400 with the field errors",
  },
  "routes/sattva-administration.customers_.$id_.export[.json]": {
    url: `/sattva-administration/customers/${NO_SUCH_ID}/export.json`,
    get: roles("login", "home", "home", "404"),
    note: "the GDPR export (a JSON attachment), admins only; no such customer: 404",
  },
  "routes/sattva-administration.reviews": {
    url: "/sattva-administration/reviews?state=published",
    get: staffOnly,
    post: roles("login", "home", "redirect-other", "redirect-other"),
    note: "an empty moderation form changes nothing and goes back to the list with a message",
  },
  "routes/sattva-administration.catalogue": {
    url: "/sattva-administration/catalogue",
    get: staffOnly,
    post: staffOnly,
    note: "an empty form is a 400 with its message, nothing written",
  },
  "routes/sattva-administration.audit": { url: "/sattva-administration/audit?action=review.hide", get: adminOnly },
  "routes/sattva-administration.orders": {
    url: "/sattva-administration/orders?view=oid&oid=SAT-10006",
    get: staffOnly,
  },
  "routes/sattva-administration.orders_.$oid_.refund": {
    url: "/sattva-administration/orders/SAT-10006/refund",
    get: roles("login", "home", "403", "ok"),
    post: roles("login", "home", "403", "ok"),
    note: "Refunds send money out of the shop: admins only (docs/decisions/010-refunds.md); a manager sees the page without its form (403); an admin's empty form is a 400.",
  },
  "routes/sattva-administration.orders[.csv]": {
    url: "/sattva-administration/orders.csv?status=delivered&country=IT",
    get: staffOnly,
    note: "the orders list's filtered orders as a CSV attachment (streamed)",
  },
  "routes/sattva-administration.orders_.$oid": {
    url: "/sattva-administration/orders/SAT-10006",
    get: staffOnly,
    post: staffOnly,
    note: "an empty form (no intent) is a 400 with its message, nothing written",
  },
  "routes/sattva-administration.orders_.ship": {
    url: "/sattva-administration/orders/ship",
    get: staffOnly,
    post: staffOnly,
    note: "GET without oids: the confirmation page saying none was chosen; an empty POST is a 400 (no order chosen)",
  },
  "routes/sattva-administration.orders_.$oid_.invoice[.pdf]": {
    url: "/sattva-administration/orders/SAT-00000/invoice.pdf",
    get: roles("login", "home", "404", "404"),
    note: "no such order: a 404 page to staff (a real order's first print would give it an invoice number)",
  },
  // Invoices for Italian and EU buyers (issue 14 §4): an invoiced order's FatturaPA file.
  "routes/sattva-administration.orders_.$oid_.invoice[.xml]": {
    url: "/sattva-administration/orders/SAT-00000/invoice.xml",
    get: roles("login", "home", "404", "404"),
    note: "no such order: a 404 page to staff; an order that asked for no invoice is a 409 page",
  },
  "routes/sattva-administration.orders_.$oid_.packing-slip[.pdf]": {
    url: "/sattva-administration/orders/SAT-10006/packing-slip.pdf",
    get: staffOnly,
    note: "the PDF, inline",
  },
  "routes/sattva-administration.orders_.print": {
    url: "/sattva-administration/orders/print",
    get: roles("login", "home", "redirect-other", "redirect-other"),
    post: staffOnly,
    note: "GET goes back to the orders list; an empty form is a 400 page (no document chosen)",
  },
  "routes/sattva-administration.account": { url: "/sattva-administration/account", get: staffOnly },
  "routes/sattva-administration.settings": { url: "/sattva-administration/settings", get: staffOnly, post: staffOnly },
  "routes/sattva-administration.shop-settings": {
    url: "/sattva-administration/shop-settings",
    get: adminOnly,
    post: adminOnly,
    note: "An admin's empty POST names no section: 400, nothing saved.",
  },
  "routes/sattva-administration.help": { url: "/sattva-administration/help", get: staffOnly },
  "routes/sattva-administration.manage-users": {
    url: "/sattva-administration/manage-users",
    get: adminOnly,
    post: adminOnly,
    note: "the staff page; an empty POST from an admin names no form (400); others are sent home with a toast",
  },

  // --- Staff JSON API ------------------------------------------------------------------------------
  "routes/api.sattva-products.create-product": {
    url: "/api/sattva-products/create-product",
    get: apiStaff405,
    post: roles("401", "403", "ok", "ok"),
    note: "staff only; an empty form body is 415 (JSON expected)",
  },
  "routes/api.sattva-products.update-product.$id": {
    url: `/api/sattva-products/update-product/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "PUT and PATCH only",
  },
  "routes/api.sattva-products.delete-product.$id": {
    url: `/api/sattva-products/delete-product/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "DELETE only",
  },
  "routes/api.sattva-products.$variant": {
    url: `/api/sattva-products/update-product${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "the spec's variants without a slash (update-product{id}: PUT, PATCH; delete-product{id}: DELETE)",
  },
  "routes/api.sattva-users._index": { url: "/api/sattva-users", get: apiAdmin, post: apiAdmin405 },
  "routes/api.sattva-users.delete-user.$id": {
    url: `/api/sattva-users/delete-user/${NO_SUCH_ID}`,
    get: apiAdmin405,
    post: apiAdmin405,
    note: "DELETE only",
  },
  "routes/api.sattva-users.update-user.$id": {
    url: `/api/sattva-users/update-user/${NO_SUCH_ID}`,
    get: apiAdmin405,
    post: apiAdmin405,
    note: "PUT and PATCH only",
  },
  "routes/api.sattva-reviews.update-review.$id": {
    url: `/api/sattva-reviews/update-review/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "PUT and PATCH only",
  },
  "routes/api.sattva-reviews.delete-review.$id": {
    url: `/api/sattva-reviews/delete-review/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "DELETE only (admins; a manager's DELETE is 403)",
  },
  "routes/api.sattva-reviews.create-review": {
    url: "/api/sattva-reviews/create-review",
    get: roles("401", "405", "405", "405"),
    post: roles("401", "ok", "403", "403"),
    note: "shoppers only; an empty form body is 415 (JSON expected)",
  },
  "routes/api.sattva-orders._index": {
    url: "/api/sattva-orders?limit=1",
    get: roles("401", "ok", "ok", "ok"),
    post: roles("401", "405", "405", "405"),
    note: "a shopper sees only their own orders",
  },
  "routes/api.sattva-orders.update-order.$id": {
    url: `/api/sattva-orders/update-order/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "PUT and PATCH only, staff only",
  },
  "routes/api.sattva-orders.delete-order.$id": {
    url: `/api/sattva-orders/delete-order/${NO_SUCH_ID}`,
    get: apiStaff405,
    post: apiStaff405,
    note: "DELETE only, staff only",
  },

  // --- Issue 14: withdrawal function (CRD art. 11a) and accessibility statement -----------------
  "routes/pages.withdrawal": {
    url: "/pages/withdrawal",
    get: all("ok"),
    post: all("ok"),
    note: "for everyone: a guest identifies the order by number and e-mail, the owner's session or a signed token decides; an empty form is refused (400)",
  },
  "routes/pages.accessibility": {
    url: "/pages/accessibility",
    get: all("ok"),
    post: all("ok"),
    note: "the barrier report is public like the contact form; an empty form gets its field errors (400)",
  },
  "routes/pages.erase-my-data": {
    url: "/pages/erase-my-data",
    get: all("ok"),
    post: all("ok"),
    note: "a guest's erasure: anyone may ask for the mailed link, only its signed token erases; an empty form is refused (400)",
  },

  // --- Checkout JSON: anyone may buy ---------------------------------------------------------------
  "routes/api.sattva-orders.create-order": {
    url: "/api/sattva-orders/create-order",
    get: all("405"),
    post: all("ok"),
    note: "the checkout under another name: shoppers, guests and staff alike; an empty form body is refused (415)",
  },
  "routes/api.checkout": { url: "/api/checkout", get: all("405"), post: all("ok"), note: "an empty form body: 415" },
  "routes/api.checkout.retry": {
    url: "/api/checkout/retry",
    get: all("405"),
    post: all("ok"),
    note: "the payment token is the caller's handle, not a session",
  },
  "routes/stripe.create-checkout-session": { url: "/stripe/create-checkout-session", get: all("405"), post: all("ok") },
  "routes/fintecture.initiate-payment": { url: "/fintecture/initiate-payment", get: all("405"), post: all("ok") },

  // --- Issue 14: discount codes (back office, admins only) ---------------------------------------
  "routes/sattva-administration.discounts": {
    url: "/sattva-administration/discounts",
    get: adminOnly,
    post: adminOnly,
    note: "an admin's empty POST is a refused new code (400, field errors), nothing written",
  },
  "routes/sattva-administration.discounts_.$id": {
    url: "/sattva-administration/discounts/welcome-code",
    get: adminOnly,
    post: adminOnly,
    note: "the welcome code's row (its id is the migration's); an admin's empty POST is refused (400)",
  },

  // --- Issue 14: product safety (GPSR art. 19), back office -------------------------------------
  "routes/sattva-administration.catalogue_.safety": {
    url: "/sattva-administration/catalogue/safety",
    get: staffOnly,
    post: staffOnly,
    note: "manufacturers, brands' operators and category warnings; an empty form is a 400 with its message, nothing written",
  },
};
