// Placeholder until the newsletter work lands.
export function NewsletterForm() {
  return null;
}
