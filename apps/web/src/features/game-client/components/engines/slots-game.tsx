import {
  formatMultiplier,
  formatRtpFraction,
  scatterCells,
  slotPaytable,
  slotSymbolView,
  winningCells,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
  type SlotConfig,
  type SlotWin,
} from '@app/house-games';
import type { GameSession } from '../../api/provider-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { minorText } from '../../lib/money';
import { symbolNameKey } from '../../lib/slot-text';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './engines.module.css';

/** Reels stop one after another within this time. */
const SPIN_MS = 900;

function useSymbolName(config: SlotConfig): (symbolId: number) => string {
  const { t } = useTranslation();
  return (symbolId) => t(symbolNameKey(slotSymbolView(config, symbolId).name));
}

function SlotsResult({
  config,
  record,
  progress,
}: {
  config: SlotConfig;
  record: RoundRecordOf<'slots'>;
  progress: number;
}) {
  const { t } = useTranslation();
  const symbolName = useSymbolName(config);
  const [picked, setPicked] = useState(0);
  const { spins } = record.outcome;
  const spin = spins[picked] ?? spins[0]!;
  const over = progress >= 1;
  const stopped = over ? config.reels : Math.floor(progress * (config.reels + 1));
  const lit = new Set(
    over
      ? [
          ...spin.wins.flatMap((win) => winningCells(config, spin, win)),
          ...(spin.scatter.win > 0 || spin.freeSpinsAwarded > 0 ? scatterCells(config, spin) : []),
        ].map(([reel, row]) => `${reel}:${row}`)
      : [],
  );
  const winText = (win: SlotWin) =>
    win.kind === 'line'
      ? t('gc_line_win', {
          line: win.line + 1,
          count: win.count,
          symbol: symbolName(win.symbol),
          amount: minorText(win.win),
        })
      : t('gc_ways_win', {
          ways: win.ways,
          count: win.count,
          symbol: symbolName(win.symbol),
          amount: minorText(win.win),
        });

  return (
    <div className={styles.slots}>
      <div
        className={styles.reels}
        style={{ gridTemplateColumns: `repeat(${config.reels}, minmax(0, 1fr))` }}
        role="group"
        aria-label={t('gc_reels')}
      >
        {spin.window.map((column, reel) => (
          <div key={reel} className={styles.reel}>
            {column.map((symbolId, row) => {
              if (reel >= stopped)
                return <span key={row} className={`${styles.cell} ${styles.spinning}`} aria-hidden="true" />;
              const view = slotSymbolView(config, symbolId);
              return (
                <span
                  key={row}
                  className={`${styles.cell} ${lit.has(`${reel}:${row}`) ? styles.lit : ''}`}
                  style={{ background: view.colour }}
                  role="img"
                  aria-label={symbolName(symbolId)}
                >
                  {view.label}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {over && (
        <>
          {spins.length > 1 && (
            <div className={styles.spinTabs} role="group" aria-label={t('gc_spins')}>
              {spins.map((each, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.spinTab}
                  aria-pressed={index === picked}
                  onClick={() => setPicked(index)}
                >
                  {each.kind === 'base' ? t('gc_spin_base') : t('gc_spin_free', { n: index })}
                  {each.win > 0 && <span className={styles.good}> {minorText(each.win)}</span>}
                </button>
              ))}
            </div>
          )}
          <ul className={styles.betResults}>
            {spin.wins.map((win, index) => (
              <li key={index} className={styles.good}>
                {winText(win)}
              </li>
            ))}
            {spin.scatter.win > 0 && (
              <li className={styles.good}>
                {t('gc_scatter_win', { count: spin.scatter.count, amount: minorText(spin.scatter.win) })}
              </li>
            )}
            {spin.wins.length === 0 && spin.scatter.win === 0 && (
              <li className={styles.muted}>{t('gc_spin_no_win')}</li>
            )}
          </ul>
          {spin.freeSpinsAwarded > 0 && (
            <p className={styles.verdict}>{t('gc_free_spins_won', { count: spin.freeSpinsAwarded })}</p>
          )}
        </>
      )}
    </div>
  );
}

function PaytableDialog({
  config,
  title,
  onClose,
}: {
  config: SlotConfig;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const symbolName = useSymbolName(config);
  return (
    <Modal title={t('gc_paytable_title', { name: title })} onClose={onClose} size="large">
      <p className={styles.muted}>
        {config.mode === 'lines'
          ? t('gc_lines', { count: config.lines.length })
          : t('gc_ways', { count: config.ways })}
        {' · '}
        {t('gc_rtp', { rtp: formatRtpFraction(config.rtp) })}
      </p>
      <p className={styles.muted}>{t(config.mode === 'lines' ? 'gc_pays_line' : 'gc_pays_way')}</p>
      <ul className={styles.paytable}>
        {slotPaytable(config).map((row) => (
          <li key={row.symbol.id} className={styles.payRow}>
            <span className={styles.cell} style={{ background: row.symbol.colour }} aria-hidden="true">
              {row.symbol.label}
            </span>
            <span className={styles.payName}>{symbolName(row.symbol.id)}</span>
            <span className={styles.pays}>
              {row.pays.map((pay) => (
                <span key={pay.count}>
                  {t('gc_count_of', { count: pay.count })}: {formatMultiplier(pay.pay)}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('gc_pays_scatter')}</p>
      <p className={styles.muted}>{t('gc_wild_rule')}</p>
      {config.freeSpins && (
        <p className={styles.muted}>
          {t('gc_free_spins_rule', {
            count: config.freeSpins.triggerCount,
            multiplier: `×${config.freeSpins.multiplier}`,
          })}
        </p>
      )}
    </Modal>
  );
}

const isSlots = (record: RoundRecord): record is RoundRecordOf<'slots'> => record.engine === 'slots';

/** Slots: a stake in whole credits, a spin, the window with its wins lit, free spins, the paytable. */
export function SlotsGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'slots' }>;
}) {
  const { t } = useTranslation();
  const [paytable, setPaytable] = useState(false);
  const config = engine.config;
  const betFor = (stake: number): BetChoice => ({ bet: { stake }, total: stake });

  return (
    <>
      <GameShell
        session={session}
        steps={stakeSteps(engine)}
        engine={{
          playLabel: t('gc_play_slots'),
          tools: (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPaytable(true)}>
              {t('gc_paytable')}
            </button>
          ),
          betFor,
          animationMs: () => SPIN_MS,
          renderResult: (record, progress) =>
            isSlots(record) ? (
              <SlotsResult
                key={`${record.proof.serverSeedHash}:${record.proof.nonce}`}
                config={config}
                record={record}
                progress={progress}
              />
            ) : null,
        }}
      />
      {paytable && (
        <PaytableDialog config={config} title={session.game.gameName} onClose={() => setPaytable(false)} />
      )}
    </>
  );
}
