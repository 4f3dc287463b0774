/** Field lengths of the contact form (no zod here: the page's browser code imports them). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;
