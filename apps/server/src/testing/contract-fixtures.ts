import { randomUUID } from 'node:crypto';
import type { ContractTerms, ContractType } from '@app/contracts';
import type { Db } from '../db/database.js';
import { insertContract } from '../modules/agents/contracts/contracts.repository.js';

/** Test and seed helpers: game rounds without a game provider round trip, and contracts already in force. */

const FIXTURE_VENDOR = 'PG';
const FIXTURE_GAME_CODE = 'AGENT_FIXTURE';

/** A game to hang rounds on (created once per database). */
export async function ensureFixtureGame(db: Db): Promise<string> {
  const existing = await db
    .selectFrom('game')
    .select('node_id')
    .where('vendor_code', '=', FIXTURE_VENDOR)
    .where('game_code', '=', FIXTURE_GAME_CODE)
    .executeTakeFirst();
  if (existing) return existing.node_id;
  const row = await db
    .insertInto('game')
    .values({
      vendor_code: FIXTURE_VENDOR,
      game_type: 'RNG',
      game_code: FIXTURE_GAME_CODE,
      names: JSON.stringify({ en: 'Fixture Slot' }),
      name_en: 'Fixture Slot',
      search_text: 'fixture slot',
      min_bet_minor: '0',
      enabled: false,
      updated_at: new Date(),
    })
    .returning('node_id')
    .executeTakeFirstOrThrow();
  return row.node_id;
}

export interface RoundInput {
  memberId: string;
  /** Poisha. */
  stake: bigint;
  win: bigint;
  settledAt: Date;
  nodeId: string;
  status?: 'settled' | 'open' | 'cancelled';
  gameType?: string;
}

/** A round row as the seamless wallet leaves it (settled: valid bet = stake). No money moves. */
export async function insertRound(db: Db, round: RoundInput): Promise<string> {
  const status = round.status ?? 'settled';
  const row = await db
    .insertInto('game_round')
    .values({
      provider_code: 'HOUSE',
      round_ref: `fixture-${randomUUID()}`,
      member_id: round.memberId,
      node_id: round.nodeId,
      vendor_code: FIXTURE_VENDOR,
      game_type: round.gameType ?? 'RNG',
      status,
      stake: round.stake.toString(),
      valid_bet: status === 'settled' ? round.stake.toString() : '0',
      win: round.win.toString(),
      created_at: new Date(round.settledAt.getTime() - 30_000),
      settled_at: status === 'settled' ? round.settledAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A contract accepted at `acceptedAt` (as if offered and accepted then). */
export function insertActiveContract(
  db: Db,
  contract: {
    type: ContractType;
    uplineId: string | null;
    downlineId: string;
    terms: ContractTerms;
    acceptedAt: Date;
  },
): Promise<string> {
  return insertContract(db, {
    type: contract.type,
    upline_id: contract.uplineId,
    downline_id: contract.downlineId,
    terms: contract.terms,
    status: 'active',
    accepted_at: contract.acceptedAt,
    created_at: contract.acceptedAt,
  });
}
