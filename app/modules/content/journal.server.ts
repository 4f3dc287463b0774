import { z } from "zod";
import type { Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";

const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  imageAlt: z.string().min(1),
  sections: z.array(
    z.object({
      heading: z.string().optional(),
      paragraphs: z.array(z.string()).optional(),
      list: z.array(z.string()).optional(),
    }),
  ),
});

const journalSchema = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  articles: z.array(articleSchema).length(3),
});

export type JournalArticle = z.infer<typeof articleSchema> & {
  image: { url: string; width: number; height: number };
};

/** Slugs are the same in every language; the n-th article uses /art/journal/<n>.svg (incense, herbs, crystals). */
export const JOURNAL_SLUGS = ["incense-rituals", "flower-recycling", "caring-for-crystals"] as const;

const image = (index: number) => ({ url: `/art/journal/${index + 1}.svg`, width: 1200, height: 800 });

export async function journal(lng: Language) {
  const t = await getT(lng, "content");
  const data = journalSchema.parse(t("journal", { returnObjects: true }));
  const articles: JournalArticle[] = data.articles.map((a, i) => ({ ...a, image: image(i) }));
  return { title: data.title, description: data.description, intro: data.intro, home: t("home"), articles };
}

export async function journalArticle(lng: Language, slug: string) {
  const j = await journal(lng);
  const article = j.articles.find((a) => a.slug === slug);
  return article ? { journalTitle: j.title, home: j.home, article } : null;
}
