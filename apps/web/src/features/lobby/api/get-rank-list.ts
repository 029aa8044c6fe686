import { getRankListEndpoint, rankListLimit } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/endpoint-client';
import { CLIENT_TYPE, PLATFORM } from '../../../lib/game-menus';

/** The winner board (every category, 20 entries), biggest win first. */
export function useRankList() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: ['lobby', 'rank-list', language],
    queryFn: ({ signal }) =>
      callEndpoint(
        getRankListEndpoint,
        {
          query: {
            clientType: CLIENT_TYPE,
            platform: PLATFORM,
            gameCategory: 'ALL',
            language,
            limitNum: rankListLimit.default,
          },
        },
        { signal },
      ).then((value) => value.list),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
