import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The back office in a real browser: staff log in through the log-in page, the dashboards show
 * the database's figures (cross-checked against the staff JSON API, another code path), the
 * sidebar leads to every page, and roles are enforced on the server.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026", name: "Asha Raman" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026", name: "Marco Bellini" };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/account/login");
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Back office" });

test.describe("admin", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.44.1.1" } });

  test("logs in, lands on the admin dashboard with its figures and charts", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/sattva-admin$/);
    await expect(page.getByTestId("office-title")).toHaveText("Admin panel");
    await expect(page.getByTestId("office-staff-name")).toContainText(ADMIN.name);
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();

    // The figures of the period, their charts and lists (checked against the orders API in
    // dashboards.spec.ts).
    for (const figure of ["revenue", "orders", "average", "customers", "conversion", "refunds"]) {
      await expect(page.getByTestId(`figure-${figure}`)).toBeVisible();
    }
    await expect(page.getByTestId("revenue-trend-svg")).toBeVisible();
    await expect(page.getByTestId("orders-trend-svg")).toBeVisible();
    await axeClean(page);
  });

  test("the sidebar leads to every page, each showing real data", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/sattva-admin$/);

    await sidebar(page).getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    // Staff see drafts too: the manage table counts every product.
    const catalogue = (await (await page.request.get("/api/sattva-products?limit=1&includeDrafts=1")).json()) as {
      total: number;
    };
    await expect(page.getByTestId("staff-product-row")).toHaveCount(50);
    await expect(page.getByTestId("products-total")).toHaveText(`${catalogue.total} products`);
    await page.getByLabel("Search products").fill("satya");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/products\?(.*&)?q=satya/);
    const brands = page.getByTestId("staff-product-row").locator("td:nth-child(3)");
    // The address changes before the new rows show (a transition): wait until every row is SATYA's.
    await expect.poll(async () => [...new Set(await brands.allTextContents())]).toEqual(["SATYA"]);
    await page.getByLabel("Search products").fill("no such product anywhere");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No products found.")).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Inventory" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
    await page.getByLabel("Stock status").selectOption("out");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=out/);
    const stock = page.getByTestId("inventory-table").locator("tbody tr td:nth-child(5)");
    await expect
      .poll(async () => (await stock.allTextContents()).every((s) => /^0\s*Out of stock$/.test(s)))
      .toBe(true);
    await expect(stock.first()).toContainText("Out of stock");

    await sidebar(page).getByRole("link", { name: "Customers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    const shopperRow = page.getByTestId("users-table").getByRole("row", { name: /shopper@example\.com/ });
    await expect(shopperRow).toContainText("Giulia Conti");
    await expect(shopperRow).toContainText("Customer");

    await sidebar(page).getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    await expect(page.getByTestId("reviews-table").locator("tbody tr").first()).toBeVisible();
    await page.getByLabel("Search reviews").fill("zzzz-nothing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No reviews found.")).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.getByTestId("orders-table").locator("tbody tr")).toHaveCount(10);
    await page.getByRole("link", { name: "OID Wise" }).click();
    await page.getByLabel("Order number").fill("SAT-10006");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("orders-table").locator("tbody tr")).toHaveCount(1);
    await expect(page.getByTestId("orders-table")).toContainText("shopper@example.com");
    // Other tests may cancel this order meanwhile: the table must show what the database says now.
    const orders = (await (await page.request.get("/api/sattva-orders")).json()) as {
      data: { oid: string; status: string }[];
    };
    const status = orders.data.find((o) => o.oid === "SAT-10006")!.status;
    await expect(page.getByTestId("orders-table")).toContainText(status[0].toUpperCase() + status.slice(1));
    await page.getByLabel("Order number").fill("SAT-99999");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No orders found.")).toBeVisible();
    await page.getByRole("link", { name: "Delayed Orders" }).click();
    const delayed = page.getByTestId("orders-table").locator("tbody tr");
    await expect(delayed.first()).toBeVisible();
    for (const row of await delayed.all()) {
      await expect(row).toContainText("Delayed");
      await expect(row).not.toContainText(/Delivered|Cancelled|Returned/);
    }

    await sidebar(page).getByRole("link", { name: "Profile" }).click();
    await expect(page.getByTestId("profile-name")).toHaveText(ADMIN.name);
    await expect(page.getByText(ADMIN.email)).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByTestId("account-sessions")).toContainText("this session");

    await sidebar(page).getByRole("link", { name: "Manage users" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage users" })).toBeVisible();
    await expect(page.getByTestId("staff-table").getByRole("row", { name: /manager@example\.com/ })).toContainText(
      "Manager",
    );

    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/sattva-admin$/);
  });

  test("the account menu: settings save the language, help, back to store, logout", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/sattva-admin$/);
    await page.getByTestId("office-account-menu").locator("summary").click();
    await page.getByTestId("office-account-menu").getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await page.getByLabel("Language of the back office and of the shop").selectOption("it");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Impostazioni" })).toBeVisible();
    await expect(page.getByText("Impostazioni salvate con successo!")).toBeVisible();
    await page.getByLabel("Lingua del back office e del negozio").selectOption("en");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.getByTestId("office-account-menu").locator("summary").click();
    await page.getByRole("link", { name: "Help" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
    await expect(page.getByText(/more than 7 working days/)).toBeVisible();

    await page.getByTestId("office-account-menu").locator("summary").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/sattva-admin");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fsattva-admin/);
  });
});

