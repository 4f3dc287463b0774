import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";

interface ApiProduct {
  _id: string;
  title: string;
  stock: number;
  imgs: { url: string }[];
}

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get("/api/sattva-products?lng=en");
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function pick(request: APIRequestContext, pred: (p: ApiProduct) => boolean) {
  const p = (await products(request)).find(pred);
  if (!p) throw new Error("the demo seed has no such product");
  return { ...p, path: `/product/${productSlug(p.title)}` };
}

const withGallery = (p: ApiProduct) => p.imgs.length >= 3 && p.stock >= 5;

test.describe("product page", () => {
  test("gallery arrows wrap around and thumbnails select", async ({ page, request }) => {
    const p = await pick(request, withGallery);
    const n = p.imgs.length;
    await page.goto(`${p.path}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`${n} / ${n}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`2 / ${n}`);
    const third = page.getByRole("link", { name: "Show image 3" });
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(counter).toHaveText(`3 / ${n}`);
    await expect(page.getByRole("link", { name: "Show image 1" })).not.toHaveAttribute("aria-current", "true");
  });

  test("a pause in the gallery's smooth scroll does not replace the image an arrow asked for", async ({
    page,
    request,
  }) => {
    const p = await pick(request, withGallery);
    const n = p.imgs.length;
    await page.goto(`${p.path}?lng=en`);
    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText(`1 / ${n}`);
    // On a busy phone the smooth scroll's frames can come further apart than the row's settling
    // delay: the row seems to rest on an image it is only passing. Here its scroll stops on the way
    // to the second image, at the third, and stays there past the delay.
    await page.getByTestId("gallery-track").evaluate((el) => {
      el.style.scrollBehavior = "auto";
      el.scrollTo = () => {
        el.scrollLeft = 2 * el.clientWidth;
        // Resolved once the row's own scroll handler (React's, attached first) has had its delay.
        (window as unknown as { settled: Promise<void> }).settled = new Promise((resolve) =>
          el.addEventListener("scroll", () => setTimeout(resolve, 400), { once: true }),
        );
      };
    });
    await page.getByRole("button", { name: "Next image" }).click();
    await page.evaluate(() => (window as unknown as { settled: Promise<void> }).settled);
    await expect(counter).toHaveText(`2 / ${n}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`3 / ${n}`);
  });

  test("adds the stepper's quantity to the cart", async ({ page, request }) => {
    const p = await pick(request, withGallery);
    await page.goto(`${p.path}?lng=en`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && /^\/cart(\.data)?$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole("button", { name: "ADD TO CART" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("intent")).toBe("add");
    expect(body.get("productId")).toBe(p._id);
    expect(body.get("quantity")).toBe("2");
    await expect(page.locator("[data-cart-count]").first()).toHaveAttribute("data-cart-count", "2");
  });

  test("an out-of-stock product has a disabled ADD TO CART", async ({ page, request }) => {
    const p = await pick(request, (x) => x.stock === 0);
    await page.goto(`${p.path}?lng=en`);
    await expect(page.getByRole("button", { name: "ADD TO CART" })).toBeDisabled();
    await expect(page.getByTestId("stock-status")).toHaveText("Out of stock");
  });

  test("has SEO meta and valid Product JSON-LD", async ({ page, request }) => {
    const p = await pick(request, withGallery);
    await page.goto(`${p.path}?lng=en`);
    await expect(page).toHaveTitle(`${p.title} | Sattva`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${p.path}\\?lng=en$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/.+\.svg$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((b) => JSON.parse(b)).find((x) => x["@type"] === "Product");
    expect(ld.name).toBe(p.title);
    expect(ld.offers.priceCurrency).toBe("EUR");
    expect(ld.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
  });

  test("an unknown slug is a 404", async ({ page }) => {
    const res = await page.goto("/product/no-such-thing-here?lng=en");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("has no serious or critical axe violations", async ({ page, request }) => {
    const p = await pick(request, withGallery);
    await page.goto(`${p.path}?lng=en`);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("renders fully and adds the typed quantity with a native form", async ({ page, request }) => {
    const p = await pick(request, withGallery);
    await page.goto(`${p.path}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    await expect(page.getByTestId("rating")).toContainText(/\b\d\.\d\/5/);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Reviews/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show image 2" })).toHaveAttribute("href", "#image-2");
    await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "ADD TO CART" }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.locator("[data-cart-count]").first()).toHaveAttribute("data-cart-count", "2");
  });
});

test.describe("public API", () => {
  test("lists products and reviews in the spec's shape", async ({ request }) => {
    const res = await request.get("/api/sattva-products?limit=3&offset=1&lng=en");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=60");
    const { data } = await res.json();
    expect(data).toHaveLength(3);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        "_id",
        "banner",
        "brand",
        "category",
        "createdAt",
        "description",
        "discountedPrice",
        "imgs",
        "originalPrice",
        "pid",
        "priorPrice",
        "rating",
        "stock",
        "title",
        // Product safety (GPSR art. 19).
        "manufacturer",
        "responsiblePerson",
        "identifier",
        "warnings",
      ].sort(),
    );
    expect(typeof data[0].originalPrice).toBe("number");
    const reviews = await (await request.get("/api/sattva-reviews?limit=5")).json();
    expect(reviews.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(reviews)).not.toMatch(/@/);
    const bad = await request.get("/api/sattva-products?limit=abc");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/limit/);
  });
});
