import { vendorCodeSchema, type Room } from '@app/contracts';
import { roadResultOf, type RoadResult } from '@app/house-games';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { FeatureMessages } from '../../../components/feature-messages';
import { VendorTabs } from '../../../components/vendor-tabs';
import { findCategory, useGameMenus } from '../../../lib/game-menus';
import { useOpenGame } from '../../../lib/open-game';
import { usePageTitle } from '../../../lib/page-title';
import { houseTables, liveRoomsQueryOptions, tablesResultsQueryOptions } from '../api/live-rooms';
import { RoadMapBoard } from '../components/engines/road-map-board';
import { decimalText } from '../lib/money';
import { loadGameClientMessages } from '../messages';
import styles from './live-rooms-page.module.css';

function RoomCard({ room, results }: { room: Room; results: readonly RoadResult[] | undefined }) {
  const { t } = useTranslation();
  const openGame = useOpenGame();
  return (
    <li className={styles.room} data-testid={`room-${room.nodeId}`}>
      <div className={styles.head}>
        <h2 className={styles.name}>{room.gameName}</h2>
        <p className={styles.meta}>
          <span>{room.vendorName}</span>
          <span>{t('gc_room_players', { count: room.players })}</span>
          <span>{t('gc_room_min_bet', { amount: decimalText(room.minBet) })}</span>
        </p>
      </div>
      {room.roads &&
        (results === undefined ? (
          <p className={styles.muted}>{t('gc_room_roads_loading')}</p>
        ) : results.length === 0 ? (
          <p className={styles.muted}>{t('gc_room_no_rounds')}</p>
        ) : (
          <RoadMapBoard engine={room.roads} results={results} />
        ))}
      <button
        type="button"
        className={`btn btn-primary ${styles.open}`}
        onClick={() =>
          openGame({
            nodeId: room.nodeId,
            gameName: room.gameName,
            vassalage: room.vassalage,
            vendorName: room.vendorName,
            gameType: room.gameType,
            gameCode: room.gameCode,
            isGame: 'GAME',
          })
        }
      >
        {t('gc_room_open')}
      </button>
    </li>
  );
}

/**
 * The live rooms (GLS2_roomList): each room with its players and
 * smallest bet, the house's baccarat and dragon tiger tables with the road maps of their real round
 * history; opening a room opens its table. The live casino's vendors filter the rooms on the server;
 * the chosen one stays in the address (?vassalage=), so a reload or a link keeps it.
 */
function LiveRooms() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('gc_live_rooms'));
  const [params, setParams] = useSearchParams();
  const vendors = findCategory(useGameMenus().data, 'LIVE')?.vendors ?? [];
  // A code that cannot be a vendor's (a hand-edited address) shows every room instead of an error.
  const vendor = vendorCodeSchema.safeParse(params.get('vassalage')).data ?? null;
  const vendorName = (code: string) => vendors.find((entry) => entry.vassalage === code)?.vendorName ?? code;
  const chooseVendor = (next: string | null) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next) changed.set('vassalage', next);
      else changed.delete('vassalage');
      return changed;
    });
  const rooms = useQuery(liveRoomsQueryOptions(i18n.language, vendor));
  const tables = useMemo(() => houseTables(rooms.data?.rooms ?? []), [rooms.data]);
  const history = useQuery(tablesResultsQueryOptions(tables));
  const roads = useMemo(() => {
    const byTable = new Map<string, RoadResult[]>();
    for (const [nodeId, results] of history.data ?? []) byTable.set(nodeId, results.map(roadResultOf));
    return byTable;
  }, [history.data]);

  const heading = <h1 className={styles.title}>{t('gc_live_rooms')}</h1>;
  if (rooms.isError && !rooms.data) {
    return (
      <section className={styles.page}>
        {heading}
        <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} />
      </section>
    );
  }
  return (
    <section className={styles.page}>
      {heading}
      <p className={styles.muted}>{t('gc_rooms_intro')}</p>
      {vendors.length > 0 && (
        <VendorTabs vendors={vendors} value={vendor} onChange={chooseVendor} label={t('vendors')} />
      )}
      {rooms.isPending ? (
        <p className={styles.muted} role="status">
          {t('gc_rooms_loading')}
        </p>
      ) : rooms.data.rooms.length === 0 ? (
        <EmptyState
          icon="live"
          title={vendor ? t('gc_rooms_vendor_empty', { vendor: vendorName(vendor) }) : t('gc_rooms_empty')}
        />
      ) : (
        <ul className={styles.rooms}>
          {rooms.data.rooms.map((room) => (
            <RoomCard key={room.nodeId} room={room} results={roads.get(room.nodeId)} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function LiveRoomsPage() {
  return (
    <FeatureMessages load={loadGameClientMessages}>
      <LiveRooms />
    </FeatureMessages>
  );
}
