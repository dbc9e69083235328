import type { Db } from "@portal/db/client";
import {
  DEFAULT_SETTINGS,
  PUBLIC_SETTING_KEYS,
  type TPublicSettings,
  type TSettingKey,
  type TSettings,
  ZSettings,
} from "@portal/schemas/settings/settings.schema";

/**
 * The settings store: one `Setting` row per top-level key, defaults for missing keys, a short in-process
 * cache so hot paths (every request reads routes/limits) do not query the database each time.
 */
export interface SettingsStore {
  all(): Promise<TSettings>;
  get<K extends TSettingKey>(key: K): Promise<TSettings[K]>;
  /**
   * The value without waiting when the cache holds it (fresh and loaded), else undefined: for per-request hot paths
   * (the API's base path) that should not queue a promise on every request. Callers fall back to `get`.
   */
  peek<K extends TSettingKey>(key: K): TSettings[K] | undefined;
  publicSettings(): Promise<TPublicSettings>;
  set<K extends TSettingKey>(key: K, value: TSettings[K]): Promise<void>;
  invalidate(): void;
}

/** `onChange`: after a write, e.g. to tell the other API instances (cache-broadcast.ts). */
export function createSettingsStore(db: Db, cacheMs = 5000, options: { onChange?: () => void } = {}): SettingsStore {
  // The promise is cached, so concurrent requests arriving at an expired entry share one query.
  let cached: { at: number; value: Promise<TSettings>; loaded?: TSettings } | null = null;

  async function read(): Promise<TSettings> {
    const rows = await db.setting.findMany();
    const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      const key = row.key as TSettingKey;
      if (!(key in ZSettings.shape)) continue;
      // A stored value that no longer fits the schema falls back to the default instead of breaking the portal.
      const parsed = ZSettings.shape[key].safeParse(row.value);
      if (parsed.success) merged[key] = parsed.data;
    }
    return merged as TSettings;
  }

  function load(): Promise<TSettings> {
    if (cached && Date.now() - cached.at < cacheMs) return cached.value;
    const entry: NonNullable<typeof cached> = { at: Date.now(), value: read() };
    cached = entry;
    entry.value.then(
      (value) => {
        entry.loaded = value;
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    return entry.value;
  }

  return {
    all: load,
    async get(key) {
      return (await load())[key];
    },
    peek(key) {
      if (!cached?.loaded || Date.now() - cached.at >= cacheMs) return undefined;
      return cached.loaded[key];
    },
    async publicSettings() {
      const all = await load();
      return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, all[k]])) as TPublicSettings;
    },
    async set(key, value) {
      const parsed = ZSettings.shape[key].parse(value);
      const lastModified = new Date().toISOString();
      await db.$transaction([
        db.setting.upsert({ where: { key }, create: { key, value: parsed as object }, update: { value: parsed as object } }),
        db.setting.upsert({ where: { key: "lastModified" }, create: { key: "lastModified", value: lastModified }, update: { value: lastModified } }),
      ]);
      cached = null;
      options.onChange?.();
    },
    invalidate() {
      cached = null;
    },
  };
}
