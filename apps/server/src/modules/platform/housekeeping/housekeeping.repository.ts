import type { Db } from '../../../db/database.js';

const DAY_MS = 86_400_000;

/** Rows past use, and how long after their end they are kept (sessions a month, for support questions). */
const retention = [
  { table: 'member_session', column: 'expires_at', keepMs: 30 * DAY_MS },
  { table: 'login_challenge', column: 'expires_at', keepMs: DAY_MS },
  { table: 'verification_code', column: 'expires_at', keepMs: DAY_MS },
  { table: 'password_reset_token', column: 'expires_at', keepMs: DAY_MS },
  { table: 'captcha', column: 'expires_at', keepMs: 60 * 60_000 },
  { table: 'bot_check_use', column: 'expires_at', keepMs: 60 * 60_000 },
  { table: 'rate_limit', column: 'reset_at', keepMs: 60 * 60_000 },
  { table: 'sms_outbox', column: 'created_at', keepMs: 7 * DAY_MS },
  { table: 'mail_outbox', column: 'created_at', keepMs: 7 * DAY_MS },
] as const;

export type PurgedCounts = Record<(typeof retention)[number]['table'], number>;

/** Deletes every row whose retention ended before `now`; answers how many went from each table. */
export async function purgeExpiredRows(db: Db, now: Date): Promise<PurgedCounts> {
  const counts = {} as PurgedCounts;
  for (const { table, column, keepMs } of retention) {
    const result = await db
      .deleteFrom(table)
      .where(column, '<', new Date(now.getTime() - keepMs))
      .executeTakeFirst();
    counts[table] = Number(result.numDeletedRows);
  }
  return counts;
}
