import type { Deposit, RealityCheck, ResponsibleGamingState } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, loginToken } from '../../../testing/accounts.js';
import {
  importSeamlessTestGames,
  freshTxId,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, requestId, type Player } from '../../../testing/wallet.js';
import { betRefusal } from './player-limits.service.js';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('responsible gaming ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let slot: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    slot = (await importSeamlessTestGames(database.db)).slot;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const state = async (player: Player) =>
    (await call<ResponsibleGamingState>(app, 'GET', '/wps/member/responsibleGaming', { token: player.token }))
      .body.value;
  const setLimit = (player: Player, body: Record<string, unknown>) =>
    call<ResponsibleGamingState>(app, 'POST', '/wps/member/responsibleGaming/limits', {
      token: player.token,
      body,
    });
  const deposit = (player: Player, amount: string) =>
    call<Deposit>(app, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      body: {
        channelId: 'bkash_manual',
        amount,
        requestId: requestId(),
        transactionRef: `TRX${requestId().slice(0, 8)}`,
      },
    });
  /** Moves a waiting change's 24 hours into the past, as if a day went by. */
  const dayPasses = (player: Player) =>
    database.db
      .updateTable('rg_limit')
      .set({ pending_at: new Date(Date.now() - HOUR) })
      .where('member_id', '=', player.id)
      .where('pending_at', 'is not', null)
      .execute();
  /** One settled round: `stake` bet, `win` paid. */
  const playRound = async (player: Player, stake: string, win: string) => {
    const launchToken = await launchTokenFor(database.db, player.id, slot);
    const roundId = freshTxId('round');
    const bet = await seamlessCall(app, 'bet', {
      launchToken,
      playerId: player.id,
      txId: freshTxId(),
      roundId,
      amount: stake,
    });
    expect(bet.status).toBe(200);
    const paid = await seamlessCall(app, 'win', {
      playerId: player.id,
      txId: freshTxId(),
      roundId,
      amount: win,
      endRound: true,
    });
    expect(paid.status).toBe(200);
  };

  it('refuses a deposit past the daily deposit limit, with nothing recorded', async () => {
    const player = await createPlayer(app, database.db);
    const set = await setLimit(player, { kind: 'deposit', period: 'day', amount: '1000' });
    expect(set.body.value.limits).toEqual([
      { kind: 'deposit', period: 'day', limit: '1000.00', used: '0.00', pending: null },
    ]);
    expect((await deposit(player, '700')).status).toBe(200);
    const refused = await deposit(player, '400');
    expect(refused.status).toBe(403);
    expect(detailOf(refused)).toMatchObject({ key: 'rg_deposit_limit_day', params: { limit: '1000.00' } });
    expect((await deposit(player, '300')).status).toBe(200);
    expect((await state(player)).limits[0]?.used).toBe('1000.00');
  });

  it('lowers a limit at once, and makes a raise or a removal wait 24 hours with the old limit in force', async () => {
    const player = await createPlayer(app, database.db);
    await setLimit(player, { kind: 'deposit', period: 'week', amount: '2000' });
    const lowered = await setLimit(player, { kind: 'deposit', period: 'week', amount: '500' });
    expect(lowered.body.value.limits[0]).toMatchObject({ limit: '500.00', pending: null });

    const raised = await setLimit(player, { kind: 'deposit', period: 'week', amount: '5000' });
    expect(raised.body.value.limits[0]).toMatchObject({ limit: '500.00', pending: { value: '5000.00' } });
    const effectiveAt = Date.parse(raised.body.value.limits[0]?.pending?.effectiveAt ?? '');
    expect(effectiveAt - Date.now()).toBeGreaterThan(23.9 * HOUR);
    // Within the 24 hours the old limit still holds.
    expect(detailOf(await deposit(player, '600')).key).toBe('rg_deposit_limit_week');

    await dayPasses(player);
    expect((await state(player)).limits[0]).toMatchObject({ limit: '5000.00', pending: null });
    expect((await deposit(player, '600')).status).toBe(200);

    const removing = await setLimit(player, { kind: 'deposit', period: 'week', amount: null });
    expect(removing.body.value.limits[0]).toMatchObject({ limit: '5000.00', pending: { value: null } });
    await dayPasses(player);
    expect((await state(player)).limits).toEqual([]);
  });

  it('refuses a bet past the loss or wager limit, counting the rounds of the period', async () => {
    const player = await createPlayer(app, database.db, { balance: '1000.00' });
    await setLimit(player, { kind: 'loss', period: 'day', amount: '100' });
    await playRound(player, '60', '0');
    // A bet counts as lost in full until it settles: 40 more after losing 60 just fits.
    await playRound(player, '40', '20');
    // Lost 80 so far: 20 more may be staked.
    expect(await betRefusal(database.db, player.id, 20n * 100n)).toBeNull();
    const refusal = await betRefusal(database.db, player.id, 21n * 100n);
    expect(refusal?.message).toBe('This would pass your daily loss limit of 100.00');
    expect((await state(player)).limits[0]).toMatchObject({ kind: 'loss', used: '80.00' });

    // The seamless wallet asks the gate: the provider gets BET_REFUSED with the reason, nothing moves.
    const launchToken = await launchTokenFor(database.db, player.id, slot);
    const refused = await seamlessCall(app, 'bet', {
      launchToken,
      playerId: player.id,
      txId: freshTxId(),
      roundId: freshTxId('round'),
      amount: '21.00',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'This would pass your daily loss limit of 100.00',
      value: { code: 'BET_REFUSED', balance: '920.00' },
    });

    // Staked 100 so far: a wager limit of 110 leaves 10.
    await setLimit(player, { kind: 'wager', period: 'month', amount: '110' });
    expect(await betRefusal(database.db, player.id, 10n * 100n)).toBeNull();
    expect((await betRefusal(database.db, player.id, 15n * 100n))?.message).toBe(
      'This would pass your monthly wager limit of 110.00',
    );
  });

  it('stops play when the session time limit is reached', async () => {
    const player = await createPlayer(app, database.db);
    const set = await call<ResponsibleGamingState>(
      app,
      'POST',
      '/wps/member/responsibleGaming/sessionLimit',
      {
        token: player.token,
        body: { minutes: 60 },
      },
    );
    expect(set.body.value.sessionLimit).toEqual({ minutes: 60, pending: null });
    expect(await betRefusal(database.db, player.id, 100n)).toBeNull();
    await database.db
      .updateTable('member_session')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('member_id', '=', player.id)
      .execute();
    expect((await betRefusal(database.db, player.id, 100n))?.message).toContain('60 minutes');
  });

  it('answers the reality check: time played and net result of this session', async () => {
    const player = await createPlayer(app, database.db, { balance: '500.00' });
    await call(app, 'POST', '/wps/member/responsibleGaming/realityCheck', {
      token: player.token,
      body: { minutes: 30 },
    });
    await playRound(player, '40', '25');
    const check = await call<RealityCheck>(app, 'GET', '/wps/member/responsibleGaming/realityCheck', {
      token: player.token,
    });
    expect(check.body.value).toMatchObject({
      intervalMinutes: 30,
      staked: '40.00',
      won: '25.00',
      net: '-15.00',
    });
    const tooShort = await call(app, 'POST', '/wps/member/responsibleGaming/realityCheck', {
      token: player.token,
      body: { minutes: 1 },
    });
    expect(tooShort.status).toBe(400);
  });

  it('a time-out refuses deposits and bets, can only be lengthened, and ends 24 hours after asking', async () => {
    const player = await createPlayer(app, database.db);
    const started = await call<ResponsibleGamingState>(
      app,
      'POST',
      '/wps/member/responsibleGaming/exclusion',
      {
        token: player.token,
        body: { kind: 'timeout', hours: 7 * 24 },
      },
    );
    expect(started.body.value.exclusion).toMatchObject({ kind: 'timeout' });
    expect(detailOf(await deposit(player, '500')).key).toBe('rg_excluded');
    expect((await betRefusal(database.db, player.id, 100n))?.message).toMatch(/excluded from play until/);

    const shorter = await call(app, 'POST', '/wps/member/responsibleGaming/exclusion', {
      token: player.token,
      body: { kind: 'timeout', hours: 24 },
    });
    expect(detailOf(shorter).key).toBe('rg_exclusion_shorter');

    const ending = await call<ResponsibleGamingState>(
      app,
      'DELETE',
      '/wps/member/responsibleGaming/exclusion',
      {
        token: player.token,
      },
    );
    const endsAt = Date.parse(ending.body.value.exclusion?.endsAt ?? '');
    expect(Math.abs(endsAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(detailOf(await deposit(player, '500')).key).toBe('rg_excluded');
  });

  it('a self-exclusion cannot be ended; the player still logs in (to withdraw) but cannot deposit or bet', async () => {
    const player = await createPlayer(app, database.db);
    const excluded = await call<ResponsibleGamingState>(
      app,
      'POST',
      '/wps/member/responsibleGaming/exclusion',
      {
        token: player.token,
        body: { kind: 'selfExclusion', term: 'permanent' },
      },
    );
    expect(excluded.body.value.exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: null });
    const end = await call(app, 'DELETE', '/wps/member/responsibleGaming/exclusion', { token: player.token });
    expect(detailOf(end).key).toBe('rg_self_exclusion_final');
    expect(detailOf(await deposit(player, '500')).key).toBe('rg_excluded_permanent');
    expect((await betRefusal(database.db, player.id, 100n))?.message).toBe(
      'Your account is permanently excluded from play',
    );
    const row = await database.db
      .selectFrom('member')
      .select('username')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(await loginToken(app, row.username, 'Secret123')).toBeTruthy();
  });
});
