import type {
  EndpointResponse,
  getSportsbookMarketEndpoint,
  getSportsbookMarketsEndpoint,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback';
import { SelectField, TextField } from '../../../components/form-fields';
import { BarChart } from '../../../components/ops/bar-chart';
import { useOpsChange } from '../../../components/ops/ops-change';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { ApiError } from '../../../lib/api-error';
import {
  settleMarket,
  suspendMarket,
  useSportsbookMarket,
  useSportsbookMarkets,
  voidMarket,
} from '../api/sportsbook';

type Market = EndpointResponse<typeof getSportsbookMarketsEndpoint>['markets'][number];
type MarketDetail = EndpointResponse<typeof getSportsbookMarketEndpoint>;
type Pending =
  | { kind: 'settle'; marketId: string; label: string; winner: string; winnerName?: string }
  | { kind: 'void'; marketId: string; label: string };

/** Settle (or resettle) and void, each after a confirmation; also for a market no longer listed, by its id. */
function useDecisions() {
  const { t } = useTranslation();
  const { run, busy, error, feedback } = useOpsChange();
  const [pending, setPending] = useState<Pending | null>(null);
  const dialog = pending && (
    <ConfirmDialog
      title={t(pending.kind === 'settle' ? 'ops_sportsbook_settle' : 'ops_sportsbook_void')}
      confirmLabel={t('ops_sportsbook_confirm')}
      busy={busy}
      error={error}
      onCancel={() => setPending(null)}
      onConfirm={() =>
        void run(async () => {
          if (pending.kind === 'settle') await settleMarket(pending.marketId, pending.winner);
          else await voidMarket(pending.marketId);
          setPending(null);
        })
      }
    >
      <p>
        {pending.kind === 'settle'
          ? t('ops_sportsbook_settle_confirm', {
              market: pending.label,
              winner: pending.winnerName ?? pending.winner,
            })
          : t('ops_sportsbook_void_confirm', { market: pending.label })}
      </p>
    </ConfirmDialog>
  );
  return { ask: setPending, dialog, feedback, busy, run };
}

function MarketCard({ market, decide }: { market: Market; decide: ReturnType<typeof useDecisions> }) {
  const { t } = useTranslation();
  const [winner, setWinner] = useState(market.selections[0]?.id ?? '');
  const label = `${market.fixture} · ${market.market}`;
  return (
    <div className={styles.card}>
      <h3>
        {market.fixture} <span className={styles.muted}>· {market.market}</span>
      </h3>
      <p className={styles.muted}>
        {t('ops_sportsbook_market_line', {
          id: market.marketId,
          status: market.status,
          bets: market.bets,
          stake: market.stake,
          liability: market.liability,
        })}
        {market.held && ` · ${t('ops_sportsbook_held')}`}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('ops_sportsbook_selection')}</th>
              <th className={styles.num}>{t('ops_sportsbook_odds')}</th>
              <th className={styles.num}>{t('ops_sportsbook_payout')}</th>
            </tr>
          </thead>
          <tbody>
            {market.selections.map((selection) => (
              <tr key={selection.id}>
                <td>{selection.name}</td>
                <td className={styles.num}>{selection.odds ?? '—'}</td>
                <td className={styles.num}>{selection.payout}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={decide.busy}
          onClick={() => void decide.run(() => suspendMarket(market.marketId, market.status !== 'suspended'))}
        >
          {t(market.status === 'suspended' ? 'ops_sportsbook_resume' : 'ops_sportsbook_suspend')}
        </button>
        <SelectField label={t('ops_sportsbook_winner')} value={winner} onValue={setWinner}>
          {market.selections.map((selection) => (
            <option key={selection.id} value={selection.id}>
              {selection.name}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => decide.ask({ kind: 'settle', marketId: market.marketId, label, winner })}
        >
          {t('ops_sportsbook_settle')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => decide.ask({ kind: 'void', marketId: market.marketId, label })}
        >
          {t('ops_sportsbook_void')}
        </button>
      </div>
    </div>
  );
}

/** Market ids as the API takes them. */
const marketIdPattern = /^\d{1,18}$/;

/** A market found by its id: its state and results, then settle (or resettle) and void, each confirmed. */
function MarketById({ market, decide }: { market: MarketDetail; decide: ReturnType<typeof useDecisions> }) {
  const { t } = useTranslation();
  const settled = market.status === 'settled';
  // A resettlement usually names another winner: the first selection that did not win is offered.
  const [winner, setWinner] = useState(
    (settled && market.selections.find((selection) => selection.result !== 'won')?.id) ||
      (market.selections[0]?.id ?? ''),
  );
  const label = `${market.fixture} · ${market.market}`;
  const winnerName = market.selections.find((selection) => selection.id === winner)?.name ?? winner;
  return (
    <div aria-label={label} role="group">
      <h3>
        {market.fixture} <span className={styles.muted}>· {market.market}</span>
      </h3>
      <p className={styles.muted}>
        {t('ops_sportsbook_market_detail_line', {
          id: market.marketId,
          status: t(`ops_sportsbook_status_${market.status}`),
          bets: market.bets,
          stake: market.stake,
          settlements: market.settleVersion,
        })}
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('ops_sportsbook_selection')}</th>
              <th className={styles.num}>{t('ops_sportsbook_odds')}</th>
              <th>{t('ops_sportsbook_result')}</th>
            </tr>
          </thead>
          <tbody>
            {market.selections.map((selection) => (
              <tr key={selection.id}>
                <td>{selection.name}</td>
                <td className={styles.num}>{selection.odds ?? '—'}</td>
                <td>{selection.result ? t(`ops_sportsbook_result_${selection.result}`) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {market.status === 'cancelled' ? (
        <p role="status">{t('ops_sportsbook_market_cancelled')}</p>
      ) : (
        <div className={styles.row}>
          <SelectField label={t('ops_sportsbook_winner')} value={winner} onValue={setWinner}>
            {market.selections.map((selection) => (
              <option key={selection.id} value={selection.id}>
                {selection.name}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!winner}
            onClick={() =>
              decide.ask({ kind: 'settle', marketId: market.marketId, label, winner, winnerName })
            }
          >
            {t(settled ? 'ops_sportsbook_resettle' : 'ops_sportsbook_settle')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => decide.ask({ kind: 'void', marketId: market.marketId, label })}
          >
            {t('ops_sportsbook_void')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Any market by its id (settled ones included): the id is checked, the market shown, then decided. */
function ByIdForm({ decide }: { decide: ReturnType<typeof useDecisions> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [id, setId] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const market = useSportsbookMarket(id);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    if (!marketIdPattern.test(typed)) {
      setInvalid(t('ops_sportsbook_market_id_invalid'));
      return;
    }
    setInvalid(null);
    setId(typed);
  };
  const notFound = market.error instanceof ApiError && market.error.status === 404;
  return (
    <section className={styles.card} aria-label={t('ops_sportsbook_by_id')}>
      <h2>{t('ops_sportsbook_by_id')}</h2>
      <form className={styles.row} onSubmit={show}>
        <TextField
          label={t('ops_sportsbook_market_id')}
          value={draft}
          onValue={setDraft}
          inputMode="numeric"
          error={invalid}
        />
        <button type="submit" className="btn btn-secondary">
          {t('ops_sportsbook_show_market')}
        </button>
      </form>
      {id &&
        (notFound ? (
          <p role="alert">{t('ops_sportsbook_market_not_found', { id })}</p>
        ) : market.isError ? (
          <ErrorState error={market.error} onRetry={() => void market.refetch()} />
        ) : market.data && !market.isPlaceholderData ? (
          // Keyed by its settlement: a resettlement read back opens the controls afresh.
          <MarketById
            key={`${market.data.marketId}-${market.data.settleVersion}`}
            market={market.data}
            decide={decide}
          />
        ) : (
          <p className={styles.muted} role="status">
            {t('loading')}
          </p>
        ))}
    </section>
  );
}

const chartSize = 12;

/** Open markets by liability, largest first: a chart of the largest, then each market's controls. */
export function MarketsPanel() {
  const { t } = useTranslation();
  const [fixture, setFixture] = useState('');
  const [draft, setDraft] = useState('');
  const markets = useSportsbookMarkets(fixture);
  const decide = useDecisions();
  return (
    <>
      <form
        className={`${styles.card} ${styles.row}`}
        onSubmit={(event) => {
          event.preventDefault();
          setFixture(draft.trim());
        }}
      >
        <TextField label={t('ops_sportsbook_fixture')} value={draft} onValue={setDraft} optional />
        <button type="submit" className="btn btn-primary">
          {t('ops_sportsbook_show')}
        </button>
      </form>
      {decide.feedback}
      <QueryView query={markets} isEmpty={(data) => data.markets.length === 0}>
        {(data) => (
          <>
            <BarChart
              title={t('ops_sportsbook_liability')}
              days={data.markets.slice(0, chartSize).map((market) => `${market.fixture} · ${market.market}`)}
              series={[
                {
                  label: t('ops_sportsbook_liability'),
                  color: 'var(--color-danger, #d33)',
                  values: data.markets.slice(0, chartSize).map((market) => Number(market.liability)),
                },
              ]}
            />
            {data.markets.map((market) => (
              <MarketCard key={`${market.marketId}-${market.status}`} market={market} decide={decide} />
            ))}
          </>
        )}
      </QueryView>
      <ByIdForm decide={decide} />
      {decide.dialog}
    </>
  );
}
