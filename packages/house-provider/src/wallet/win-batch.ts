import {
  SEAMLESS_WIN_BATCH_MAX,
  seamlessErrorStatuses,
  type SeamlessWinBatchItemResult,
} from '@app/contracts';
import type { TransactionResult, WalletClient } from './wallet-client.js';

/**
 * Delivering an outbox's wins in winBatch calls (many wins, one signed call and one statement on the
 * platform), shared by the lottery and sportsbook outboxes. Only first attempts are batched: a retry
 * goes alone as a single win with the same txId and body, which the platform answers the same way.
 */

export interface OutboxCall {
  kind: string;
  /** The stored JSON body of the single call. */
  body: string;
  /** Attempts counted so far, this one included. */
  attempts: number;
}

/**
 * Splits claimed calls into win batches of at most `size` wins (first attempts), the calls sent one by
 * one (not a win, or a retry) and the calls left for later: a second win of a round already batched
 * (a part payment, then the final one) waits for its claim's lease to run out rather than racing the
 * first, so the round's wins arrive in order.
 */
export function planWinBatches<C extends OutboxCall>(
  calls: readonly C[],
  size = SEAMLESS_WIN_BATCH_MAX,
): { batches: C[][]; singles: C[]; later: C[] } {
  const batches: C[][] = [];
  const singles: C[] = [];
  const later: C[] = [];
  let batch: C[] = [];
  const rounds = new Set<string>();
  for (const call of calls) {
    const roundId = call.kind === 'win' && call.attempts <= 1 ? roundOf(call.body) : null;
    if (roundId === null) singles.push(call);
    else if (rounds.has(roundId)) later.push(call);
    else {
      batch.push(call);
      rounds.add(roundId);
      if (batch.length === size) {
        batches.push(batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) batches.push(batch);
  return { batches, singles, later };
}

function roundOf(body: string): string | null {
  try {
    const roundId = (JSON.parse(body) as { roundId?: unknown }).roundId;
    return typeof roundId === 'string' ? roundId : null;
  } catch {
    return null;
  }
}

/**
 * Sends the calls' wins as one winBatch; answers each call's result as if it had been sent alone. A
 * batch refused whole for its form (INVALID_REQUEST) says nothing about each item: each is 'unknown',
 * so its retry goes alone and a bad item is parked on its own answer.
 */
export async function sendWinBatch(
  wallet: Pick<WalletClient, 'winBatch'>,
  calls: readonly OutboxCall[],
): Promise<TransactionResult[]> {
  const result = await wallet.winBatch(calls.map((call) => call.body));
  if (result.kind === 'ok' && result.value.items.length === calls.length) {
    return result.value.items.map(itemResult);
  }
  const whole: TransactionResult =
    result.kind === 'refused' && result.code !== 'INVALID_REQUEST'
      ? result
      : {
          kind: 'unknown',
          reason:
            result.kind === 'unknown'
              ? result.reason
              : result.kind === 'refused'
                ? `batch refused: ${result.message}`
                : 'batch answered another number of items',
        };
  return calls.map(() => whole);
}

/** Where an outbox writes a batch's answers: the applied calls together, every other call's answer alone. */
export interface WinBatchAnswers<C extends OutboxCall> {
  ackAll(calls: readonly C[]): Promise<void>;
  record(call: C, result: TransactionResult): Promise<void>;
}

/**
 * One attempt of a batch of first-attempt wins: sent as one winBatch, the applied calls acknowledged in
 * one write, each other call's answer recorded as a single call's would be. Answers the acks.
 */
export async function deliverWinBatch<C extends OutboxCall>(
  wallet: Pick<WalletClient, 'winBatch'>,
  calls: readonly C[],
  answers: WinBatchAnswers<C>,
): Promise<number> {
  const results = await sendWinBatch(wallet, calls);
  const acked = calls.filter((_, i) => results[i]!.kind === 'ok');
  if (acked.length > 0) await answers.ackAll(acked);
  for (const [i, call] of calls.entries()) {
    if (results[i]!.kind !== 'ok') await answers.record(call, results[i]!);
  }
  return acked.length;
}

function itemResult(item: SeamlessWinBatchItemResult): TransactionResult {
  if (item.ok) {
    const { ok: _ok, ...value } = item;
    return { kind: 'ok', value };
  }
  return {
    kind: 'refused',
    status: seamlessErrorStatuses[item.code],
    code: item.code,
    balance: item.balance ?? null,
    message: item.message,
  };
}
