import { randomUUID } from 'node:crypto';
import { depositStatuses, type DepositStatus } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { insertAccount } from '../../../testing/accounts.js';
import { expectReconciled } from '../../../testing/wallet.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { updateSetting } from '../../platform/system/system.service.js';
import { findMemberBalances } from '../ledger/ledger.repository.js';
import * as repo from './deposit.repository.js';
import {
  depositEvents,
  depositTransitions,
  lateSuccessPolicies,
  nextDepositState,
  type ChannelKind,
  type DepositEvent,
} from './deposit-states.js';

const channels: Record<ChannelKind, { id: string; adapter: string }> = {
  manual: { id: 'bkash_manual', adapter: 'manual' },
  gateway: { id: 'sandbox_gateway', adapter: 'sandbox' },
};
const AMOUNT = 50_000n;

/** Applies `event` through the real deposit_settle, as its caller (operator, gateway, job) sends it. */
function send(db: Db, depositId: string, event: DepositEvent, channel: ChannelKind) {
  const gateway = event === 'gateway_paid' || event === 'gateway_failed';
  return repo.settleDeposit(db, {
    depositId,
    event,
    reviewedBy: `test:${event}`,
    reason: event === 'approve' || event === 'gateway_paid' ? null : `test ${event}`,
    eventKey: `deposit:${depositId}:credit`,
    reference: `D${depositId.padStart(9, '0')}`,
    houseKind: 'house:deposits#0',
    ...(gateway
      ? {
          adapter: channels[channel].adapter,
          amount: AMOUNT,
          claim: { scope: `webhook:sandbox:deposit:${depositId}`, key: randomUUID(), hash: 'h' },
        }
      : {}),
  });
}

describe.each(testDatabaseKinds())('deposit state table against deposit_settle ($name)', (kind) => {
  let database: TestDatabase;
  let memberId: string;

  beforeAll(async () => {
    database = await kind.create();
    memberId = (await insertAccount(database.db)).id;
  });

  afterAll(async () => {
    await updateSetting(database.db, 'deposit_policy', { lateGatewaySuccess: 'credit' });
    await database.close();
  });

  const balance = async () => (await findMemberBalances(database.db, memberId)).main ?? 0n;

  /** A deposit of `channel` in `state`: credited through the table's own transition, others set directly. */
  async function depositIn(state: DepositStatus, channel: ChannelKind): Promise<string> {
    const { db } = database;
    const row = await repo.insertDeposit(db, {
      member_id: memberId,
      channel_id: channels[channel].id,
      amount: AMOUNT.toString(),
    });
    if (state === 'credited') {
      const result = await send(db, row.id, channel === 'manual' ? 'approve' : 'gateway_paid', channel);
      expect(result.status).toBe('credited');
    } else if (state !== 'pending') {
      await db
        .updateTable('deposit')
        .set({ status: state, failure_reason: 'set by the test' })
        .where('id', '=', row.id)
        .execute();
    }
    return row.id;
  }

  it('has one row per (from, event, channel, policy) and only known states', () => {
    const keys = depositTransitions.flatMap((t) =>
      (t.channel ? [t.channel] : (['manual', 'gateway'] as const)).flatMap((channel) =>
        (t.policy ? [t.policy] : lateSuccessPolicies).map(
          (policy) => `${t.from}/${t.event}/${channel}/${policy}`,
        ),
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of depositTransitions) {
      expect(depositStatuses).toContain(t.from);
      expect(depositStatuses).toContain(t.to);
    }
  });

  for (const policy of lateSuccessPolicies) {
    it(`every transition of the table succeeds and every other is refused (policy ${policy})`, async () => {
      const { db } = database;
      await updateSetting(db, 'deposit_policy', { lateGatewaySuccess: policy });
      const walked: string[] = [];
      for (const from of depositStatuses) {
        for (const event of depositEvents) {
          for (const channel of ['manual', 'gateway'] as const) {
            const id = await depositIn(from, channel);
            const before = await balance();
            const expected = nextDepositState(from, event, channel, policy);
            const result = await send(db, id, event, channel);
            const stored = await repo.findDeposit(db, id);
            const label = `${from} --${event}--> (${channel})`;
            if (expected) {
              walked.push(`${from}/${event}/${expected}`);
              expect(result, label).toMatchObject({ outcome: 'settled', status: expected });
              expect(stored?.status, label).toBe(expected);
              expect(await balance(), label).toBe(before + (expected === 'credited' ? AMOUNT : 0n));
              expect(stored?.journal_id !== null, label).toBe(expected === 'credited');
            } else {
              expect(result, label).toMatchObject({ outcome: 'unchanged', status: from });
              expect(stored?.status, label).toBe(from);
              expect(await balance(), label).toBe(before);
            }
          }
        }
      }
      // Every row of the table that applies under this policy was walked.
      const rows = depositTransitions.filter((t) => (t.policy ?? policy) === policy);
      for (const t of rows) expect(walked).toContain(`${t.from}/${t.event}/${t.to}`);
      await expectReconciled(db);
    });
  }
});
