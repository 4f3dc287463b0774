import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { embeddedUrl, ROOT, withSql } from "../../support/shop-process.mjs";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * The staff orders list in a real browser, with and without JavaScript: the full list, a country
 * filter over more than one page (next, previous: no order twice), a search by e-mail, the order
 * page link, a refused date said in words, the CSV of what the filters match, the ticked orders
 * taken to the shipping confirmation; axe clean. The demo shop has fewer orders than a page, so
 * 60 orders of its own are added first: guests in Luxembourg in 2019 (delivered and paid), older
 * than any dashboard's period and a country no other test uses.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const COUNT = 60;
const oid = (i: number) => `SAT-9100${String(i).padStart(2, "0")}`;
const dataDir = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data");

test.beforeAll(async () => {
  await withSql(embeddedUrl(dataDir), async (q: (sql: string, params?: unknown[]) => Promise<unknown[]>) => {
    await q(
      `INSERT INTO "Order" ("id", "oid", "guestName", "guestEmail", "email", "shipName", "shipStreet", "shipCity",
         "shipPostalCode", "shipCountry", "status", "paymentMethod", "subtotalCents", "shippingCents", "vatCents",
         "totalCents", "deliveredAt", "shippedAt", "createdAt", "updatedAt")
       SELECT 'e2eorderslist' || g, 'SAT-9100' || lpad(g::text, 2, '0'), 'Lux Tester ' || g,
         'lux' || lpad(g::text, 2, '0') || '@orders-list.e2e', 'lux' || lpad(g::text, 2, '0') || '@orders-list.e2e',
         'Lux Tester ' || g, 'Rue de la Gare 1', 'Luxembourg', '1611', 'LU', 'delivered', 'card',
         2000 + g, 490, 450, 2490 + g, $1::timestamp + interval '3 days', $1::timestamp + interval '1 day',
         $1::timestamp + g * interval '1 hour', $1::timestamp + interval '3 days'
       FROM generate_series(1, ${COUNT}) g
       ON CONFLICT ("oid") DO NOTHING`,
      ["2019-05-01T08:00:00"],
    );
    await q(
      `INSERT INTO "OrderLine" ("id", "orderId", "title", "unitPriceCents", "quantity", "lineTotalCents")
       SELECT 'e2eorderslistline' || g, 'e2eorderslist' || g, 'Incense', 2000 + g, 1, 2000 + g
       FROM generate_series(1, ${COUNT}) g ON CONFLICT ("id") DO NOTHING`,
    );
    await q(
      `INSERT INTO "Payment" ("id", "orderId", "provider", "method", "status", "amountCents", "idempotencyKey", "createdAt", "updatedAt")
       SELECT 'e2eorderslistpay' || g, 'e2eorderslist' || g, 'test', 'card', 'paid', 2490 + g, 'e2e-orders-list-' || g, now(), now()
       FROM generate_series(1, ${COUNT}) g ON CONFLICT ("id") DO NOTHING`,
    );
  });
});

const rows = (page: Page) => page.getByTestId("orders-list-row");
const shownOids = async (page: Page) => rows(page).locator("th a").allTextContents();

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("filter, page, search, open an order, a refused date, export CSV, take orders to shipping", async ({
      page,
      context,
    }) => {
      test.slow(); // a whole journey with accessibility scans, on shared cores
      // axe runs its script in the page: with JavaScript off it never answers; the markup is the
      // same server-rendered HTML either way, so the run with JavaScript scans it.
      const axeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      };
      await prepare(context, `orders-list-${javaScriptEnabled}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);

      await page.goto("/sattva-administration/orders");
      await page.getByRole("link", { name: "All orders" }).click();
      await expect(page).toHaveURL(/view=all/);
      await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      await axeClean();

      // A filter whose orders fill more than a page.
      await page.getByLabel("Shipping country").selectOption("LU");
      await page.getByLabel("Sort").selectOption({ label: "Oldest first" });
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/country=LU/);
      // With JavaScript the address changes before React shows the new rows (the navigation
      // renders in a transition): wait for the filtered rows themselves, not the URL.
      await expect(rows(page).locator("th a")).toHaveText(Array.from({ length: 50 }, (_, i) => oid(1 + i)));
      const first = await shownOids(page);
      await expect(page.getByTestId("orders-count")).toContainText(/orders/);
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(rows(page)).toHaveCount(COUNT - 50);
      const second = await shownOids(page);
      expect(second).toEqual(Array.from({ length: COUNT - 50 }, (_, i) => oid(51 + i)));
      await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
      await page.getByRole("link", { name: "Previous page" }).click();
      await expect(rows(page)).toHaveCount(50);
      expect(await shownOids(page)).toEqual(first);
      await axeClean();

      // The CSV of what the filters match: every one of the 60, not the page.
      const csvHref = await page.getByTestId("orders-csv").getAttribute("href");
      expect(csvHref).toContain("country=LU");
      const csv = await page.request.get(csvHref!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const lines = (await csv.text()).trim().split("\n");
      expect(lines[0]).toContain("number,date,status,payment_state");
      expect(lines.length).toBe(COUNT + 1);
      expect(lines[1]).toContain(
        `${oid(1)},2019-05-01 11:00:00,delivered,paid,card,Lux Tester 1,lux01@orders-list.e2e,LU,1,`,
      );

      // Ticked orders (named by their number) go on to the shipping confirmation.
      await page.getByRole("checkbox", { name: `Select order ${oid(3)}` }).check();
      await page.getByRole("checkbox", { name: `Select order ${oid(4)}` }).check();
      await page.getByRole("button", { name: "Mark shipped…" }).click();
      await expect(page).toHaveURL(/\/sattva-administration\/orders\/ship\?/);
      const shipUrl = new URL(page.url());
      expect(shipUrl.searchParams.getAll("oid")).toEqual([oid(3), oid(4)]);
      expect(shipUrl.searchParams.get("returnTo")).toContain("country=LU");

      // A search by e-mail, then the order's own page.
      await page.goto("/sattva-administration/orders?view=all");
      await page.getByLabel("Search", { exact: true }).fill("LUX07@orders-list");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(page.getByTestId("orders-count")).toHaveText("1 order");
      const link = rows(page).getByRole("link", { name: oid(7) });
      await expect(link).toHaveAttribute("href", `/sattva-administration/orders/${oid(7)}`);

      // A date that does not exist: said in words at the field, a 400, no table.
      const refused = await page.goto("/sattva-administration/orders?view=all&from=2026-02-30&status=lost");
      expect(refused?.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText("Some filters are not valid");
      await expect(page.getByLabel("Placed from")).toHaveAccessibleDescription("Enter a real date (day, month, year).");
      await expect(page.getByLabel("Status")).toHaveAccessibleDescription("Choose a status from the list.");
      await expect(page.getByTestId("orders-list-table")).toHaveCount(0);
      await axeClean();
    });
  });
}
