import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * A product's photos in the back office, in a real browser: two photos uploaded (made here with
 * sharp), put in order, described in Italian and English, served from /media with long cache
 * headers, then deleted (the product is left as it was found). Also once without JavaScript.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026" };

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A product of the seeded catalogue, far from the first pages the shop tests look at. */
async function someProduct(page: Page, offset: number): Promise<{ id: string; pid: string }> {
  const res = await page.request.get(`/api/sattva-products?limit=1&offset=${offset}`);
  expect(res.status()).toBe(200);
  const [product] = ((await res.json()) as { data: { _id: string; pid: string }[] }).data;
  return { id: product!._id, pid: product!.pid };
}

const uploadedCards = (page: Page) =>
  page.getByTestId("photos-gallery").getByTestId("photo-card").filter({ hasText: "Uploaded" });

async function mediaOf(page: Page, card: Locator) {
  const src = await card.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/media\/products\/[a-z0-9]+\/[0-9a-f]{20}\/\d+\.jpg$/);
  return src!;
}

test.describe("product photos", () => {
  test("upload two, reorder, alt in Italian and English, served at /media, then delete", async ({ page, context }) => {
    await prepare(context);
    await signIn(page, ADMIN, /\/sattva-admin$/);
    const product = await someProduct(page, 61);
    await page.goto(`/sattva-administration/products/${product.id}/photos`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Photos of /);
    await expect(page.getByText(`Product ${product.pid}:`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(uploadedCards(page)).toHaveCount(0);

    await page.getByLabel("Photo files").setInputFiles([
      { name: "wide.jpg", mimeType: "image/jpeg", buffer: await picture(900, 600, "#8a3b5c").jpeg().toBuffer() },
      { name: "square.png", mimeType: "image/png", buffer: await picture(400, 400, "#e0a44a").png().toBuffer() },
    ]);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Photos uploaded.")).toBeVisible();
    await expect(uploadedCards(page)).toHaveCount(2);
    await expect(uploadedCards(page).nth(0)).toContainText("900×600");
    await expect(uploadedCards(page).nth(1)).toContainText("400×400");

    // The square one moves up, before the wide one.
    await uploadedCards(page)
      .nth(1)
      .getByRole("button", { name: /^Move up/ })
      .click();
    await expect(uploadedCards(page).nth(0)).toContainText("400×400");
    await expect(uploadedCards(page).nth(1)).toContainText("900×600");

    // Alt text in Italian and English; the other three stay "not translated yet".
    const square = uploadedCards(page).nth(0);
    await expect(square.getByTestId("alt-missing")).toHaveCount(5);
    await square.getByLabel("Italiano").fill("Candela color zafferano");
    await square.getByLabel("English").fill("Saffron-coloured candle");
    await square.getByRole("button", { name: "Save text" }).click();
    await expect(page.getByText("Photos saved.")).toBeVisible();
    const saved = uploadedCards(page).nth(0);
    await expect(saved.getByLabel("Italiano")).toHaveValue("Candela color zafferano");
    await expect(saved.getByLabel("English")).toHaveValue("Saffron-coloured candle");
    await expect(saved.getByTestId("alt-missing")).toHaveCount(3);
    await expect(saved.locator("img")).toHaveAttribute("alt", "Candela color zafferano");
    expect(await axeViolations(page)).toEqual([]);

    // Served from /media: the right type, length and a year of cache; the browser shows it.
    const src = await mediaOf(page, saved);
    const res = await page.request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers()["content-length"])).toBe((await res.body()).length);
    const avif = (await saved.locator('source[type="image/avif"]').getAttribute("srcset"))!.split(" ")[0]!;
    const avifRes = await page.request.get(avif);
    expect(avifRes.headers()["content-type"]).toBe("image/avif");
    await expect
      .poll(() => saved.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Delete both (the browser asks first); their files go too.
    page.on("dialog", (dialog) => void dialog.accept());
    for (let left = 1; left >= 0; left -= 1) {
      await uploadedCards(page)
        .first()
        .getByRole("button", { name: /^Delete/ })
        .click();
      await expect(uploadedCards(page)).toHaveCount(left);
    }
    expect((await page.request.get(src)).status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a manager uploads a photo, a text file named .jpg is refused, and the photo is deleted", async ({
      page,
      context,
    }) => {
      await prepare(context);
      await signIn(page, MANAGER, /\/sattva-(admin|product-manager)/);
      const product = await someProduct(page, 62);
      await page.goto(`/sattva-administration/products/${product.id}/photos`);

      await page
        .getByLabel("Photo files")
        .setInputFiles([
          { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text, not a photo") },
        ]);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByTestId("photos-error")).toContainText("notes.jpg is not a JPEG, PNG, WebP or AVIF photo.");
      await expect(uploadedCards(page)).toHaveCount(0);

      await page
        .getByLabel("Photo files")
        .setInputFiles([
          { name: "one.webp", mimeType: "image/webp", buffer: await picture(700, 500, "#3d6b4f").webp().toBuffer() },
        ]);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(uploadedCards(page)).toHaveCount(1);
      await expect(uploadedCards(page).first()).toContainText("700×500");
      const src = await mediaOf(page, uploadedCards(page).first());
      expect((await page.request.get(src)).status()).toBe(200);
      await uploadedCards(page)
        .first()
        .getByRole("button", { name: /^Delete/ })
        .click();
      await expect(uploadedCards(page)).toHaveCount(0);
      expect((await page.request.get(src)).status()).toBe(404);
    });
  });
});
