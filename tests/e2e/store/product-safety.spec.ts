import { expect, test } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";
import { axeViolations, prepare } from "../support/browser";

/**
 * Product safety (GPSR, Regulation (EU) 2023/988 art. 19): a product page shows, before the
 * purchase and in the shopper's language, the manufacturer, the EU responsible person (the shop
 * as importer for a maker outside the EU), the product's identifier and its warnings, in a
 * native <details> that opens with and without JavaScript; the JSON API gives the same.
 */

interface ApiProduct {
  _id: string;
  title: string;
  manufacturer: { name: string; country: string } | null;
  responsiblePerson: { name: string } | null;
  warnings: string[];
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a candle's page in German shows its manufacturer and warnings", async ({ page, context, request }) => {
      await prepare(context, String(javaScriptEnabled));
      const [en, de] = await Promise.all(
        ["en", "de"].map(async (lng) => {
          const res = await request.get(`/api/sattva-products?lng=${lng}&limit=200`);
          expect(res.status()).toBe(200);
          return (await res.json()).data as ApiProduct[];
        }),
      );
      const candle = en.find((p) => /candle/i.test(p.title) && p.manufacturer?.country === "IN");
      if (!candle) throw new Error("the demo seed has no candle of an Indian maker");
      const german = de.find((p) => p._id === candle._id)!;
      expect(german.warnings).toContain("Brennend niemals unbeaufsichtigt lassen.");

      await page.goto(`/product/${productSlug(candle.title)}?lng=de`);
      const block = page.getByTestId("product-safety");
      await expect(block.getByText("Produktsicherheit")).toBeVisible();
      // Closed at first (a compact block); a click on its summary opens it, script or not.
      await expect(block.getByText("Hersteller", { exact: true })).toBeHidden();
      await block.getByText("Produktsicherheit").click();
      await expect(block.getByTestId("safety-warnings")).toContainText("Warnhinweise und Sicherheitsinformationen");
      await expect(block.getByTestId("safety-warnings")).toContainText("Brennend niemals unbeaufsichtigt lassen.");
      await expect(block.getByTestId("safety-warnings")).toContainText("Die Kerze löschen");
      await expect(block.getByTestId("safety-manufacturer")).toContainText(candle.manufacturer!.name);
      await expect(block.getByTestId("safety-manufacturer")).toContainText("Indien");
      await expect(block.getByTestId("safety-responsible")).toContainText("Verantwortliche Person in der EU");
      await expect(block.getByTestId("safety-responsible")).toContainText(german.responsiblePerson!.name);
      await expect(block.getByTestId("safety-identifier")).toContainText(/Typ \/ Modell: PID\d{3}[A-Z]/);
      // Any GTIN-13: the office spec edits this candle's GTIN (a real one) in the same database.
      await expect(block.getByTestId("safety-identifier")).toContainText(/GTIN \/ EAN: \d{13}/);
      if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
    });
  });
}
