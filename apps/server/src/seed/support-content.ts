import type { Db } from '../db/database.js';

/**
 * Demo live hosts (no stream address: the site plays its own stand-in) and a starter word filter for
 * their chat rooms. Inserted once; an operator's later changes are never overwritten.
 */
export async function seedSupportContent(db: Db): Promise<void> {
  await db
    .insertInto('live_host')
    .values([
      { code: 'nadia', name: 'Nadia', status: 'live', sort: 1 },
      { code: 'rafi', name: 'Rafi', status: 'away', sort: 2 },
    ])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('live_host_blocked_word')
    .values([{ word: 'scam' }, { word: 'প্রতারণা' }])
    .onConflict((conflict) => conflict.column('word').doNothing())
    .execute();
}
