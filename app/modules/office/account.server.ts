import { db } from "~/lib/db.server";
import type { Language } from "~/modules/i18n/config";

/** Stores the language a staff member chose in the back-office settings (their account's locale). */
export async function saveStaffLanguage(userId: string, locale: Language): Promise<boolean> {
  const { count } = await db().user.updateMany({ where: { id: userId, deletedAt: null }, data: { locale } });
  return count === 1;
}
