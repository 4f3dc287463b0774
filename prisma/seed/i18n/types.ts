/**
 * The demo catalogue in the shop's languages. products.ts holds the English texts; each
 * products.<lng>.ts maps a product's English title (its key in products.ts) to its title and
 * description lines in that language, line for line. Italian is the catalogue's base language.
 */
export interface ProductText {
  title: string;
  description: string[];
}

export type ProductTexts = Record<string, ProductText>;
