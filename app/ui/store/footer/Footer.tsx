import { useLocation } from "@remix-run/react";
import { hidesFooterNewsletter } from "~/lib/chrome";
import type { PopularLinks } from "~/modules/catalog/popular.server";
import type { ChromeShop } from "~/modules/content/chrome.server";
import { keptPart, RenderedOnce } from "~/ui/kit/RenderedOnce";
import { NewsletterForm } from "~/ui/store/NewsletterForm";

// The browser keeps the server's markup of the links: their code comes only if it must draw them.
const FooterLinks = keptPart(import.meta.env.SSR ? (await import("./FooterLinks")).FooterLinks : undefined, () =>
  import("./FooterLinks").then((m) => m.FooterLinks),
);

/**
 * The public footer (SPEC "Footer"): newsletter, info, popular lists, contact, socials, payments.
 * The shop's name, address, contacts and VAT number are its settings (`shop`, from the frame's data).
 */
export function Footer({ popular, shop }: { popular: PopularLinks; shop: ChromeShop }) {
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto" data-testid="store-footer">
      {hidesFooterNewsletter(pathname) ? null : <NewsletterForm />}
      {/*
        The same for every page of a language: rendered once on the server (RenderedOnce), kept as
        the server wrote it by the browser (no code, no hydration) while the data stays the same.
      */}
      <RenderedOnce
        as="div"
        className="bg-plum-900 text-sandal-100"
        keep
        cacheKey={() => JSON.stringify(["footer", popular, shop, year])}
      >
        <FooterLinks popular={popular} shop={shop} year={year} />
      </RenderedOnce>
    </footer>
  );
}
