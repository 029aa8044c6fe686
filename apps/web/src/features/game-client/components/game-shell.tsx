import type { RoundRecord } from '@app/house-games';
import { hpRoundSummaryOf, type HpBet, type HpRoundResult } from '@app/house-provider/client-api';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { afterAutoplayRound, startAutoplay, type AutoplayState, type AutoplayStop } from '../lib/autoplay';
import { setMuted, useMuted } from '../lib/game-sound';
import { announceRoundSettled } from '../../../lib/round-settled';
import { providerApi, type GameSession, type ProviderApi } from '../api/provider-api';
import { decimalMinor, decimalText, minorText } from '../lib/money';
import { newRequestId } from '../lib/request-id';
import { defaultStake } from '../lib/stakes';
import { hpErrorKeyOf, useGameErrorText } from '../lib/use-game-error-text';
import { useAnimationProgress, useRoundAnimation } from '../lib/use-round-animation';
import { AutoplayControls } from './autoplay-controls';
import { SpeakerIcon } from './speaker-icon';
import { FairnessPanel } from './fairness-panel';
import styles from './game-shell.module.css';
import { HistoryList } from './history-list';
import { RoundRecallDialog } from './round-recall-dialog';
import { StakePicker } from './stake-picker';
import { useSummaryText } from './use-summary-text';

/** A bet ready to play with its total stake, or why the current choice cannot be played. */
export type BetChoice = { bet: HpBet; total: number } | { problem: string };

/** What a game engine's client puts into the shell. */
export interface EngineView {
  playLabel: string;
  /** The engine's own bet inputs (spots, target, fish), controlled by the engine's client. */
  options?: ReactNode;
  /** Extra buttons beside the game's name (the slots' paytable). */
  tools?: ReactNode;
  /** The empty stage before the first round (a table, a sea); a short hint when absent. */
  idle?: ReactNode;
  /** Shown under the stage (the tables' road maps). */
  board?: ReactNode;
  /** Offers autoplay (with its stop conditions) and turbo. */
  autoplay?: boolean;
  /**
   * Two-step rounds (video poker): an open round (dealt, bet taken) is finished by this call, which
   * the play button makes under `label` while the round is open.
   */
  finish?: { label: string; call: (api: ProviderApi, open: HpRoundResult) => Promise<HpRoundResult> };
  betFor: (stake: number) => BetChoice;
  /** How long the newest round's result animates (0: shown at once). */
  animationMs: (record: RoundRecord) => number;
  /**
   * The round drawn at an animation progress from 0 to 1 (1: as it ended; recall always draws 1).
   * `finish` ends the animation at once (a scratch card fully scratched).
   */
  renderResult: (record: RoundRecord, progress: number, finish: () => void) => ReactNode;
}

interface GameShellProps {
  session: GameSession;
  /** The stakes to pick from (per spot on tables), smallest first. */
  steps: readonly number[];
  engine: EngineView;
}

/**
 * The stage: the idle scene, or the newest round drawn at its animation's progress. It alone
 * re-renders on every frame of an animation (the rest of the shell when it starts and ends).
 */
function RoundStage({
  round,
  step,
  durationMs,
  done,
  onEnd,
  onSkip,
  engine,
}: {
  round: RoundRecord | null;
  step: string | null;
  durationMs: number;
  done: boolean;
  onEnd: (step: string | null) => void;
  onSkip: () => void;
  engine: EngineView;
}) {
  const { t } = useTranslation();
  const progress = useAnimationProgress(step, durationMs, done, onEnd);
  return (
    <section className={styles.stage} aria-label={t('gc_result')}>
      {round
        ? engine.renderResult(round, progress, onSkip)
        : (engine.idle ?? <p className={styles.muted}>{t('gc_first_round')}</p>)}
      {!done && (
        <button type="button" className={`btn btn-secondary btn-sm ${styles.skip}`} onClick={onSkip}>
          {t('gc_skip')}
        </button>
      )}
    </section>
  );
}

