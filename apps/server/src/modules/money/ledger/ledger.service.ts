import { randomInt } from 'node:crypto';
import type { RecordType } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import * as repo from './ledger.repository.js';

/** Journal types; the member-facing ones are the record types of the account records. */
export type JournalType = RecordType | 'withdrawal_payout';

export type HousePurpose =
  | 'house:deposits'
  | 'house:payouts'
  | 'house:adjustments'
  | 'house:games'
  | 'house:agent'
  | 'house:promotions'
  | 'house:jackpot';
/** Must match the shards the migrations create for each house purpose. */
const HOUSE_SHARDS = 8;

/** One of the purpose's house accounts, picked at random, e.g. 'house:deposits#3'. */
export const houseAccountKind = (purpose: HousePurpose): string => `${purpose}#${randomInt(HOUSE_SHARDS)}`;

export type AccountRef =
  | { memberId: string; kind: 'main' | 'hold' }
  | {
      /** The house side of a movement: one of the purpose's shards, picked at random. */
      house: HousePurpose;
    };

export interface Posting {
  account: AccountRef;
  amount: bigint;
}

export interface JournalInput {
  type: JournalType;
  /** The business event, e.g. 'deposit:12:credit'; the database refuses a second journal for it. */
  eventKey: string;
  reference: string;
  memo?: Record<string, string>;
  postings: Posting[];
}

export interface PostedJournal {
  journalId: string;
  createdAt: Date;
  /** Balance after the movement of each member account touched, keyed `${memberId}:${kind}`. */
  balances: Map<string, bigint>;
}

export const balanceKey = (memberId: string, kind: 'main' | 'hold'): string => `${memberId}:${kind}`;

const insufficientBalance = () => keyedError(400, 'insufficient_balance');

/** True for the database refusing a member account going below zero. */
export function isOverdraft(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'ledger_account_balance_check';
}

/**
 * Records one movement: a journal whose postings sum to zero, written in the caller's transaction.
 * Member balances move in the same statement (never below zero: 400 'Insufficient balance').
 */
export async function postJournal(trx: Db, input: JournalInput): Promise<PostedJournal> {
  const total = input.postings.reduce((sum, posting) => sum + posting.amount, 0n);
  if (input.postings.length < 2 || total !== 0n || input.postings.some((p) => p.amount === 0n)) {
    throw new Error(`unbalanced journal ${input.eventKey}: postings must be non-zero and sum to zero`);
  }
  const members: repo.MemberPostingRow[] = [];
  const house: repo.HousePostingRow[] = [];
  for (const { account, amount } of input.postings) {
    if ('house' in account) house.push({ kind: houseAccountKind(account.house), amount });
    else members.push({ memberId: account.memberId, kind: account.kind, amount });
  }
  let rows: repo.InsertedPosting[];
  try {
    rows = await repo.insertJournal(
      trx,
      { type: input.type, eventKey: input.eventKey, reference: input.reference, memo: input.memo ?? {} },
      members,
      house,
    );
  } catch (error) {
    if (isOverdraft(error)) throw insufficientBalance();
    throw error;
  }
  if (rows.length !== input.postings.length) {
    throw new Error(`journal ${input.eventKey}: an account is missing`);
  }
  const balances = new Map<string, bigint>();
  for (const row of rows) {
    if (row.member_id && row.balance_after !== null) {
      balances.set(balanceKey(row.member_id, row.kind as 'main' | 'hold'), BigInt(row.balance_after));
    }
  }
  const first = rows[0];
  if (!first) throw new Error('journal without postings');
  return { journalId: first.journal_id, createdAt: new Date(first.created_at), balances };
}

/** Whether the movement of this business event was already recorded. */
export async function hasJournal(db: Db, eventKey: string): Promise<boolean> {
  return (await repo.findJournalByEventKey(db, eventKey)) !== undefined;
}

export interface MemberBalances {
  /** Spendable. */
  main: bigint;
  /** Held for pending withdrawals. */
  hold: bigint;
}

export async function getMemberBalances(db: Db, memberId: string): Promise<MemberBalances> {
  const balances = await repo.findMemberBalances(db, memberId);
  return { main: balances.main ?? 0n, hold: balances.hold ?? 0n };
}

export interface MemberRecord {
  id: string;
  time: Date;
  type: RecordType;
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  memo: Record<string, string>;
}

/** A page of the movements of a member's balance, newest first. */
export async function listMemberRecords(
  db: Db,
  query: { memberId: string; from: Date; to: Date; type?: RecordType; pageNo: number; pageSize: number },
): Promise<{ records: MemberRecord[]; total: number }> {
  const filter: repo.RecordFilter = {
    memberId: query.memberId,
    from: query.from,
    to: query.to,
    ...(query.type ? { type: query.type } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
  const [rows, total] = await Promise.all([
    repo.findMemberRecords(db, filter),
    repo.countMemberRecords(db, filter),
  ]);
  return {
    total,
    records: rows.map((row) => ({
      id: row.id,
      time: new Date(row.created_at),
      type: row.type as RecordType,
      amount: BigInt(row.amount),
      balanceAfter: BigInt(row.balance_after),
      reference: row.reference,
      memo: row.memo,
    })),
  };
}
