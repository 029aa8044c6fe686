import {
  formatMultiplier,
  formatRtpFraction,
  paletteOf,
  scatterCells,
  slotPaytable,
  slotSymbolView,
  winningCells,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
  type SlotConfig,
  type SlotSpin,
  type SlotWin,
} from '@app/house-games';
import type { GameSession } from '../../api/provider-api';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { gameSound } from '../../lib/game-sound';
import { minorText } from '../../lib/money';
import { symbolNameKey } from '../../lib/slot-text';
import { reelsStopped, reelTop, slotMoment, slotTimeline, type SlotTimeline } from '../../lib/slot-timeline';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import { SlotSymbol } from './slot-symbol';
import styles from './slots.module.css';

function useSymbolName(config: SlotConfig): (symbolId: number) => string {
  const { t } = useTranslation();
  return (symbolId) => t(symbolNameKey(slotSymbolView(config, symbolId).name));
}

function useWinText(config: SlotConfig): (win: SlotWin) => string {
  const { t } = useTranslation();
  const symbolName = useSymbolName(config);
  return (win) =>
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
}

/** What the reels show at a moment: which spin, how far into it, which paid item is presented. */
interface ReelState {
  spin: number;
  /** ms into the spin while its reels turn; null once they have stopped. */
  turning: number | null;
  phase: 'spin' | 'wins' | 'feature' | 'bigWin' | 'done';
  /** The presented win (index into wins, scatter last) while wins are shown. */
  presented: number | null;
  local: number;
}

function reelStateAt(
  timeline: SlotTimeline,
  spins: readonly SlotSpin[],
  progress: number,
  picked: number,
): ReelState {
  const moment = slotMoment(timeline, progress);
  if (!moment) return { spin: picked, turning: null, phase: 'done', presented: null, local: 1 };
  const { segment, local, elapsed } = moment;
  const spin = spins[segment.spin]!;
  const paid = spin.wins.length + (spin.scatter.win > 0 ? 1 : 0);
  return {
    spin: segment.spin,
    turning: segment.kind === 'spin' ? elapsed : null,
    phase: segment.kind,
    presented: segment.kind === 'wins' && paid > 0 ? Math.floor(local * Math.min(4, paid)) % paid : null,
    local,
  };
}

/** One reel: while turning, its strip runs down and lands on the stop; then the window's symbols. */
function Reel({
  config,
  spin,
  reel,
  turning,
  lit,
  symbolName,
}: {
  config: SlotConfig;
  spin: SlotSpin;
  reel: number;
  turning: number | null;
  lit: ReadonlySet<string>;
  symbolName: (id: number) => string;
}) {
  const strip = config.strips[reel]!;
  const stop = spin.stops[reel]!;
  const top = turning === null ? stop : reelTop(stop, strip.length, reel, turning, spin.kind);
  const moving = top !== stop;
  const base = Math.floor(top);
  const shift = top - base;
  const symbols = moving
    ? Array.from({ length: config.rows + 1 }, (_, k) => strip[(base + k) % strip.length]!)
    : spin.window[reel]!;
  const style: CSSProperties = moving
    ? {
        transform: `translate3d(0, ${(-shift * 100) / (config.rows + 1)}%, 0)`,
        height: `${((config.rows + 1) * 100) / config.rows}%`,
      }
    : {};
  return (
    <div className={styles.reel}>
      <div className={`${styles.strip} ${moving ? styles.moving : ''}`} style={style}>
        {symbols.map((symbolId, row) => (
          <span
            key={moving ? `m${row}` : row}
            className={`${styles.cell} ${!moving && lit.has(`${reel}:${row}`) ? styles.lit : ''}`}
          >
            <SlotSymbol
              config={config}
              symbolId={symbolId}
              label={moving ? undefined : symbolName(symbolId)}
            />
          </span>
        ))}
      </div>
    </div>
  );
}

