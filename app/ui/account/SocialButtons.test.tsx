import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/social.json";
import { SocialButtons } from "./SocialButtons";

async function render(ui: React.ReactElement) {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { social: en } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe("SocialButtons", () => {
  it("renders one native POST form per provider, with intent and the page to come back to", async () => {
    const html = await render(<SocialButtons providers={["facebook", "google"]} mode="login" redirectTo="/cart" />);
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toEqual([
      '<form method="post" action="/auth/facebook">',
      '<form method="post" action="/auth/google">',
    ]);
    expect(html.match(/name="intent" value="login"/g)).toHaveLength(2);
    expect(html.match(/name="redirectTo" value="\/cart"/g)).toHaveLength(2);
    expect(html).toContain("Continue with Facebook");
    expect(html).toContain("Continue with Google");
    expect(html).not.toContain("LinkedIn");
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("links in link mode, without redirectTo, and renders nothing without providers", async () => {
    const html = await render(<SocialButtons providers={["amazon"]} mode="link" />);
    expect(html).toContain('name="intent" value="link"');
    expect(html).toContain("Link Amazon");
    expect(html).not.toContain("redirectTo");
    expect(await render(<SocialButtons providers={[]} mode="login" />)).toBe("");
  });
});
