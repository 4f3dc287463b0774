import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logError } from "~/lib/log.server";
import { isLanguage, type Language } from "~/modules/i18n/config";
import { getT } from "~/modules/i18n/i18n.server";
import { recordConsent } from "~/modules/privacy/consents.server";
import { sendMail } from "~/modules/mail/mail.server";
import { SETTING_DEFAULTS } from "~/modules/settings/defaults";
import { getShopSettings } from "~/modules/settings/settings.server";

/**
 * The welcome code shown and mailed after confirmation, and what it takes off, are the shop's
 * settings (Shop settings → Newsletter); this is only their default, the code a shop starts with.
 */
export const WELCOME_CODE = SETTING_DEFAULTS.newsletter.code;

/** The welcome code and its percent as the shop sets them now. */
export async function welcomeOffer(): Promise<{ code: string; percent: number }> {
  return (await getShopSettings()).newsletter;
}

/** An unconfirmed sign-up's link works this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** The consent sentence exactly as the form shows it in that language (what is recorded). */
export async function newsletterConsentText(lng: Language) {
  const t = await getT(lng, "newsletter");
  return t("consent");
}

/** A stable unsubscribe token: the subscriber's id signed with the session secret, nothing stored. */
export function unsubscribeToken(subscriberId: string) {
  const [secret] = env().sessionSecrets;
  return `${subscriberId}.${createHmac("sha256", secret).update(`unsubscribe:${subscriberId}`).digest("base64url")}`;
}

function verifyUnsubscribeToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  for (const secret of env().sessionSecrets) {
    const expected = Buffer.from(createHmac("sha256", secret).update(`unsubscribe:${id}`).digest("base64url"));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return id;
  }
  return null;
}

async function sendConfirmation(subscriber: { id: string; email: string; locale: string }, token: string) {
  const lng = isLanguage(subscriber.locale) ? subscriber.locale : "it";
  const t = await getT(lng, "content");
  const base = env().publicUrl;
  const confirmUrl = `${base}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const { percent } = await welcomeOffer();
  const unsubscribeUrl = `${base}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subscriber.id))}`;
  await sendMail({
    to: subscriber.email,
    subject: t("mail.newsletterConfirm.subject"),
    text: t("mail.newsletterConfirm.body", {
      confirmUrl,
      unsubscribeUrl,
      percent,
      interpolation: { escapeValue: false },
    }),
    unsubscribeUrl,
  });
}

export interface SubscribeInput {
  email: string;
  locale: Language;
  consentText: string;
  ip: string | null;
}

/**
 * Records a sign-up (double opt-in) and mails the confirmation link. The caller answers the
 * same whatever happened here, so nobody learns whether an address is on the list:
 * - new address: stored unconfirmed, confirmation mailed;
 * - known but unconfirmed or unsubscribed: consent refreshed, a new link mailed (the old one dies);
 * - already confirmed: nothing changes and no mail is sent.
 * Throws when the confirmation mail cannot be sent.
 */
export async function subscribe(input: SubscribeInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const consent = {
    locale: input.locale,
    consentText: input.consentText,
    consentAt: new Date(),
    consentIp: input.ip,
    confirmTokenHash: sha256(token),
  };
  // ON CONFLICT DO NOTHING: two sign-ups racing for one address never make two rows.
  const created = await db().newsletterSubscriber.createMany({ data: [{ email, ...consent }], skipDuplicates: true });
  let subscriber: { id: string; email: string; locale: string } | undefined;
  if (created.count === 1) {
    subscriber = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email } });
  } else {
    // Already known: refresh only while not confirmed (an active subscription stays as it was).
    [subscriber] = await db().newsletterSubscriber.updateManyAndReturn({
      where: { email, OR: [{ confirmedAt: null }, { unsubscribedAt: { not: null } }] },
      data: { ...consent, confirmedAt: null, unsubscribedAt: null },
    });
    if (!subscriber) return;
  }
  // The consent as given (sentence, version, time, address), in the record of consents too.
  await recordConsent(db(), {
    kind: "newsletter",
    granted: true,
    source: "newsletter",
    email,
    text: input.consentText,
    ip: input.ip,
  });
  await sendConfirmation(subscriber, token);
}

/** Read-only look at a confirmation link, for the page that shows the confirm button. */
export async function confirmTokenState(token: unknown, now = new Date()): Promise<"valid" | "confirmed" | "invalid"> {
  if (typeof token !== "string" || token.length < 20 || token.length > 200) return "invalid";
  const s = await db().newsletterSubscriber.findUnique({ where: { confirmTokenHash: sha256(token) } });
  if (!s || s.unsubscribedAt) return "invalid";
  if (s.confirmedAt) return "confirmed";
  return now.getTime() - s.consentAt.getTime() > CONFIRM_TTL_MS ? "invalid" : "valid";
}

export type ConfirmResult = { ok: true; code: string } | { ok: false };

/** Marks the subscription confirmed for a valid, unexpired link; a used link confirms again harmlessly. */
export async function confirmSubscription(token: unknown, now = new Date()): Promise<ConfirmResult> {
  if (typeof token !== "string" || token.length < 20 || token.length > 200) return { ok: false };
  const subscriber = await db().newsletterSubscriber.findUnique({ where: { confirmTokenHash: sha256(token) } });
  if (!subscriber || subscriber.unsubscribedAt) return { ok: false };
  const welcome = await welcomeOffer();
  if (subscriber.confirmedAt) return { ok: true, code: welcome.code };
  if (now.getTime() - subscriber.consentAt.getTime() > CONFIRM_TTL_MS) return { ok: false };
  await db().newsletterSubscriber.update({ where: { id: subscriber.id }, data: { confirmedAt: now } });
  try {
    const lng = isLanguage(subscriber.locale) ? subscriber.locale : "it";
    const t = await getT(lng, "content");
    const unsubscribeUrl = `${env().publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subscriber.id))}`;
    await sendMail({
      to: subscriber.email,
      subject: t("mail.newsletterWelcome.subject", { percent: welcome.percent }),
      text: t("mail.newsletterWelcome.body", {
        code: welcome.code,
        percent: welcome.percent,
        unsubscribeUrl,
        interpolation: { escapeValue: false },
      }),
      unsubscribeUrl,
    });
  } catch (error) {
    // The code is on the page too; a lost welcome mail is logged, not fatal.
    logError(error, { task: "newsletter-welcome", subscriberId: subscriber.id });
  }
  return { ok: true, code: welcome.code };
}

/** Ends a subscription from the link in every newsletter mail. */
export async function unsubscribe(token: unknown, now = new Date()): Promise<boolean> {
  if (typeof token !== "string") return false;
  const id = verifyUnsubscribeToken(token);
  if (!id) return false;
  const [ended] = await db().newsletterSubscriber.updateManyAndReturn({
    where: { id, unsubscribedAt: null },
    data: { unsubscribedAt: now },
    select: { email: true },
  });
  if (ended) {
    await recordConsent(db(), {
      kind: "newsletter",
      granted: false,
      source: "newsletter-unsubscribe",
      email: ended.email,
    });
    return true;
  }
  return (await db().newsletterSubscriber.count({ where: { id } })) > 0;
}

/** Whether an unsubscribe link is genuine (the page shows its button only then). */
export function isUnsubscribeTokenValid(token: unknown) {
  return typeof token === "string" && verifyUnsubscribeToken(token) !== null;
}
