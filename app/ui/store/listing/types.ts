import type { ListingQuery } from "~/modules/catalog/listing-params";
import type { Facet } from "~/modules/catalog/listing.server";
import type { ProductCardView, ProductImage } from "~/modules/catalog/types";
import type { Crumb } from "./Breadcrumb";
import type { ListingSeo } from "./seo";

/** Everything a collection or subcategory page shows, resolved (and translated) by its loader. */
export interface ListingView {
  kind: "collection" | "subcategory";
  title: string;
  /** The path the filter form, sort and page links use (the canonical spelling). */
  path: string;
  breadcrumb: Crumb[];
  banner: ProductImage | null;
  seo: ListingSeo;
  /** Set when the collection or subcategory does not exist (the page answers 404). */
  notFound: { message: string; hint: string } | null;
  products: ProductCardView[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  applied: ListingQuery;
  brands: Facet[];
  subcategories: Facet[];
  priceMinCents: number | null;
  priceMaxCents: number | null;
}
