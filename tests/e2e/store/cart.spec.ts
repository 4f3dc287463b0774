import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { productSlug } from "../../../app/modules/catalog/rules";

/** The cart: drawer and page with JS, the page alone without it (SPEC §2 "Cart drawer", §3, §4). */

interface Product {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  stock: number;
}

const eur = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const money = (cents: number) => eur.format(cents / 100);

/** In-stock products from the catalogue API (a plenty one, a low-stock one) and an out-of-stock one. */
async function catalogue(request: APIRequestContext) {
  const res = await request.get("/api/sattva-products?lng=en");
  expect(res.ok()).toBe(true);
  const rows = ((await res.json()) as { data: Record<string, unknown>[] }).data;
  const all: Product[] = rows.map((r) => ({
    id: String(r._id),
    title: String(r.title),
    slug: productSlug(String(r.title)),
    priceCents: Math.round(Number(r.discountedPrice ?? r.originalPrice) * 100),
    stock: Number(r.stock),
  }));
  const inStock = all.filter((p) => p.stock > 0).sort((a, b) => a.stock - b.stock);
  const plenty = inStock.filter((p) => p.stock >= 10);
  expect(plenty.length).toBeGreaterThan(1);
  const out = all.find((p) => p.stock === 0);
  return { plenty, low: inStock[0], out };
}

async function setUp(context: BrowserContext, baseURL: string | undefined) {
  // English, and the cookie banner already accepted so it covers nothing.
  await context.addCookies([
    { name: "i18next", value: "en", url: baseURL! },
    { name: "sattva_cookie_consent", value: "yes", url: baseURL! },
  ]);
}

