/**
 * The footer's fixed links (SPEC "Footer"): its "Info" column, the shop's social profiles and the
 * accepted payments. Apart from ./chrome, which every page's code carries: only the footer's links
 * read these, and the browser loads them with the links' code, when it must draw them itself.
 */

/** The footer's "Info" column. */
export const INFO_LINKS = [
  { key: "customerService", href: "/customer-service" },
  { key: "paymentMethods", href: "/payment-methods" },
  { key: "shipping", href: "/shipping-and-delivery" },
  { key: "privacy", href: "/privacy-policy" },
  { key: "terms", href: "/terms-&-conditions" },
  { key: "faq", href: "/faq" },
] as const;

export type SocialNetwork = "facebook" | "instagram" | "x" | "tiktok" | "linkedin" | "whatsapp";

/** The six configured social profiles (SPEC "Footer"). */
export const SOCIAL_LINKS: { network: SocialNetwork; name: string; href: string }[] = [
  { network: "facebook", name: "Facebook", href: "https://www.facebook.com/sattva.shop" },
  { network: "instagram", name: "Instagram", href: "https://www.instagram.com/sattva.shop" },
  { network: "x", name: "X (Twitter)", href: "https://x.com/sattva_shop" },
  { network: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@sattva.shop" },
  { network: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/sattva-shop" },
  { network: "whatsapp", name: "WhatsApp", href: "https://wa.me/390511234567" },
];

/** Accepted-payment logos: card (Stripe, Visa, Mastercard), bank transfer (Fintecture), wallet (PayPal). */
export const PAYMENT_LOGOS = [
  { id: "stripe", alt: "Stripe", width: 52, height: 24 },
  { id: "visa", alt: "Visa", width: 52, height: 24 },
  { id: "mastercard", alt: "Mastercard", width: 40, height: 24 },
  { id: "fintecture", alt: "Fintecture", width: 80, height: 24 },
  { id: "paypal", alt: "PayPal", width: 64, height: 24 },
] as const;
