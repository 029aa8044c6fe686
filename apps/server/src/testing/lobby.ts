import type { CatalogImportReport } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { importCatalog } from '../modules/lobby/catalog/catalog.service.js';
import { call, freshIp, loginToken, registerMember } from './accounts.js';

/** Helpers for the lobby tests: tokens of the seeded staff account and new members, small catalogs. */

export async function operatorToken(app: FastifyInstance): Promise<string> {
  return loginToken(app, 'demo_operator', 'Operator123', { portal: 'operator' });
}

export async function memberToken(app: FastifyInstance): Promise<string> {
  return (await registerMember(app)).token;
}

export async function trialToken(app: FastifyInstance): Promise<string> {
  const result = await call<{ token: string }>(app, 'POST', '/wps/session/login/freeplay', {
    body: { os: 'test', platform: 'W' },
    ip: freshIp(),
  });
  if (!result.body.value?.token) throw new Error(`free play failed: ${JSON.stringify(result.body)}`);
  return result.body.value.token;
}

/** JSON import rows: `count` RNG games of a vendor, codes `<prefix>1`..`<prefix>N`. */
export function testGameRows(
  vendor: string,
  count: number,
  prefix = 't',
  extra: Record<string, unknown> = {},
) {
  return Array.from({ length: count }, (_, index) => ({
    vendor,
    gameCode: `${prefix}${index + 1}`,
    gameType: 'RNG',
    names: { en: `Test Game ${prefix.toUpperCase()}${index + 1}`, bn: `টেস্ট গেম ${index + 1}` },
    minBet: '0.20',
    lines: 20,
    sort: index,
    ...extra,
  }));
}

/** Imports rows through the catalog service (as the operator CLI does) and answers the node ids by code. */
export async function importTestGames(
  db: Db,
  rows: readonly Record<string, unknown>[],
): Promise<{ report: CatalogImportReport; nodeIds: Map<string, string> }> {
  const report = await importCatalog(db, { format: 'json', content: JSON.stringify(rows) });
  const found = await db
    .selectFrom('game')
    .select(['node_id', 'vendor_code', 'game_code'])
    .where(
      'game_code',
      'in',
      rows.map((row) => String(row.gameCode)),
    )
    .execute();
  return {
    report,
    nodeIds: new Map(found.map((row) => [`${row.vendor_code}/${row.game_code}`, row.node_id])),
  };
}
