import type { Db } from '../../../db/database.js';

/** The operator's agent policy: the site_setting row `agent_policy`. */
const settingKey = 'agent_policy';

export function readPolicyRow(db: Db) {
  return db.selectFrom('site_setting').select('value').where('key', '=', settingKey).executeTakeFirst();
}

export async function writePolicyRow(db: Db, value: string): Promise<void> {
  await db
    .insertInto('site_setting')
    .values({ key: settingKey, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
