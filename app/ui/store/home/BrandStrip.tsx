import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import type { BrandBadge } from "~/modules/catalog/products.server";

/** "Explore Our Brands": every brand's badge, linking to the catalogue filtered by that brand. */
export function BrandStrip({ brands }: { brands: BrandBadge[] }) {
  const { t } = useTranslation("store");
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-10" data-testid="brand-strip">
      {brands.map((b) => (
        <li key={b.slug}>
          <Link
            to={b.href}
            aria-label={t("home.brands.link", { brand: b.name })}
            className="flex items-center justify-center rounded-xl bg-white p-2 ring-1 ring-sandal-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-300"
          >
            {b.logo ? (
              <img
                src={b.logo.url}
                alt={b.name}
                width={b.logo.width}
                height={b.logo.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
            ) : (
              // A brand without a badge picture (added by staff): its name, in the badge's shape.
              <span className="flex aspect-[2/1] w-full items-center justify-center text-center text-xs font-semibold uppercase tracking-wide text-plum-800">
                {b.name}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