test.describe("manager", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.44.2.1" } });

  test("logs in to the manager dashboard with stock figures", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/sattva-product-manager$/);
    await expect(page.getByTestId("office-title")).toHaveText("Manager panel");
    await expect(page.getByTestId("office-staff-name")).toContainText(MANAGER.name);
    const catalogue = (await (await page.request.get("/api/sattva-products?limit=1")).json()) as { total: number };
    const counts = await Promise.all(
      ["out", "low", "in"].map(async (s) => Number(await page.getByTestId(`stock-status-${s}`).textContent())),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(catalogue.total);
    // The figures are the catalogue's as it is now (other tests cancel orders and return stock).
    const all = (await (await page.request.get("/api/sattva-products?limit=100")).json()) as {
      data: { stock: number }[];
    };
    expect(all.data).toHaveLength(catalogue.total);
    const out = all.data.filter((p) => p.stock === 0).length;
    const low = all.data.filter((p) => p.stock > 0 && p.stock <= 20).length;
    expect(counts).toEqual([out, low, catalogue.total - out - low]);
    expect(out).toBeGreaterThan(0);
    // Managers have no admin section and no user management.
    await expect(sidebar(page).getByRole("link", { name: "Manage users" })).toHaveCount(0);
    await axeClean(page);
  });

  test("is sent home from manage-users and from the admin dashboard", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/sattva-product-manager$/);
    await page.goto("/sattva-administration/manage-users");
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto("/sattva-admin");
    await expect(page).toHaveURL(/:\d+\/$/);
    // The JSON API says the same with a status.
    expect((await page.request.get("/api/sattva-users")).status()).toBe(403);
  });

  test("the shared pages are clean for axe (orders, products, settings)", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/sattva-product-manager$/);
    await page.goto("/sattva-administration/orders?view=delayed");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await axeClean(page);
    await page.goto("/sattva-administration/products");
    await expect(page.getByTestId("staff-products-table")).toBeVisible();
    await axeClean(page);
    // The own-password form: a wrong current password is refused in place, focused and announced.
    await page.goto("/sattva-administration/settings");
    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill("another-password-2026");
    await page.getByLabel("Repeat the new password").fill("another-password-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toBeFocused();
    await axeClean(page);
  });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": "10.44.3.1" },
  });

  test("the menu disclosure opens and its links work; searches are plain GET forms", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/sattva-admin$/);
    await page.getByTestId("office-menu").click();
    await sidebar(page).getByRole("link", { name: "Inventory" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
    await page.getByLabel("Stock status").selectOption("low");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=low/);
    const low = page.getByTestId("inventory-table").locator("tbody tr td:nth-child(5)");
    await expect.poll(async () => (await low.allTextContents()).every((s) => s.includes("Low stock"))).toBe(true);
    await expect(low.first()).toContainText("Low stock");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "X-Forwarded-For": "10.44.3.2" } });

  test("the open menu and a list page are clean for axe", async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(/\/sattva-product-manager$/);
    await page.goto("/sattva-administration/customers");
    await page.getByTestId("office-menu").click();
    await expect(sidebar(page).getByRole("link", { name: "Orders" })).toBeVisible();
    await axeClean(page);
  });
});

test.describe("signed out and shoppers", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.44.4.1" } });

  test("anonymous visitors are sent to log in, shoppers home", async ({ page }) => {
    await page.goto("/sattva-administration/orders");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fsattva-administration%2Forders/);
    await signIn(page, { email: "shopper@example.com", password: "shopper-demo-2026" });
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/sattva-product-manager");
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe("staff JSON API with a bearer token", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.44.5.1" } });

  test("an admin token lists users without password material; a wrong re-entered password changes nothing", async ({
    request,
  }) => {
    const login = await request.post("/api/auth/login", { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };

    const list = await request.get("/api/sattva-users", { headers: auth });
    expect(list.status()).toBe(200);
    expect(list.headers()["cache-control"]).toBe("no-store");
    const text = await list.text();
    expect(text).not.toMatch(/passwordHash|\$argon2|demo-2026/);
    const users = (JSON.parse(text) as { data: { _id: string; email: string; role: string }[] }).data;
    const shopper = users.find((u) => u.email === "shopper@example.com")!;
    expect(shopper.role).toBe("user");

    const wrong = await request.patch(`/api/sattva-users/update-user/${shopper._id}`, {
      headers: auth,
      data: { role: "admin", password: "not-my-password" },
    });
    expect(wrong.status()).toBe(403);
    expect(await wrong.json()).toEqual({ error: "Incorrect password." });
    const after = (await (await request.get("/api/sattva-users", { headers: auth })).json()) as {
      data: { email: string; role: string }[];
    };
    expect(after.data.find((u) => u.email === "shopper@example.com")!.role).toBe("user");

    // A shopper's token: 403 on the users API, and only their own orders.
    const shopperLogin = await request.post("/api/auth/login", {
      data: { email: "shopper@example.com", password: "shopper-demo-2026" },
    });
    const shopperAuth = { Authorization: `Bearer ${((await shopperLogin.json()) as { token: string }).token}` };
    expect((await request.get("/api/sattva-users", { headers: shopperAuth })).status()).toBe(403);
    const own = (await (await request.get("/api/sattva-orders", { headers: shopperAuth })).json()) as {
      data: { oid: string }[];
    };
    expect(own.data.map((o) => o.oid).sort()).toEqual([
      "SAT-10002",
      "SAT-10006",
      "SAT-10012",
      "SAT-10014",
      "SAT-10027",
    ]);
  });
});
