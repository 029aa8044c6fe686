import { randomUUID } from 'node:crypto';
import type { CreditReport } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { trialToken } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, minor, type Player } from '../../../testing/wallet.js';
import { getSetting } from '../../platform/system/system.service.js';
import { postJournal, type HousePurpose, type JournalType } from '../ledger/ledger.service.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('credit report ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let today: string;
  const dayOffset = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const { timeZone } = await getSetting(database.db, 'resources');
    today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** One movement of the member's wallet against a house account (or the member's hold account). */
  function move(memberId: string, type: JournalType, amount: string, other: HousePurpose | 'hold') {
    const value = minor(amount.replace('-', ''));
    const signed = amount.startsWith('-') ? -value : value;
    return database.db.transaction().execute((trx) =>
      postJournal(trx, {
        type,
        eventKey: `test:credit-report:${randomUUID()}`,
        reference: 'TEST',
        postings: [
          { account: { memberId, kind: 'main' }, amount: signed },
          { account: other === 'hold' ? { memberId, kind: 'hold' } : { house: other }, amount: -signed },
        ],
      }),
    );
  }

  const report = (player: Player | string, from: string, to: string) =>
    call<CreditReport>(app, 'GET', `/wps/member/creditReport?from=${from}&to=${to}`, {
      token: typeof player === 'string' ? player : player.token,
    });

  it("sums the member's ledger movements per line, with the net and the balances", async () => {
    const player = await createPlayer(app, database.db);
    const stranger = await createPlayer(app, database.db);
    await move(player.id, 'deposit', '1000.00', 'house:deposits');
    await move(player.id, 'withdrawal', '-300.00', 'hold');
    await move(player.id, 'withdrawal_refund', '50.00', 'hold');
    await move(player.id, 'bonus', '100.00', 'house:bonus');
    await move(player.id, 'bonus_forfeit', '-20.00', 'house:bonus');
    await move(player.id, 'rebate', '12.34', 'house:rebate');
    await move(player.id, 'game_bet', '-200.00', 'house:games');
    await move(player.id, 'game_bet', '-50.00', 'house:games');
    await move(player.id, 'game_refund', '50.00', 'house:games');
    await move(player.id, 'game_win', '480.50', 'house:games');
    await move(player.id, 'adjustment', '5.00', 'house:adjustments');
    // Another member's money never shows.
    await move(stranger.id, 'deposit', '777.00', 'house:deposits');

    const week = await report(player, dayOffset(-6), today);
    expect(week.status).toBe(200);
    const totals = {
      deposits: '1000.00',
      withdrawals: '-250.00',
      bonuses: '80.00',
      rebate: '12.34',
      bets: '-200.00',
      wins: '480.50',
      other: '5.00',
      net: '1127.84',
    };
    expect(week.body.value).toMatchObject({
      from: dayOffset(-6),
      to: today,
      openingBalance: '0.00',
      closingBalance: '1127.84',
      totals,
      days: [{ date: today, ...totals }],
    });

    // A later period opens with the balance the movements left, and has no lines.
    const tomorrow = await report(player, dayOffset(1), dayOffset(1));
    expect(tomorrow.body.value).toMatchObject({
      openingBalance: '1127.84',
      closingBalance: '1127.84',
      days: [],
      totals: { deposits: '0.00', net: '0.00' },
    });
    // An earlier one has nothing at all.
    const before = await report(player, dayOffset(-30), dayOffset(-1));
    expect(before.body.value).toMatchObject({ openingBalance: '0.00', closingBalance: '0.00', days: [] });
  });

  it('refuses a bad period with a clear message, and guests and trial accounts', async () => {
    const player = await createPlayer(app, database.db);
    const reversed = await report(player, today, dayOffset(-1));
    expect(reversed.status).toBe(400);
    expect(detailOf(reversed)).toMatchObject({ key: 'records_range_invalid', params: { days: 92 } });
    expect((await report(player, dayOffset(-92), today)).status).toBe(400);
    expect((await report(player, dayOffset(-91), today)).status).toBe(200);
    expect((await report(player, 'yesterday', today)).status).toBe(400);
    expect((await call(app, 'GET', `/wps/member/creditReport?from=${today}&to=${today}`)).status).toBe(401);
    expect((await report(await trialToken(app), today, today)).status).toBe(403);
  });
});
