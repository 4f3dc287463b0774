import { createInstance } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../tests/support/render-in-router";
import { keptId, keptPart, ServerRenderedOnce } from "./RenderedOnce";

/** The server renders children once per language and key, and writes the same markup as rendering them. */
let drawn = 0;
function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  drawn++;
  return (
    <p>
      {t("hello", { name })} <b>{name}</b>
    </p>
  );
}
/** A child that needs the router: it cannot be rendered apart, so it is drawn with the page. */
function Here() {
  drawn++;
  return <span>{useLocation().pathname}</span>;
}

async function render(lng: string, body: React.ReactNode, at = "/a") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: { hello: "Hello {{name}}" } }, it: { translation: { hello: "Ciao {{name}}" } } },
  });
  return renderInRouter(() => body, {}, `http://shop.test${at}`, i18n);
}

const once = (key: string, name: string) => (
  <ServerRenderedOnce as="div" className="box" cacheKey={() => key}>
    <Greeting name={name} />
  </ServerRenderedOnce>
);

describe("RenderedOnce on the server", () => {
  it("renders once per language and key, with the markup of the children drawn in place", async () => {
    drawn = 0;
    const direct = await render(
      "en",
      <div className="box">
        <Greeting name="Ana" />
      </div>,
    );
    drawn = 0;
    expect(await render("en", once("k1", "Ana"))).toBe(direct);
    expect(await render("en", once("k1", "Ana"))).toBe(direct);
    expect(drawn).toBe(1);
    expect(await render("it", once("k1", "Ana"))).toContain("Ciao Ana");
    expect(drawn).toBe(2);
    expect(await render("en", once("k2", "Bo"))).toContain("Hello Bo");
    expect(drawn).toBe(3);
    expect(direct).toBe('<div class="box"><p>Hello Ana<!-- --> <b>Ana</b></p></div>');
  });

  it("draws with the page what cannot be drawn apart, every time", async () => {
    const here = (
      <ServerRenderedOnce as="article" cacheKey={() => "here"}>
        <Here />
      </ServerRenderedOnce>
    );
    expect(await render("en", here, "/x")).toBe("<article><span>/x</span></article>");
    // Not tried apart again: the next page draws it once, in place.
    drawn = 0;
    expect(await render("en", here, "/y")).toBe("<article><span>/y</span></article>");
    expect(drawn).toBe(1);
  });
});

describe("RenderedOnce kept by the browser (keep)", () => {
  it("names the markup by its key's hash, in a Suspense boundary as the browser's", async () => {
    const Part = keptPart(Greeting, () => Promise.reject(new Error("the server renders `now`")));
    const kept = (key: string) => (
      <ServerRenderedOnce as="div" className="box" keep cacheKey={() => key}>
        <Part name="Ana" />
      </ServerRenderedOnce>
    );
    const id = keptId("kept-1");
    expect(id).toMatch(/^[0-9a-z]+$/);
    expect(await render("en", kept("kept-1"))).toBe(
      `<!--$--><div class="box" data-kept="${id}"><p>Hello Ana<!-- --> <b>Ana</b></p></div><!--/$-->`,
    );
    expect(await render("en", kept("kept-2"))).toContain(`data-kept="${keptId("kept-2")}"`);
  });

  it("hashes keys apart, the same way every time", () => {
    const ids = new Set(Array.from({ length: 5000 }, (_, i) => keptId(`["footer",${i}]`)));
    expect(ids.size).toBe(5000);
    expect(keptId('["footer",1]')).toBe(keptId('["footer",1]'));
    expect(keptId("a")).not.toBe(keptId("b"));
  });
});
