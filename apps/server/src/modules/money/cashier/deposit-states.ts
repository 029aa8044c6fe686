import type { DepositStatus } from '@app/contracts';

/**
 * The deposit's state machine, written once. The database function deposit_settle
 * (db/sql/deposit_settle.sql) applies it; deposit-states.int.test.ts walks this table against that
 * function on PGlite and PostgreSQL (every row succeeds, every other state/event/channel/policy
 * combination is refused), and docs/decisions.md ("Deposit states") describes it.
 */
export type DepositEvent = 'approve' | 'reject' | 'gateway_paid' | 'gateway_failed' | 'expire';
export const depositEvents: readonly DepositEvent[] = [
  'approve',
  'reject',
  'gateway_paid',
  'gateway_failed',
  'expire',
];

/** Who sends an event: staff (operator actions), the channel's gateway (signed callback), the expiry job. */
export type DepositActor = 'operator' | 'gateway' | 'system';

/** Manual channels are confirmed by the operator; gateway channels by their gateway. */
export type ChannelKind = 'manual' | 'gateway';

/**
 * What a gateway's success does to a deposit that had failed (expired, or failed by the gateway: the
 * payer cancelled, then paid the same link): credit it, or hold it for staff ('review'). Operator
 * setting `deposit_policy.lateGatewaySuccess`, default 'credit'.
 */
export type LateSuccessPolicy = 'credit' | 'review';
export const lateSuccessPolicies: readonly LateSuccessPolicy[] = ['credit', 'review'];

export interface DepositTransition {
  from: DepositStatus;
  event: DepositEvent;
  to: DepositStatus;
  by: DepositActor;
  /** Only deposits of this kind of channel; both when absent. */
  channel?: ChannelKind;
  /** Only under this late-success policy; under both when absent. */
  policy?: LateSuccessPolicy;
}

export const depositTransitions: readonly DepositTransition[] = [
  { from: 'pending', event: 'approve', to: 'credited', by: 'operator', channel: 'manual' },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'operator', channel: 'manual' },
  { from: 'pending', event: 'gateway_paid', to: 'credited', by: 'gateway', channel: 'gateway' },
  { from: 'pending', event: 'gateway_failed', to: 'failed', by: 'gateway', channel: 'gateway' },
  { from: 'pending', event: 'expire', to: 'failed', by: 'system', channel: 'gateway' },
  {
    from: 'failed',
    event: 'gateway_paid',
    to: 'credited',
    by: 'gateway',
    channel: 'gateway',
    policy: 'credit',
  },
  {
    from: 'failed',
    event: 'gateway_paid',
    to: 'review',
    by: 'gateway',
    channel: 'gateway',
    policy: 'review',
  },
  { from: 'review', event: 'approve', to: 'credited', by: 'operator' },
  { from: 'review', event: 'reject', to: 'rejected', by: 'operator' },
];

/** The state `event` leads to from `from`, or null when the table has no such transition. */
export function nextDepositState(
  from: DepositStatus,
  event: DepositEvent,
  channel: ChannelKind,
  policy: LateSuccessPolicy,
): DepositStatus | null {
  const row = depositTransitions.find(
    (t) =>
      t.from === from &&
      t.event === event &&
      (t.channel ?? channel) === channel &&
      (t.policy ?? policy) === policy,
  );
  return row?.to ?? null;
}
