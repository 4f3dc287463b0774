/** The catalogue's search text: one lower-cased, accent-free string the search indexes work on. */
export interface SearchTextSource {
  title: string;
  brand?: string | null;
  category?: string | null;
  subcategory?: string | null;
  description?: readonly string[] | null;
}

/** Lower-cases, strips diacritics (NFD) and folds whitespace. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Title, brand, category, subcategory and description as one searchable string. */
export function buildSearchText(p: SearchTextSource): string {
  const parts = [p.title, p.brand, p.category, p.subcategory, ...(p.description ?? [])];
  return foldText(parts.filter((s): s is string => typeof s === "string" && s.trim() !== "").join(" "));
}
