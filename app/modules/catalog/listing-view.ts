import type { Language } from "~/modules/i18n/config";
import type { ListingResult } from "./listing.server";
import type { ProductImage } from "./types";

/** One step of a page's breadcrumb (the last one is the page itself, without a link). */
export interface Crumb {
  label: string;
  href?: string;
}

/** What a listing or search page says about itself to search engines (built by the loader). */
export interface ListingSeo {
  origin: string;
  /** The canonical path (no filters, no sort). */
  path: string;
  lng: Language;
  /** Page number of the list (part of the canonical when past the first). */
  page: number;
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** Relative hrefs of the neighbouring pages (with the current filters). */
  prev: string | null;
  next: string | null;
  noindex: boolean;
}

/** The list itself: a `ListingResult`'s page of products with its facets alongside. */
export type ListingList = Pick<ListingResult, "products" | "total" | "page" | "pageCount" | "pageSize" | "applied"> &
  ListingResult["facets"];

/** Everything a collection or subcategory page shows, resolved (and translated) by its loader. */
export type ListingView = ListingList & {
  kind: "collection" | "subcategory";
  title: string;
  /** The path the filter form, sort and page links use (the canonical spelling). */
  path: string;
  breadcrumb: Crumb[];
  banner: ProductImage | null;
  seo: ListingSeo;
  /** Set when the collection or subcategory does not exist (the page answers 404). */
  notFound: { message: string; hint: string } | null;
};
