import { formatMoney } from '@app/contracts';
import type { WagerGate } from '../../games/seamless/wager-gates.js';
import type { WithdrawalGate } from '../../money/cashier/withdrawal-gates.js';
import { maxBetRefusal, openTurnover } from './bonuses.service.js';

/** A withdrawal waits until every active bonus's turnover is met; the refusal shows the progress. */
export const bonusTurnoverGate: WithdrawalGate = {
  name: 'bonus-turnover',
  async check(trx, { memberId }) {
    const open = await openTurnover(trx, memberId);
    if (!open) return null;
    return {
      key: 'bonus_turnover_open',
      params: {
        needed: formatMoney(open.needed),
        done: formatMoney(open.done),
        left: formatMoney(open.left),
      },
    };
  },
};

/** The wager gate of a bonus's maximum bet (listed in apps/server/src/wager-gates.ts). */
export const bonusMaxBetGate: WagerGate = {
  name: 'bonus-max-bet',
  check: (trx, bet) => maxBetRefusal(trx, bet.memberId, bet.amountMinor),
};
