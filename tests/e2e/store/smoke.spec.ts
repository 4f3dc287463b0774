import { expect, test } from "@playwright/test";

test("home answers with the shop's language and a 404 for unknown paths", async ({ page }) => {
  const res = await page.goto("/?lng=en");
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const missing = await page.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | Sattva");
});
