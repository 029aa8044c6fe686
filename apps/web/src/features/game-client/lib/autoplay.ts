/**
 * Autoplay: a number of rounds played one after another, stopped early by a loss limit (the next
 * round could take the net loss past it) or a single win at or above a limit. Amounts in minor units.
 */
export interface AutoplayPlan {
  rounds: number;
  lossLimit: number | null;
  winLimit: number | null;
}

export interface AutoplayState extends AutoplayPlan {
  /** Rounds still to play. */
  left: number;
  /** Returns minus stakes since autoplay started. */
  net: number;
}

export type AutoplayStop = 'done' | 'loss_limit' | 'win_limit';

export const autoplayRoundChoices = [10, 25, 50, 100] as const;

export const startAutoplay = (plan: AutoplayPlan): AutoplayState => ({ ...plan, left: plan.rounds, net: 0 });

/** After a round: the state to go on with, or why autoplay stops before the next round. */
export function afterAutoplayRound(
  state: AutoplayState,
  round: { stake: number; win: number },
  nextStake: number,
): { next: AutoplayState } | { stop: AutoplayStop } {
  const next = { ...state, left: state.left - 1, net: state.net + round.win - round.stake };
  if (state.winLimit !== null && round.win >= state.winLimit) return { stop: 'win_limit' };
  if (next.left <= 0) return { stop: 'done' };
  if (state.lossLimit !== null && -next.net + nextStake > state.lossLimit) return { stop: 'loss_limit' };
  return { next };
}
