import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type DisputeResolution = 'refunded' | 'dismissed';

/** Tables of the wallet, ledger and cashier (migration 0003-wallet, disputes 0008). */
export interface LedgerAccountTable {
  id: ColumnType<string, never, never>;
  member_id: string | null;
  kind: string;
  balance: ColumnType<string | null, string | null | undefined, never>;
  created_at: Generated<Date>;
}

export interface LedgerJournalTable {
  id: ColumnType<string, never, never>;
  type: string;
  event_key: string;
  reference: string;
  memo: ColumnType<Record<string, string>, string | undefined, never>;
  created_at: Generated<Date>;
}

export interface LedgerPostingTable {
  id: ColumnType<string, never, never>;
  journal_id: string;
  account_id: string;
  amount: ColumnType<string, string, never>;
  /** Set by the database: the member account's balance after this posting (null for house accounts). */
  balance_after: ColumnType<string | null, never, never>;
  created_at: Generated<Date>;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface PaymentChannelTable {
  id: string;
  adapter: 'manual' | 'sandbox';
  method: 'bank' | 'mobile_wallet' | 'gateway';
  name: string;
  min_amount: ColumnType<string, string, string>;
  max_amount: ColumnType<string, string, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  details: ColumnType<Record<string, string>, string | undefined, string>;
  /** Added by 0030: deposit channels, and one withdrawal channel per payout method. */
  direction: Generated<'deposit' | 'withdrawal'>;
  fee_bp: Generated<number>;
  fee_fixed: ColumnType<string, string | undefined, string>;
}

export interface DepositTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  channel_id: string;
  amount: ColumnType<string, string, never>;
  status: Generated<'pending' | 'credited' | 'rejected' | 'failed' | 'review'>;
  payer_name: string | null;
  payer_account: string | null;
  transaction_ref: string | null;
  /** transaction_ref normalised (transferRefKey): credited once per channel at most. */
  transaction_ref_key: string | null;
  failure_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  journal_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface PayoutAccountTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  method: 'bank' | 'mobile_wallet';
  provider: string;
  account_name: string;
  account_number: string;
  branch: string | null;
  created_at: Generated<Date>;
  removed_at: NullableTimestamp;
}

export interface WithdrawalAccountSnapshot {
  method: 'bank' | 'mobile_wallet';
  provider: string;
  accountName: string;
  accountNumber: string;
  branch: string | null;
}

export interface WithdrawalTable {
  id: ColumnType<string, never, never>;
  member_id: string;
  payout_account_id: string;
  account: ColumnType<WithdrawalAccountSnapshot, string, never>;
  amount: ColumnType<string, string, never>;
  status: Generated<'pending' | 'paid' | 'rejected' | 'received' | 'partially_received' | 'not_received'>;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  received_amount: string | null;
  receipt_note: string | null;
  auto_confirmed: Generated<boolean>;
  dispute_resolution: ColumnType<DisputeResolution | null, DisputeResolution | null | undefined>;
  dispute_refund_amount: string | null;
  dispute_note: string | null;
  dispute_resolved_by: string | null;
  dispute_resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface WithdrawalProofTable {
  id: ColumnType<string, never, never>;
  withdrawal_id: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Generated<Date>;
}

export interface JobRunTable {
  id: ColumnType<string, never, never>;
  job: string;
  period: string;
  status: Generated<'pending' | 'done' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  run_by: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

export interface WalletTables {
  ledger_account: LedgerAccountTable;
  ledger_journal: LedgerJournalTable;
  ledger_posting: LedgerPostingTable;
  idempotency_key: IdempotencyKeyTable;
  payment_channel: PaymentChannelTable;
  deposit: DepositTable;
  payout_account: PayoutAccountTable;
  withdrawal: WithdrawalTable;
  withdrawal_proof: WithdrawalProofTable;
  job_run: JobRunTable;
}

export type PaymentChannelRow = Selectable<PaymentChannelTable>;
export type DepositRow = Selectable<DepositTable>;
export type PayoutAccountRow = Selectable<PayoutAccountTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;
export type WithdrawalProofRow = Selectable<WithdrawalProofTable>;
