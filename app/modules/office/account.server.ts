import { db } from "~/lib/db.server";
import { publicUserSelect, type PublicUser } from "~/modules/accounts/users.server";
import type { Language } from "~/modules/i18n/config";

/** The staff member's own record (profile, account and settings pages). */
export async function staffAccount(userId: string) {
  const [user, sessions] = await Promise.all([
    db().user.findFirst({ where: { id: userId, deletedAt: null }, select: publicUserSelect }),
    db().session.findMany({
      where: { userId, expiresAt: { gt: new Date() } },
      select: { id: true, createdAt: true, lastSeenAt: true },
      orderBy: { lastSeenAt: "desc" },
    }),
  ]);
  if (!user) return null;
  return {
    user: { ...(user as PublicUser), createdAt: user.createdAt.toISOString() },
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/** Stores the language a staff member chose in the back-office settings (their account's locale). */
export async function saveStaffLanguage(userId: string, locale: Language): Promise<boolean> {
  const { count } = await db().user.updateMany({ where: { id: userId, deletedAt: null }, data: { locale } });
  return count === 1;
}
