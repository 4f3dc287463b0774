import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/cart.json";
import { CheckoutChoices } from "./CheckoutChoices";

async function render(ui: React.ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { cart: en } } });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);

describe("CheckoutChoices", () => {
  it("offers the three methods in the spec's order, each a plain link to the payment page", async () => {
    const html = await render(<CheckoutChoices />);
    expect(links(html)).toEqual([
      "/pages/payment-proceed?method=card",
      "/pages/payment-proceed?method=bank-transfer",
      "/pages/payment-proceed?method=paypal",
    ]);
    expect(html).not.toContain("Not available right now");
  });

  it("shows a method that cannot be used now without a link, and says why", async () => {
    const html = await render(
      <CheckoutChoices
        methods={[
          { method: "card", available: true },
          { method: "bank-transfer", available: false },
          { method: "paypal", available: true },
        ]}
      />,
    );
    expect(links(html)).toEqual(["/pages/payment-proceed?method=card", "/pages/payment-proceed?method=paypal"]);
    expect(html).toMatch(/data-testid="method-off-bank-transfer"[^>]*>.*Pay by bank transfer.*Not available right now/);
  });

  it("does not show a method the shop switched off", async () => {
    const html = await render(
      <CheckoutChoices
        methods={[
          { method: "card", available: true },
          { method: "bank-transfer", available: true },
        ]}
      />,
    );
    expect(links(html)).toEqual(["/pages/payment-proceed?method=card", "/pages/payment-proceed?method=bank-transfer"]);
    expect(html).not.toContain("PayPal");
  });

  it("is one disabled button while the cart has nothing to pay", async () => {
    const html = await render(<CheckoutChoices disabled />);
    expect(html).toMatch(/<button type="button" disabled=""/);
    expect(links(html)).toEqual([]);
  });
});
