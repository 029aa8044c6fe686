import type { SeamlessGame } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../apps/server/src/testing/test-database.js';
import type { HpTableResults, HpTablesResults } from './client-api.js';
import { createHarness, slotGame, type Harness } from './testing/harness.js';

const table: SeamlessGame = {
  ...slotGame,
  nodeId: '1000077',
  gameCode: 'live-baccarat-a',
  gameType: 'LIVE',
  lines: null,
  gameName: 'Baccarat A',
};
const otherTable: SeamlessGame = { ...table, nodeId: '1000078', gameName: 'Baccarat B' };

describe.each(testDatabaseKinds())('house provider table results (road maps) on $name', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await kind.create();
    h = await createHarness(database.db);
  });
  afterAll(async () => {
    await h?.close();
    await database?.close();
  });

  it("answers the table's last results, every player's, oldest first, and nothing of other tables", async () => {
    const alice = await h.openRealSession('road-alice', 100_000n, table);
    const bob = await h.openRealSession('road-bob', 100_000n, table);
    const elsewhere = await h.openRealSession('road-carol', 100_000n, otherTable);
    const played: string[] = [];
    for (const session of [alice, bob, alice, bob, alice]) {
      const { body } = await h.play(session.sessionToken, { banker: 100 });
      if (body.value.round.engine !== 'baccarat') throw new Error('not a baccarat round');
      played.push(body.value.round.outcome.result);
    }
    await h.play(elsewhere.sessionToken, { player: 100 });

    const all = await h.request<HpTableResults>('GET', '/hp/api/table-results', bob.sessionToken);
    expect(all.status).toBe(200);
    expect(all.body.value).toEqual({ results: played });
    const last = await h.request<HpTableResults>('GET', '/hp/api/table-results?limit=2', alice.sessionToken);
    expect(last.body.value.results).toEqual(played.slice(-2));
    const other = await h.request<HpTableResults>('GET', '/hp/api/table-results', elsewhere.sessionToken);
    expect(other.body.value.results).toHaveLength(1);

    const bad = await h.request('GET', '/hp/api/table-results?limit=0', bob.sessionToken);
    expect(bad.status).toBe(400);
    const anonymous = await h.request('GET', '/hp/api/table-results');
    expect(anonymous.status).toBe(401);
  });

  it("answers several tables' results to anyone, in the order asked, and refuses bad lists", async () => {
    const own = async (session: { sessionToken: string }) =>
      (await h.request<HpTableResults>('GET', '/hp/api/table-results', session.sessionToken)).body.value
        .results;
    const a = await own(await h.openDemoSession(table));
    const b = await own(await h.openDemoSession(otherTable));
    const crash = await h.openDemoSession({
      ...slotGame,
      nodeId: '1000079',
      gameClassify: 'AC',
      gameCode: 'jet',
    });
    await h.play(crash.sessionToken, { stake: 100, target: 200 });

    const both = await h.request<HpTablesResults>(
      'GET',
      `/hp/api/tables/results?nodeIds=${otherTable.nodeId},${table.nodeId},1000079,1000080`,
    );
    expect(both.status).toBe(200);
    expect(both.body.value.tables).toEqual([
      { nodeId: otherTable.nodeId, results: b },
      { nodeId: table.nodeId, results: a },
      // Not a table game, and a game never played: no results.
      { nodeId: '1000079', results: [] },
      { nodeId: '1000080', results: [] },
    ]);
    const lastTwo = await h.request<HpTablesResults>(
      'GET',
      `/hp/api/tables/results?nodeIds=${table.nodeId}&limit=2`,
    );
    expect(lastTwo.body.value.tables).toEqual([{ nodeId: table.nodeId, results: a.slice(-2) }]);

    for (const query of [
      '',
      'nodeIds=',
      'nodeIds=a%20b',
      `nodeIds=${Array.from({ length: 31 }, (_, i) => i).join(',')}`,
      `nodeIds=1&limit=201`,
    ]) {
      const bad = await h.request('GET', `/hp/api/tables/results?${query}`);
      expect([bad.status, (bad.body.value as { key: string }).key], query).toEqual([400, 'invalid_request']);
    }
  });
});
