import { engineConfigById } from '@app/house-games';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { usePageTitle } from '../../../lib/page-title';
import { resumeOrOpenSession, type GameSession, type GameTicket } from '../api/provider-api';
import { CrashGame } from '../components/engines/crash-game';
import { FishGame } from '../components/engines/fish-game';
import { KenoGame } from '../components/engines/keno-game';
import { PlinkoGame } from '../components/engines/plinko-game';
import { ScratchGame } from '../components/engines/scratch-game';
import { SlotsGame } from '../components/engines/slots-game';
import { TableGame } from '../components/engines/table-game';
import { VideoPokerGame } from '../components/engines/video-poker-game';
import { ticketFromSearch } from '../lib/launch-params';
import { useGameErrorText } from '../lib/use-game-error-text';
import { loadGameClientMessages } from '../messages';

/** The client of the session's engine, drawn from its configuration id. */
function GameClient({ session }: { session: GameSession }) {
  const engine = useMemo(() => engineConfigById(session.game.configId), [session.game.configId]);
  switch (engine.engine) {
    case 'slots':
      return <SlotsGame session={session} engine={engine} />;
    case 'baccarat':
    case 'dragon-tiger':
      return <TableGame session={session} engine={engine} />;
    case 'crash':
      return <CrashGame session={session} engine={engine} />;
    case 'fish':
      return <FishGame session={session} engine={engine} />;
    case 'scratch':
      return <ScratchGame session={session} engine={engine} />;
    case 'plinko':
      return <PlinkoGame session={session} engine={engine} />;
    case 'keno':
      return <KenoGame session={session} engine={engine} />;
    case 'video-poker':
      return <VideoPokerGame session={session} engine={engine} />;
  }
}

/** Back to the lobby; inside the game popup's frame the whole site goes there, not the frame. */
const lobbyLink = (label: string) => (
  <Link to="/" className="btn btn-primary" target={window.parent !== window ? '_top' : undefined}>
    {label}
  </Link>
);

function GameSessionPage({ ticket }: { ticket: GameTicket }) {
  const { t } = useTranslation();
  const errorText = useGameErrorText();
  const session = useQuery({
    queryKey: ['hp-session', ticket.kind, ticket.token],
    queryFn: ({ signal }) => resumeOrOpenSession(ticket, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  usePageTitle(session.data?.game.gameName ?? t('game_page'));

  if (session.isPending) return <p role="status">{t('gc_opening')}</p>;
  if (session.isError) {
    return <EmptyState icon="help" title={errorText(session.error)} action={lobbyLink(t('gc_back_lobby'))} />;
  }
  return <GameClient key={session.data.sessionToken} session={session.data} />;
}

/**
 * /seamless (spec section 2): the house provider's game page, opened by a launch URL
 * (?provider=HOUSE&launch=<token> real money, or &demo=<ticket> play money) on its own or inside the
 * game popup's frame (&embed=1). The site's language applies; the URL's `lang` is the provider's.
 */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ticket = ticketFromSearch(search);
  return (
    <FeatureMessages load={loadGameClientMessages} fallback={<LoadingCover />}>
      {ticket ? (
        <GameSessionPage key={`${ticket.kind}:${ticket.token}`} ticket={ticket} />
      ) : (
        <EmptyState icon="slots" title={t('gc_no_ticket')} action={lobbyLink(t('gc_back_lobby'))} />
      )}
    </FeatureMessages>
  );
}
