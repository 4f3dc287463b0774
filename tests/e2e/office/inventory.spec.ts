import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * The inventory in a real browser, with and without JavaScript: find a product, adjust its stock
 * with a reason and see the movement in its history; a refused adjustment says why; an import
 * preview shows a line's error and offers nothing to apply; the pages are axe clean. The stock is
 * put back as it was (received, then damaged), so other tests' products keep their stock.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

const stockShown = async (page: Page) =>
  Number(((await page.getByTestId("product-stock").locator("strong").textContent()) ?? "").replace(/\D/g, ""));

async function adjust(page: Page, reason: string, quantity: string, note = "") {
  await page.getByLabel("Reason").selectOption({ label: reason });
  await page.getByLabel("Quantity").fill(quantity);
  await page.getByLabel("Note (optional)").fill(note);
  await page.getByRole("button", { name: "Save the adjustment" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("adjust the stock with a reason and see it in the history; an import preview with an error", async ({
      page,
      context,
    }) => {
      test.slow(); // a whole journey with five accessibility scans, on shared cores
      // axe runs its script in the page: with JavaScript off it never answers. The markup is the
      // same server-rendered HTML either way, so the run with JavaScript scans it.
      const axeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
      };
      await prepare(context, `inventory-${javaScriptEnabled}`);
      await signIn(page, ADMIN, /\/sattva-admin$/);

      await page.goto("/sattva-administration/inventory?status=in");
      await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
      await axeClean();
      // Well-stocked products far from the low end, a different one per run.
      const link = page
        .getByTestId("inventory-table")
        .locator("tbody tr th a")
        .nth(javaScriptEnabled ? 12 : 13);
      const title = (await link.textContent())!;
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: `Stock: ${title}` })).toBeVisible();
      await axeClean();
      const before = await stockShown(page);

      const note = `e2e ${javaScriptEnabled ? "js" : "html"} ${Date.now()}`;
      await adjust(page, "Received", "3", note);
      await expect(page.getByTestId("product-stock")).toContainText(String(before + 3));
      const history = page.getByTestId("stock-history").locator("tbody tr");
      await expect(history.first()).toContainText("Received");
      await expect(history.first()).toContainText("+3");
      await expect(history.first()).toContainText(note);

      // Refused: the message at the field, nothing changed.
      await adjust(page, "Damaged", "0");
      await expect(page.getByText("Enter a whole number of 1 or more.")).toBeVisible();
      await axeClean();
      expect(await stockShown(page)).toBe(before + 3);

      await adjust(page, "Damaged", "3", `${note} back`);
      await expect(page.getByTestId("product-stock")).toContainText(String(before));
      await expect(history.first()).toContainText("Damaged");
      await expect(history.first()).toContainText("-3");

      // An import whose line names no product: shown with its error, nothing to apply.
      await page.goto("/sattva-administration/inventory/import");
      await expect(page.getByRole("heading", { level: 1, name: "Import stock counts" })).toBeVisible();
      await axeClean();
      await page.getByLabel("CSV file").setInputFiles({
        name: "counts.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("pid,stock\nPID999Z,4\n"),
      });
      await page.getByRole("button", { name: "Show the changes" }).click();
      await expect(page.getByTestId("import-lines")).toContainText("Unknown pid");
      await expect(page.getByText("Nothing can be applied while a line has an error")).toBeVisible();
      await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
      await axeClean();
    });
  });
}
