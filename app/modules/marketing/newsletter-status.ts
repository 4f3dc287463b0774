/** What the newsletter form shows after a submit (`newsletter` namespace: `status.<code>`). No zod here: the footer imports it on every page. */
export const NEWSLETTER_STATUSES = ["ok", "invalid", "consent", "limited", "error"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export function isNewsletterStatus(v: unknown): v is NewsletterStatus {
  return typeof v === "string" && (NEWSLETTER_STATUSES as readonly string[]).includes(v);
}

/** A same-site path with `?newsletter=<status>` and the form's anchor, for the no-JS round trip. */
export function withNewsletterStatus(path: string, status: NewsletterStatus) {
  const url = new URL(path, "http://sattva.invalid");
  url.searchParams.set("newsletter", status);
  url.hash = "newsletter";
  return url.pathname + url.search + url.hash;
}
