import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/kit/Link";
import { useTranslation } from "react-i18next";
import { DeleteProductLink } from "~/ui/office/products/DeleteProductDialog";
import type { ProductCardView } from "~/modules/catalog/types";
import { StrokeIcon } from "~/ui/kit/StrokeIcon";

/**
 * Edit and delete for a signed-in admin or manager (SPEC 6 "Roles and permissions"). The role
 * is checked by ProductCard (from the root loader); shoppers never load this module. Delete opens the password confirmation (a page of its own, so it works without JS).
 */
export function StaffTools({ product }: { product: ProductCardView }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = location.pathname + location.search;
  const tool =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-plum-800 shadow ring-1 ring-plum-800/25 hover:bg-sandal-100";
  return (
    <div className="absolute right-2 top-10 flex flex-col gap-2" data-testid="staff-tools">
      <Link to={`/sattva-administration/products/${product.id}`} className={tool}>
        <StrokeIcon>
          <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3Z" />
        </StrokeIcon>
        <span className="sr-only">{t("staffTools.editProduct", { title: product.title })}</span>
      </Link>
      <DeleteProductLink product={product} returnTo={back} className={tool} texts="shop">
        <StrokeIcon>
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
        </StrokeIcon>
        <span className="sr-only">{t("staffTools.deleteProduct", { title: product.title })}</span>
      </DeleteProductLink>
    </div>
  );
}
