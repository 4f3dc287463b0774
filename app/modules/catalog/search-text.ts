/** The catalogue's search text: one lower-cased, accent-free string the search indexes work on. */
export interface SearchTextSource {
  title: string;
  brand?: string | null;
  category?: string | null;
  subcategory?: string | null;
  description?: readonly string[] | null;
  /** The product's texts in the other languages, so that a search in any of them finds it. */
  translations?: readonly { title: string; description: readonly string[] }[] | null;
  /** Category, subcategory and brand names in the other languages. */
  names?: readonly (string | null | undefined)[] | null;
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

/**
 * Title, brand, category, subcategory and description — in Italian and in every translation —
 * as one searchable string (`incenso`, `encens`, `Räucherstäbchen` and `incienso` all find it).
 */
export function buildSearchText(p: SearchTextSource): string {
  const parts = [
    p.title,
    p.brand,
    p.category,
    p.subcategory,
    ...(p.description ?? []),
    ...(p.translations ?? []).flatMap((t) => [t.title, ...t.description]),
    ...new Set(p.names ?? []),
  ];
  return foldText(parts.filter((s): s is string => typeof s === "string" && s.trim() !== "").join(" "));
}
