import {
  paymentChannelDetailsSchema,
  toDecimalString,
  type OpsPaymentChannel,
  type UpdatePaymentChannelRequest,
  type updatePaymentChannelSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { PaymentChannelRow } from '../../../db/schema-wallet.js';
import { keyedError } from '../../../lib/app-errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repo from './payment-channels.repository.js';

export type PaymentChannelChange = z.output<typeof updatePaymentChannelSchema>;
export type { UpdatePaymentChannelRequest };

export function toOpsChannel(row: PaymentChannelRow): OpsPaymentChannel {
  const details = paymentChannelDetailsSchema.parse(row.details);
  return {
    id: row.id,
    direction: row.direction,
    method: row.method,
    adapter: row.adapter,
    name: row.name,
    enabled: row.enabled,
    minAmount: toDecimalString(BigInt(row.min_amount)),
    maxAmount: toDecimalString(BigInt(row.max_amount)),
    feeBp: row.fee_bp,
    feeFixed: toDecimalString(BigInt(row.fee_fixed)),
    sort: row.sort,
    instructions: { en: details.instructions ?? '', bn: details.instructions_bn ?? '' },
  };
}

export async function listPaymentChannels(db: Db): Promise<OpsPaymentChannel[]> {
  return (await repo.listAll(db)).map(toOpsChannel);
}

/**
 * Saves a channel's settings (the receiving account and other details stay as they are; an empty
 * instruction removes that language's text) and audits it with before and after, in one transaction.
 */
export async function updatePaymentChannel(
  db: Db,
  id: string,
  change: PaymentChannelChange,
  actor: AuditActor,
): Promise<OpsPaymentChannel> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findForUpdate(trx, id);
    if (!row) throw keyedError(404, 'payment_channel_not_found');
    const details: Record<string, string> = { ...row.details };
    for (const [key, text] of [
      ['instructions', change.instructions.en],
      ['instructions_bn', change.instructions.bn],
    ] as const) {
      if (text) details[key] = text;
      else delete details[key];
    }
    const updated = await repo.update(trx, id, {
      name: change.name,
      enabled: change.enabled,
      min_amount: change.minAmount.toString(),
      max_amount: change.maxAmount.toString(),
      fee_bp: change.feeBp,
      fee_fixed: change.feeFixed.toString(),
      sort: change.sort,
      details: JSON.stringify(details),
    });
    const before = toOpsChannel(row);
    const after = toOpsChannel(updated);
    await recordAudit(trx, actor, { action: `payment_channel.${id}`, before, after });
    return after;
  });
}
