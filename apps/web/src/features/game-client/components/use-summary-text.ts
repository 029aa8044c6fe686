import { cardView, formatMultiplier } from '@app/house-games';
import type { HpRoundSummary } from '@app/house-provider/client-api';
import { useTranslation } from 'react-i18next';

/** One line describing a round (history list, round announcements). */
export function useSummaryText(): (summary: HpRoundSummary) => string {
  const { t } = useTranslation();
  const fish = (id: string) => t(`gc_fish_${id}`);
  return (summary) => {
    switch (summary.engine) {
      case 'slots':
        return summary.freeSpins > 0
          ? t('gc_sum_slots_free', { count: summary.freeSpins })
          : t('gc_sum_slots');
      case 'baccarat':
        return t('gc_sum_baccarat', {
          result: t(`gc_result_${summary.result}`),
          player: summary.playerTotal,
          banker: summary.bankerTotal,
        });
      case 'dragon-tiger':
        return t('gc_sum_dragon_tiger', {
          result: t(`gc_result_${summary.result}`),
          dragon: cardView(summary.dragon).text,
          tiger: cardView(summary.tiger).text,
        });
      case 'crash':
        return summary.cashedOut
          ? t('gc_cashed_out', { target: formatMultiplier(summary.target) })
          : t('gc_crashed', {
              point: formatMultiplier(summary.crashPoint),
              target: formatMultiplier(summary.target),
            });
      case 'fish':
        return summary.caught
          ? t('gc_caught', { fish: fish(summary.fish), multiplier: summary.multiplier })
          : t('gc_missed', { fish: fish(summary.fish) });
      case 'scratch':
        return summary.winSymbol === null
          ? t('gc_sum_scratch_none')
          : t('gc_sum_scratch', { multiplier: formatMultiplier(summary.multiplier) });
      case 'plinko':
        return t('gc_sum_plinko', {
          slot: summary.slot + 1,
          multiplier: formatMultiplier(summary.multiplier),
        });
      case 'keno':
        return t('gc_sum_keno', {
          hits: summary.hits,
          picks: summary.picks,
          multiplier: formatMultiplier(summary.multiplier),
        });
      case 'video-poker':
        return summary.hand === null
          ? t('gc_sum_vp_none')
          : t('gc_sum_vp', {
              hand: t(`gc_vp_hand_${summary.hand}`),
              multiplier: formatMultiplier(summary.multiplier),
            });
    }
  };
}