/** The enhanced forms add their `js` marker once React runs: a sign the page is hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="js"]').first()).toBeAttached();
}

const cartButton = (page: Page) => page.locator('header a[href="/cart"]').first();

async function postToCart(page: Page, baseURL: string | undefined, form: Record<string, string>) {
  return page.request.post("/cart", { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ context, baseURL }) => setUp(context, baseURL));

  test("adding from a product page opens the drawer; +, −, remove, total and checkout", async ({ page, request }) => {
    const { plenty } = await catalogue(request);
    const product = plenty[plenty.length - 1];
    await page.goto(`/product/${product.slug}`);
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "0");

    const add = page.getByTestId("purchase").getByRole("button", { name: /add to cart/i });
    await hydrated(page);
    await add.click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("aria-modal", "true");
    const line = drawer.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("link", { name: product.title })).toHaveAttribute("href", `/product/${product.slug}`);
    await expect(line.getByTestId("line-quantity")).toContainText("1");
    await expect(drawer.getByTestId("drawer-total")).toHaveText(money(product.priceCents));
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "1");
    const decrease = line.getByRole("button", { name: "Decrease quantity" });
    await expect(decrease).toBeDisabled();

    await line.getByRole("button", { name: "Increase quantity" }).click();
    await expect(drawer.getByTestId("drawer-total")).toHaveText(money(product.priceCents * 2));
    await expect(line.getByTestId("line-price")).toContainText(money(product.priceCents * 2));
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");
    await expect(decrease).toBeEnabled();

    await decrease.click();
    await expect(drawer.getByTestId("drawer-total")).toHaveText(money(product.priceCents));
    await expect(decrease).toBeDisabled();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "1");

    // Checkout reveals the three payment buttons.
    const pay = drawer.getByRole("navigation", { name: "Choose how to pay" });
    await expect(pay).toBeHidden();
    await drawer.locator("summary", { hasText: "Checkout" }).click();
    await expect(pay.getByRole("link")).toHaveCount(3);
    await expect(pay.getByRole("link", { name: "Pay by card" })).toHaveAttribute(
      "href",
      "/pages/payment-proceed?method=card",
    );
    await expect(pay.getByRole("link", { name: "Pay by bank transfer" })).toHaveAttribute(
      "href",
      "/pages/payment-proceed?method=bank-transfer",
    );
    await expect(pay.getByRole("link", { name: "Pay with PayPal" })).toHaveAttribute(
      "href",
      "/pages/payment-proceed?method=paypal",
    );

    // Remove: the empty drawer suggests products in a carousel whose arrows move it.
    await line.getByRole("button", { name: `Remove ${product.title} from the cart` }).click();
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Top suggested products" })).toBeVisible();
    const row = drawer.getByTestId("suggestion-row");
    await expect(row.getByRole("listitem").first()).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "0");
    const scrollLeft = () => row.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    // Each arrow press moves the row by 220 px.
    await drawer.getByRole("button", { name: "Scroll suggestions right" }).click();
    await expect.poll(scrollLeft).toBe(220);
    await drawer.getByRole("button", { name: "Scroll suggestions right" }).click();
    await expect.poll(scrollLeft).toBe(440);
    await drawer.getByRole("button", { name: "Scroll suggestions left" }).click();
    await expect.poll(scrollLeft).toBe(220);

    // Drag to scroll: twice the mouse's travel.
    const before = 220;
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 250, box.y + 60, { steps: 5 });
    await page.mouse.up();
    await expect.poll(scrollLeft).toBe(before + 100);

    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("the cart button opens the drawer; backdrop, close button and Escape close it; focus stays inside", async ({
    page,
    request,
  }) => {
    const { plenty } = await catalogue(request);
    await page.goto(`/product/${plenty[0].slug}`);
    const res = await page.request.post("/cart", {
      form: { intent: "add", productId: plenty[0].id, quantity: "2" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.ok()).toBe(true);
    await page.reload();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");
    await hydrated(page);

    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    expect(page.url()).not.toContain("/cart"); // opened in place, not followed
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expect(drawer.getByRole("button", { name: "Close cart" })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    // Tab cycles inside the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.getByTestId("cart-backdrop").click({ position: { x: 20, y: 400 } });
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await cartButton(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("an empty drawer whose suggestions cannot load says so", async ({ page }) => {
    await page.route("**/cart/summary", (route) => route.abort("connectionrefused"));
    await page.goto("/cart");
    await hydrated(page);
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Products Not Found OR Server disconnected!")).toBeVisible();
  });

  test("a quantity above the stock is capped with a message; an out-of-stock product is refused", async ({
    page,
    request,
    baseURL,
  }) => {
    const { low, out } = await catalogue(request);
    await page.goto("/cart");
    const res = await postToCart(page, baseURL, { intent: "add", productId: low.id, quantity: String(low.stock + 5) });
    expect(res.status()).toBe(303);
    await page.goto("/cart");
    const capped = Math.min(low.stock, 99);
    await expect(page.getByTestId("cart-notice")).toContainText(
      capped >= 99 ? "At most 99 per product" : `Only ${capped} left: we adjusted the quantity.`,
    );
    await expect(page.getByTestId("cart-line").getByTestId("line-quantity")).toContainText(String(capped));
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", String(capped));

    // "+" at the stock: the line stays and says why (in place, once React runs; before that the
    // button posts the page and the notice above says it, which the no-JavaScript tests check).
    await hydrated(page);
    await page.getByTestId("cart-line").getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("cart-line").getByRole("status")).toContainText(
      capped >= 99 ? "At most 99" : `Only ${capped} left`,
    );
    await expect(page.getByTestId("cart-line").getByTestId("line-quantity")).toContainText(String(capped));

    if (out) {
      const refused = await postToCart(page, baseURL, { intent: "add", productId: out.id });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain(`is out of stock`);
    }
    const unknown = await postToCart(page, baseURL, { intent: "add", productId: "cm0zzzzzzzzzzzzzzzzzzzzzz" });
    expect(unknown.status()).toBe(404);
    const bad = await postToCart(page, baseURL, { intent: "add", productId: low.id, quantity: "1e2" });
    expect(bad.status()).toBe(400);
    await page.reload();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", String(capped));
  });

  test("the cart page has no serious or critical accessibility violations (empty and filled)", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Top suggested products" })).toBeVisible();
    const empty = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      empty.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);

    const firstAdd = page.getByTestId("page-suggestions").getByRole("button").first();
    await hydrated(page);
    await firstAdd.click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
    const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(dialog.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    await page.keyboard.press("Escape");
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.locator("summary", { hasText: "Checkout" }).click();
    const filled = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      filled.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context, baseURL }) => setUp(context, baseURL));

  test("add by form, land on /cart, +, −, remove; the header counts", async ({ page, request }) => {
    const { plenty } = await catalogue(request);
    const [a, b] = plenty.slice(-2);

    // The product page's own form (it returns to the product page).
    await page.goto(`/product/${a.slug}`);
    await page
      .getByTestId("purchase")
      .getByRole("button", { name: /add to cart/i })
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${a.slug}$`));
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "1");

    // A second product by a plain form post (what any no-JS form sends), back to /cart with a message.
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    const res = await page.request.post("/cart", {
      form: { intent: "add", productId: b.id, quantity: "2" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()["location"]).toBe("/cart");
    await page.goto("/cart");
    await expect(page.getByTestId("cart-notice")).toHaveText(`Added to your cart: ${b.title}`);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "3");
    await expect(page.getByTestId("cart-total")).toHaveText(money(a.priceCents + 2 * b.priceCents));

    const lineA = page.locator(`[data-testid="cart-line"][data-product-id="${a.id}"]`);
    await expect(lineA.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await lineA.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lineA.getByTestId("line-quantity")).toContainText("2");
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "4");
    await expect(page.getByTestId("cart-total")).toHaveText(money(2 * a.priceCents + 2 * b.priceCents));

    await lineA.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(lineA.getByTestId("line-quantity")).toContainText("1");
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "3");

    await lineA.getByRole("button", { name: `Remove ${a.title} from the cart` }).click();
    await expect(page.getByTestId("cart-notice")).toHaveText(`Removed from your cart: ${a.title}`);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "2");

    // The cart button is a plain link to the page; checkout is a disclosure that needs no script.
    await expect(cartButton(page)).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("link", { name: "Pay by card" })).toBeHidden();
    await page.locator("summary", { hasText: "Checkout" }).click();
    await expect(page.getByRole("link", { name: "Pay by card" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay by bank transfer" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay with PayPal" })).toBeVisible();

    const lineB = page.locator(`[data-testid="cart-line"][data-product-id="${b.id}"]`);
    await lineB.getByRole("button", { name: `Remove ${b.title} from the cart` }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top suggested products" })).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "0");
  });

  test("a suggestion's add button on the empty cart page adds it and comes back with a message", async ({ page }) => {
    await page.goto("/cart");
    const card = page.getByTestId("page-suggestions").getByRole("listitem").first();
    const title = (await card.locator("a span.font-display").textContent())!.trim();
    await card.getByRole("button").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-notice")).toHaveText(`Added to your cart: ${title}`);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", "1");
    // The message is shown once.
    await page.reload();
    await expect(page.getByTestId("cart-notice")).toHaveCount(0);
  });

  test("a quantity above the stock is capped with a message", async ({ page, request, baseURL }) => {
    const { low } = await catalogue(request);
    await page.goto("/cart");
    const res = await postToCart(page, baseURL, { intent: "add", productId: low.id, quantity: String(low.stock + 3) });
    expect(res.status()).toBe(303);
    await page.goto("/cart");
    const capped = Math.min(low.stock, 99);
    await expect(page.getByTestId("cart-notice")).toContainText(
      capped >= 99 ? "At most 99 per product" : `Only ${capped} left: we adjusted the quantity.`,
    );
    await expect(cartButton(page)).toHaveAttribute("data-cart-count", String(capped));
  });
});
