import { seamlessEndpoints } from '@app/contracts';
import { isValidSeamlessSignature, seamlessHeaders } from '@app/contracts/seamless-signature';
import { describe, expect, it } from 'vitest';
import { createWalletClient, type WalletTransport } from './wallet-client.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const answer = { balance: '12.50', currency: 'BDT', txId: 'win-1', platformTxId: 'j1' };

function clientAnswering(reply: WalletTransport['send'], timeoutMs?: number) {
  const seen: { path: string; headers: Record<string, string>; body: string }[] = [];
  const client = createWalletClient({
    providerCode: 'HOUSE',
    secret: 's3cret',
    now: () => now,
    timeoutMs,
    transport: {
      send(path, headers, body) {
        seen.push({ path, headers, body });
        return reply(path, headers, body);
      },
    },
  });
  return { client, seen };
}

const envelope = (status: number, success: boolean, value: unknown) =>
  Promise.resolve({
    status,
    body: JSON.stringify({ success, value, message: success ? 'success' : 'refused' }),
  });

describe('wallet client', () => {
  it('signs each call with the timestamp, a fresh nonce, the path and the body', async () => {
    const { client, seen } = clientAnswering(() => envelope(200, true, answer));
    await client.send(seamlessEndpoints.win.path, '{"a":1}');
    await client.send(seamlessEndpoints.win.path, '{"a":1}');
    const [first, second] = seen;
    expect(first!.headers).toMatchObject({
      'content-type': 'application/json',
      [seamlessHeaders.provider]: 'HOUSE',
      [seamlessHeaders.timestamp]: String(now.getTime()),
    });
    expect(first!.headers[seamlessHeaders.nonce]).not.toBe(second!.headers[seamlessHeaders.nonce]);
    const parts = (call: typeof first) => ({
      timestamp: call!.headers[seamlessHeaders.timestamp]!,
      nonce: call!.headers[seamlessHeaders.nonce]!,
      path: call!.path,
      body: call!.body,
    });
    expect(isValidSeamlessSignature('s3cret', parts(first), first!.headers[seamlessHeaders.signature]!)).toBe(
      true,
    );
    expect(
      isValidSeamlessSignature(
        's3cret',
        { ...parts(first), body: '{"a":2}' },
        first!.headers[seamlessHeaders.signature]!,
      ),
    ).toBe(false);
  });

  it('reads an accepted call', async () => {
    const { client } = clientAnswering(() => envelope(200, true, answer));
    expect(await client.send(seamlessEndpoints.win.path, '{}')).toEqual({ kind: 'ok', value: answer });
  });

  it('takes a 4xx with a protocol code as a definitive refusal', async () => {
    const { client } = clientAnswering(() =>
      envelope(400, false, { code: 'INSUFFICIENT_FUNDS', balance: '1.00' }),
    );
    expect(await client.send(seamlessEndpoints.bet.path, '{}')).toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'INSUFFICIENT_FUNDS',
      balance: '1.00',
    });
  });

  it('takes everything else as unknown', async () => {
    const cases: WalletTransport['send'][] = [
      () => envelope(503, false, null),
      () => envelope(404, false, null),
      () => envelope(200, true, { unexpected: true }),
      () => Promise.resolve({ status: 502, body: '<html>bad gateway</html>' }),
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => new Promise(() => {}),
    ];
    for (const reply of cases) {
      const { client } = clientAnswering(reply, 20);
      expect((await client.send(seamlessEndpoints.win.path, '{}')).kind).toBe('unknown');
    }
  });
});
