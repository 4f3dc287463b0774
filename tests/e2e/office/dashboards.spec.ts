import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * The dashboards in a real browser, with and without JavaScript: a preset and a range of one's
 * own with a grouping (GET form), the charts drawn on the server with their tables, the orders
 * figure checked against the orders API (another code path), a refused range said in words,
 * the manager's dashboard without money; axe clean.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026" };

const shopDay = (d: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Rome",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(d);
const daysAgo = (n: number) => shopDay(new Date(Date.now() - n * 86_400_000));

/** The rows of a chart's data table (opened first: it is in a closed <details>). */
async function tableRows(page: Page, chart: string) {
  const details = page.getByTestId(`${chart}-table`);
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
  return details.locator("tbody tr");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("admin: a preset, a range by week, the charts and their tables, a refused range", async ({
      page,
      context,
    }) => {
      test.slow(); // several pages and accessibility scans on shared cores
      // axe runs in the page: without JavaScript it cannot; the markup is the same either way.
      const axeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      };
      await prepare(context, `dashboards-admin-${javaScriptEnabled}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
      await expect(page.getByTestId("preset-30d")).toHaveAttribute("aria-current", "true");
      await expect(page.getByLabel("From", { exact: true })).toHaveValue(daysAgo(29));
      await expect(page.getByLabel("To", { exact: true })).toHaveValue(daysAgo(0));
      const revenueChart = page.getByRole("img", { name: /^Revenue by day/ });
      await expect(revenueChart).toBeVisible();
      await expect(page.getByRole("img", { name: /^Orders by day/ })).toBeVisible();
      expect(await (await tableRows(page, "revenue-trend")).count()).toBe(30);
      await expect(page.getByText("VAT included").first()).toBeVisible();
      await axeClean();

      // A preset: the last 7 days, day by day.
      await page.getByTestId("preset-7d").click();
      await expect(page).toHaveURL(/\?preset=7d$/);
      await expect(page.getByTestId("preset-7d")).toHaveAttribute("aria-current", "true");
      await expect(await tableRows(page, "orders-trend")).toHaveCount(7);

      // A range of one's own, by week: the seed's orders are spread over the last weeks.
      const from = daysAgo(89);
      const to = daysAgo(0);
      await page.getByLabel("From", { exact: true }).fill(from);
      await page.getByLabel("To", { exact: true }).fill(to);
      await page.getByLabel("Group by").selectOption("week");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&group=week`));
      await expect(page.getByRole("img", { name: /^Orders by week/ })).toBeVisible();
      const weeks = await tableRows(page, "orders-trend");
      // 90 days are 13 or 14 weeks (Monday to Sunday), the first cut at the range's start.
      expect([13, 14]).toContain(await weeks.count());

      // The orders figure is the orders API's count of orders placed in those days (Rome), read
      // before and after at a moment when no other test placed one.
      await expect(async () => {
        const placed = async () => {
          const api = await page.request.get("/api/sattva-orders?limit=200");
          expect(api.status()).toBe(200);
          const { data } = (await api.json()) as { data: { createdAt: string }[] };
          expect(data.length, "all the orders fit one API page").toBeLessThan(200);
          return data.filter((o) => {
            const day = shopDay(new Date(o.createdAt));
            return day >= from && day <= to;
          }).length;
        };
        const before = await placed();
        await page.reload();
        const shown = await page.getByTestId("figure-orders-value").textContent();
        expect(await placed()).toBe(before);
        expect(shown).toBe(String(before));
        let sum = 0;
        for (const row of await (await tableRows(page, "orders-trend")).all()) {
          sum += Number(await row.locator("td").first().textContent());
        }
        expect(sum, "the weeks add up to the figure").toBe(before);
      }).toPass({ timeout: 30_000 });
      await axeClean();

      // A start after the end is refused in words (400), the last 30 days shown instead.
      await page.getByLabel("From", { exact: true }).fill(daysAgo(1));
      await page.getByLabel("To", { exact: true }).fill(daysAgo(5));
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page.getByTestId("range-error")).toHaveText(/The start date is after the end date/);
      await expect(page.getByLabel("From", { exact: true })).toHaveValue(daysAgo(1));
      await expect(page.getByText(/\(30 days\)/)).toBeVisible();
      await axeClean();
      const refused = await page.request.get(`/sattva-admin?from=${daysAgo(1)}&to=${daysAgo(5)}`);
      expect(refused.status()).toBe(400);
    });

    test("manager: orders and stock, no money", async ({ page, context }) => {
      await prepare(context, `dashboards-manager-${javaScriptEnabled}`);
      await signIn(page, MANAGER, /\/sattva-product-manager$/);
      await expect(page.getByRole("heading", { level: 1, name: "Manager dashboard" })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Orders by day/ })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Stock status/ })).toBeVisible();
      await expect(page.getByTestId("figure-orders")).toBeVisible();
      await expect(page.getByTestId("figure-revenue")).toHaveCount(0);
      await expect(page.getByTestId("top-revenue")).toHaveCount(0);
      await page.getByTestId("preset-month").click();
      await expect(page).toHaveURL(/\?preset=month$/);
      await expect(await tableRows(page, "orders-trend")).toHaveCount(Number(daysAgo(0).slice(8)));
      if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the charts fit the screen", async ({ page, context }) => {
    await prepare(context, "dashboards-phone");
    await signIn(page, ADMIN, /\/sattva-admin$/);
    const chart = page.getByTestId("revenue-trend-svg");
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Measured once the page is loaded and its fonts are in (a fallback font is wider); on a
    // failure the message names the elements that stick out.
    await page.waitForLoadState("load");
    const overflow = await page.evaluate(async () => {
      await document.fonts.ready;
      const width = document.documentElement.clientWidth;
      const out = [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      return { scrollWidth: document.documentElement.scrollWidth, out };
    });
    expect(overflow.scrollWidth, overflow.out.join("; ")).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, "main")).toEqual([]);
  });
});
