import type { AccountGameListValue } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client';
import { CLIENT_TYPE, PLATFORM } from './game-menus';
import { useSession } from './session';

/** A page of the account's recently launched games (GET /wps/relay/GCS_recentGame), most recent first. */
export function useRecentGames(pageNo: number, pageSize: number, enabled = true) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  const language = i18n.language;
  return useQuery({
    queryKey: ['recent-games', token, language, pageNo, pageSize],
    queryFn: ({ signal }) =>
      apiGet<AccountGameListValue>(
        '/wps/relay/GCS_recentGame',
        { clientType: CLIENT_TYPE, platform: PLATFORM, language, pageNo, pageSize },
        signal,
      ),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
