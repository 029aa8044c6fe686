import type { OpsGameRow, OpsGamesCatalog } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { SelectField, TextField } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { updateGame, useOpsGames } from '../api/games';
import { useOpsChange } from '../../../components/ops/ops-change';

type Shown = 'all' | 'enabled' | 'disabled' | 'hot';

/** One game: enable or disable it, set or clear its hot rank. */
function GameLine({ game }: { game: OpsGameRow }) {
  const { t } = useTranslation();
  const { run, busy, error } = useOpsChange();
  const [rank, setRank] = useState(game.hotRank === null ? '' : String(game.hotRank));
  const saveRank = (event: FormEvent) => {
    event.preventDefault();
    const text = rank.trim();
    void run(() => updateGame(game.nodeId, { hotRank: text === '' ? null : Number(text) }));
  };
  return (
    <tr>
      <td>
        {game.name}
        <div className={styles.muted}>
          {game.vendor} · {game.gameCode} · {game.gameType}
        </div>
        {error && (
          <div className={styles.warn} role="alert">
            {error}
          </div>
        )}
      </td>
      <td>
        <label>
          <input
            type="checkbox"
            checked={game.enabled}
            disabled={busy}
            onChange={(event) => void run(() => updateGame(game.nodeId, { enabled: event.target.checked }))}
            aria-label={t('ops_games_enable_game', { name: game.name })}
          />{' '}
          {t(game.enabled ? 'ops_games_on' : 'ops_games_off')}
        </label>
      </td>
      <td>
        <form onSubmit={saveRank} className={styles.actions}>
          <input
            className="input"
            style={{ width: '5rem' }}
            inputMode="numeric"
            value={rank}
            onChange={(event) => setRank(event.target.value.replace(/\D/g, ''))}
            aria-label={t('ops_games_hot_rank_of', { name: game.name })}
            placeholder="—"
          />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
            {t('ops_games_save')}
          </button>
        </form>
      </td>
    </tr>
  );
}

/** Every game of the catalog, enabled or not, searchable by vendor, name and state. */
export function GamesPanel({ catalog }: { catalog: OpsGamesCatalog }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [vendor, setVendor] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const [pageNo, setPageNo] = useState(1);
  const games = useOpsGames({
    pageNo,
    pageSize: 20,
    ...(q ? { q } : {}),
    ...(vendor ? { vendor } : {}),
    ...(shown === 'hot' ? { hot: true } : {}),
    ...(shown === 'enabled' || shown === 'disabled' ? { enabled: shown === 'enabled' } : {}),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPageNo(1);
  };
  return (
    <div className={styles.card}>
      <h2>{t('ops_games_games')}</h2>
      <form className={styles.row} onSubmit={search}>
        <TextField label={t('ops_games_search')} value={draft} onValue={setDraft} optional />
        <SelectField
          label={t('ops_games_vendor')}
          value={vendor}
          onValue={(value) => {
            setVendor(value);
            setPageNo(1);
          }}
        >
          <option value="">{t('ops_games_all_vendors')}</option>
          {catalog.vendors.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('ops_games_show')}
          value={shown}
          onValue={(value) => {
            setShown(value as Shown);
            setPageNo(1);
          }}
        >
          {(['all', 'enabled', 'disabled', 'hot'] as const).map((entry) => (
            <option key={entry} value={entry}>
              {t(`ops_games_show_${entry}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          {t('ops_games_search_button')}
        </button>
      </form>
      <QueryView query={games} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <>
            <p className={styles.muted}>{t('ops_games_found', { count: page.total })}</p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_games_game')}</th>
                    <th>{t('ops_games_enabled')}</th>
                    <th>{t('ops_games_hot_rank')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((game) => (
                    <GameLine key={`${game.nodeId}-${game.enabled}-${game.hotRank}`} game={game} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page.pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </div>
  );
}
