import { getGameListEndpoint, type GameClassify, type VendorCategory } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { CLIENT_TYPE, PLATFORM } from './game-menus';

/** What a game list asks for. */
export interface GameListFilter {
  gameType?: VendorCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  /** Slot filters: minimum bet at least this amount, at least this many lines. */
  minBet?: string;
  lines?: number;
  /** Name search. */
  gameName?: string;
  pageNo: number;
  pageSize: number;
}

export const gameListQueryOptions = (filter: GameListFilter, language: string) =>
  queryOptions({
    queryKey: ['lobby', 'games', language, filter],
    queryFn: ({ signal }) =>
      callEndpoint(
        getGameListEndpoint,
        { query: { clientType: CLIENT_TYPE, platform: PLATFORM, language, ...filter } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
