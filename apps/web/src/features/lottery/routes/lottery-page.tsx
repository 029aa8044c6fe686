import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { getLotteryMenu } from '../api/lottery-menu';
import { BettingView } from '../components/betting-view';
import { LotteryLobby } from '../components/lottery-lobby';
import styles from '../components/lottery.module.css';
import { areaOfPath } from '../lib/area';
import { loadLotteryMessages } from '../messages';

function LotteryArea() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const area = areaOfPath(pathname);
  const gameCode = search.get('gameCode') ?? search.get('lottoGameCode');
  const lobbyView = search.get('lottoView') === 'lobby';
  const menu = useQuery({
    queryKey: ['lp-menu', i18n.language],
    queryFn: ({ signal }) => getLotteryMenu(i18n.language, signal),
    refetchInterval: 30_000,
  });
  usePageTitle(t(area.titleKey));
  if (menu.isPending) return <p role="status">{t('lt_loading')}</p>;
  if (menu.isError) return <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />;
  const games = menu.data.games.filter((game) => area.vendors.includes(game.vassalage));
  const game =
    gameCode && !lobbyView ? menu.data.games.find((each) => each.gameCode === gameCode) : undefined;
  if (gameCode && !lobbyView && !game) {
    return (
      <EmptyState
        icon="help"
        title={t('lt_game_missing')}
        action={<Link to={pathname}>{t('lt_all_games')}</Link>}
      />
    );
  }
  return (
    <div className={styles.page}>
      {game ? (
        <>
          <Link to={pathname} className={styles.back}>
            ← {t('lt_all_games')}
          </Link>
          <BettingView key={game.gameCode} game={game} />
        </>
      ) : (
        <>
          <h1>{t(area.titleKey)}</h1>
          <LotteryLobby games={games} basePath={pathname} />
        </>
      )}
    </div>
  );
}

/**
 * /lottery?gameCode=… (LOTT and ELOTT), /vnLottery and /seaLottery, and the same without the side menu
 * (/lottert, /vnlottery, /sealottery): the lobby of the area's games, or one game's betting view.
 */
export default function LotteryPage() {
  return (
    <FeatureMessages load={loadLotteryMessages} fallback={<LoadingCover />}>
      <LotteryArea />
    </FeatureMessages>
  );
}
