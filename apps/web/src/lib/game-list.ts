import type { GameClassify, GameListValue, VendorCategory } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { CLIENT_TYPE, PLATFORM } from './game-menus';

/** What a game list asks for (GET /wps/relay/GCSGAME_gameList). */
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
      apiGet<GameListValue>(
        '/wps/relay/GCSGAME_gameList',
        { clientType: CLIENT_TYPE, platform: PLATFORM, language, ...filter },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
