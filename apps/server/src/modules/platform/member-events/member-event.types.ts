import type { GameType } from '@app/contracts';
import type { Db } from '../../../db/database.js';

/**
 * The member events and their payloads (money as minor-unit strings). Producers write them in the
 * transaction that made them happen; consumers (rewards, points, missions, limits) read them.
 */
export interface MemberEventPayloads {
  /** A game round settled through the seamless wallet (any provider). */
  'wager.settled': {
    providerCode: string;
    vendorCode: string;
    nodeId: string;
    gameType: GameType;
    roundRef: string;
    stakeMinor: string;
    validBetMinor: string;
    winMinor: string;
  };
  /** A settled round corrected by its provider (resettlement): the player got `deltaMinor` more. */
  'wager.adjusted': { providerCode: string; roundRef: string; gameType: GameType; deltaMinor: string };
  /** A deposit credited to the member's balance; `first` when it is the member's first one. */
  'deposit.credited': { depositId: string; amountMinor: string; channelCode: string; first: boolean };
  /** A real account registered; `inviterId` is the member whose invite brought them. */
  'member.registered': { inviterId: string | null };
  /** A login that opened a session (ref = the session id). */
  'member.login': { ip: string };
}

export type MemberEventKind = keyof MemberEventPayloads;
export const memberEventKinds = [
  'wager.settled',
  'wager.adjusted',
  'deposit.credited',
  'member.registered',
  'member.login',
] as const satisfies readonly MemberEventKind[];

export type NewMemberEvent = {
  [K in MemberEventKind]: {
    memberId: string;
    kind: K;
    /** Unique per kind: the same (kind, ref) is recorded once, so producers may retry freely. */
    ref: string;
    payload: MemberEventPayloads[K];
    occurredAt?: Date;
  };
}[MemberEventKind];

export type MemberEvent = NewMemberEvent & { id: string; occurredAt: Date };

/** A reader of the stream: `handle` runs in the transaction that records the events as handled. */
export interface MemberEventConsumer {
  /** Permanent: receipts are kept under this name. */
  name: string;
  kinds: readonly MemberEventKind[];
  handle(trx: Db, events: MemberEvent[]): Promise<void>;
}
