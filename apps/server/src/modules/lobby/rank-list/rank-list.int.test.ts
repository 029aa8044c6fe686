import type { RankListValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../testing/accounts.js';
import { call } from '../../../testing/accounts.js';
import { importTestGames, testGameRows } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { recordWin } from './rank-list.service.js';

describe.each(testDatabaseKinds())('winner board ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let slot: string;
  let table: string;
  let mxwinSlot: string;
  let round = 0;

  const board = async (query = '') =>
    (await call<RankListValue>(app, 'GET', `/wps/relay/GCSGAME_getRankList?${query}`)).body.value.list;
  const win = (memberId: string, nodeId: string, amount: bigint, wonAt?: Date) => {
    round += 1;
    return recordWin(database.db, {
      memberId,
      nodeId,
      roundRef: `round-${round}`,
      winAmountMinor: amount,
      ...(wonAt ? { wonAt } : {}),
    });
  };

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const { nodeIds } = await importTestGames(database.db, [
      ...testGameRows('PG', 1, 'slot'),
      ...testGameRows('AG', 1, 'mx'),
      { vendor: 'EA', gameCode: 'baccarat_a', gameType: 'LIVE', names: { en: 'Baccarat A', bn: 'বাকারা A' } },
    ]);
    slot = nodeIds.get('PG/slot1')!;
    mxwinSlot = nodeIds.get('AG/mx1')!;
    table = nodeIds.get('EA/baccarat_a')!;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is empty until real wins are recorded', async () => {
    expect(await board('gameCategory=ALL&language=en&limitNum=20')).toEqual([]);
  });

  it('records each round once, and only positive wins of known members and games', async () => {
    const member = await insertAccount(database.db);
    const roundRef = 'provider-round-1';
    const first = await recordWin(database.db, {
      memberId: member.id,
      nodeId: slot,
      roundRef,
      winAmountMinor: 5000n,
    });
    const again = await recordWin(database.db, {
      memberId: member.id,
      nodeId: slot,
      roundRef,
      winAmountMinor: 5000n,
    });
    expect([first, again]).toEqual([{ recorded: true }, { recorded: false }]);
    await expect(
      recordWin(database.db, { memberId: member.id, nodeId: slot, roundRef: 'r0', winAmountMinor: 0n }),
    ).rejects.toThrow();
    await expect(
      recordWin(database.db, { memberId: member.id, nodeId: '999999', roundRef: 'r-1', winAmountMinor: 1n }),
    ).rejects.toThrow();
    const rows = await database.db
      .selectFrom('game_win')
      .select('round_ref')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sorts by win amount, masks names, answers amounts as decimals and the game of each win', async () => {
    const [big, small] = [await insertAccount(database.db), await insertAccount(database.db)];
    await win(small.id, slot, 12_345n);
    await win(big.id, table, 9_876_543n);
    await win(small.id, slot, 250_000n);
    const list = await board('language=bn');
    expect(list.slice(0, 3).map((entry) => entry.vo.winAmount)).toEqual(['98765.43', '2500.00', '123.45']);
    expect(list.map((entry) => entry.rank)).toEqual(list.map((_, index) => index + 1));
    const top = list[0]!.vo;
    expect(top).toMatchObject({
      nodeId: table,
      gameName: 'বাকারা A',
      vassalage: 'EA',
      gameType: 'LIVE',
      gameCode: 'baccarat_a',
    });
    expect(top.customerName).toBe(`${big.username.slice(0, 2)}***${big.username.slice(-2)}`);
    expect(top.customerName).not.toContain(big.username);
    expect(top.iconUrl).toBe(`/wps/static/game-icons/${table}.svg`);
  });

  it('narrows to a category (MXWIN: its slot vendors only)', async () => {
    const member = await insertAccount(database.db);
    await win(member.id, mxwinSlot, 777_700n);
    const live = await board('gameCategory=LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((entry) => entry.vo.gameType === 'LIVE')).toBe(true);
    const rng = await board('gameCategory=RNG');
    expect(rng.every((entry) => entry.vo.gameType === 'RNG')).toBe(true);
    expect(rng.map((entry) => entry.vo.nodeId)).toEqual(expect.arrayContaining([slot, mxwinSlot]));
    expect((await board('gameCategory=MXWIN')).map((entry) => entry.vo.nodeId)).toEqual([mxwinSlot]);
    expect(await board('gameCategory=SPORTS')).toEqual([]);
    expect((await call(app, 'GET', '/wps/relay/GCSGAME_getRankList?gameCategory=HOME')).status).toBe(400);
  });

  it('answers 20 entries by default, at most 50, and only wins of the last 30 days', async () => {
    const member = await insertAccount(database.db);
    for (let i = 1; i <= 55; i++) await win(member.id, slot, BigInt(i * 100));
    await win(member.id, slot, 999_999_999n, new Date(Date.now() - 31 * 86_400_000));
    expect(await board()).toHaveLength(20);
    expect(await board('limitNum=5')).toHaveLength(5);
    expect(await board('limitNum=500')).toHaveLength(50);
    expect((await board()).map((entry) => entry.vo.winAmount)).not.toContain('9999999.99');
  });
});
