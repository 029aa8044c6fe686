import { sandboxGatewayCallbackEndpoint } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { AccessRule } from '../../../lib/access.js';
import { AppError } from '../../../lib/envelope.js';
import { signedCallbackHeaders } from '../sandbox-gateway/sandbox-protocol.js';
import { gatewayGuards } from './gateway-access.js';

const SECRET = 'gateway-access-test-secret';
const rule: AccessRule = { kind: 'gateway-signed', allowPendingPasswordChange: false };
const event = { eventId: 'evt_12345678', reference: 'D000000001', amount: '50.00', status: 'succeeded' };

function callbackRequest(
  body: string,
  headers: Record<string, string>,
  url = sandboxGatewayCallbackEndpoint.path,
) {
  return { body, headers, routeOptions: { url } } as unknown as FastifyRequest;
}

function signed(body: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  return signedCallbackHeaders(secret, body, timestamp);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).statusCode, key: (error as AppError).code };
}

describe('gateway-signed guard', () => {
  const guard = gatewayGuards(loadConfig({ NODE_ENV: 'test', SANDBOX_GATEWAY_SECRET: SECRET }))[
    'gateway-signed'
  ];
  if (!guard) throw new Error('no gateway-signed guard');

  it('hands the handler the gateway whose signature held', async () => {
    const body = JSON.stringify(event);
    await expect(guard(callbackRequest(body, signed(body)), rule)).resolves.toEqual({ gateway: 'sandbox' });
  });

  it('refuses an unsigned, forged, tampered or stale callback', async () => {
    const body = JSON.stringify(event);
    expect(await refusal(guard(callbackRequest(body, {}), rule))).toMatchObject({ status: 401 });
    expect(
      await refusal(guard(callbackRequest(body, signed(body, 'another-secret-entirely')), rule)),
    ).toMatchObject({
      status: 401,
    });
    const tampered = JSON.stringify({ ...event, amount: '5000.00' });
    expect(await refusal(guard(callbackRequest(tampered, signed(body)), rule))).toMatchObject({
      status: 401,
    });
    const stale = signed(body, SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(await refusal(guard(callbackRequest(body, stale), rule))).toMatchObject({
      key: 'webhook_expired',
    });
  });

  it('knows no gateway behind a route that is not a gateway callback', async () => {
    const body = JSON.stringify(event);
    await expect(
      guard(callbackRequest(body, signed(body), '/wps/cashier/webhooks/other'), rule),
    ).rejects.toThrow(/no payment gateway verifies/);
  });
});
