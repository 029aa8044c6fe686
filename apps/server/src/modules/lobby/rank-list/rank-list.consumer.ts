import type { MemberEventConsumer } from '../../platform/member-events/member-event.types.js';
import { findGame } from '../lobby/lobby.service.js';
import { recordWin } from './rank-list.service.js';

/**
 * The winner board's reader of the member-event stream: every settled round that won, off the
 * providers' calls. It lists live games only: a round of a game disabled since is paid, not listed.
 */
export const rankListConsumer: MemberEventConsumer = {
  name: 'lobby.rank-list',
  kinds: ['wager.settled'],
  async handle(trx, events) {
    for (const event of events) {
      if (event.kind !== 'wager.settled') continue;
      const win = BigInt(event.payload.winMinor);
      if (win <= 0n || !(await findGame(trx, event.payload.nodeId))) continue;
      await recordWin(trx, {
        memberId: event.memberId,
        nodeId: event.payload.nodeId,
        roundRef: `${event.payload.providerCode}:${event.payload.roundRef}`,
        winAmountMinor: win,
        wonAt: event.occurredAt,
      });
    }
  },
};
