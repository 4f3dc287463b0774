import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "../support/account";
import { axeViolations, prepare } from "../support/browser";

/**
 * Review moderation and the catalogue's categories and brands, in a real browser, with and
 * without JavaScript: a hidden review leaves the product page, a manager cannot delete one, an
 * admin deletes one with the password; a brand is added and moved, a category in use is not
 * deleted. Each test works on reviews of its own rating, so the tests running side by side on the
 * shared demo database do not take each other's rows. Axe runs where the page runs scripts.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-2026" };
const MANAGER = { email: "manager@example.com", password: "manager-demo-2026" };
const REVIEWS = "/sattva-administration/reviews";

async function staffPage(browser: Browser, who: typeof ADMIN, js: boolean, landing: RegExp) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL: test.info().project.use.baseURL });
  await prepare(context, `${who.email}-${js}`);
  const page = await context.newPage();
  await signIn(page, who, landing);
  return page;
}

const firstRow = (page: Page) => page.getByTestId("reviews-table").locator("tbody tr").first();

/** The product page's reviews carrying this exact comment. */
async function shownOnProduct(page: Page, href: string, comment: string) {
  await page.goto(href);
  return page.locator("#reviews li", { hasText: comment }).count();
}

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";
  const rating = js ? 5 : 4;

  test(`a manager hides a review and it leaves the product page (${mode})`, async ({ browser }) => {
    const page = await staffPage(browser, MANAGER, js, /\/sattva-product-manager$/);
    await page.goto(`${REVIEWS}?state=published&rating=${rating}`);
    const row = firstRow(page);
    const comment = (await row.locator("td").nth(2).textContent())!.trim();
    const href = (await row.locator("th a").getAttribute("href"))!;
    const before = await shownOnProduct(page, href, comment);
    expect(before).toBeGreaterThan(0);

    await page.goto(`${REVIEWS}?state=published&rating=${rating}`);
    await firstRow(page)
      .getByRole("button", { name: /^Hide the review of/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Review hidden" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`state=published&rating=${rating}`));

    await expect.poll(() => shownOnProduct(page, href, comment)).toBe(before - 1);
    await page.goto(`${REVIEWS}?state=hidden`);
    if (js) expect(await axeViolations(page)).toEqual([]); // axe runs as a script in the page
    await page.context().close();
  });
}

test("a manager cannot delete a review: the spec's message, nothing deleted", async ({ browser }) => {
  const page = await staffPage(browser, MANAGER, true, /\/sattva-product-manager$/);
  await page.goto(`${REVIEWS}?rating=2`);
  const before = await page.getByTestId("reviews-table").locator("tbody tr").count();
  await firstRow(page)
    .getByRole("link", { name: /^Delete the review of/ })
    .click();
  await expect(page.getByTestId("reviews-delete-refused")).toContainText(
    "You do not have permission to delete reviews.",
  );
  await expect(page.getByLabel("Your password")).toHaveCount(0);
  await page.goto(`${REVIEWS}?rating=2`);
  await expect(page.getByTestId("reviews-table").locator("tbody tr")).toHaveCount(before);
  await page.context().close();
});

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";
  test(`an admin deletes a review with the password (${mode})`, async ({ browser }) => {
    const page = await staffPage(browser, ADMIN, js, /\/sattva-admin$/);
    const rating = js ? 3 : 1;
    await page.goto(`${REVIEWS}?rating=${rating}`);
    const row = firstRow(page);
    const comment = (await row.locator("td").nth(2).textContent())!.trim();
    const link = row.getByRole("link", { name: /^Delete the review of/ });
    const id = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("delete");
    await link.click();
    const panel = page.getByTestId("reviews-delete-panel");
    await expect(panel).toContainText(comment.slice(0, 30));
    if (js) expect(await axeViolations(page)).toEqual([]); // axe runs as a script in the page

    await panel.getByLabel("Your password").fill("not-the-password");
    await panel.getByRole("button", { name: "Delete review" }).click();
    await expect(panel.getByText("Incorrect password.")).toBeVisible();

    await panel.getByLabel("Your password").fill(ADMIN.password);
    await panel.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review deleted." })).toBeVisible();
    await expect(page.getByTestId("reviews-delete-panel")).toHaveCount(0);
    await expect(page.locator(`a[href*="delete=${id}"]`)).toHaveCount(0);
    await page.context().close();
  });
}

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";
  test(`the catalogue page: add a brand, move it up, refuse deleting a category in use (${mode})`, async ({
    browser,
  }) => {
    const page = await staffPage(browser, MANAGER, js, /\/sattva-product-manager$/);
    await page.goto("/sattva-administration/catalogue");
    if (js) expect(await axeViolations(page)).toEqual([]); // axe runs as a script in the page
    const name = `Marchio ${js ? "JS" : "HTML"} ${Date.now() % 100000}`;
    const add = page.getByTestId("add-brand");
    await add.getByLabel("Name (Italian)").fill(name);
    await add.getByLabel("Name (English)").fill(`${name} en`);
    await add.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added." })).toBeVisible();

    const brands = page.locator("section[aria-labelledby='catalogue-brands'] [data-testid='brand-row']");
    const names = async () => (await brands.locator("p[lang='it']").allTextContents()).map((s) => s.trim());
    const at = (await names()).indexOf(name);
    expect(at).toBeGreaterThan(0);
    await page.getByRole("button", { name: `Move ${name} up` }).click();
    await expect.poll(async () => (await names()).indexOf(name)).toBe(at - 1);

    const category = page
      .locator("section[aria-labelledby='catalogue-categories'] [data-testid='category-row']")
      .first();
    const categoryName = (await category.locator("p[lang='it']").textContent())!.trim();
    await page.getByRole("button", { name: `Delete ${categoryName}`, exact: true }).click();
    await expect(page.getByTestId("catalogue-refusal")).toContainText("cannot be deleted");
    await expect(page.locator("p[lang='it']", { hasText: categoryName }).first()).toBeVisible();
    await page.context().close();
  });
}

test("the audit page lists staff writes with their filters, axe clean (admins only)", async ({ browser }) => {
  const page = await staffPage(browser, ADMIN, true, /\/sattva-admin$/);
  await page.goto("/sattva-administration/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("Record").selectOption({ index: 0 });
  await page.getByLabel("From").fill("2020-01-01");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/from=2020-01-01/);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();

  const manager = await staffPage(browser, MANAGER, true, /\/sattva-product-manager$/);
  await manager.goto("/sattva-administration/audit");
  await expect(manager).toHaveURL(/\/$/);
  await manager.context().close();
});
