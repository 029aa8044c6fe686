import type { RaffleResult, RaffleSummary } from '@app/contracts';
import { parseMinor } from '@app/contracts';
import { hashServerSeed } from '@app/house-games/server';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  requestId,
  type Player,
} from '../../../testing/wallet.js';
import { unitBalance, unitLedgerTotal } from '../unit-ledger/unit-ledger.service.js';
import { grantTicketsForDeposit, grantTicketsForTurnover } from './raffles.service.js';

describe.each(testDatabaseKinds())('raffles ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let operator: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    operator = await operatorToken(app);
    // The demo seed's rain would take the grabs these tests count: end it.
    await sql`update envelope_window set ends_at = starts_at + interval '1 second'`.execute(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const grab = (player: Player, type = 'envelope', id = requestId()) =>
    call<RaffleResult>(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token: player.token,
      body: { type, requestId: id },
    });
  const openWindow = (body: Record<string, unknown>) =>
    call(app, 'POST', '/wps/operator/engagement/envelopeWindows', {
      token: operator,
      body: {
        name: 'Rain',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 600_000).toISOString(),
        ...body,
      },
    });
  const setTable = (game: string, body: Record<string, unknown>) =>
    call(app, 'PUT', `/wps/operator/engagement/prizeTables/${game}`, { token: operator, body });

  it('a red envelope pool of 50.00 never pays more under 100 concurrent grabs', async () => {
    expect(
      (await openWindow({ pool: '50.00', minGrab: '1.00', maxGrab: '3.00', grabsPerMember: 10 })).status,
    ).toBe(200);
    const players = await Promise.all(Array.from({ length: 10 }, () => createPlayer(app, database.db)));
    const results = await Promise.all(
      players.flatMap((player) => Array.from({ length: 10 }, () => grab(player))),
    );
    const won = results.filter((r) => r.status === 200);
    const paid = won.reduce((sum, r) => sum + (parseMinor(r.body.value.amount) ?? 0n), 0n);
    expect(paid).toBe(5000n);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.body.message).toBe('All red envelopes have been taken');
    }
    const balances = await Promise.all(players.map((p) => balanceOf(app, p.token)));
    expect(balances.reduce((sum, b) => sum + (parseMinor(b) ?? 0n), 0n)).toBe(5000n);
    const summary = await call<RaffleSummary>(app, 'GET', '/wps/relay/MCS2_getRaffleSummary', {
      token: players[0]!.token,
    });
    expect(summary.body.value.envelope?.remaining).toBe('0.00');
    await expectReconciled(database.db);
  });

  it('limits grabs per member and answers the same to a retried request', async () => {
    await openWindow({
      name: 'Small rain',
      pool: '100.00',
      minGrab: '0.50',
      maxGrab: '0.50',
      grabsPerMember: 1,
    });
    const player = await createPlayer(app, database.db);
    const id = requestId();
    const first = await grab(player, 'envelope', id);
    expect(first.status).toBe(200);
    const retried = await grab(player, 'envelope', id);
    expect(retried.body.value).toEqual(first.body.value);
    expect(await balanceOf(app, player.token)).toBe('0.50');
    const second = await grab(player);
    expect(second.body.message).toBe('You have grabbed all your red envelopes in this rain');
  });

  it('spins the wheel on a ticket, keeps stock and the proof, and refuses without a ticket', async () => {
    const table = await setTable('wheel', {
      prizes: [
        { label: '5 taka', weight: 1, prizeKind: 'cash', amount: 500, stock: 1 },
        { label: '20 points', weight: 1, prizeKind: 'points', amount: 20 },
      ],
      ticketRules: [{ source: 'turnover', threshold: '100.00', tickets: 1 }],
    });
    expect(table.status).toBe(200);
    const player = await createPlayer(app, database.db);
    const none = await grab(player, 'wheel');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You have no tickets left');
    await database.db.transaction().execute(async (trx) => {
      await grantTicketsForTurnover(trx, { memberId: player.id, roundRef: 'r1', validBetMinor: 15_000n });
      await grantTicketsForTurnover(trx, { memberId: player.id, roundRef: 'r2', validBetMinor: 5_000n });
    });
    expect(await unitBalance(database.db, player.id, 'wheel_ticket')).toBe(2n);
    const spins = [await grab(player, 'wheel'), await grab(player, 'wheel')];
    expect(spins.map((s) => s.status)).toEqual([200, 200]);
    // The cash segment had stock 1: two spins give it at most once.
    expect(spins.filter((s) => s.body.value.prizeKind === 'cash').length).toBeLessThanOrEqual(1);
    expect(spins[1]!.body.value.tickets).toBe('0');
    const segment = spins[0]!.body.value.segment;
    expect(segment === 0 || segment === 1).toBe(true);

    const history = await call<{ list: { proof: { serverSeedHash: string; serverSeed: string | null } }[] }>(
      app,
      'GET',
      '/wps/relay/MCS2_getRaffleHistory',
      { token: player.token },
    );
    expect(history.body.value.list[0]?.proof.serverSeed).toBeNull();
    expect(
      (await call(app, 'POST', '/wps/operator/engagement/seeds/wheel/rotate', { token: operator })).status,
    ).toBe(200);
    const revealed = await call<{ list: { proof: { serverSeedHash: string; serverSeed: string | null } }[] }>(
      app,
      'GET',
      '/wps/relay/MCS2_getRaffleHistory',
      { token: player.token },
    );
    const proof = revealed.body.value.list[0]!.proof;
    expect(proof.serverSeed).not.toBeNull();
    expect(hashServerSeed(proof.serverSeed!)).toBe(proof.serverSeedHash);
    await expectReconciled(database.db);
    expect(await unitLedgerTotal(database.db, 'wheel_ticket')).toBe(0n);
  });

  it('smashes golden eggs earned by deposit until the prize stock runs out', async () => {
    await setTable('egg', {
      prizes: [{ label: 'Gold', weight: 1, prizeKind: 'cash', amount: 100, stock: 2 }],
      ticketRules: [{ source: 'deposit', threshold: '500.00', tickets: 1 }],
    });
    const player = await createPlayer(app, database.db);
    const none = await grab(player, 'egg');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You have no tickets left');
    await database.db
      .transaction()
      .execute((trx) =>
        grantTicketsForDeposit(trx, { memberId: player.id, depositId: 'd1', amountMinor: 150_000n }),
      );
    expect(await unitBalance(database.db, player.id, 'egg_ticket')).toBe(3n);
    const eggs = [await grab(player, 'egg'), await grab(player, 'egg'), await grab(player, 'egg')];
    expect(eggs.map((e) => e.status)).toEqual([200, 200, 400]);
    expect(eggs[2]!.body.message).toBe('No prizes are available right now');
    // The refused smash kept its ticket.
    expect(await unitBalance(database.db, player.id, 'egg_ticket')).toBe(1n);
    expect(await balanceOf(app, player.token)).toBe('2.00');
  });
});
