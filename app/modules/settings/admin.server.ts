import { db } from "~/lib/db.server";
import { recordAudit } from "~/modules/audit/audit.server";
import type { SettingKey, ShopSettings } from "./defaults";
import { invalidateShopSettings, readShopSettings, saveShopSetting } from "./settings.server";

/**
 * Saving one section of the settings page (admin only, checked by the route): the stored value
 * and its audit record (the section before and after) in one transaction, then this server's
 * cache is dropped so its next page already reads the new value.
 */
export async function saveSettingsSection<K extends SettingKey>(
  actor: { id: string },
  key: K,
  value: ShopSettings[K],
  ctx: { ip?: string | null } = {},
): Promise<{ before: ShopSettings[K]; after: ShopSettings[K] }> {
  const result = await db().$transaction(async (tx) => {
    // Two admins saving the same section at once: one after the other, each audit's "before" true.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`shop-setting:${key}`}))`;
    const before = (await readShopSettings(tx))[key];
    await saveShopSetting(tx, key, value, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "settings.update",
      entity: "ShopSetting",
      entityId: key,
      before,
      after: value,
      ip: ctx.ip ?? null,
    });
    return { before, after: value };
  });
  invalidateShopSettings();
  return result;
}

/** The settings as stored now, past any cache: what the settings page shows and edits. */
export function currentShopSettings(): Promise<ShopSettings> {
  return db().$transaction((tx) => readShopSettings(tx));
}
