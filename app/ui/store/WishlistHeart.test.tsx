import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/wishlist.json";
import { renderInRouter } from "../../../tests/support/render-in-router";
import { BrowserHeart, ServerHeart } from "./WishlistHeart";

/**
 * The server writes the heart as a plain form; the browser hydrates it with the fetcher's form.
 * Both must write the same markup, or hydration would not match: rendered here in a data router
 * (as Remix renders on the server) and compared, for a card and a product page, pressed or not,
 * for a shopper and for staff (who see no heart).
 */
async function render(Heart: typeof ServerHeart, root: { user: { role: string } | null; wishlist: string[] }) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { wishlist: en } } });
  const page = () => (
    <>
      <Heart productId="p1" title="White sage" />
      <Heart productId="p2" title="Palo santo" />
      <Heart productId="p1" title="White sage" variant="page" />
    </>
  );
  return renderInRouter(page, root, "http://shop.test/?lng=en&page=2", i18n);
}

describe("the wishlist heart on the server", () => {
  it("writes what the fetcher's form writes", async () => {
    const shopper = { user: { role: "user" }, wishlist: ["p1"] };
    const html = await render(ServerHeart, shopper);
    expect(html).toBe(await render(BrowserHeart, shopper));
    expect(html.match(/<form method="post" action="\/wishlist"/g)).toHaveLength(3);
    expect(html).toContain('name="redirectTo" value="/?lng=en&amp;page=2"');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="add"');
    const guest = { user: null, wishlist: [] };
    expect(await render(ServerHeart, guest)).toBe(await render(BrowserHeart, guest));
  });

  it("shows staff no heart", async () => {
    const staff = { user: { role: "manager" }, wishlist: [] };
    expect(await render(ServerHeart, staff)).not.toContain("<form");
    expect(await render(BrowserHeart, staff)).not.toContain("<form");
  });
});
