import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { broadcast, onBroadcast } from "~/lib/postgres/cache-bus.server";
import { createTtlCache } from "~/lib/ttl-cache";
import { readWelcomeOffer, saveWelcomeOffer } from "~/modules/discounts/welcome.server";
import { SETTING_DEFAULTS, type SettingKey, type ShopSettings } from "./defaults";

/**
 * The shop's settings, read from the database (ShopSetting, one JSON value per key). A key that
 * was never saved has its default (./defaults.ts: the values the shop had as constants). Every
 * app server keeps what it read for a few seconds; a save clears it on every server at once
 * (invalidateShopSettings broadcasts through lib/postgres/cache-bus), and should a message be
 * lost, the others still see the change within SETTINGS_TTL_MS.
 */

export const SETTINGS_TTL_MS = 5_000;

const cache = createTtlCache<ShopSettings>({ ttlMs: SETTINGS_TTL_MS, max: 1 });
onBroadcast("settings", () => cache.clear());

function withEnvDefaults(): ShopSettings {
  const defaults = structuredClone(SETTING_DEFAULTS);
  // The reservation minutes were environment variables: their values stay the defaults.
  defaults.reservation = {
    minutes: env().RESERVATION_MINUTES,
    bankTransferMinutes: env().BANK_TRANSFER_RESERVATION_MINUTES,
  };
  return defaults;
}

/** Merges a stored value over its default, field by field (a field added later keeps its default). */
function merge<T>(base: T, stored: unknown): T {
  if (!stored || typeof stored !== "object" || Array.isArray(stored) || !base || typeof base !== "object") {
    return (stored ?? base) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(stored as Record<string, unknown>)) {
    if (!Object.hasOwn(out, k)) continue;
    out[k] = merge(out[k], v);
  }
  return out as T;
}

async function load(client: Prisma.TransactionClient | ReturnType<typeof db>): Promise<ShopSettings> {
  const rows = await client.shopSetting.findMany({ select: { key: true, value: true } });
  const settings = withEnvDefaults();
  for (const row of rows) {
    if (!Object.hasOwn(settings, row.key)) continue;
    const key = row.key as SettingKey;
    (settings as unknown as Record<string, unknown>)[key] = merge(settings[key], row.value);
  }
  // The welcome code is a discount code of its own (docs/decisions/017): its row is the truth.
  settings.newsletter = (await readWelcomeOffer(client)) ?? settings.newsletter;
  return settings;
}

/** The settings as they are now (cached for a few seconds). */
export function getShopSettings(): Promise<ShopSettings> {
  return cache.get("all", () => load(db()));
}

/** The settings read inside a transaction (no cache): what a checkout must price with. */
export function readShopSettings(tx: Prisma.TransactionClient): Promise<ShopSettings> {
  return load(tx);
}

/** Forget what every server read: the next read goes to the database (after a save, in tests). */
export function invalidateShopSettings() {
  void broadcast("settings");
}

/**
 * Stores one section of the settings (validated by the caller). Call invalidateShopSettings()
 * after the transaction commits: a read between this write and the commit would cache the old value.
 */
export async function saveShopSetting<K extends SettingKey>(
  tx: Prisma.TransactionClient,
  key: K,
  value: ShopSettings[K],
  actorId: string | null,
): Promise<void> {
  if (key === "newsletter") await saveWelcomeOffer(tx, value as ShopSettings["newsletter"]);
  const json = value as unknown as Prisma.InputJsonValue;
  await tx.shopSetting.upsert({
    where: { key },
    create: { key, value: json, updatedById: actorId },
    update: { value: json, updatedById: actorId },
  });
}

export type { ShopSettings, SettingKey };
