import { randomBytes } from 'node:crypto';
import {
  seamlessAuthenticateResultSchema,
  seamlessBalanceResultSchema,
  seamlessErrorValueSchema,
  seamlessEndpoints,
  seamlessTransactionResultSchema,
  seamlessWinBatchResultSchema,
  type SeamlessAuthenticateResult,
  type SeamlessBalanceResult,
  type SeamlessErrorCode,
  type SeamlessRefusalReason,
  type SeamlessTransactionResult,
  type SeamlessWinBatchResult,
} from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import type { z } from 'zod';

/** How the provider reaches the platform: one signed JSON POST. */
export interface WalletTransport {
  send(
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; body: string }>;
}

/**
 * The answer of a wallet call:
 * - ok: the platform accepted it;
 * - refused: a 4xx carrying a seamless error code, a definitive answer (the call did not move money);
 * - unknown: no answer, a 5xx, a timeout or an answer that cannot be read; the call may or may not
 *   have taken effect, so only an idempotent retry (or a rollback of a bet) settles it.
 */
export type WalletResult<T> =
  | { kind: 'ok'; value: T }
  | {
      kind: 'refused';
      status: number;
      code: SeamlessErrorCode;
      balance: string | null;
      message: string;
      /** BET_REFUSED: the rule's stable code and parameters, for the game to word in the player's language. */
      reason?: SeamlessRefusalReason;
    }
  | { kind: 'unknown'; reason: string };

/** A BET_REFUSED answer's rule as the game pages read it (reason, params); nothing for another refusal. */
export function refusalReasonFields(result: { reason?: SeamlessRefusalReason }): {
  reason?: string;
  params?: Record<string, string | number>;
} {
  return result.reason ? { reason: result.reason.key, params: result.reason.params } : {};
}

export interface WalletClientOptions {
  providerCode: string;
  secret: string;
  transport: WalletTransport;
  now: () => Date;
  /** A call without an answer after this long counts as unknown. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export type WalletClient = ReturnType<typeof createWalletClient>;

/** Signs, sends and reads seamless-wallet calls (see @app/contracts seamless.ts for the protocol). */
export function createWalletClient(options: WalletClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<S extends z.ZodType>(
    path: string,
    body: string,
    schema: S,
  ): Promise<WalletResult<z.infer<S>>> {
    const timestamp = String(options.now().getTime());
    const nonce = randomBytes(18).toString('base64url');
    const headers = {
      'content-type': 'application/json',
      [seamlessHeaders.provider]: options.providerCode,
      [seamlessHeaders.timestamp]: timestamp,
      [seamlessHeaders.nonce]: nonce,
      [seamlessHeaders.signature]: seamlessSignature(options.secret, { timestamp, nonce, path, body }),
    };
    let response: { status: number; body: string };
    try {
      response = await withTimeout(options.transport.send(path, headers, body), timeoutMs);
    } catch (error) {
      return { kind: 'unknown', reason: `no answer: ${(error as Error).message}` };
    }
    return readAnswer(response, schema);
  }

  return {
    /** Sends a stored JSON body to a seamless path (outbox calls are stored already serialised). */
    send: (path: string, body: string) => call(path, body, seamlessTransactionResultSchema),
    /**
     * Sends stored single-win bodies as one winBatch call (the items are the stored JSON, joined
     * without parsing); the answer holds one result per item, in order.
     */
    winBatch: (winBodies: readonly string[]): Promise<WalletResult<SeamlessWinBatchResult>> =>
      call(
        seamlessEndpoints.winBatch.path,
        `{"items":[${winBodies.join(',')}]}`,
        seamlessWinBatchResultSchema,
      ),
    authenticate: (launchToken: string): Promise<WalletResult<SeamlessAuthenticateResult>> =>
      call(
        seamlessEndpoints.authenticate.path,
        JSON.stringify({ launchToken }),
        seamlessAuthenticateResultSchema,
      ),
    balance: (playerId: string): Promise<WalletResult<SeamlessBalanceResult>> =>
      call(seamlessEndpoints.balance.path, JSON.stringify({ playerId }), seamlessBalanceResultSchema),
  };
}

export type TransactionResult = WalletResult<SeamlessTransactionResult>;

function readAnswer<S extends z.ZodType>(
  response: { status: number; body: string },
  schema: S,
): WalletResult<z.infer<S>> {
  let envelope: { success?: unknown; value?: unknown; message?: unknown } | null;
  try {
    envelope = JSON.parse(response.body) as typeof envelope;
  } catch {
    return { kind: 'unknown', reason: `HTTP ${response.status} with a body that is not JSON` };
  }
  if (response.status >= 200 && response.status < 300 && envelope?.success === true) {
    const value = schema.safeParse(envelope.value);
    return value.success
      ? { kind: 'ok', value: value.data }
      : { kind: 'unknown', reason: `HTTP ${response.status} with an unexpected value` };
  }
  if (response.status >= 400 && response.status < 500) {
    const detail = seamlessErrorValueSchema.safeParse(envelope?.value);
    // A 4xx without a protocol error code (a proxy, a wrong URL) says nothing about the call.
    if (detail.success) {
      return {
        kind: 'refused',
        status: response.status,
        code: detail.data.code,
        balance: detail.data.balance ?? null,
        message: typeof envelope?.message === 'string' ? envelope.message : detail.data.code,
        ...(detail.data.reason ? { reason: detail.data.reason } : {}),
      };
    }
  }
  return { kind: 'unknown', reason: `HTTP ${response.status}` };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
