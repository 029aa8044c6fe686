import type { PayoutAccount } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { PayoutAccountRow } from '../../../db/schema-wallet.js';
import { keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import type { Member } from '../../identity/member/member.service.js';
import { verifyPaymentPassword } from '../../identity/payment-password/payment-password.service.js';
import * as repo from './payout-account.repository.js';
import { maskAccountNumber } from './references.js';

const MAX_ACCOUNTS = 5;

export function toPayoutAccountView(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    method: row.method,
    provider: row.provider,
    accountName: row.account_name,
    accountNumber: maskAccountNumber(row.account_number),
    branch: row.branch,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listPayoutAccounts(db: Db, memberId: string): Promise<PayoutAccount[]> {
  return (await repo.listLiveAccounts(db, memberId)).map(toPayoutAccountView);
}

/** The member's own live account; anyone else's id answers 404 like a missing one. */
export async function getOwnPayoutAccount(db: Db, memberId: string, id: string): Promise<PayoutAccountRow> {
  const account = await repo.findLiveAccount(db, memberId, id);
  if (!account) throw keyedError(404, 'payout_account_not_found', {}, { field: 'payoutAccountId' });
  return account;
}

export interface NewPayoutAccount {
  method: PayoutAccountRow['method'];
  provider: string;
  accountName: string;
  accountNumber: string;
  branch?: string | undefined;
  paymentPassword: string;
}

/** Binds a bank or mobile-wallet account to withdraw to; needs the payment password. */
export async function bindPayoutAccount(
  db: Db,
  member: Member,
  input: NewPayoutAccount,
): Promise<PayoutAccount> {
  await verifyPaymentPassword(db, member, input.paymentPassword);
  if ((await repo.listLiveAccounts(db, member.id)).length >= MAX_ACCOUNTS) {
    throw keyedError(400, 'payout_account_limit', { max: MAX_ACCOUNTS });
  }
  try {
    const row = await repo.insertAccount(db, {
      member_id: member.id,
      method: input.method,
      provider: input.provider,
      account_name: input.accountName,
      account_number: input.accountNumber,
      branch: input.branch ?? null,
    });
    return toPayoutAccountView(row);
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw keyedError(400, 'payout_account_exists', {}, { field: 'accountNumber' });
    }
    throw error;
  }
}

export async function unbindPayoutAccount(db: Db, member: Member, id: string, paymentPassword: string) {
  await verifyPaymentPassword(db, member, paymentPassword);
  if (!(await repo.removeAccount(db, member.id, id))) throw keyedError(404, 'payout_account_not_found');
}
