/**
 * The version of each text a person consents to: the date it last changed. Bump it with the
 * text (the terms page and the privacy policy live in `locales/<lng>/content.json`, the
 * newsletter's sentence in `newsletter.json`, the cookie banner in `common.json`), so each
 * recorded consent names the text that was in force when it was given (GDPR art. 7(1)).
 */
export const CONSENT_VERSIONS = {
  /** The terms of sale, accepted by placing an order. */
  terms: "2026-11-27",
  /** The newsletter sign-up sentence (footer form) and the account settings' newsletter box. */
  newsletter: "2026-11-27",
  /** The cookie banner (technical cookies only; see the privacy policy's "Cookies"). */
  cookies: "2026-11-27",
} as const;

export type ConsentKind = keyof typeof CONSENT_VERSIONS;

/** Where a consent was given or withdrawn. */
export type ConsentSource =
  "checkout" | "api-checkout" | "newsletter" | "newsletter-unsubscribe" | "account-settings" | "cookie-banner";