/** The polyline of a payline through the centres of its cells, in cell units. */
const linePoints = (config: SlotConfig, line: number) =>
  (config.lines[line] ?? []).map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');

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
  const winText = useWinText(config);
  const [picked, setPicked] = useState(0);
  const { spins } = record.outcome;
  const timeline = useMemo(
    () => slotTimeline(spins, config.reels, record.win, record.stake),
    [spins, config.reels, record.win, record.stake],
  );
  const state = reelStateAt(timeline, spins, progress, picked);
  const spin = spins[state.spin] ?? spins[0]!;
  const palette = paletteOf(config.theme);
  const stopped =
    state.turning === null ? config.reels : reelsStopped(config.reels, state.turning, spin.kind);

  useSlotSounds(state, stopped, timeline, record.win > 0);

  const paidItems = [...spin.wins.map((win) => ({ win, text: winText(win) }))];
  const scatterText =
    spin.scatter.win > 0
      ? t('gc_scatter_win', { count: spin.scatter.count, amount: minorText(spin.scatter.win) })
      : null;
  const presentedWin = state.presented !== null ? spin.wins[state.presented] : undefined;
  const presentingScatter = state.presented !== null && state.presented === spin.wins.length;
  const showAll = state.phase === 'done' || state.phase === 'feature' || state.phase === 'bigWin';
  const litCells =
    state.turning !== null
      ? []
      : presentedWin
        ? winningCells(config, spin, presentedWin)
        : presentingScatter || (showAll && (spin.scatter.win > 0 || spin.freeSpinsAwarded > 0))
          ? [
              ...scatterCells(config, spin),
              ...(showAll ? spin.wins.flatMap((win) => winningCells(config, spin, win)) : []),
            ]
          : showAll
            ? spin.wins.flatMap((win) => winningCells(config, spin, win))
            : [];
  const lit = new Set(litCells.map(([reel, row]) => `${reel}:${row}`));
  const lines = spin.wins.flatMap((win) => (win.kind === 'line' && win === presentedWin ? [win.line] : []));
  const freeSpinNumber = spins.slice(0, state.spin + 1).filter((each) => each.kind === 'free').length;
  const freeSpinsTotal = spins.filter((each) => each.kind === 'free').length;
  const wonSoFar = spins
    .slice(0, state.spin + (state.turning === null ? 1 : 0))
    .reduce((sum, each) => sum + each.win, 0);

  return (
    <div className={styles.slots} style={{ '--slot-accent': palette.accent } as CSSProperties}>
      <div className={styles.machine} style={{ background: palette.backdrop, borderColor: palette.rim }}>
        <p className={styles.meter} aria-live="off">
          {spin.kind === 'free' ? (
            <span className={styles.freeMeter}>
              {t('gc_free_spin_of', { n: freeSpinNumber, total: freeSpinsTotal })} · ×{spin.multiplier}
            </span>
          ) : (
            <span>
              {config.mode === 'lines'
                ? t('gc_lines', { count: config.lines.length })
                : t('gc_ways', { count: config.ways })}
            </span>
          )}
          <span>
            {t('gc_round_win', { amount: minorText(state.phase === 'done' ? record.win : wonSoFar) })}
          </span>
        </p>
        <div
          className={styles.window}
          style={
            {
              gridTemplateColumns: `repeat(${config.reels}, minmax(0, 1fr))`,
              aspectRatio: `${config.reels} / ${config.rows}`,
              '--ratio': config.reels / config.rows,
            } as CSSProperties
          }
          role="group"
          aria-label={t('gc_reels')}
          data-spinning={state.turning !== null ? 'true' : undefined}
        >
          {Array.from({ length: config.reels }, (_, reel) => (
            <Reel
              key={reel}
              config={config}
              spin={spin}
              reel={reel}
              turning={reel < stopped ? null : state.turning}
              lit={lit}
              symbolName={symbolName}
            />
          ))}
          {lines.length > 0 && (
            <svg
              className={styles.paylines}
              viewBox={`0 0 ${config.reels} ${config.rows}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {lines.map((line) => (
                <polyline key={line} points={linePoints(config, line)} stroke={palette.accent} />
              ))}
            </svg>
          )}
          {state.phase === 'wins' && (presentedWin || presentingScatter) && (
            <p className={styles.winBanner}>{presentedWin ? winText(presentedWin) : scatterText}</p>
          )}
          {state.phase === 'feature' && (
            <div className={styles.overlay}>
              <p className={styles.featureTitle}>{t('gc_free_spins_title')}</p>
              <p className={styles.featureCount}>{spin.freeSpinsAwarded}</p>
              {config.freeSpins && (
                <p className={styles.featureNote}>
                  {t('gc_free_spins_multiplier', { multiplier: config.freeSpins.multiplier })}
                </p>
              )}
            </div>
          )}
          {state.phase === 'bigWin' && timeline.bigWin && (
            <div className={`${styles.overlay} ${styles.bigWin}`}>
              <p className={styles.bigWinTitle}>{t(`gc_big_win_${timeline.bigWin}`)}</p>
              <p className={styles.bigWinAmount}>
                {minorText(Math.floor(record.win * Math.min(1, state.local * 1.4)))}
              </p>
            </div>
          )}
        </div>
      </div>
      {state.phase === 'done' && (
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
          <ul className={styles.winList}>
            {paidItems.map(({ text }, index) => (
              <li key={index} className={styles.good}>
                {text}
              </li>
            ))}
            {scatterText && <li className={styles.good}>{scatterText}</li>}
            {paidItems.length === 0 && !scatterText && (
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

/** Sounds follow the presentation: a whoosh per spin, a thump per reel landing, chimes for wins. */
function useSlotSounds(state: ReelState, stopped: number, timeline: SlotTimeline, won: boolean) {
  const last = useRef<{ spin: number; stopped: number; phase: ReelState['phase'] } | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { spin: state.spin, stopped, phase: state.phase };
    if (!before || state.phase === 'done') {
      if (before && before.phase !== 'done' && !won) gameSound.lose();
      if (!before && state.phase === 'spin') gameSound.spin();
      return;
    }
    if (state.spin !== before.spin && state.phase === 'spin') gameSound.spin();
    if (state.spin === before.spin && stopped > before.stopped) gameSound.reelStop();
    if (state.phase !== before.phase) {
      if (state.phase === 'wins') gameSound.win();
      if (state.phase === 'feature') gameSound.feature();
      if (state.phase === 'bigWin' && timeline.bigWin) gameSound.bigWin();
    }
  }, [state.spin, state.phase, stopped, timeline.bigWin, won]);
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
            <SlotSymbol config={config} symbolId={row.symbol.id} className={styles.paySymbol} />
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
      {config.mode === 'lines' && (
        <div className={styles.lineMaps}>
          {config.lines.map((_, line) => (
            <svg
              key={line}
              className={styles.lineMap}
              viewBox={`0 0 ${config.reels} ${config.rows}`}
              role="img"
              aria-label={t('gc_line_n', { n: line + 1 })}
            >
              <polyline points={linePoints(config, line)} />
            </svg>
          ))}
        </div>
      )}
    </Modal>
  );
}

/** The machine at rest before the first spin: each reel at the top of its strip. */
function SlotsIdle({ config }: { config: SlotConfig }) {
  const { t } = useTranslation();
  const symbolName = useSymbolName(config);
  const palette = paletteOf(config.theme);
  const stops = config.strips.map(() => 0);
  const spin: SlotSpin = {
    kind: 'base',
    stops,
    window: config.strips.map((strip) =>
      Array.from({ length: config.rows }, (_, row) => strip[row % strip.length]!),
    ),
    multiplier: 1,
    wins: [],
    scatter: { count: 0, pay: 0, win: 0 },
    freeSpinsAwarded: 0,
    freeSpinsRemaining: 0,
    win: 0,
  };
  return (
    <div className={styles.slots} style={{ '--slot-accent': palette.accent } as CSSProperties}>
      <div className={styles.machine} style={{ background: palette.backdrop, borderColor: palette.rim }}>
        <p className={styles.meter}>
          <span>
            {config.mode === 'lines'
              ? t('gc_lines', { count: config.lines.length })
              : t('gc_ways', { count: config.ways })}
          </span>
          <span>{t('gc_first_round')}</span>
        </p>
        <div
          className={styles.window}
          style={
            {
              gridTemplateColumns: `repeat(${config.reels}, minmax(0, 1fr))`,
              aspectRatio: `${config.reels} / ${config.rows}`,
              '--ratio': config.reels / config.rows,
            } as CSSProperties
          }
          role="group"
          aria-label={t('gc_reels')}
        >
          {stops.map((_, reel) => (
            <Reel
              key={reel}
              config={config}
              spin={spin}
              reel={reel}
              turning={null}
              lit={new Set()}
              symbolName={symbolName}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

const isSlots = (record: RoundRecord): record is RoundRecordOf<'slots'> => record.engine === 'slots';

/**
 * Slots: the theme's symbols on reels that spin and stop one after another, winning lines drawn with
 * their pays, free spins played through, a big-win show, autoplay and turbo, the paytable.
 */
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
          autoplay: true,
          idle: <SlotsIdle config={config} />,
          tools: (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPaytable(true)}>
              {t('gc_paytable')}
            </button>
          ),
          betFor,
          animationMs: (record) =>
            isSlots(record)
              ? slotTimeline(record.outcome.spins, config.reels, record.win, record.stake).total
              : 0,
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
