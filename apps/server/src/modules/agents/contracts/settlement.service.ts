import {
  contractTermsSchemas,
  type ContractTerms,
  type ContractType,
  type RealtimeSalaryTerms,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { ContractPayoutRow, StoredPayoutLevel } from '../../../db/schema-agents.js';
import { postJournal } from '../../money/ledger/ledger.service.js';
import { getAgentPolicy } from './agent-policy.js';
import { applyRate, realtimeRate, tierRate, type TeamFigures } from './contract-terms.js';
import { listGivenInForce, listSettleable, type SettleableContract } from './contracts.repository.js';
import * as repo from './settlement.repository.js';

/**
 * Settlement of one contract for one period. The team is the agent's whole subtree (not the agent's own
 * rounds); only settled rounds count, by settlement time. Level difference: the agent earns its rate on
 * the rounds of its direct members (and of a direct downline agent's own rounds), and (its rate - the
 * downline agent's rate of the same type) on a downline agent's team, so nothing is paid twice up the
 * chain. Rates are those of the contracts in force at the period's end. The payout is floored to a
 * whole poisha once, posted from house:agent to the agent's balance with the event key
 * `agent:<type>:<contractId>:<periodKey>`, and recorded as a contract_payout row (zero payouts too,
 * without a journal). A period already recorded is skipped, so reruns pay nothing twice.
 *
 * Dividends follow the operator's agent policy: with `carryNegativePeriods` a period the team net-won
 * is carried into the next one (the payout row's net_loss then includes what was carried in, so a run
 * of losing periods keeps adding up); without `uplineFundsSubDividends` a sub-agent earns no dividend
 * for a period in which its upline's whole team net-won.
 */

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

interface Computed {
  team: TeamFigures;
  basis: bigint;
  rateBp: number;
  amount: bigint;
  levels: StoredPayoutLevel[];
}

/**
 * The volume of a payout per pair of rates (own, downline agent's), for the payout row's explanation,
 * with the downline agents whose own rate was taken off (`branchId`, only given with a rate above 0);
 * `add` returns the weighted amount (volume x rate difference) the pair contributes.
 */
function levelBook() {
  const book = new Map<
    string,
    { ownRateBp: number; downlineRateBp: number; volume: bigint; downlineIds: Set<string> }
  >();
  return {
    add(ownRateBp: number, downlineRateBp: number, volume: bigint, branchId?: string): bigint {
      const key = `${ownRateBp}:${downlineRateBp}`;
      const entry = book.get(key) ?? { ownRateBp, downlineRateBp, volume: 0n, downlineIds: new Set() };
      entry.volume += volume;
      if (branchId) entry.downlineIds.add(branchId);
      book.set(key, entry);
      return volume * BigInt(Math.max(ownRateBp - downlineRateBp, 0));
    },
    list(): StoredPayoutLevel[] {
      return [...book.values()]
        .sort((a, b) => a.downlineRateBp - b.downlineRateBp || b.ownRateBp - a.ownRateBp)
        .map((entry) => ({
          ownRateBp: entry.ownRateBp,
          downlineRateBp: entry.downlineRateBp,
          paidRateBp: Math.max(entry.ownRateBp - entry.downlineRateBp, 0),
          volume: entry.volume.toString(),
          ...(entry.downlineIds.size > 0 ? { downlineIds: [...entry.downlineIds].sort() } : {}),
        }));
    },
  };
}

const big = (value: string | null | undefined): bigint => BigInt(value ?? '0');
const termsOf = (type: ContractType, terms: unknown): ContractTerms =>
  contractTermsSchemas[type].parse(terms);

/** Each direct downline agent's terms of the type, from the contracts the agent gave in force at `at`. */
async function downlineTerms(
  db: Db,
  agentId: string,
  type: ContractType,
  at: Date,
): Promise<Map<string, ContractTerms>> {
  const rows = await listGivenInForce(db, agentId, type, at);
  return new Map(rows.map((row) => [row.downline_id, termsOf(type, row.terms)]));
}

function sumFigures(rows: repo.BranchFigures[]): TeamFigures {
  return rows.reduce<TeamFigures>(
    (team, row) => ({
      validBet: team.validBet + big(row.valid_bet),
      netLoss: team.netLoss + big(row.stake) - big(row.win),
      activeMembers: team.activeMembers + Number(row.active),
    }),
    { validBet: 0n, netLoss: 0n, activeMembers: 0 },
  );
}

/** With carrying on: what the previous dividend period left negative (a net-winning team), else 0. */
async function carriedLoss(db: Db, contract: SettleableContract, period: Period): Promise<bigint> {
  if (!(await getAgentPolicy(db)).carryNegativePeriods) return 0n;
  const previous = await repo.findPreviousNetLoss(db, contract.id, period.start);
  return previous !== null && previous < 0n ? previous : 0n;
}

/** False when the policy leaves sub-agents unpaid and the upline's whole team net-won the period. */
async function uplineAllowsDividend(db: Db, contract: SettleableContract, period: Period): Promise<boolean> {
  if (contract.upline_id === null || (await getAgentPolicy(db)).uplineFundsSubDividends) return true;
  const uplineTeam = sumFigures(await repo.sumByBranch(db, contract.upline_id, period.start, period.end));
  return uplineTeam.netLoss > 0n;
}

/** Daily and hourly salary, dividend: one tier rate for the team, level difference per branch. */
async function computeTiered(
  db: Db,
  contract: SettleableContract,
  type: Exclude<ContractType, 'realtime_salary'>,
  period: Period,
): Promise<Computed> {
  const terms = termsOf(type, contract.terms);
  const rows = await repo.sumByBranch(db, contract.downline_id, period.start, period.end);
  const carried = type === 'dividend' ? await carriedLoss(db, contract, period) : 0n;
  const periodTeam = sumFigures(rows);
  const team = { ...periodTeam, netLoss: periodTeam.netLoss + carried };
  const rateBp = tierRate(type, terms, team);
  const below = await downlineTerms(db, contract.downline_id, type, period.end);
  const volume = (row: repo.BranchFigures) =>
    type === 'dividend' ? big(row.stake) - big(row.win) : big(row.valid_bet);
  const levels = levelBook();
  let weighted = 0n;
  for (const row of rows) {
    const branchTerms = below.get(row.branch_id);
    let branchRate = 0;
    if (!row.own && branchTerms) {
      const branchTeam = sumFigures(rows.filter((other) => other.branch_id === row.branch_id && !other.own));
      branchRate = tierRate(type, branchTerms, branchTeam);
    }
    weighted += levels.add(rateBp, branchRate, volume(row), branchRate > 0 ? row.branch_id : undefined);
  }
  if (carried !== 0n) weighted += levels.add(rateBp, 0, carried);
  if (type === 'dividend' && !(await uplineAllowsDividend(db, contract, period))) weighted = 0n;
  return {
    team,
    basis: type === 'dividend' ? team.netLoss : team.validBet,
    rateBp,
    amount: applyRate(weighted),
    levels: levels.list(),
  };
}

/** Real-time salary: per round, the agent's rate for it less the branch agent's rate for it. */
async function computeRealtime(db: Db, contract: SettleableContract, period: Period): Promise<Computed> {
  const terms = termsOf('realtime_salary', contract.terms) as RealtimeSalaryTerms;
  const rounds = await repo.listRoundsByBranch(db, contract.downline_id, period.start, period.end);
  const below = await downlineTerms(db, contract.downline_id, 'realtime_salary', period.end);
  const members = new Set<string>();
  const levels = levelBook();
  let weighted = 0n;
  let basis = 0n;
  let validBet = 0n;
  let netLoss = 0n;
  for (const round of rounds) {
    const stake = big(round.stake);
    const win = big(round.win);
    const rate = realtimeRate(terms, stake, win);
    if (rate === 0) continue;
    const branchTerms = round.member_id === round.branch_id ? undefined : below.get(round.branch_id);
    const branchRate = branchTerms ? realtimeRate(branchTerms as RealtimeSalaryTerms, stake, win) : 0;
    weighted += levels.add(rate, branchRate, stake, branchRate > 0 ? round.branch_id : undefined);
    basis += stake;
    validBet += big(round.valid_bet);
    netLoss += stake - win;
    members.add(round.member_id);
  }
  return {
    team: { validBet, netLoss, activeMembers: members.size },
    basis,
    rateBp: Math.max(terms.profitRateBp, terms.lossRateBp),
    amount: applyRate(weighted),
    levels: levels.list(),
  };
}

const journalTypeOf = (type: ContractType) => (type === 'dividend' ? 'dividend' : 'salary');

/** Settles one period of one contract (nothing when already settled). Run it inside a transaction. */
export async function settlePeriod(
  trx: Db,
  contract: SettleableContract,
  period: Period,
): Promise<ContractPayoutRow | null> {
  if (await repo.payoutExists(trx, contract.id, period.key)) return null;
  const computed =
    contract.type === 'realtime_salary'
      ? await computeRealtime(trx, contract, period)
      : await computeTiered(trx, contract, contract.type, period);
  // A real-time window that pays nothing leaves no row (one every five minutes per contract otherwise);
  // settleDue records how far the contract is settled instead.
  if (contract.type === 'realtime_salary' && computed.amount === 0n) return null;
  let journalId: string | null = null;
  if (computed.amount > 0n) {
    const posted = await postJournal(trx, {
      type: journalTypeOf(contract.type),
      eventKey: `agent:${contract.type}:${contract.id}:${period.key}`,
      reference: `C${contract.id}-${period.key}`,
      memo: { contractType: contract.type, contractId: contract.id, period: period.key },
      postings: [
        { account: { memberId: contract.downline_id, kind: 'main' }, amount: computed.amount },
        { account: { house: 'house:agent' }, amount: -computed.amount },
      ],
    });
    journalId = posted.journalId;
  }
  return repo.insertPayout(trx, {
    contract_id: contract.id,
    agent_id: contract.downline_id,
    contract_type: contract.type,
    period_key: period.key,
    period_start: period.start,
    period_end: period.end,
    valid_bet: computed.team.validBet,
    net_loss: computed.team.netLoss,
    active_members: computed.team.activeMembers,
    basis: computed.basis,
    rate_bp: computed.rateBp,
    amount: computed.amount,
    journal_id: journalId,
    levels: computed.levels,
  });
}

/** Whether the contract is the one in force at the end of the period (accepted before it, not ended by it). */
export const inForceAt = (contract: SettleableContract, end: Date): boolean =>
  new Date(contract.accepted_at) < end && (contract.ended_at === null || new Date(contract.ended_at) >= end);

/**
 * Settles, for every contract of the type, the periods `periodsOf` names that are over and not settled
 * yet; `periodsOf` gets the end of the contract's latest settled period (null: none) so it can catch up
 * on periods missed while no server ran. Returns how many payouts were recorded and their total.
 */
export async function settleDue(
  trx: Db,
  type: ContractType,
  now: Date,
  lookbackMs: number,
  periodsOf: (contract: SettleableContract, lastSettledEnd: Date | null) => Period[],
): Promise<{ payouts: number; paid: string }> {
  let payouts = 0;
  let paid = 0n;
  const contracts = await listSettleable(trx, type, new Date(now.getTime() - lookbackMs));
  const lastEnds = await repo.findLastPeriodEnds(
    trx,
    contracts.map((contract) => contract.id),
  );
  for (const contract of contracts) {
    let settledThrough: Date | null = null;
    for (const period of periodsOf(contract, lastEnds.get(contract.id) ?? null)) {
      if (period.end > now || !inForceAt(contract, period.end)) continue;
      const payout = await settlePeriod(trx, contract, period);
      if (payout) {
        payouts += 1;
        paid += BigInt(payout.amount);
      }
      if (!settledThrough || period.end > settledThrough) settledThrough = period.end;
    }
    if (settledThrough) await repo.markSettledThrough(trx, contract.id, settledThrough);
  }
  return { payouts, paid: paid.toString() };
}
