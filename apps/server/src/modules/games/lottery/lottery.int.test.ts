import type { BetRecordPage, Envelope, LotteryMenuValue, OpenedNumerosValue } from '@app/contracts';
import type { LpDrawProof, LpGameDetail, LpTicketView } from '@app/lottery-provider';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, insertAccount, loginToken } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, minor } from '../../../testing/wallet.js';
import { buy, lotteryCopy, lp, openLotterySession, type LotteryCopy } from '../../../testing/lottery.js';

/** Two selections that always win exactly once each: big+small on the total, every digit on the last. */
const sureSlip = {
  gameCode: 'SSC1',
  unit: '1.00',
  multiplier: 2,
  selections: [
    { betType: 'SSC_SUM_BSOE', picks: [['big', 'small']] },
    { betType: 'SSC_STAR1_DIRECT', picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']] },
  ],
};
// 12 bets x 1.00 x 2 = 24.00 staked; wins big or small (1.94) and the last digit (9.70), x 2 = 23.28.
const SURE_STAKE = minor('24.00');
const SURE_WIN = minor('23.28');

describe.each(testDatabaseKinds())('lottery on the platform ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let copy: LotteryCopy;
  let staff: string;
  let oddsVersion: number;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    copy = await lotteryCopy(app, database.db);
    // Short draws keep the copy's clock within the platform's 5-minute window for signed calls.
    await copy.provider.operator.updateGame('SSC1', {
      schedule: { kind: 'interval', everySeconds: 10 },
      closeSeconds: 2,
    });
    const operator = await insertAccount(database.db, { type: 99, staffPermissions: ['games'] });
    staff = await loginToken(app, operator.username, operator.password, { portal: 'operator' });
    oddsVersion = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC1')).body.value.oddsVersion;
  });

  beforeEach(() => copy.reset());

  afterAll(async () => {
    await copy?.provider.stop();
    await expectReconciled(database.db);
    await app?.close();
    await database?.close();
  });

  /** Moves the copy's clock past a draw time and runs scheduler passes until nothing is left to do. */
  async function drawAndSettle(drawAt: string, target = copy) {
    const wait = Date.parse(drawAt) - target.now().getTime() + 1_000;
    if (wait > 0) target.advance(wait);
    for (let pass = 0; pass < 10; pass++) {
      const done = await target.provider.runOnce();
      if (done.drawn + done.settled + done.acked === 0) break;
    }
  }

  async function playerWithSession(balance = '1000.00', gameCode = 'SSC1') {
    const player = await createPlayer(app, database.db, { balance });
    const session = await openLotterySession(app, copy.api, player.token, gameCode);
    return { player, session };
  }

  it('lists the lottery games with prize modes and open issues, and opens them with the lottery launch parameters', async () => {
    const menu = await call<LotteryMenuValue>(
      app,
      'GET',
      '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB',
    );
    expect(menu.status).toBe(200);
    const codes = menu.body.value.games.map((game) => game.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['VN_NORTH', 'VN_SOUTH', 'VN_FAST', 'SSC5']));
    expect(menu.body.value.games.every((game) => game.prizeMode === 'ELOTT')).toBe(true);
    const north = menu.body.value.games.find((game) => game.gameCode === 'VN_NORTH')!;
    expect(north).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', family: 'VN_NORTH' });
    expect(north.current!.issue).toMatch(/^\d{8}$/);
    // Vietnam North draws at 18:15 Vietnam time (11:15 UTC).
    expect(north.current!.drawAt).toMatch(/T11:15:00\.000Z$/);

    const numeros = await call<OpenedNumerosValue>(app, 'GET', '/lgw/vn/numeros/opened/game');
    expect(numeros.body.value.numeros.map((n) => n.gameCode).sort()).toEqual([
      'VN_CENTRAL',
      'VN_FAST',
      'VN_NORTH',
      'VN_SOUTH',
    ]);

    const player = await createPlayer(app, database.db, { balance: '10.00' });
    const ssc = (await call<LotteryMenuValue>(app, 'GET', '/lgw/vn/games/game_menu')).body.value.games.find(
      (game) => game.gameCode === 'SSC1',
    )!;
    const launched = await call<{ url: string }>(app, 'POST', '/wps/game/launchGame', {
      token: player.token,
      body: { nodeId: ssc.nodeId, language: 'bn', lottoView: 'lobby', backUrl: '/lott' },
    });
    const url = new URL(launched.body.value.url, 'http://site');
    expect(url.pathname).toBe('/lottery');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lottoArea: 'CN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'SSC1',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: '/lott',
      language: 'bn',
    });
    const recent = await call<LotteryMenuValue>(app, 'GET', '/lgw/vn/games/game_menu/recent', {
      token: player.token,
    });
    expect(recent.body.value.games.map((game) => game.gameCode)).toEqual(['SSC1']);
    const opened = await call<OpenedNumerosValue>(
      app,
      'GET',
      '/lotto/lgw/games/opened/numero?gameCode=SSC1',
      {
        token: player.token,
      },
    );
    expect(opened.body.value.numeros).toHaveLength(1);
  });

  it('buys a two-selection slip with a chase once, draws it, pays the win and stops the chase; the rounds are in the betting record', async () => {
    const { player, session } = await playerWithSession();
    const slip = {
      ...sureSlip,
      oddsVersion,
      chase: { draws: 3, stopOnWin: true },
      requestId: 'chase-slip-0001',
    };
    const bought = await buy(copy.api, session.sessionToken, slip);
    expect(bought.status).toBe(200);
    const { tickets, totalStake } = bought.body.value;
    expect(totalStake).toBe('72.00');
    expect(tickets.map((t) => t.status)).toEqual(['open', 'open', 'open']);
    expect(new Set(tickets.map((t) => t.issue)).size).toBe(3);
    expect(minor(await balanceOf(app, player.token))).toBe(minor('1000.00') - 3n * SURE_STAKE);

    // The same request id again: the same order, nothing bought twice.
    const again = await buy(copy.api, session.sessionToken, slip);
    expect(again.body.value.orderId).toBe(bought.body.value.orderId);
    expect(minor(await balanceOf(app, player.token))).toBe(minor('1000.00') - 3n * SURE_STAKE);

    await drawAndSettle(tickets[0]!.drawAt);
    const list = await lp<LpTicketView[]>(
      copy.api,
      'GET',
      '/lp/api/tickets?status=all',
      undefined,
      session.sessionToken,
    );
    const byId = new Map(list.body.value.map((t) => [t.ticketId, t]));
    expect(byId.get(tickets[0]!.ticketId)).toMatchObject({ status: 'won', win: '23.28' });
    expect(byId.get(tickets[0]!.ticketId)!.selections.map((s) => s.win)).toEqual(['3.88', '19.40']);
    // Stop on win: the two later tickets are cancelled and refunded.
    expect(byId.get(tickets[1]!.ticketId)!.status).toBe('cancelled');
    expect(byId.get(tickets[2]!.ticketId)!.status).toBe('cancelled');
    expect(minor(await balanceOf(app, player.token))).toBe(minor('1000.00') - SURE_STAKE + SURE_WIN);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const records = await call<BetRecordPage>(
      app,
      'GET',
      `/wps/relay/ODSFE2_MemBetDet?from=${day(-1)}&to=${day(1)}&gameType=LOTT`,
      { token: player.token },
    );
    const round = records.body.value.list.find((r) => r.roundId === tickets[0]!.ticketId);
    expect(round).toMatchObject({ gameType: 'LOTT', stake: '24.00', win: '23.28', status: 'settled' });

    // The fairness proof: the revealed seed hashes to the published commitment and gives the result.
    const proof = await lp<LpDrawProof>(copy.api, 'GET', `/lp/api/draws/${await drawIdOf(tickets[0]!)}`);
    expect(proof.body.value.verification).toEqual({ seedMatchesHash: true, resultMatchesSeed: true });
    expect(proof.body.value.commands[0]).toContain('sha256sum');
  });

  it('undoes an order whose server died before recording its bets: the sent bet and the accepted ticket refunded once, the retry refused', async () => {
    const { player, session } = await playerWithSession();
    const slip = { ...sureSlip, oddsVersion, chase: { draws: 2, stopOnWin: false }, requestId: 'died-0001' };
    const liabilityBefore = await totalLiability();
    const bought = await buy(copy.api, session.sessionToken, slip);
    expect(bought.status).toBe(200);
    const [first, second] = bought.body.value.tickets.map((t) => t.ticketId);
    expect(await totalLiability()).toBeGreaterThan(liabilityBefore);
    // The state a crash leaves: the first bet accepted and recorded, the second applied by the wallet
    // but its answer never recorded (the order still being placed).
    await database.db
      .updateTable('lp_order' as never)
      .set({ status: 'placing' } as never)
      .where('order_uid' as never, '=', bought.body.value.orderId as never)
      .execute();
    await database.db
      .updateTable('lp_ticket' as never)
      .set({ status: 'pending' } as never)
      .where('ticket_uid' as never, '=', second as never)
      .execute();
    await database.db
      .updateTable('lp_wallet_call' as never)
      .set({ status: 'pending', acked_at: null } as never)
      .where('tx_id' as never, '=', `bet-${second}` as never)
      .execute();
    expect((await buy(copy.api, session.sessionToken, slip)).body).toMatchObject({
      value: { key: 'order_in_progress' },
    });

    // A minute later the sweep undoes the order; twice changes nothing more.
    copy.advance(61_000);
    await copy.provider.runOutboxOnce();
    await copy.provider.runOutboxOnce();
    copy.reset();
    const list = await lp<LpTicketView[]>(
      copy.api,
      'GET',
      '/lp/api/tickets?status=all',
      undefined,
      session.sessionToken,
    );
    const statuses = new Map(list.body.value.map((t) => [t.ticketId, t.status]));
    expect([statuses.get(first!), statuses.get(second!)]).toEqual(['cancelled', 'failed']);
    expect(minor(await balanceOf(app, player.token))).toBe(minor('1000.00'));
    expect((await buy(copy.api, session.sessionToken, slip)).body).toMatchObject({
      value: { key: 'order_refused' },
    });
    // The liability both tickets reserved on their draws is given back.
    expect(await totalLiability()).toBe(liabilityBefore);
  });

  /** Every draw's reserved liability in total (tests run one at a time). */
  async function totalLiability(): Promise<bigint> {
    const row = await database.db
      .selectFrom('lp_liability' as never)
      .select((eb) => eb.fn.sum<string>('amount' as never).as('total'))
      .where('key' as never, '=', '*' as never)
      .executeTakeFirst();
    return BigInt((row as { total: string | null } | undefined)?.total ?? 0);
  }

  async function drawIdOf(ticket: LpTicketView): Promise<string> {
    const row = await database.db
      .selectFrom('lp_ticket' as never)
      .select('draw_id' as never)
      .where('ticket_uid' as never, '=', ticket.ticketId as never)
      .executeTakeFirstOrThrow();
    return String((row as { draw_id: string }).draw_id);
  }

  it('answers a ticket whose draw was voided while its bet was on its way as refunded, and refunds it once', async () => {
    const voidOnBet = { drawId: null as string | null };
    const voiding = await lotteryCopy(app, database.db, {
      beforeWalletCall: async (path) => {
        if (!path.endsWith('/bet') || !voidOnBet.drawId) return;
        await voiding.provider.operator.voidDraw(voidOnBet.drawId, 'test');
        voidOnBet.drawId = null;
      },
    });
    // SSC5: the later tests that use it buy whichever draw is open then.
    const { player, session } = await playerWithSession('100.00', 'SSC5');
    const game = await lp<LpGameDetail>(voiding.api, 'GET', '/lp/api/games/SSC5');
    voidOnBet.drawId = game.body.value.current!.drawId;
    const bought = await buy(voiding.api, session.sessionToken, {
      ...sureSlip,
      gameCode: 'SSC5',
      oddsVersion: game.body.value.oddsVersion,
      requestId: 'void-in-flight-0001',
    });
    expect(bought.status).toBe(200);
    expect(bought.body.value.tickets.map((t) => t.status)).toEqual(['refunded']);
    // The bet the platform took is rolled back by the outbox, once.
    for (let pass = 0; pass < 3; pass++) await voiding.provider.runOnce();
    expect(minor(await balanceOf(app, player.token))).toBe(minor('100.00'));
    const order = await database.db
      .selectFrom('lp_order' as never)
      .select('status' as never)
      .where('request_id' as never, '=', 'void-in-flight-0001' as never)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'placed' });
  });

  it('refuses bad slips with a message the player can act on, and moves nothing', async () => {
    const { player, session } = await playerWithSession('30.00');
    const token = session.sessionToken;
    const base = { ...sureSlip, oddsVersion };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ selections: [{ betType: 'VN_LO', picks: [['12']] }] }, 400, 'invalid_selection'],
      [{ selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [['x1']] }] }, 400, 'invalid_selection'],
      [{ oddsVersion: oddsVersion + 5 }, 409, 'odds_changed'],
      [{ unit: '0.00' }, 400, 'stake_out_of_range'],
      [{ unit: '100000.00' }, 400, 'stake_out_of_range'],
      [{ gameCode: 'SSC3' }, 400, 'game_unavailable'],
      [{ multiplier: 2, chase: { draws: 2, stopOnWin: false } }, 400, 'insufficient_funds'],
      [{ selections: [] }, 400, 'invalid_request'],
    ];
    for (const [change, status, key] of cases) {
      const refused = await buy(copy.api, token, { ...base, ...change } as never);
      expect(
        [refused.status, (refused.body.value as unknown as { key: string }).key],
        JSON.stringify(change),
      ).toEqual([status, key]);
    }
    expect(await balanceOf(app, player.token)).toBe('30.00');
    const tickets = await lp<LpTicketView[]>(copy.api, 'GET', '/lp/api/tickets', undefined, token);
    // The chase whose second bet was refused: its first ticket was rolled back.
    expect(tickets.body.value.map((t) => t.status).sort()).toEqual(['cancelled', 'failed']);

    // A number over its per-number liability limit.
    const limited = await call(app, 'PUT', '/wps/operator/lottery/games/SSC3', {
      token: staff,
      body: { numberLimit: '50.00' },
    });
    expect(limited.status).toBe(200);
    const other = await playerWithSession('100.00', 'SSC3');
    const over = await buy(copy.api, other.session.sessionToken, {
      gameCode: 'SSC3',
      oddsVersion,
      unit: '10.00',
      multiplier: 1,
      selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [['7']] }],
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ value: { key: 'liability_exceeded' } });
    expect(over.body.message).toContain('7');
    expect(await balanceOf(app, other.player.token)).toBe('100.00');
    const unauthenticated = await lp(copy.api, 'GET', '/lp/api/tickets');
    expect(unauthenticated.status).toBe(401);
  });

  it('refuses a slip built for a draw that no longer takes bets: closed, drawn or void', async () => {
    // SSC3, so that the draws this test draws early and voids leave the other tests' SSC1 alone.
    const { player, session } = await playerWithSession('100.00', 'SSC3');
    const slipFor = (issue: string) =>
      buy(copy.api, session.sessionToken, { ...sureSlip, gameCode: 'SSC3', oddsVersion, issue } as never);
    // Built on the current issue, five seconds before it closes: bought.
    const current = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC3')).body.value.current!;
    copy.advance(Date.parse(current.closesAt) - 5_000 - copy.now().getTime());
    const bought = await slipFor(current.issue);
    expect(bought.status).toBe(200);
    const ticket = bought.body.value.tickets[0]!;
    let balance = await balanceOf(app, player.token);
    const expectRefused = async (issue: string, message: string) => {
      const refused = await slipFor(issue);
      expect([refused.status, refused.body.value]).toMatchObject([409, { key: 'betting_closed' }]);
      expect(refused.body.message).toContain(message);
      expect(await balanceOf(app, player.token)).toBe(balance);
    };
    // Closed (between its close and its draw): not moved on to the next issue.
    copy.advance(Date.parse(ticket.drawAt) - copy.now().getTime() - 1_000);
    await expectRefused(ticket.issue, `Betting on draw ${ticket.issue} has closed`);
    await drawAndSettle(ticket.drawAt);
    balance = await balanceOf(app, player.token);
    expect(minor(balance)).toBe(minor('100.00') - SURE_STAKE + SURE_WIN);
    await expectRefused(ticket.issue, `Draw ${ticket.issue} has been drawn`);
    const next = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC3')).body.value.current!;
    await copy.provider.operator.voidDraw(next.drawId, 'test');
    await expectRefused(next.issue, `Draw ${next.issue} was cancelled`);
    await expectRefused('19990101001', 'There is no draw 19990101001');
  });

  it('refuses a chase whose next draws do not all take bets, naming the first that does not; nothing is bought', async () => {
    // PK10 (no other test's game), four draws a day: none closes while the test runs.
    await copy.provider.operator.updateGame('PK10', {
      schedule: { kind: 'daily', times: ['00:00', '06:00', '12:00', '18:00'] },
      closeSeconds: 60,
    });
    const version = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/PK10')).body.value.oddsVersion;
    const slip = (draws: number, requestId: string) => ({
      gameCode: 'PK10',
      oddsVersion: version,
      unit: '1.00',
      multiplier: 1,
      selections: [{ betType: 'PK10_POSITION', picks: [['3'], [], [], [], [], [], [], [], [], []] }],
      chase: { draws, stopOnWin: false },
      requestId,
    });
    // Someone follows the next three draws; then the two after the current one are voided.
    const other = await playerWithSession('100.00', 'PK10');
    const followed = await buy(copy.api, other.session.sessionToken, slip(3, 'chase-open-0001'));
    expect(followed.status).toBe(200);
    const issues = followed.body.value.tickets.map((ticket) => ticket.issue);
    expect(new Set(issues).size).toBe(3);
    for (const ticket of followed.body.value.tickets.slice(1)) {
      await copy.provider.operator.voidDraw(await drawIdOf(ticket), 'test');
    }

    const { player, session } = await playerWithSession('100.00', 'PK10');
    for (const draws of [2, 3]) {
      const refused = await buy(copy.api, session.sessionToken, slip(draws, `chase-void-000${draws}`));
      expect([refused.status, refused.body.value]).toMatchObject([
        409,
        { key: 'chase_unavailable', issue: issues[1], params: { draws, open: 1, issue: issues[1] } },
      ]);
      expect(refused.body.message).toContain(`draw ${issues[1]} does not`);
    }
    expect(await balanceOf(app, player.token)).toBe('100.00');
    const orders = await database.db
      .selectFrom('lp_order' as never)
      .select('id' as never)
      .where('request_id' as never, 'in', ['chase-void-0002', 'chase-void-0003'] as never)
      .execute();
    expect(orders).toHaveLength(0);
    // The current draw alone still takes the slip.
    const single = await buy(copy.api, session.sessionToken, slip(1, 'chase-void-0001'));
    expect(single.status).toBe(200);
    expect(single.body.value.tickets.map((ticket) => ticket.issue)).toEqual([issues[0]]);
    expect(minor(await balanceOf(app, player.token))).toBe(minor('99.00'));
  });

  it('keeps a draw within its liability limit when purchases race for its last room', async () => {
    // One draw a day takes every purchase; the limit leaves room for exactly `ROOM` tickets.
    const ROOM = 4;
    await copy.provider.operator.updateGame('SSC5', {
      schedule: { kind: 'daily', times: ['12:00'] },
      closeSeconds: 60,
      numberLimit: 1_000_000_000_000n,
    });
    const version = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC5')).body.value.oddsVersion;
    const players = await Promise.all([1, 2, 3].map(() => playerWithSession('100.00', 'SSC5')));
    const slip = {
      gameCode: 'SSC5',
      oddsVersion: version,
      unit: '1.00',
      multiplier: 1,
      selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [['7']] }],
    };
    const first = await buy(copy.api, players[0]!.session.sessionToken, slip);
    expect(first.status).toBe(200);
    const drawId = await drawIdOf(first.body.value.tickets[0]!);
    const perTicket = await drawLiability(drawId);
    await copy.provider.operator.updateGame('SSC5', { drawLimit: perTicket * BigInt(ROOM + 1) });

    const raced = await Promise.all(
      Array.from({ length: 12 }, (_, i) => buy(copy.api, players[i % 3]!.session.sessionToken, slip)),
    );
    const bought = raced.filter((r) => r.status === 200);
    expect(bought).toHaveLength(ROOM);
    for (const refused of raced.filter((r) => r.status !== 200)) {
      expect([refused.status, refused.body]).toMatchObject([409, { value: { key: 'liability_exceeded' } }]);
    }
    expect(await drawLiability(drawId)).toBe(perTicket * BigInt(ROOM + 1));
    // Only the bought tickets were paid for.
    let spent = 0n;
    for (const { player } of players) spent += minor('100.00') - minor(await balanceOf(app, player.token));
    expect(spent).toBe(minor('1.00') * BigInt(ROOM + 1));
  });

  it("refuses only the purchases over their number's limit when purchases of several numbers race", async () => {
    // Purchases of two numbers racing for two tickets' room each.
    await copy.provider.operator.updateGame('SSC5', {
      schedule: { kind: 'daily', times: ['12:00'] },
      closeSeconds: 60,
      numberLimit: 1_000_000_000_000n,
      drawLimit: 1_000_000_000_000n,
    });
    const version = (await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC5')).body.value.oddsVersion;
    const players = await Promise.all([1, 2, 3].map(() => playerWithSession('100.00', 'SSC5')));
    const slipOf = (pick: string) => ({
      gameCode: 'SSC5',
      oddsVersion: version,
      unit: '1.00',
      multiplier: 1,
      selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [[pick]] }],
    });
    const first = await buy(copy.api, players[0]!.session.sessionToken, slipOf('9'));
    expect(first.status).toBe(200);
    const drawId = await drawIdOf(first.body.value.tickets[0]!);
    const perTicket = await drawLiability(drawId, 'SSC_STAR1_DIRECT:0:9');
    await copy.provider.operator.updateGame('SSC5', { numberLimit: perTicket * 2n });

    const picks = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? '3' : '4'));
    const raced = await Promise.all(
      picks.map((pick, i) => buy(copy.api, players[i % 3]!.session.sessionToken, slipOf(pick))),
    );
    for (const pick of ['3', '4']) {
      const outcomes = raced.filter((_, i) => picks[i] === pick);
      expect(outcomes.filter((r) => r.status === 200)).toHaveLength(2);
      for (const refused of outcomes.filter((r) => r.status !== 200)) {
        expect([refused.status, refused.body]).toMatchObject([409, { value: { key: 'liability_exceeded' } }]);
        expect(refused.body.message).toContain(`pick ${pick} `);
      }
      expect(await drawLiability(drawId, `SSC_STAR1_DIRECT:0:${pick}`)).toBe(perTicket * 2n);
    }
    let spent = 0n;
    for (const { player } of players) spent += minor('100.00') - minor(await balanceOf(app, player.token));
    expect(spent).toBe(minor('1.00') * 5n);
  });

  /** A draw's reserved liability in total ('*') or on one number's key. */
  async function drawLiability(drawId: string, key = '*'): Promise<bigint> {
    const row = await database.db
      .selectFrom('lp_liability' as never)
      .select('amount' as never)
      .where('draw_id' as never, '=', drawId as never)
      .where('key' as never, '=', key as never)
      .executeTakeFirstOrThrow();
    return BigInt((row as { amount: string }).amount);
  }

  it('draws each draw exactly once with two scheduler copies and settles each ticket once', async () => {
    const second = await lotteryCopy(app, await database.connect());
    const { player, session } = await playerWithSession();
    const bought = await buy(copy.api, session.sessionToken, {
      ...sureSlip,
      oddsVersion,
      chase: { draws: 2, stopOnWin: false },
    });
    const [first, next] = bought.body.value.tickets;
    const wait = Date.parse(next!.drawAt) - copy.now().getTime() + 1_000;
    copy.advance(wait);
    second.advance(wait);
    const passes = await Promise.all([
      copy.provider.runOnce(),
      second.provider.runOnce(),
      copy.provider.runOnce(),
    ]);
    for (let i = 0; i < 5; i++) await Promise.all([copy.provider.runOnce(), second.provider.runOnce()]);
    expect(passes.reduce((sum, pass) => sum + pass.drawn, 0)).toBeGreaterThanOrEqual(2);
    const draws = await database.db
      .selectFrom('lp_draw' as never)
      .select(['issue' as never, 'status' as never])
      .where('game_code' as never, '=', 'SSC1' as never)
      .where('issue' as never, 'in', [first!.issue, next!.issue] as never)
      .execute();
    expect(draws.map((d) => (d as { status: string }).status)).toEqual(['settled', 'settled']);
    const wins = await database.db
      .selectFrom('lp_wallet_call' as never)
      .select('tx_id' as never)
      .where('tx_id' as never, 'in', [`win-${first!.ticketId}`, `win-${next!.ticketId}`] as never)
      .execute();
    expect(wins).toHaveLength(2);
    expect(minor(await balanceOf(app, player.token))).toBe(
      minor('1000.00') - 2n * SURE_STAKE + 2n * SURE_WIN,
    );
    await second.provider.stop();
  });

  it('settles exactly once across a crash in the middle of a settlement', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => playerWithSession('100.00')));
    const bought = await Promise.all(
      players.map(({ session }) => buy(copy.api, session.sessionToken, { ...sureSlip, oddsVersion })),
    );
    const drawAt = bought[0]!.body.value.tickets[0]!.drawAt;
    expect(bought.every((b) => b.status === 200 && b.body.value.tickets[0]!.drawAt === drawAt)).toBe(true);
    // A copy that settles two tickets per transaction and dies while committing its second batch.
    const crashing = await lotteryCopy(app, database.db, {
      offset: { ms: copy.now().getTime() - Date.now() },
      settleBatchSize: 2,
      beforeSettleCommit: (batch) => {
        if (batch === 1) throw new Error('killed mid-settlement');
      },
    });
    crashing.advance(Date.parse(drawAt) - crashing.now().getTime() + 1_000);
    copy.advance(Date.parse(drawAt) - copy.now().getTime() + 1_000);
    await crashing.provider.drawDueDraws();
    await expect(crashing.provider.settleDueDraws()).rejects.toThrow('killed mid-settlement');
    // Another copy resumes: the first batch is not paid again, the rest is paid once.
    await drawAndSettle(drawAt);
    await drawAndSettle(drawAt);
    for (const { player } of players) {
      expect(minor(await balanceOf(app, player.token))).toBe(minor('100.00') - SURE_STAKE + SURE_WIN);
    }
    const calls = await database.db
      .selectFrom('lp_wallet_call' as never)
      .select(['tx_id' as never, 'status' as never])
      .where('kind' as never, '=', 'win' as never)
      .where('tx_id' as never, 'in', bought.map((b) => `win-${b.body.value.tickets[0]!.ticketId}`) as never)
      .execute();
    expect(calls.map((c) => (c as { status: string }).status)).toEqual([
      'acked',
      'acked',
      'acked',
      'acked',
      'acked',
    ]);
  });

  it('voids a draw once, re-settles a corrected result by the difference once, and cancels before close', async () => {
    const { player, session } = await playerWithSession('500.00');
    // Cancel before close: the stake comes back.
    const cancelMe = await buy(copy.api, session.sessionToken, { ...sureSlip, oddsVersion });
    const cancelled = await lp<LpTicketView>(
      copy.api,
      'POST',
      `/lp/api/tickets/${cancelMe.body.value.tickets[0]!.ticketId}/cancel`,
      undefined,
      session.sessionToken,
    );
    expect(cancelled.body.value.status).toBe('cancelled');
    expect(await balanceOf(app, player.token)).toBe('500.00');

    // A settled draw, voided: stake back, payout taken back, once.
    const settledTicket = (await buy(copy.api, session.sessionToken, { ...sureSlip, oddsVersion })).body.value
      .tickets[0]!;
    await drawAndSettle(settledTicket.drawAt);
    expect(minor(await balanceOf(app, player.token))).toBe(minor('500.00') - SURE_STAKE + SURE_WIN);
    const drawId = await drawIdOf(settledTicket);

    // A corrected result still wins big/small once and the last digit once: nothing moves.
    await copy.provider.operator.enterResult(drawId, { kind: 'numbers', numbers: [9, 9, 9, 9, 9] });
    await drawAndSettle(settledTicket.drawAt);
    // Still one big/small and one digit win: the amount is unchanged, nothing moves.
    expect(minor(await balanceOf(app, player.token))).toBe(minor('500.00') - SURE_STAKE + SURE_WIN);

    const voided = await call<{ tickets: number }>(
      app,
      'POST',
      `/wps/operator/lottery/draws/${drawId}/void`,
      {
        token: staff,
        body: { reason: 'official result withdrawn' },
      },
    );
    expect(voided.body.value.tickets).toBeGreaterThanOrEqual(1);
    const again = await call<{ tickets: number }>(app, 'POST', `/wps/operator/lottery/draws/${drawId}/void`, {
      token: staff,
      body: { reason: 'twice' },
    });
    expect(again.body.value.tickets).toBe(0);
    await drawAndSettle(settledTicket.drawAt);
    expect(await balanceOf(app, player.token)).toBe('500.00');
  });

  it('re-settles a corrected result of a losing ticket: the difference is paid once', async () => {
    const { player, session } = await playerWithSession('200.00');
    const bought = await buy(copy.api, session.sessionToken, {
      gameCode: 'SSC1',
      oddsVersion,
      unit: '1.00',
      multiplier: 1,
      selections: [{ betType: 'SSC_STAR2_DIRECT', picks: [['4'], ['2']] }],
    });
    const ticket = bought.body.value.tickets[0]!;
    await drawAndSettle(ticket.drawAt);
    const drawId = await drawIdOf(ticket);
    const settled = await lp<LpTicketView[]>(
      copy.api,
      'GET',
      '/lp/api/tickets',
      undefined,
      session.sessionToken,
    );
    const before = minor(settled.body.value.find((t) => t.ticketId === ticket.ticketId)!.win);
    const balanceBefore = minor(await balanceOf(app, player.token));
    // Corrected to end in 4 2: the two-star direct pays 100 x 0.97 = 97.00.
    await copy.provider.operator.enterResult(drawId, { kind: 'numbers', numbers: [1, 3, 5, 4, 2] });
    await drawAndSettle(ticket.drawAt);
    await drawAndSettle(ticket.drawAt);

    expect(minor(await balanceOf(app, player.token))).toBe(balanceBefore + minor('97.00') - before);
    // Corrected back to a loss: the payout is taken back, once.
    await copy.provider.operator.enterResult(drawId, { kind: 'numbers', numbers: [1, 3, 5, 0, 0] });
    await drawAndSettle(ticket.drawAt);
    await drawAndSettle(ticket.drawAt);
    expect(minor(await balanceOf(app, player.token))).toBe(balanceBefore - before);
  });

  it('keeps the operator controls to staff with the games permission and reports liability', async () => {
    const player = await createPlayer(app, database.db, { balance: '1.00' });
    const refused = await call(app, 'GET', '/wps/operator/lottery/games', { token: player.token });
    expect(refused.status).toBe(403);
    const games = await call<{ games: { code: string }[] }>(app, 'GET', '/wps/operator/lottery/games', {
      token: staff,
    });
    expect(games.body.value.games).toHaveLength(14);
    const badSchedule = await call(app, 'PUT', '/wps/operator/lottery/games/SSC5', {
      token: staff,
      body: { schedule: { kind: 'interval', everySeconds: 70 } },
    });
    expect(badSchedule.status).toBe(400);
    const draws = await call<{ draws: { drawId: string }[] }>(
      app,
      'GET',
      '/wps/operator/lottery/games/SSC1/draws',
      {
        token: staff,
      },
    );
    // The platform's own provider runs on the real clock: a result for a future draw is refused.
    const early = await call(
      app,
      'POST',
      `/wps/operator/lottery/draws/${draws.body.value.draws[0]!.drawId}/result`,
      {
        token: staff,
        body: { result: { kind: 'numbers', numbers: [1, 2, 3, 4, 5] } },
      },
    );
    expect(early.status).toBe(400);
    const malformed = await call(app, 'POST', `/wps/operator/lottery/draws/1/result`, {
      token: staff,
      body: { result: { kind: 'numbers', numbers: [1, 2] } },
    });
    expect(malformed.status).toBe(400);
    const liability = await call<Envelope<unknown>['value']>(
      app,
      'GET',
      `/wps/operator/lottery/draws/${draws.body.value.draws[0]!.drawId}/liability`,
      { token: staff },
    );
    expect(liability.status).toBe(200);
    expect(liability.body.value).toMatchObject({ potentialPayout: expect.any(String) });
    const odds = await call(app, 'PUT', '/wps/operator/lottery/odds', {
      token: staff,
      body: { prizeMode: 'LOTT', family: 'SSC', betType: 'SSC_STAR1_DIRECT', odds: { '': 9.8 } },
    });
    expect(odds.status).toBe(200);
    const detail = await lp<LpGameDetail>(copy.api, 'GET', '/lp/api/games/SSC1');
    expect(detail.body.value.oddsVersion).toBe(oddsVersion + 1);
    expect(detail.body.value.betTypes.find((t) => t.code === 'SSC_STAR1_DIRECT')!.odds).toEqual({ '': 9.8 });
  });

  it('reads the prize modes and the odds the operator forms open with', async () => {
    type Modes = { modes: { code: string; returnBp: number; rebateBp: number }[] };
    type Odds = { betTypes: { betType: string; odds: Record<string, number>; overridden: boolean }[] };
    const player = await createPlayer(app, database.db, { balance: '1.00' });
    expect(
      (await call(app, 'GET', '/wps/operator/lottery/prize-modes', { token: player.token })).status,
    ).toBe(403);
    const changed = await call(app, 'PUT', '/wps/operator/lottery/prize-modes/ZY', {
      token: staff,
      body: { returnBp: 9_650, rebateBp: 120 },
    });
    expect(changed.status).toBe(200);
    const modes = await call<Modes>(app, 'GET', '/wps/operator/lottery/prize-modes', { token: staff });
    expect(modes.body.value.modes.map((mode) => mode.code).sort()).toEqual(['ELOTT', 'LOTT', 'SEA', 'ZY']);
    expect(modes.body.value.modes.find((mode) => mode.code === 'ZY')).toEqual({
      code: 'ZY',
      returnBp: 9_650,
      rebateBp: 120,
    });

    const before = await call<Odds>(app, 'GET', '/wps/operator/lottery/odds?prizeMode=ZY&family=PK10', {
      token: staff,
    });
    expect(before.status).toBe(200);
    const first = before.body.value.betTypes[0]!;
    expect(first.overridden).toBe(false);
    const keys = Object.keys(first.odds);
    const mine = Object.fromEntries(keys.map((key, i) => [key, 2.5 + i]));
    await call(app, 'PUT', '/wps/operator/lottery/odds', {
      token: staff,
      body: { prizeMode: 'ZY', family: 'PK10', betType: first.betType, odds: mine },
    });
    const after = await call<Odds>(app, 'GET', '/wps/operator/lottery/odds?prizeMode=ZY&family=PK10', {
      token: staff,
    });
    expect(after.body.value.betTypes[0]).toEqual({ betType: first.betType, odds: mine, overridden: true });
    // The other bet types keep the default of the mode's return, which a lower return lowers.
    const other = before.body.value.betTypes.find((type) => type.betType !== first.betType)!;
    await call(app, 'PUT', '/wps/operator/lottery/prize-modes/ZY', {
      token: staff,
      body: { returnBp: 9_000, rebateBp: 120 },
    });
    const lower = await call<Odds>(app, 'GET', '/wps/operator/lottery/odds?prizeMode=ZY&family=PK10', {
      token: staff,
    });
    const otherNow = lower.body.value.betTypes.find((type) => type.betType === other.betType)!;
    for (const key of Object.keys(other.odds)) expect(otherNow.odds[key]).toBeLessThan(other.odds[key]!);
    expect(lower.body.value.betTypes[0]!.odds).toEqual(mine);

    const unknownFamily = await call(app, 'GET', '/wps/operator/lottery/odds?prizeMode=ZY&family=NOPE', {
      token: staff,
    });
    expect(unknownFamily.status).toBe(400);
    const badMode = await call(app, 'GET', '/wps/operator/lottery/odds?prizeMode=XX&family=PK10', {
      token: staff,
    });
    expect(badMode.status).toBe(400);
  });

  it("sells nothing on what a copy's cached reads say once it changed: odds, stakes, a disabled game, a void draw", async () => {
    // A copy that reuses what a purchase read for a minute; the changes are made in the database, as
    // another copy (or the operator's) would make them.
    const cached = await lotteryCopy(app, database.db, { slipReadsCacheMs: 60_000 });
    // The limits earlier tests set on SSC5 out of the way.
    await cached.provider.operator.updateGame('SSC5', {
      numberLimit: 1_000_000_000_000n,
      drawLimit: 1_000_000_000_000n,
    });
    const player = await createPlayer(app, database.db, { balance: '100.00' });
    const token = (await openLotterySession(app, cached.api, player.token, 'SSC5')).sessionToken;
    const detail = async () => (await lp<LpGameDetail>(cached.api, 'GET', '/lp/api/games/SSC5')).body.value;
    const before = await detail();
    const slip = { ...sureSlip, gameCode: 'SSC5', multiplier: 1, oddsVersion: before.oddsVersion };
    const refusal = async (change: Partial<typeof slip>) => {
      const refused = await buy(cached.api, token, { ...slip, ...change });
      return [refused.status, (refused.body.value as unknown as { key: string }).key];
    };
    expect((await buy(cached.api, token, slip)).status).toBe(200);

    await sql`update lp_prize_mode set version = version + 1 where code = 'ELOTT'`.execute(database.db);
    expect(await refusal({})).toEqual([409, 'odds_changed']);
    const second = await buy(cached.api, token, { ...slip, oddsVersion: before.oddsVersion + 1 });
    expect(second.status).toBe(200);
    const current = { ...slip, oddsVersion: before.oddsVersion + 1 };

    await sql`update lp_game set min_stake = min_stake * 10000 where code = 'SSC5'`.execute(database.db);
    expect(await refusal(current)).toEqual([400, 'stake_out_of_range']);
    await sql`update lp_game set min_stake = min_stake / 10000 where code = 'SSC5'`.execute(database.db);
    await sql`update lp_game set enabled = false where code = 'SSC5'`.execute(database.db);
    expect(await refusal(current)).toEqual([400, 'game_unavailable']);
    await sql`update lp_game set enabled = true where code = 'SSC5'`.execute(database.db);
    expect(await balanceOf(app, player.token)).toBe('76.00');

    // The draw both tickets were bought on is voided: the next purchase buys the next draw.
    const drawn = second.body.value.tickets[0]!;
    await cached.provider.operator.voidDraw(before.current!.drawId, 'test');
    const next = await buy(cached.api, token, current);
    expect(next.status).toBe(200);
    expect(next.body.value.tickets[0]!.issue).not.toBe(drawn.issue);
    for (let pass = 0; pass < 3; pass++) await cached.provider.runOnce();
    expect(await balanceOf(app, player.token)).toBe('88.00');
    await cached.provider.stop();
  });
});
