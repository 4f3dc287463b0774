import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * Staff products in a real browser, with and without JavaScript: add a product in Italian and
 * English with two uploaded photos, see it in the shop in both languages, change its price,
 * delete it with the password; the pages are axe clean.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };

/** axe runs in the page: only where JavaScript is on (the markup is the same without it). */
async function axeClean(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await axeViolations(page, "main")).toEqual([]);
}

async function addProduct(page: Page, title: string, javaScriptEnabled: boolean) {
  await page.goto("/sattva-administration/products/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await axeClean(page, javaScriptEnabled);
  const form = page.getByTestId("product-form");
  await form.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Brand", { exact: true }).selectOption({ index: 1 });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Rating (0–5)").fill("4.5");
  await form.getByLabel("Original price (€)").fill("19.90");
  await form.getByLabel("Description", { exact: true }).fill("Profumo di sandalo\nFatto a mano");
  await form.getByLabel("Address of photo 1").fill("/art/candle/3.svg");
  await form.getByLabel("Alternative text of photo 1").fill("Una candela");
  await form.getByLabel("Initial stock").fill("12");
  await form.getByLabel("Title (English)").fill(`${title} (EN)`);
  await form.getByLabel("Description (English)").fill("Sandalwood scent");
  // A language left empty says the shop shows the Italian.
  await expect(page.getByTestId("lang-fr")).toContainText("Not translated yet — the shop shows the Italian.");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${title}` })).toBeVisible();
  await expect(form.getByLabel("PID")).toHaveValue(/^PID\d{3}[A-Z]$/);
  await axeClean(page, javaScriptEnabled);
  return page.url().split("/").pop()!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("add in Italian and English, see it in the shop, change the price, delete with the password", async ({
      page,
      context,
    }) => {
      // A long walk through several pages on shared cores.
      test.setTimeout(120_000);
      await prepare(context, String(javaScriptEnabled));
      await signIn(page, ADMIN, /\/sattva-admin$/);
      const title = `Candela prova ${javaScriptEnabled ? "js" : "html"} ${Date.now()}`;

      // Bad input first: the spec's messages, nothing saved.
      await page.goto("/sattva-administration/products/new");
      await page.getByTestId("product-form").getByRole("button", { name: "Create product" }).click();
      const errors = page.getByTestId("form-errors");
      await expect(errors).toContainText("Title is required");
      await expect(errors).toContainText("Category is required");
      await expect(errors).toContainText("At least one image URL is required");

      const id = await addProduct(page, title, javaScriptEnabled);
      const slug = (await page.getByRole("link", { name: /^\/product\// }).textContent())!.replace("/product/", "");

      // Two photos uploaded on the product's photos page (made here with sharp).
      await page.goto(`/sattva-administration/products/${id}/photos`);
      const photo = (w: number, h: number, background: string) =>
        sharp({ create: { width: w, height: h, channels: 3, background } });
      await page.getByLabel("Photo files").setInputFiles([
        { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 900, "#8a3b5c").jpeg().toBuffer() },
        { name: "side.png", mimeType: "image/png", buffer: await photo(800, 800, "#e0a44a").png().toBuffer() },
      ]);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByText("Photos uploaded.")).toBeVisible();

      // The shop shows it in Italian and in English, with the uploaded photos in every format.
      await page.goto(`/product/${slug}?lng=it`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const sources = page.locator('main picture source[type="image/avif"]');
      await expect(sources.first()).toHaveAttribute(
        "srcset",
        /\/media\/products\/[a-z0-9]+\/[0-9a-f]+\/\d+\.avif \d+w/,
      );
      await page.goto(`/product/${slug}?lng=en`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (EN)`);

      // Change the price on the same form.
      await page.goto(`/sattva-administration/products/${id}`);
      await page.getByTestId("product-form").getByLabel("Original price (€)").fill("24.50");
      await page.getByTestId("product-form").getByRole("button", { name: "Save product" }).click();
      // Wait for the server's answer (the toast), not for the field that holds what was typed.
      await expect(page.getByText("Product updated successfully.")).toBeVisible();
      await expect(page.getByTestId("product-form").getByLabel("Original price (€)")).toHaveValue("24.50");

      // In the manage table, searchable by title.
      await page.goto(`/sattva-administration/manage-products?q=${encodeURIComponent(title)}`);
      const row = page.getByTestId("staff-product-row");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("24.50");
      await axeClean(page, javaScriptEnabled);

      // Delete: a wrong password is refused, the right one deletes. With JavaScript in a dialog on
      // the page (it closes 1.5 s after the success message); without, on a confirmation page.
      // The link opens the dialog only once React runs and the dialog's code is in; before, it goes
      // to the confirmation page.
      if (javaScriptEnabled) await expect(row.getByTestId("delete-dialog")).toBeAttached();
      await row.getByRole("link", { name: `Delete ${title}` }).click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: "Delete product" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Are you sure you want to delete this product?");
        await axeClean(page, javaScriptEnabled);
        await dialog.getByLabel("Your password").fill("not-my-password");
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(dialog.getByTestId("delete-dialog-message")).toHaveText("Incorrect Password!");
        await dialog.getByLabel("Your password").fill(ADMIN.password);
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(dialog.getByTestId("delete-dialog-message")).toHaveText("Product Deleted Successfully!");
        await expect(dialog).toBeHidden();
      } else {
        await expect(page.getByText("Are you sure you want to delete this product?")).toBeVisible();
        await page.getByLabel("Your password").fill("not-my-password");
        await page.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(page.getByTestId("delete-error")).toHaveText("Incorrect Password!");
        await page.getByLabel("Your password").fill(ADMIN.password);
        await page.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(page).toHaveURL(/\/sattva-administration\/manage-products/);
        await expect(page.getByText("Product Deleted Successfully!")).toBeVisible();
      }
      await expect(page.getByTestId("staff-product-row")).toHaveCount(0);
      const gone = await page.request.get(`/product/${slug}`, { maxRedirects: 0 });
      expect(gone.status()).toBe(404);
    });
  });
}

test("staff see edit and delete icons on shop cards; a shopper does not", async ({ page, context }) => {
  await prepare(context, "cards");
  await page.goto("/");
  await expect(page.getByTestId("staff-tools")).toHaveCount(0);
  await signIn(page, ADMIN, /\/sattva-admin$/);
  await page.goto("/");
  const tools = page.getByTestId("staff-tools").first();
  await expect(tools).toBeVisible();
  // The tools' code loads on demand (staff only): the dialog is there once the page is enhanced.
  await expect(tools.getByTestId("delete-dialog")).toBeAttached();
  // The trash icon asks for the password in a dialog (the shop's texts); Cancel closes it.
  await tools.getByRole("link", { name: /^Delete / }).click();
  const dialog = page.getByRole("dialog", { name: "Delete product" });
  await expect(dialog).toContainText("Are you sure you want to delete this product?");
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog.getByTestId("delete-dialog-message")).toHaveText("Incorrect password");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await tools.getByRole("link", { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/sattva-administration\/products\/[a-z0-9]+$/);
});
