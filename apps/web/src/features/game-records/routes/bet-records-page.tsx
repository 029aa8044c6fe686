import type { BetRecord, GameTotals, GameType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePresetBar } from '../../../components/date-preset-bar';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { latestRange, type DayRange } from '../../../lib/date-presets';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { betRecordsQueryOptions } from '../api/get-bet-records';
import { AmountCells, AmountFigures, AmountHeads, Profit } from '../components/amounts';
import { BetFilters } from '../components/bet-filters';
import styles from '../components/game-records.module.css';
import { StatusLabel } from '../components/status-label';
import { TotalsCard } from '../components/totals-card';
import { betRecordsQuery, noFilter, type BetFilter } from '../lib/query';
import { useCategories } from '../lib/use-categories';

interface ListProps {
  bets: BetRecord[];
  totals: GameTotals;
  typeName: (gameType: GameType) => string;
}

function BetTable({ bets, totals, typeName }: ListProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('gr_list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('gr_time')}</th>
            <th scope="col">{t('gr_game')}</th>
            <th scope="col">{t('gr_category')}</th>
            <AmountHeads />
            <th scope="col">{t('gr_status')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.roundId}>
              <td>
                <time dateTime={bet.time}>{formatDateTime(bet.time, i18n.language, timeZone)}</time>
              </td>
              <td>
                {bet.gameName}
                <div className={styles.meta}>
                  <span>{bet.vendorName}</span>
                  <span className={styles.mono}>{t('gr_round', { id: bet.roundId })}</span>
                </div>
              </td>
              <td>{typeName(bet.gameType)}</td>
              <AmountCells amounts={bet} />
              <td>
                <StatusLabel status={bet.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('gr_totals')} · {t('gr_rounds_count', { count: totals.count })}
            </th>
            <AmountCells amounts={totals} />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function BetCards({ bets, totals, typeName }: ListProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  return (
    <>
      <TotalsCard totals={totals} />
      <ul className={styles.cards} aria-label={t('gr_list')}>
        {bets.map((bet) => (
          <li key={bet.roundId} className={styles.item}>
            <div className={styles.itemHead}>
              <span className={styles.itemTitle}>{bet.gameName}</span>
              <Profit amount={bet.profit} />
            </div>
            <p className={styles.meta}>
              <span>
                {bet.vendorName} · {typeName(bet.gameType)}
              </span>
              <time dateTime={bet.time}>{formatDateTime(bet.time, i18n.language, timeZone)}</time>
            </p>
            <AmountFigures amounts={bet} />
            <p className={styles.meta}>
              <StatusLabel status={bet.status} />
              <span className={styles.mono}>{t('gr_round', { id: bet.roundId })}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * personalHistoryCopy (betting record): the member's rounds with game, vendor, category, stake, valid
 * bet, win, profit, status and time, in windows of whole days of the site's time zone stepped with the
 * date presets, filtered by category and vendor, paged, with the totals of the whole filter.
 */
export default function BetRecordsPage() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 760px)');
  const { categories, typeName } = useCategories();
  const [range, setRange] = useState<DayRange>(() => latestRange(timeZone, new Date()));
  const [filter, setFilter] = useState<BetFilter>(noFilter);
  const [page, setPage] = useState(1);
  const bets = useQuery(
    betRecordsQueryOptions(betRecordsQuery(timeZone, range, filter, page, i18n.language)),
  );

  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('gr_list')}
      </h2>
      <div className={styles.filters}>
        <DatePresetBar range={range} onChange={firstPage(setRange)} timeZone={timeZone} />
        <BetFilters categories={categories} filter={filter} onFilter={firstPage(setFilter)} />
      </div>
      {bets.isError && !bets.data ? (
        <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
      ) : !bets.data ? (
        <Spinner label={t('loading')} />
      ) : bets.data.list.length === 0 ? (
        <EmptyState icon="record" title={t('gr_none')}>
          <p>{t('gr_none_text')}</p>
        </EmptyState>
      ) : (
        <div aria-busy={bets.isPlaceholderData || undefined} className={styles.results}>
          {wide ? (
            <BetTable bets={bets.data.list} totals={bets.data.totals} typeName={typeName} />
          ) : (
            <BetCards bets={bets.data.list} totals={bets.data.totals} typeName={typeName} />
          )}
          <Pagination page={page} totalPages={bets.data.totalPages} onChange={setPage} />
        </div>
      )}
    </section>
  );
}
