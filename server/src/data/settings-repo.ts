import type { Db } from './db';

export type SettingKey = 'configuration' | 'license';

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
    remove: (key: SettingKey) => db.deleteFrom('settings').where('key', '=', key).execute(),
  };
}
