import { db } from "~/lib/db.server";

/**
 * Whether `email` left the newsletter at or after `since`: the latest word of a person who asked
 * us for a mail (a back-in-stock alert) and then unsubscribed from our mails. A newsletter
 * unsubscribe older than the request does not count: the request came after it.
 */
export async function leftNewsletterSince(email: string, since: Date): Promise<boolean> {
  const row = await db().newsletterSubscriber.findUnique({ where: { email }, select: { unsubscribedAt: true } });
  return row?.unsubscribedAt != null && row.unsubscribedAt.getTime() >= since.getTime();
}
