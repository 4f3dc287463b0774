import { useTranslation } from "react-i18next";
import { INFO_LINKS, PAYMENT_LOGOS, SOCIAL_LINKS } from "~/lib/footer-links";
import type { PopularLinks } from "~/modules/catalog/popular.server";
import type { ChromeShop } from "~/modules/content/chrome.server";
import { Link } from "~/ui/kit/Link";

// Short classes defined once in app.css (footer-heading, footer-link, footer-links on a list of links).
const heading = "footer-heading";
const link = "footer-link";

/** A phone number as a tel: link (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Everything of the footer but the newsletter: follows from the shop's settings, the popular lists, the year and the language. */
export function FooterLinks({ popular, shop, year }: { popular: PopularLinks; shop: ChromeShop; year: number }) {
  const { t } = useTranslation("common");
  const place = [shop.postalCode, shop.city, shop.province ? `(${shop.province})` : ""].filter(Boolean).join(" ");
  return (
    <>
      <div className="footer-grid">
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-display text-2xl text-white">
            <img src="/lotus.svg" alt="" width={32} height={32} className="h-8 w-8 rounded-full bg-sandal-50 p-0.5" />
            Sattva
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-sandal-100/85">{t("footer.tagline")}</p>
          <h2 id="footer-contact" className={`${heading} mt-8`}>
            {t("footer.contact")}
          </h2>
          <address className="footer-address">
            <span>{shop.name}</span>
            <span>{shop.street}</span>
            <span>
              {place}, {shop.countryName}
            </span>
            <span className="pt-2">
              <span className="sr-only">{t("footer.email")}: </span>
              <a className={link} href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </span>
            <span>
              <span className="sr-only">{t("footer.phone")}: </span>
              <a className={link} href={telHref(shop.phone)}>
                {shop.phone}
              </a>
            </span>
          </address>
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={heading}>
            {t("footer.info")}
          </h2>
          <ul className="footer-links">
            {INFO_LINKS.map((l) => (
              <li key={l.key}>
                <Link to={l.href}>{t(`footer.${l.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-popular-categories">
          <h2 id="footer-popular-categories" className={heading}>
            {t("footer.popularCategories")}
          </h2>
          <PopularList items={popular.categories} empty={t("footer.popularEmpty")} />
        </nav>
        <nav aria-labelledby="footer-popular-products" className="col-span-2 lg:col-span-1">
          <h2 id="footer-popular-products" className={heading}>
            {t("footer.popularProducts")}
          </h2>
          <PopularList items={popular.products} empty={t("footer.popularEmpty")} />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="footer-row">
          <div>
            <h2 className={`${heading} mb-3`}>{t("footer.follow")}</h2>
            <ul className="footer-socials">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    <img
                      src={`/icons/social/${s.network}.svg`}
                      alt={`${t("footer.socialLink", { network: s.name })} ${t("footer.newTab")}`}
                      width={20}
                      height={20}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:text-right">
            <h2 className={`${heading} mb-3`}>{t("footer.payments")}</h2>
            <ul className="footer-pays">
              {PAYMENT_LOGOS.map((p) => (
                <li key={p.id}>
                  <img
                    src={`/icons/payments/${p.id}.svg`}
                    alt={p.alt}
                    width={p.width}
                    height={p.height}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-sandal-100/75">{t("footer.paymentsNote")}</p>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="footer-legal">
          <span>{t("footer.copyright", { year })}</span>
          <span data-testid="footer-vat">{t("footer.vat", { vatNumber: shop.vatNumber })}</span>
          {/* EU law (issue 14): the withdrawal function (CRD art. 11a), the accessibility statement, erasure. */}
          <span className="flex flex-wrap gap-x-4">
            <Link className={link} to="/pages/withdrawal">
              {t("footer.withdrawal")}
            </Link>
            <Link className={link} to="/pages/accessibility">
              {t("footer.accessibility")}
            </Link>
            {/* GDPR art. 17 for people without an account (an account deletes itself in Settings). */}
            <Link className={link} to="/pages/erase-my-data">
              {t("footer.eraseData")}
            </Link>
          </span>
        </p>
      </div>
    </>
  );
}

function PopularList({ items, empty }: { items: { href: string; name: string; slug: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-sandal-100/75">{empty}</p>;
  return (
    <ul className="footer-links">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}