const HISTORY_LIMIT = 20;
/** A two-step round is shown twice: dealt (open), then drawn. */
const stepOf = (result: HpRoundResult) => `${result.roundId}${result.open ? ':open' : ''}`;
/** Turbo plays the same animation in this share of its time. */
const TURBO_SHARE = 0.35;
/** Under autoplay a shown round stays this long before the next one starts. */
const AUTOPLAY_PAUSE_MS = 700;

/**
 * Everything every game client shares: name, mode, balance, stake, play, the result with a short
 * skippable animation, the win (or pending win, or refusal), the last rounds with their recall, and
 * the fairness proof. Real rounds refresh the site's header balance once they have been shown.
 */
export function GameShell({ session, steps, engine }: GameShellProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useGameErrorText();
  const summaryText = useSummaryText();
  const { sessionToken } = session;
  const api = useMemo(() => providerApi(sessionToken), [sessionToken]);
  const [stake, setStake] = useState(() => defaultStake(steps));
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  // A hand dealt before a reload is shown again, waiting for its draw.
  const [last, setLast] = useState<HpRoundResult | null>(session.openRound ?? null);
  const [recallId, setRecallId] = useState<string | null>(null);
  // A request whose answer was lost keeps its id, so playing again cannot play it twice.
  const unanswered = useRef<string | null>(null);
  const settled = useRef<string | null>(null);
  const muted = useMuted();
  const [turbo, setTurbo] = useState(false);
  const [auto, setAuto] = useState<AutoplayState | null>(null);
  const [autoStopped, setAutoStopped] = useState<AutoplayStop | 'error' | null>(null);

  const historyKey = ['hp-rounds', sessionToken] as const;
  const history = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) => api.rounds(HISTORY_LIMIT, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

  const play = useMutation({
    mutationFn: (bet: HpBet) => {
      unanswered.current ??= newRequestId();
      return api.play(unanswered.current, bet);
    },
    onSuccess: (result) => {
      unanswered.current = null;
      setLast(result);
      setFairness(result.fairness);
    },
    onError: (error) => {
      setAuto(null);
      if (error instanceof ApiError && (error.kind === 'server' || error.kind === 'unknown'))
        unanswered.current = null;
      if (hpErrorKeyOf(error) === 'insufficient_funds') {
        void api.session().then(
          (state) => setBalance(state.balance),
          () => undefined,
        );
      }
    },
  });

  const finish = useMutation({
    mutationFn: (open: HpRoundResult) => engine.finish!.call(api, open),
    onSuccess: (result) => {
      setLast(result);
      setFairness(result.fairness);
    },
  });

  const step = last ? stepOf(last) : null;
  const durationMs = last ? engine.animationMs(last.round) * (turbo ? TURBO_SHARE : 1) : 0;
  const animation = useRoundAnimation(step, durationMs);
  const shown = last && animation.done ? last : null;

  const choice = engine.betFor(stake);
  const balanceMinor = decimalMinor(balance);
  const problem =
    'problem' in choice
      ? choice.problem
      : balanceMinor !== null && choice.total > balanceMinor
        ? t('gc_insufficient')
        : null;
  const open = shown?.open === true && engine.finish !== undefined;
  const busy = play.isPending || finish.isPending || !animation.done;

  // Once a round has been shown: the balance it left, the history, the site's header.
  const autoRound = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || settled.current === stepOf(shown)) return;
    settled.current = stepOf(shown);
    setBalance(shown.balance);
    void queryClient.invalidateQueries({ queryKey: historyKey });
    if (session.mode === 'real') announceRoundSettled(queryClient);
    // historyKey is rebuilt each render from the session token, which the effect already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, queryClient, session.mode, sessionToken]);

  // Autoplay: a short pause after a round is shown, then the next one unless a stop condition is met.
  useEffect(() => {
    if (!auto || !shown || autoRound.current === shown.roundId) return;
    const timer = setTimeout(
      () => {
        autoRound.current = shown.roundId;
        const after = afterAutoplayRound(auto, shown.round, 'total' in choice ? choice.total : 0);
        const balanceAfter = decimalMinor(shown.balance);
        const affordable = 'bet' in choice && (balanceAfter === null || choice.total <= balanceAfter);
        if ('stop' in after || !affordable) {
          setAuto(null);
          setAutoStopped('stop' in after ? after.stop : 'error');
        } else {
          setAuto(after.next);
          play.mutate(choice.bet);
        }
      },
      turbo ? AUTOPLAY_PAUSE_MS * TURBO_SHARE : AUTOPLAY_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [auto, shown, choice, play, turbo]);

  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{session.game.gameName}</h1>
          <span className={session.mode === 'demo' ? styles.demoBadge : styles.realBadge}>
            {t(session.mode === 'demo' ? 'gc_mode_demo' : 'gc_mode_real')}
          </span>
          {engine.tools}
          <button
            type="button"
            className={styles.soundButton}
            aria-pressed={!muted}
            aria-label={t('gc_sound')}
            onClick={() => setMuted(!muted)}
          >
            <SpeakerIcon muted={muted} />
          </button>
        </div>
        <p className={styles.balance}>
          <span className={styles.label}>{t('gc_balance')}</span>
          <strong data-testid="game-balance">{decimalText(balance)}</strong>
        </p>
      </header>

      <RoundStage
        round={last?.round ?? null}
        step={step}
        durationMs={durationMs}
        done={animation.done}
        onEnd={animation.end}
        onSkip={animation.skip}
        engine={engine}
      />

      <div className={styles.outcome} aria-live="polite" aria-atomic="true" data-testid="round-outcome">
        {shown && !shown.open && (
          <>
            <p className={shown.round.win > 0 ? styles.winText : styles.noWinText}>
              {shown.round.win > 0 ? t('gc_win', { amount: minorText(shown.round.win) }) : t('gc_no_win')}
            </p>
            <p className={styles.muted}>{summaryText(hpRoundSummaryOf(shown.round))}</p>
            {shown.winPending && <p className={styles.notice}>{t('gc_win_pending')}</p>}
          </>
        )}
      </div>
      {engine.board}
      {(play.isError || finish.isError) && (
        <p className={styles.error} role="alert">
          {errorText(play.error ?? finish.error)}
        </p>
      )}

      <form
        className={styles.controls}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (open) finish.mutate(shown);
          else if ('bet' in choice && !problem) play.mutate(choice.bet);
        }}
      >
        {engine.options}
        <StakePicker
          steps={steps}
          stake={stake}
          onChange={setStake}
          disabled={busy || open || auto !== null}
        />
        {'total' in choice && choice.total !== stake && (
          <p className={styles.muted}>{t('gc_total_stake', { amount: minorText(choice.total) })}</p>
        )}
        {problem && !open && <p className={styles.problem}>{problem}</p>}
        <button
          type="submit"
          className={`btn btn-primary btn-lg ${styles.play}`}
          disabled={busy || (!open && problem !== null) || auto !== null}
        >
          {play.isPending || finish.isPending
            ? t('gc_playing')
            : open
              ? engine.finish!.label
              : engine.playLabel}
        </button>
        {engine.autoplay && (
          <AutoplayControls
            running={auto}
            turbo={turbo}
            disabled={busy || problem !== null}
            onTurbo={setTurbo}
            onStop={() => setAuto(null)}
            onStart={(plan) => {
              if (!('bet' in choice) || problem) return;
              setAutoStopped(null);
              autoRound.current = shown?.roundId ?? null;
              // The first round counts as the first of the plan.
              setAuto({ ...startAutoplay(plan) });
              play.mutate(choice.bet);
            }}
          />
        )}
        {autoStopped && (
          <p className={styles.muted} role="status">
            {t(`gc_autoplay_stopped_${autoStopped}`)}
          </p>
        )}
      </form>

      <HistoryList rounds={history} onOpen={setRecallId} />
      <FairnessPanel
        api={api}
        sessionToken={sessionToken}
        fairness={fairness}
        onFairness={setFairness}
        last={shown}
        busy={busy}
      />
      {recallId && (
        <RoundRecallDialog
          api={api}
          sessionToken={sessionToken}
          roundId={recallId}
          onClose={() => setRecallId(null)}
          renderResult={(record) => engine.renderResult(record, 1, () => undefined)}
        />
      )}
    </div>
  );
}
