import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Digits of a national mobile number in the seeded countries ('{0}-digit phone number'); others vary. */
export const countryMobileDigits: Record<string, number> = {
  BD: 10,
  IN: 10,
  PK: 10,
  NP: 10,
  LK: 9,
  BT: 8,
  MV: 7,
  SG: 8,
  TH: 9,
  VN: 9,
};

/**
 * Mobile digit counts for countries that have none yet, and demo_limited's responsible-gaming
 * settings (a daily loss limit of ৳500, a weekly deposit limit of ৳5,000, a reality check every 30
 * minutes) when it exists and has none.
 */
export async function seedMemberSecurity(db: Db): Promise<void> {
  for (const [code, digits] of Object.entries(countryMobileDigits)) {
    await db
      .updateTable('country')
      .set({ mobile_digits: digits })
      .where('code', '=', code)
      .where('mobile_digits', 'is', null)
      .execute();
  }
  const limited = await db
    .selectFrom('member')
    .select('id')
    .where(sql`lower(username)`, '=', 'demo_limited')
    .executeTakeFirst();
  if (!limited) return;
  await db
    .insertInto('rg_limit')
    .values([
      { member_id: limited.id, kind: 'loss', period: 'day', value: '50000' },
      { member_id: limited.id, kind: 'deposit', period: 'week', value: '500000' },
    ])
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'period']).doNothing())
    .execute();
  await db
    .insertInto('rg_profile')
    .values({ member_id: limited.id, reality_check_minutes: 30 })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}
