import { describe, expect, it } from 'vitest';
import type { WalletClient } from './wallet-client.js';
import { planWinBatches, sendWinBatch } from './win-batch.js';

const win = (roundId: string, attempts = 1) => ({
  kind: 'win',
  attempts,
  body: JSON.stringify({ playerId: '7', txId: `w-${roundId}-${attempts}`, roundId, amount: '1.00' }),
});

describe('win batches', () => {
  it('batches first attempts of wins by size, sends retries and other calls alone, holds a round back', () => {
    const rollback = { kind: 'rollback', attempts: 1, body: '{"roundId":"r9"}' };
    const retry = win('r8', 2);
    const calls = [win('r1'), win('r2'), rollback, win('r3'), win('r1'), retry, win('r4'), win('r5')];
    const plan = planWinBatches(calls, 2);
    expect(plan.batches).toEqual([[calls[0], calls[1]], [calls[3], calls[6]], [calls[7]]]);
    expect(plan.singles).toEqual([rollback, retry]);
    expect(plan.later).toEqual([calls[4]]);
  });

  it('answers each item as a single call would, and a batch refused for its form as unknown', async () => {
    const calls = [win('a'), win('b')];
    const answering = (result: Awaited<ReturnType<WalletClient['winBatch']>>) => ({
      winBatch: () => Promise.resolve(result),
    });
    const items = await sendWinBatch(
      answering({
        kind: 'ok',
        value: {
          items: [
            { ok: true, txId: 'w-a-1', platformTxId: '5', balance: '3.00', currency: 'BDT' },
            {
              ok: false,
              txId: 'w-b-1',
              code: 'ROUND_CLOSED',
              message: 'The round is closed',
              balance: '3.00',
            },
          ],
        },
      }),
      calls,
    );
    expect(items).toEqual([
      { kind: 'ok', value: { txId: 'w-a-1', platformTxId: '5', balance: '3.00', currency: 'BDT' } },
      { kind: 'refused', status: 409, code: 'ROUND_CLOSED', balance: '3.00', message: 'The round is closed' },
    ]);
    const malformed = await sendWinBatch(
      answering({ kind: 'refused', status: 400, code: 'INVALID_REQUEST', balance: null, message: 'bad' }),
      calls,
    );
    expect(malformed.map((item) => item.kind)).toEqual(['unknown', 'unknown']);
    const replayed = await sendWinBatch(
      answering({ kind: 'refused', status: 409, code: 'NONCE_REPLAYED', balance: null, message: 'again' }),
      calls,
    );
    expect(replayed.map((item) => item.kind === 'refused' && item.code)).toEqual([
      'NONCE_REPLAYED',
      'NONCE_REPLAYED',
    ]);
  });
});
