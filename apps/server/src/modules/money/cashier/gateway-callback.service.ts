import { parseMinor } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import { keyedError } from '../../../lib/app-errors.js';
import { AppError } from '../../../lib/envelope.js';
import { requestHash } from '../../platform/idempotency/idempotency.service.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import {
  gatewayEventSchema,
  verifyCallback,
  type GatewayEvent,
} from '../sandbox-gateway/sandbox-protocol.js';
import { applyGatewayOutcome, type CashierContext } from './deposit.service.js';
import { idOfReference } from './references.js';

export interface SignedCallback {
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
}

/** Where a refused callback that signals a fault on the gateway's side is written. */
export interface CallbackLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The gateway whose signature a callback carried. */
export interface SignedBy {
  gateway: 'sandbox';
}

/**
 * Checks a sandbox gateway callback's signature before anything reads its body: refused unless signed
 * with the shared secret within the allowed time window (401); 404 when this server has no gateway secret.
 */
export function verifySandboxCallback(
  config: Pick<AppConfig, 'SANDBOX_GATEWAY_SECRET' | 'WEBHOOK_TOLERANCE_SECONDS'>,
  callback: SignedCallback,
  now = new Date(),
): SignedBy {
  const secret = config.SANDBOX_GATEWAY_SECRET;
  if (!secret) throw keyedError(404, 'channel_unavailable');
  const check = verifyCallback(
    secret,
    callback,
    callback.rawBody,
    Math.floor(now.getTime() / 1000),
    config.WEBHOOK_TOLERANCE_SECONDS,
  );
  if (check === 'invalid') throw keyedError(401, 'webhook_signature_invalid');
  if (check === 'expired') throw keyedError(401, 'webhook_expired');
  return { gateway: 'sandbox' };
}

/** The event of a signed callback body; 400 when it is not one. */
function parseGatewayEvent(rawBody: string): GatewayEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    json = null;
  }
  const parsed = gatewayEventSchema.safeParse(json);
  if (!parsed.success) throw keyedError(400, 'order_not_found');
  return parsed.data;
}

/**
 * Applies the event of a signed sandbox gateway callback: 400 when the body is not an event, refused when its event id was seen for this deposit before
 * (409, a replay; 422 and an error logged when the body differs), refused when the amount differs from
 * the deposit (400). Nothing moves on any refusal.
 */
export async function handleSandboxCallback(context: CashierContext, rawBody: string, log: CallbackLog) {
  const { db } = context;
  const event = parseGatewayEvent(rawBody);
  const depositId = idOfReference('D', event.reference);
  if (!depositId) throw keyedError(404, 'order_not_found');
  const amount = parseMinor(event.amount);
  if (amount === null) throw keyedError(400, 'webhook_amount_mismatch');

  try {
    const { events, ...result } = await applyGatewayOutcome(
      db,
      { depositId, amount, succeeded: event.status === 'succeeded', failureReason: event.failureReason },
      'sandbox',
      { key: event.eventId, hash: requestHash(event) },
    );
    void publishEvents(db, events);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'webhook_event_conflict') {
      log.error(
        { gateway: 'sandbox', eventId: event.eventId, reference: event.reference, status: event.status },
        'gateway callback refused: event id replayed with a different body',
      );
    }
    throw error;
  }
}
