import {
  SEAMLESS_MAX_CLOCK_SKEW_MS,
  seamlessBetRequestSchema,
  seamlessEndpoints,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
  toDecimalString,
  type SeamlessErrorCode,
  type SeamlessGame,
} from '@app/contracts';
import { isValidSeamlessSignature, NONCE_PATTERN, seamlessHeaders } from '@app/contracts/seamless-signature';
import type { WalletTransport } from '../wallet/wallet-client.js';

interface Player {
  balance: bigint;
  nickname: string;
}

interface Movement {
  kind: 'bet' | 'win' | 'rollback';
  txId: string;
  playerId: string;
  /** The request as received, to refuse the same txId with different data. */
  data: string;
  amount: bigint;
}

export interface FakePlatformOptions {
  secret: string;
  providerCode: string;
  now: () => Date;
}

/**
 * An in-memory seamless-wallet platform for the provider's tests: checks signatures, timestamps and
 * nonces, keeps balances, and is idempotent by txId like the real one. `down` makes every call fail
 * without reaching it; `loseAnswers` lets calls take effect and then drops the answer.
 */
export class FakePlatform implements WalletTransport {
  readonly players = new Map<string, Player>();
  readonly launchTokens = new Map<string, { playerId: string; game: SeamlessGame; expiresAt: number }>();
  /** Every call that reached the platform (valid or not), in order. */
  readonly received: { path: string; body: Record<string, unknown> }[] = [];
  readonly movements = new Map<string, Movement>();
  /** Paths that fail as if the platform were down (all when `down`). */
  down = false;
  downPaths = new Set<string>();
  /** Paths whose next calls are applied but whose answers are lost, as counts. */
  loseAnswers = new Map<string, number>();
  /** Refuse the next call to a path with this code. */
  refuseNext = new Map<string, SeamlessErrorCode>();
  private readonly nonces = new Set<string>();
  private readonly rolledBackUnknown = new Set<string>();

  constructor(private readonly options: FakePlatformOptions) {}

  addPlayer(playerId: string, balance: bigint, launchToken: string, game: SeamlessGame): void {
    this.players.set(playerId, { balance, nickname: `nick-${playerId}` });
    this.launchTokens.set(launchToken, {
      playerId,
      game,
      expiresAt: this.options.now().getTime() + 3_600_000,
    });
  }

  balanceOf(playerId: string): bigint {
    return this.players.get(playerId)!.balance;
  }

  callsTo(path: string): Record<string, unknown>[] {
    return this.received.filter((call) => call.path === path).map((call) => call.body);
  }

  async send(path: string, headers: Record<string, string>, body: string) {
    await Promise.resolve();
    if (this.down || this.downPaths.has(path)) throw new Error('connect ECONNREFUSED');
    const answer = this.handle(path, headers, body);
    const lose = this.loseAnswers.get(path) ?? 0;
    if (lose > 0) {
      this.loseAnswers.set(path, lose - 1);
      throw new Error('socket hang up');
    }
    return { status: answer.status, body: JSON.stringify(answer.envelope) };
  }

