import { expect, test, type Page } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * Product safety in the back office, with and without JavaScript: a manufacturer is added on the
 * product safety page (a missing contact is refused first), a product's GTIN and German warning
 * are edited on the product form (a wrong check digit is refused first) and the shop's page in
 * German shows the new warning after the category's; the pages are axe clean.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("add a manufacturer, edit a product's identifier and warnings, see them in the shop", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await prepare(context, String(javaScriptEnabled));
      await signIn(page, ADMIN, /\/sattva-admin$/);
      const tag = `${javaScriptEnabled ? "js" : "html"} ${Date.now()}`;

      // The safety page: linked from the catalogue page.
      await page.goto("/sattva-administration/catalogue");
      const link = page.getByRole("link", { name: "Product safety" });
      await expect(link).toHaveAttribute("href", "/sattva-administration/catalogue/safety");
      await page.goto("/sattva-administration/catalogue/safety");
      await expect(page.getByRole("heading", { level: 1, name: "Product safety" })).toBeVisible();
      await axeClean(page, javaScriptEnabled);
      const add = page.getByTestId("operator-form-new");
      await add.getByLabel("Name").fill(`Kerzenwerk ${tag}`);
      await add.getByLabel("Country (ISO code)").fill("DE");
      await add.getByLabel("Postal address").fill("Hauptstraße 5\n10115 Berlin");
      await add.getByRole("button", { name: "Add" }).click();
      await expect(page.getByTestId("operator-form-new")).toContainText(
        "Give an e-mail or a contact page: the regulation asks for an electronic address.",
      );
      await page.getByTestId("operator-form-new").getByLabel("E-mail").fill("sicherheit@kerzenwerk.example");
      await page.getByTestId("operator-form-new").getByRole("button", { name: "Add" }).click();
      // Saved: back on the page (a redirect), the new entry listed.
      await expect(page.getByRole("region", { name: "Manufacturers and EU responsible persons" })).toContainText(
        `Kerzenwerk ${tag}`,
        { timeout: 30_000 },
      );

      // A candle's form: identifier and warnings, validated like the other fields.
      const res = await request.get("/api/sattva-products?lng=en&limit=200");
      const candles = ((await res.json()).data as { _id: string; title: string }[]).filter((p) =>
        /candle/i.test(p.title),
      );
      const candle = candles[javaScriptEnabled ? 0 : 1];
      await page.goto(`/sattva-administration/products/${candle._id}`);
      const form = page.getByTestId("product-form");
      await expect(form.getByTestId("product-manufacturer")).toContainText("Manufacturer (from the brand");
      await form.getByLabel("GTIN / EAN").fill("4006381333932");
      await form.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByTestId("form-errors")).toContainText(
        "This is not a valid GTIN: 8, 12, 13 or 14 digits with a correct check digit.",
      );
      await axeClean(page, javaScriptEnabled);
      const warning = `Nicht in Zugluft stellen (${tag}).`;
      await form.getByLabel("GTIN / EAN").fill("4006381333931");
      await form.getByLabel("Warnings of this product in Deutsch (one a line)").fill(warning);
      await form.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByText("Product updated successfully.")).toBeVisible();
      await expect(form.getByLabel("GTIN / EAN")).toHaveValue("4006381333931");

      // The shop's page in German: the category's warnings, then the product's own.
      await page.goto(`/product/${productSlug(candle.title)}?lng=de`);
      const block = page.getByTestId("product-safety");
      await block.getByText("Produktsicherheit").click();
      const items = block.getByTestId("safety-warnings").getByRole("listitem");
      await expect(items.first()).toHaveText("Brennend niemals unbeaufsichtigt lassen.");
      await expect(items.last()).toHaveText(warning);
      await expect(block.getByTestId("safety-identifier")).toContainText("GTIN / EAN: 4006381333931");
    });
  });
}
