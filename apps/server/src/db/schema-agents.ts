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
}

export interface AgentTables {
  member_tree: MemberTreeTable;
  agent_contract: AgentContractTable;
  contract_payout: ContractPayoutTable;
}

export type AgentContractRow = Selectable<AgentContractTable>;
export type ContractPayoutRow = Selectable<ContractPayoutTable>;
