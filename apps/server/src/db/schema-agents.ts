import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as strings and are written as strings. */
type Minor = ColumnType<string, string, never>;

/** Tables of the agent center (migration 0006-agents). */
export interface MemberTreeTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

export type AgentContractType = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type AgentContractStatus = 'pending' | 'active' | 'rejected' | 'cancelled' | 'replaced' | 'terminated';

export interface AgentContractTable {
  id: ColumnType<string, never, never>;
  type: AgentContractType;
  upline_id: string | null;
  downline_id: string;
  status: ColumnType<AgentContractStatus, AgentContractStatus | undefined, AgentContractStatus>;
  terms: ColumnType<unknown, string, string>;
  termination_requested_by: 'upline' | 'downline' | null;
  created_at: Generated<Date>;
  accepted_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  /** The end of the latest period settled, with or without a payout row (migration 0032). */
  settled_through: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ContractPayoutTable {
  id: ColumnType<string, never, never>;
  contract_id: string;
  agent_id: string;
  contract_type: AgentContractType;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  valid_bet: Minor;
  net_loss: Minor;
  active_members: number;
  basis: Minor;
  rate_bp: number;
  amount: Minor;
  journal_id: string | null;
  created_at: Generated<Date>;
  /** The level difference behind the amount (migration 0034; null on older rows). */
  levels: ColumnType<StoredPayoutLevel[] | null, string | null | undefined, string | null>;
}

/** One pair of rates of a payout: the volume (minor units) at it and the rate difference paid on it. */
export interface StoredPayoutLevel {
  ownRateBp: number;
  downlineRateBp: number;
  paidRateBp: number;
  volume: string;
  /** The downline agents whose own rate (above 0) was taken off this volume; absent when none or older. */
  downlineIds?: string[];
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_contract: AgentContractTable;
  contract_payout: ContractPayoutTable;
}

export type AgentContractRow = Selectable<AgentContractTable>;
export type ContractPayoutRow = Selectable<ContractPayoutTable>;
