import { expect, test, type Page } from "@playwright/test";

// After a client navigation that changes the page's language, the browser's translations follow
// (remix-i18next's useChangeLanguage in root.tsx, over the stand-in for react-i18next): the
// texts translated in the browser switch too, without reloading the document.
const header = (page: Page) => page.getByTestId("store-header");

test("a client navigation to ?lng=de switches the browser's translations without a reload", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The cookie notice accepted: its code comes on demand, and a language change while that part of
  // the page still hydrates makes React drop its server markup and draw it again (error #421).
  await page
    .context()
    .addCookies([{ name: "sattva_cookie_consent", value: "yes", url: test.info().project.use.baseURL! }]);
  await page.goto("/?lng=it");
  await expect(page.locator("nav.nav[data-enhanced]")).toHaveCount(1);
  await expect(header(page).getByRole("navigation", { name: "Navigazione principale" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same document";
    void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
      "/?lng=de",
    );
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // Texts the browser translates (the header's labels), not only the server's data.
  await expect(header(page).getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Vai al contenuto" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  // The choice is remembered, as with the language switch.
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: "i18next", value: "de" }));
  expect(errors).toEqual([]);
});
