import { money } from '../lib/money';
import { SignedMoney } from './signed-money';

/** The totals row of a betting report (stake, valid bet, win, member profit). */
export function bettingTotals(totals: {
  stake: string;
  validBet: string;
  win: string;
  memberProfit: string;
}) {
  return {
    stake: money(totals.stake),
    validBet: money(totals.validBet),
    win: money(totals.win),
    profit: <SignedMoney amount={totals.memberProfit} />,
  };
}
