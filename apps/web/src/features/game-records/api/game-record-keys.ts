import type { ProfitLossQuery } from '@app/contracts';
import type { BetRecordsRequest } from '../lib/query';

/** react-query keys of the game records (everything under ['game-records']). */
export const gameRecordKeys = {
  all: ['game-records'] as const,
  bets: (query: BetRecordsRequest) => ['game-records', 'bets', query] as const,
  profitLoss: (query: ProfitLossQuery) => ['game-records', 'profit-loss', query] as const,
};
