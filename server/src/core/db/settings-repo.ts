import type { Db } from './db';

export type SettingKey = 'configuration' | 'license' | 'share-secret' | 'export-key' | 'directory';

/** Named settings kept across restarts, each one text value. */
export function settingsRepo(db: Db) {
  return {
    get: async (key: SettingKey): Promise<string | null> =>
      (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null,
    put: (key: SettingKey, value: string, now: number) =>
      db
        .insertInto('settings')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute(),
    /** Keeps the value only when the key has none yet; answers the value kept. */
    async putOnce(key: SettingKey, value: string, now: number): Promise<string> {
      await db
        .insertInto('settings')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
    },
    remove: (key: SettingKey) => db.deleteFrom('settings').where('key', '=', key).execute(),
  };
}
