import {
  toDecimalString,
  walletCurrency,
  type BalanceValue,
  type ConsolidatedFunds,
  type RecordType,
  type WalletRecord,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { depositStatuses, pendingDepositTotal } from '../cashier/deposit.service.js';
import { idOfReference } from '../cashier/references.js';
import { withdrawalStatuses } from '../cashier/withdrawal.service.js';
import { getMemberBalances, listMemberRecords } from '../ledger/ledger.service.js';

const MAX_RECORD_RANGE_DAYS = 92;
const DAY_MS = 86_400_000;
const MAIN_WALLET = { code: 'MAIN', name: 'Main wallet' };

export async function getBalance(db: Db, memberId: string): Promise<BalanceValue> {
  const { main } = await getMemberBalances(db, memberId);
  return {
    balance: toDecimalString(main),
    currency: walletCurrency.code,
    currencySymbol: walletCurrency.symbol,
  };
}

export async function getConsolidatedFunds(db: Db, memberId: string): Promise<ConsolidatedFunds> {
  const [{ main, hold }, pendingDeposit] = await Promise.all([
    getMemberBalances(db, memberId),
    pendingDepositTotal(db, memberId),
  ]);
  return {
    currency: walletCurrency.code,
    currencySymbol: walletCurrency.symbol,
    totalBalance: toDecimalString(main + hold),
    balance: toDecimalString(main),
    pendingWithdrawal: toDecimalString(hold),
    pendingDeposit: toDecimalString(pendingDeposit),
    wallets: [{ ...MAIN_WALLET, balance: toDecimalString(main) }],
  };
}

/** The platform runs one seamless wallet: games draw on the main balance, nothing sits in vendor wallets. */
export async function getMerchantWallet(db: Db, memberId: string) {
  const { main } = await getMemberBalances(db, memberId);
  return {
    isSingle: true as const,
    currency: walletCurrency.code,
    wallets: [{ ...MAIN_WALLET, balance: toDecimalString(main) }],
  };
}

/** With a single wallet there is nothing to move between wallets: answers the balance, moves nothing. */
export async function transferBetweenWallets(db: Db, memberId: string) {
  const { main } = await getMemberBalances(db, memberId);
  return { isSingle: true as const, transferred: '0.00', balance: toDecimalString(main) };
}

export interface RecordQuery {
  from?: string | undefined;
  to?: string | undefined;
  type?: RecordType | undefined;
  pageNo: number;
  pageSize: number;
}

/** Account records: every movement of the member's balance in [from, to), newest first. */
export async function listRecords(
  db: Db,
  memberId: string,
  query: RecordQuery,
  now = new Date(),
): Promise<{ list: WalletRecord[]; total: number }> {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * DAY_MS);
  if (!(from < to) || to.getTime() - from.getTime() > MAX_RECORD_RANGE_DAYS * DAY_MS) {
    throw keyedError(400, 'records_range_invalid', { days: MAX_RECORD_RANGE_DAYS }, { field: 'from' });
  }
  const { records, total } = await listMemberRecords(db, {
    memberId,
    from,
    to,
    ...(query.type ? { type: query.type } : {}),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  const ids = (letter: 'D' | 'W') =>
    records.map((r) => idOfReference(letter, r.reference)).filter((id): id is string => id !== null);
  const [deposits, withdrawals] = await Promise.all([
    depositStatuses(db, ids('D')),
    withdrawalStatuses(db, ids('W')),
  ]);
  const statusOf = (reference: string) => {
    const depositId = idOfReference('D', reference);
    if (depositId) return deposits.get(depositId) ?? null;
    const withdrawalId = idOfReference('W', reference);
    return withdrawalId ? (withdrawals.get(withdrawalId) ?? null) : null;
  };
  const list = records.map((record) => ({
    id: record.id,
    time: record.time.toISOString(),
    type: record.type,
    amount: toDecimalString(record.amount),
    balanceAfter: toDecimalString(record.balanceAfter),
    reference: record.reference,
    status: statusOf(record.reference),
    counterparty:
      record.type === 'transfer_downline' || record.type === 'transfer_upline'
        ? ((record.amount < 0n ? record.memo.to : record.memo.from) ?? null)
        : null,
    remark: record.memo.remark ?? null,
  }));
  return { list, total };
}
