import type { RoundRecord } from '@app/house-games';
import type { HpRoundSummary } from '@app/house-provider/client-api';

/** A played round as the history list summarises it (the provider sends the same for past rounds). */
export function roundSummaryOf(record: RoundRecord): HpRoundSummary {
  switch (record.engine) {
    case 'slots': {
      const free = record.outcome.spins.filter((spin) => spin.kind === 'free').length;
      return { engine: 'slots', spins: record.outcome.spins.length, freeSpins: free };
    }
    case 'baccarat':
      return {
        engine: 'baccarat',
        result: record.outcome.result,
        playerTotal: record.outcome.playerTotal,
        bankerTotal: record.outcome.bankerTotal,
      };
    case 'dragon-tiger':
      return {
        engine: 'dragon-tiger',
        result: record.outcome.result,
        dragon: record.outcome.dragon,
        tiger: record.outcome.tiger,
      };
    case 'crash':
      return { engine: 'crash', ...record.outcome };
    case 'fish':
      return {
        engine: 'fish',
        fish: record.outcome.fish,
        multiplier: record.outcome.multiplier,
        caught: record.outcome.caught,
      };
  }
}
