// The seamless benches' database: schema, seed, one house game and funded players holding launch tokens.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { postJournal } from '../../apps/server/src/modules/money/ledger/ledger.service.js';
import { seedDatabase } from '../../apps/server/src/seed/index.js';
import { importTestGames, testGameRows } from '../../apps/server/src/testing/lobby.js';
import { launchTokenFor } from '../../apps/server/src/testing/seamless.js';

export interface BenchPlayer {
  id: string;
  launchToken: string;
}

/** `count` members funded with `amount` minor units each, holding a launch token of the game `nodeId`. */
export async function fundedPlayers(
  db: Db,
  nodeId: string,
  count: number,
  options: { prefix: string; amount?: bigint },
): Promise<BenchPlayer[]> {
  const { prefix, amount = 100_000_000n } = options;
  const suffix = randomBytes(3).toString('hex');
  const members = await db
    .insertInto('member')
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}${suffix}${i}`,
        referral_code: `${prefix}${suffix}${i}`.toUpperCase(),
      })),
    )
    .returning('id')
    .execute();
  const players: BenchPlayer[] = [];
  for (const { id } of members) {
    await db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey: `bench:fund:${id}`,
        reference: 'BENCH',
        postings: [
          { account: { memberId: id, kind: 'main' }, amount },
          { account: { house: 'house:adjustments' }, amount: -amount },
        ],
      }),
    );
    players.push({ id, launchToken: await launchTokenFor(db, id, nodeId) });
  }
  return players;
}

/** Schema, seed (the house provider signing with `secret`), one house game, and `count` funded players. */
export async function prepareSeamlessPlayers(db: Db, secret: string, count: number): Promise<BenchPlayer[]> {
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: false, demoGames: false, houseProviderSecret: secret });
  const { nodeIds } = await importTestGames(db, testGameRows('PG', 1, 'bench'));
  const nodeId = nodeIds.get('PG/bench1');
  if (!nodeId) throw new Error('bench game missing');
  return fundedPlayers(db, nodeId, count, { prefix: 'seam' });
}
