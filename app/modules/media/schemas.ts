import { z } from "zod";
import { languages } from "~/modules/i18n/config";

/**
 * The photo page's forms (no server imports: the page validates with the same rules). Messages
 * are keys of the "photos" namespace.
 */
export const photoKinds = ["banner", "gallery"] as const;
export type PhotoKind = (typeof photoKinds)[number];

/** A photo as the management page shows it. */
export interface ManagedPhoto {
  id: string;
  kind: PhotoKind;
  position: number;
  storageKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  widths: number[];
  /** Every language, "" where it is not translated yet. */
  alt: Record<(typeof languages)[number], string>;
}

const kind = z.enum(photoKinds, { error: "errors.kind" });
const imageId = z.string({ error: "errors.photo" }).regex(/^[a-z0-9]{20,40}$/, "errors.photo");

/** Alternative text in one language: trimmed, 300 characters at most, empty = not translated yet. */
const altText = z
  .string()
  .max(300, "errors.altTooLong")
  .optional()
  .transform((v) => (v ?? "").trim());

export const altFields = Object.fromEntries(languages.map((l) => [`alt_${l}`, altText])) as Record<
  `alt_${(typeof languages)[number]}`,
  typeof altText
>;

/**
 * A photo by address: an https URL, or a path on this site ("/art/…"); no other scheme, no
 * protocol-relative "//host", no spaces or backslashes.
 */
export function isPhotoUrl(value: string): boolean {
  if (value.length > 2000 || /[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const photoFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("upload"), kind }),
    z.object({
      intent: z.literal("url"),
      kind,
      url: z
        .string({ error: "errors.urlRequired" })
        .trim()
        .min(1, "errors.urlRequired")
        .refine(isPhotoUrl, "errors.url"),
      ...altFields,
    }),
    z.object({ intent: z.literal("move"), imageId, direction: z.enum(["up", "down"], { error: "errors.photo" }) }),
    z.object({ intent: z.literal("kind"), imageId, kind }),
    z.object({ intent: z.literal("alt"), imageId, ...altFields }),
    z.object({ intent: z.literal("delete"), imageId }),
  ],
  { error: "errors.intent" },
);
export type PhotoForm = z.infer<typeof photoFormSchema>;

/** The alt texts of a parsed form as stored ({ it: …, en: … }, empty ones left out). */
export function altOf(form: Partial<Record<`alt_${(typeof languages)[number]}`, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of languages) {
    const v = form[`alt_${l}`];
    if (v) out[l] = v;
  }
  return out;
}