  private handle(path: string, headers: Record<string, string>, raw: string) {
    const refuse = (status: number, code: SeamlessErrorCode, playerId?: string) => {
      const player = playerId ? this.players.get(playerId) : undefined;
      return {
        status,
        envelope: {
          success: false,
          message: code,
          value: { code, ...(player ? { balance: toDecimalString(player.balance) } : {}) },
        },
      };
    };
    const accept = (value: Record<string, unknown>) => ({
      status: 200,
      envelope: { success: true, message: 'success', value },
    });

    const timestamp = headers[seamlessHeaders.timestamp] ?? '';
    const nonce = headers[seamlessHeaders.nonce] ?? '';
    const signed = { timestamp, nonce, path, body: raw };
    if (
      headers[seamlessHeaders.provider] !== this.options.providerCode ||
      headers['content-type'] !== 'application/json' ||
      !isValidSeamlessSignature(this.options.secret, signed, headers[seamlessHeaders.signature] ?? '')
    ) {
      return refuse(401, 'INVALID_SIGNATURE');
    }
    if (Math.abs(Number(timestamp) - this.options.now().getTime()) > SEAMLESS_MAX_CLOCK_SKEW_MS) {
      return refuse(401, 'REQUEST_EXPIRED');
    }
    if (!NONCE_PATTERN.test(nonce) || this.nonces.has(nonce)) return refuse(401, 'NONCE_REPLAYED');
    this.nonces.add(nonce);

    const body = JSON.parse(raw) as Record<string, unknown>;
    this.received.push({ path, body });
    const refusal = this.refuseNext.get(path);
    if (refusal) {
      this.refuseNext.delete(path);
      return refuse(400, refusal, body.playerId as string | undefined);
    }

    const balanceOf = (playerId: string) => ({
      balance: toDecimalString(this.players.get(playerId)!.balance),
      currency: 'BDT',
    });
    const transaction = (movement: Movement, apply: () => SeamlessErrorCode | null) => {
      const earlier = this.movements.get(movement.txId);
      if (earlier) {
        if (earlier.data !== movement.data) return refuse(409, 'TX_MISMATCH', movement.playerId);
      } else {
        const problem = apply();
        if (problem) return refuse(400, problem, movement.playerId);
        this.movements.set(movement.txId, movement);
      }
      return accept({
        ...balanceOf(movement.playerId),
        txId: movement.txId,
        platformTxId: `j-${movement.txId}`,
      });
    };

    switch (path) {
      case seamlessEndpoints.authenticate.path: {
        const launch = this.launchTokens.get(body.launchToken as string);
        if (!launch) return refuse(401, 'INVALID_TOKEN');
        const player = this.players.get(launch.playerId)!;
        return accept({
          playerId: launch.playerId,
          nickname: player.nickname,
          language: 'en',
          tokenExpiresAt: new Date(launch.expiresAt).toISOString(),
          game: launch.game,
          ...balanceOf(launch.playerId),
        });
      }
      case seamlessEndpoints.balance.path:
        if (!this.players.has(body.playerId as string)) return refuse(404, 'PLAYER_NOT_FOUND');
        return accept(balanceOf(body.playerId as string));
      case seamlessEndpoints.bet.path: {
        const bet = seamlessBetRequestSchema.parse(body);
        const launch = this.launchTokens.get(bet.launchToken);
        if (!launch || launch.playerId !== bet.playerId) return refuse(401, 'INVALID_TOKEN');
        if (this.rolledBackUnknown.has(bet.txId)) return refuse(409, 'BET_ROLLED_BACK', bet.playerId);
        const player = this.players.get(bet.playerId)!;
        return transaction(
          { kind: 'bet', txId: bet.txId, playerId: bet.playerId, data: raw, amount: bet.amount },
          () => {
            if (player.balance < bet.amount) return 'INSUFFICIENT_FUNDS';
            player.balance -= bet.amount;
            return null;
          },
        );
      }
      case seamlessEndpoints.win.path: {
        const win = seamlessWinRequestSchema.parse(body);
        const player = this.players.get(win.playerId)!;
        return transaction(
          { kind: 'win', txId: win.txId, playerId: win.playerId, data: raw, amount: win.amount },
          () => {
            player.balance += win.amount;
            return null;
          },
        );
      }
      case seamlessEndpoints.rollback.path: {
        const rollback = seamlessRollbackRequestSchema.parse(body);
        const player = this.players.get(rollback.playerId)!;
        const movement = {
          kind: 'rollback' as const,
          txId: rollback.txId,
          playerId: rollback.playerId,
          data: raw,
        };
        return transaction({ ...movement, amount: 0n }, () => {
          const bet = this.movements.get(rollback.refTxId);
          if (bet) player.balance += bet.amount;
          else this.rolledBackUnknown.add(rollback.refTxId);
          return null;
        });
      }
      default:
        return { status: 404, envelope: { success: false, message: 'not found', value: null } };
    }
  }
}
