import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../testing/accounts.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { purgeExpiredRows } from './housekeeping.repository.js';

const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('housekeeping ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  it('removes rows only once their retention has passed', async () => {
    const { db } = database;
    const member = await insertAccount(db);
    const session = (hash: string, expiresAt: string) => ({
      member_id: member.id,
      token_hash: hash,
      portal: 'player',
      ip: '203.0.113.9',
      user_agent: null,
      first_login: false,
      created_at: at('2025-01-01T00:00:00Z'),
      last_seen_at: at('2025-01-01T00:00:00Z'),
      expires_at: at(expiresAt),
    });
    await db
      .insertInto('member_session')
      .values([session('old', '2025-01-01T00:00:00Z'), session('recent', '2025-05-20T00:00:00Z')])
      .execute();
    await db
      .insertInto('captcha')
      .values([
        { id: 'gone', answer_hash: 'x', expires_at: at('2025-06-01T10:00:00Z') },
        { id: 'kept', answer_hash: 'x', expires_at: at('2025-06-01T11:30:00Z') },
      ])
      .execute();
    await db
      .insertInto('bot_check_use')
      .values([
        { nonce: 'hk-gone', expires_at: at('2025-06-01T10:00:00Z') },
        { nonce: 'hk-kept', expires_at: at('2025-06-01T11:30:00Z') },
      ])
      .execute();
    await db
      .insertInto('rate_limit')
      .values([
        { key: 'hk:past', count: 3, reset_at: at('2025-06-01T09:00:00Z') },
        { key: 'hk:live', count: 3, reset_at: at('2025-06-01T12:30:00Z') },
      ])
      .execute();

    const counts = await purgeExpiredRows(db, at('2025-06-01T12:00:00Z'));
    expect(counts).toMatchObject({ member_session: 1, captcha: 1, bot_check_use: 1, rate_limit: 1 });

    const sessions = await db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['recent']);
    const captchas = await db
      .selectFrom('captcha')
      .select('id')
      .where('id', 'in', ['gone', 'kept'])
      .execute();
    expect(captchas.map((row) => row.id)).toEqual(['kept']);
    const used = await db
      .selectFrom('bot_check_use')
      .select('nonce')
      .where('nonce', 'like', 'hk-%')
      .execute();
    expect(used.map((row) => row.nonce)).toEqual(['hk-kept']);
    const limits = await db.selectFrom('rate_limit').select('key').where('key', 'like', 'hk:%').execute();
    expect(limits.map((row) => row.key)).toEqual(['hk:live']);
  });
});
