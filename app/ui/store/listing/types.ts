// The listing page's data is the catalogue module's (its loader builds it).
export type { ListingView } from "~/modules/catalog/listing-view";
