import type { MemberEvent, MemberEventConsumer } from '../../platform/member-events/member-event.types.js';
import { contributeToJackpots } from '../jackpot/jackpot.service.js';
import {
  advanceLoginMissions,
  advanceMissions,
  advanceMissionsForWager,
  applyRoundTransitionToMissions,
} from '../missions/missions.service.js';
import { applyRoundTransitionToPoints, earnPointsForWager } from '../points/points.service.js';
import { grantTicketsForDeposit, grantTicketsForTurnover } from '../raffles/raffles.service.js';
import { roundTransition } from '../round-voids/round-voids.service.js';

/**
 * The engagement domain's readers of the member-event stream, one per concern so each keeps its own
 * receipts (a failing one never holds the others back). Each event reaches each consumer once.
 */

type Of<K extends MemberEvent['kind']> = Extract<MemberEvent, { kind: K }>;
const settled = (events: MemberEvent[]) =>
  events.filter((e): e is Of<'wager.settled'> => e.kind === 'wager.settled');

/** Points per valid bet, by game type; a voided round's points go back. */
const pointsConsumer: MemberEventConsumer = {
  name: 'engagement.points',
  kinds: ['wager.settled', 'wager.adjusted'],
  async handle(trx, events) {
    for (const event of events) {
      if (event.kind === 'wager.settled') {
        await earnPointsForWager(trx, {
          memberId: event.memberId,
          roundRef: `${event.payload.providerCode}:${event.payload.roundRef}`,
          gameType: event.payload.gameType,
          validBetMinor: BigInt(event.payload.validBetMinor),
        });
      } else if (event.kind === 'wager.adjusted') {
        const transition = await roundTransition(trx, 'points', event.memberId, event.payload);
        if (transition) await applyRoundTransitionToPoints(trx, event.memberId, transition);
      }
    }
  },
};

/**
 * Mission progress: rounds, valid bet and streaks, deposits, login days and invited friends; a voided
 * round's valid bet leaves the valid-bet missions.
 */
const missionsConsumer: MemberEventConsumer = {
  name: 'engagement.missions',
  kinds: ['wager.settled', 'wager.adjusted', 'deposit.credited', 'member.login', 'member.registered'],
  async handle(trx, events) {
    for (const event of events) {
      const now = event.occurredAt;
      switch (event.kind) {
        case 'wager.settled':
          await advanceMissionsForWager(trx, {
            memberId: event.memberId,
            gameType: event.payload.gameType,
            validBetMinor: BigInt(event.payload.validBetMinor),
            stakeMinor: BigInt(event.payload.stakeMinor),
            winMinor: BigInt(event.payload.winMinor),
            now,
          });
          break;
        case 'wager.adjusted': {
          const transition = await roundTransition(trx, 'missions', event.memberId, event.payload);
          const round = { memberId: event.memberId, gameType: event.payload.gameType };
          if (transition) await applyRoundTransitionToMissions(trx, round, transition);
          break;
        }
        case 'deposit.credited':
          await advanceMissions(
            trx,
            { memberId: event.memberId, kind: 'deposit', gameType: null, now },
            { add: BigInt(event.payload.amountMinor) },
          );
          break;
        case 'member.login':
          await advanceLoginMissions(trx, event.memberId, now);
          break;
        case 'member.registered':
          if (event.payload.inviterId) {
            await advanceMissions(
              trx,
              { memberId: event.payload.inviterId, kind: 'invite', gameType: null, now },
              { add: 1n },
            );
          }
          break;
        default:
          break;
      }
    }
  },
};

/** Golden egg and wheel tickets from deposits and turnover. */
const ticketsConsumer: MemberEventConsumer = {
  name: 'engagement.tickets',
  kinds: ['wager.settled', 'deposit.credited'],
  async handle(trx, events) {
    for (const event of events) {
      if (event.kind === 'deposit.credited') {
        await grantTicketsForDeposit(trx, {
          memberId: event.memberId,
          depositId: event.payload.depositId,
          amountMinor: BigInt(event.payload.amountMinor),
        });
      } else if (event.kind === 'wager.settled') {
        await grantTicketsForTurnover(trx, {
          memberId: event.memberId,
          roundRef: `${event.payload.providerCode}:${event.payload.roundRef}`,
          validBetMinor: BigInt(event.payload.validBetMinor),
        });
      }
    }
  },
};

/** Jackpot contributions (paid by the house, not from the stake) and the must-drop-by win. */
const jackpotConsumer: MemberEventConsumer = {
  name: 'engagement.jackpot',
  kinds: ['wager.settled'],
  async handle(trx, events) {
    for (const event of settled(events)) {
      await contributeToJackpots(trx, {
        memberId: event.memberId,
        roundRef: `${event.payload.providerCode}:${event.payload.roundRef}`,
        gameType: event.payload.gameType,
        stakeMinor: BigInt(event.payload.stakeMinor),
      });
    }
  },
};

export const engagementConsumers: readonly MemberEventConsumer[] = [
  pointsConsumer,
  missionsConsumer,
  ticketsConsumer,
  jackpotConsumer,
];
