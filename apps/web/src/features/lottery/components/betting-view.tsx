import type { LotteryMenuGame } from '@app/contracts';
import type { LpBetTypeView, LpGameDetail, LpSession } from '@app/lottery-provider/client-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { refreshBalance } from '../../../lib/wallet-balance';
import { forgetSession, getDraws, getGameDetail, lotterySession, ticketApi } from '../api/lottery-provider';
import { minorText } from '../lib/money';
import { linePrice, parsePickText, quickPick, slipTotal, type SlipLine } from '../lib/slip';
import { lpErrorKeyOf, useLotteryErrorText } from '../lib/use-lottery-error-text';
import { Countdown } from './countdown';
import { DrawHistory } from './draw-history';
import { DrawResult } from './draw-result';
import styles from './lottery.module.css';
import { MyTickets, ticketsKey } from './my-tickets';
import { TrendChart } from './trend-chart';

const newRequestId = () => `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The pick board of one bet type: token buttons per group, or a text box for wide number groups. */
function PickBoard({
  type,
  picks,
  onChange,
}: {
  type: LpBetTypeView;
  picks: string[][];
  onChange: (picks: string[][]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (groupIndex: number, token: string) =>
    onChange(
      picks.map((group, index) =>
        index !== groupIndex
          ? group
          : group.includes(token)
            ? group.filter((p) => p !== token)
            : [...group, token],
      ),
    );
  return (
    <div className={styles.board}>
      {type.groups.map((group, index) => (
        <fieldset key={`${type.code}-${index}`} className={styles.group}>
          <legend>{t(`lt_group_${group.label}`, { defaultValue: group.label })}</legend>
          {group.tokens && group.tokens.length <= 80 ? (
            group.tokens.map((token) => (
              <button
                key={token}
                type="button"
                className={styles.token}
                aria-pressed={picks[index]?.includes(token) ?? false}
                onClick={() => toggle(index, token)}
              >
                {t(`lt_token_${token}`, { defaultValue: token })}
              </button>
            ))
          ) : (
            <input
              type="text"
              inputMode="numeric"
              aria-label={t('lt_type_numbers')}
              placeholder={t('lt_type_numbers')}
              value={(picks[index] ?? []).join(' ')}
              onChange={(event) =>
                onChange(picks.map((g, i) => (i === index ? parsePickText(event.target.value) : g)))
              }
            />
          )}
        </fieldset>
      ))}
    </div>
  );
}

function oddsText(odds: Record<string, number>): string {
  return Object.entries(odds)
    .map(([key, value]) => (key ? `${key} ${value}` : String(value)))
    .join(' · ');
}

/** Builds the slip: bet type, picks, quick pick, several selections, unit, multiplier and chase. */
function BetSlip({ detail, session }: { detail: LpGameDetail; session: LpSession }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useLotteryErrorText();
  const [typeCode, setTypeCode] = useState(detail.betTypes[0]?.code ?? '');
  const type = detail.betTypes.find((each) => each.code === typeCode) ?? detail.betTypes[0]!;
  const [picks, setPicks] = useState<string[][]>(() => type.groups.map(() => []));
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [unit, setUnit] = useState('1.00');
  const [multiplier, setMultiplier] = useState(1);
  const [chase, setChase] = useState(1);
  const [stopOnWin, setStopOnWin] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [notice, setNotice] = useState<string | null>(null);

  const price = linePrice(detail.family, type.code, picks);
  const total = slipTotal(lines, unit, multiplier, chase);
  const chooseType = (code: string) => {
    setTypeCode(code);
    setPicks((detail.betTypes.find((each) => each.code === code) ?? type).groups.map(() => []));
  };
  const addLine = () => {
    if (!price.ok) return;
    setLines([...lines, { betType: type.code, picks, bets: price.bets }]);
    setPicks(type.groups.map(() => []));
  };

  const buy = useMutation({
    mutationFn: () =>
      ticketApi(session.sessionToken).buy({
        requestId,
        gameCode: detail.code,
        oddsVersion: detail.oddsVersion,
        // The issue on screen: if it closes before the slip arrives, the slip is refused, not moved on.
        ...(detail.current ? { issue: detail.current.issue } : {}),
        unit,
        multiplier,
        selections: lines.map(({ betType, picks: chosen }) => ({ betType, picks: chosen })),
        chase: { draws: chase, stopOnWin },
      }),
    onSuccess: (result) => {
      setConfirming(false);
      setLines([]);
      setRequestId(newRequestId());
      setNotice(t('lt_bought', { count: result.tickets.length }));
      refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: ticketsKey(detail.code) });
    },
    onError: (error) => {
      const key = lpErrorKeyOf(error);
      if (key === 'not_logged_in' || key === 'invalid_launch_token') forgetSession(detail.code);
      if (key === 'odds_changed' || key === 'betting_closed') {
        void queryClient.invalidateQueries({ queryKey: ['lp-game', detail.code] });
      }
      // A refusal is final for this request id: the next attempt is a new purchase.
      if (key !== 'order_in_progress') setRequestId(newRequestId());
    },
  });

  return (
    <section aria-labelledby="bet-slip" className={styles.slip}>
      <h2 id="bet-slip">{t('lt_bet_slip')}</h2>
      <label className={styles.field}>
        {t('lt_bet_type')}
        <select value={type.code} onChange={(event) => chooseType(event.target.value)}>
          {detail.betTypes.map((each) => (
            <option key={each.code} value={each.code}>
              {t(`lt_bet_${each.code}`)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.rule}>{i18n.language === 'bn' ? type.rule.bn : type.rule.en}</p>
      <p>
        {t('lt_odds')}: {oddsText(type.odds)}
      </p>
      <PickBoard type={type} picks={picks} onChange={setPicks} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => setPicks(quickPick(type))}>
          {t('lt_quick_pick')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={addLine} disabled={!price.ok}>
          {price.ok ? t('lt_add_selection', { count: price.bets }) : t('lt_add_selection_empty')}
        </button>
      </div>
      {lines.length > 0 && (
        <ul className={styles.selections} aria-label={t('lt_selections')}>
          {lines.map((line, index) => (
            <li key={index}>
              {t(`lt_bet_${line.betType}`)}: {line.picks.map((group) => group.join(' ')).join(' | ')} ·{' '}
              {t('lt_bets', { count: line.bets })}{' '}
              <button type="button" onClick={() => setLines(lines.filter((_, i) => i !== index))}>
                {t('lt_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.settings}>
        <label className={styles.field}>
          {t('lt_unit')}
          <input inputMode="decimal" value={unit} onChange={(event) => setUnit(event.target.value.trim())} />
        </label>
        <label className={styles.field}>
          {t('lt_multiplier')}
          <input
            type="number"
            min={1}
            max={10000}
            value={multiplier}
            onChange={(event) => setMultiplier(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
          />
        </label>
        <label className={styles.field}>
          {t('lt_chase_draws')}
          <input
            type="number"
            min={1}
            max={50}
            value={chase}
            onChange={(event) =>
              setChase(Math.min(50, Math.max(1, Math.floor(Number(event.target.value) || 1))))
            }
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={stopOnWin}
            onChange={(event) => setStopOnWin(event.target.checked)}
          />
          {t('lt_stop_on_win')}
        </label>
      </div>
      <p className={styles.total}>
        {t('lt_total')}: <strong data-testid="slip-total">{total === null ? '—' : minorText(total)}</strong>
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={lines.length === 0 || total === null}
        onClick={() => {
          setNotice(null);
          buy.reset();
          setConfirming(true);
        }}
      >
        {t('lt_place_bet')}
      </button>
      {notice && <p role="status">{notice}</p>}
      {confirming && total !== null && (
        <ConfirmDialog
          title={t('lt_confirm_title')}
          confirmLabel={t('lt_confirm')}
          busy={buy.isPending}
          error={buy.isError ? errorText(buy.error) : null}
          onConfirm={() => buy.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('lt_confirm_text', { count: lines.length, draws: chase, total: minorText(total) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The betting view of one game: countdown, issues, last results, trend, slip, my tickets, history. */
export function BettingView({ game }: { game: LotteryMenuGame }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useLotteryErrorText();
  const detail = useQuery({
    queryKey: ['lp-game', game.gameCode],
    queryFn: ({ signal }) => getGameDetail(game.gameCode, signal),
    refetchInterval: 15_000,
  });
  const draws = useQuery({
    queryKey: ['lp-draws', game.gameCode],
    queryFn: ({ signal }) => getDraws(game.gameCode, 30, signal),
    refetchInterval: 10_000,
  });
  const session = useQuery({
    queryKey: ['lp-session', game.gameCode],
    queryFn: () => lotterySession(game.gameCode, game.nodeId, i18n.language),
    staleTime: Infinity,
    retry: false,
  });
  const onClosed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['lp-game', game.gameCode] });
    void queryClient.invalidateQueries({ queryKey: ['lp-draws', game.gameCode] });
    void queryClient.invalidateQueries({ queryKey: ticketsKey(game.gameCode) });
    refreshBalance(queryClient);
  }, [queryClient, game.gameCode]);

  if (detail.isPending) return <p role="status">{t('lt_loading')}</p>;
  if (detail.isError) return <p role="alert">{errorText(detail.error)}</p>;
  const { current, previous } = detail.data;
  const results = (draws.data ?? []).flatMap((draw) => (draw.result ? [draw.result] : []));
  return (
    <div className={styles.betting}>
      <header className={styles.issueBar}>
        <h1>{game.gameName}</h1>
        {current && (
          <p data-testid="current-issue">
            {t('lt_issue')} <strong>{current.issue}</strong> · {t('lt_closes_in')}{' '}
            <Countdown key={current.drawId} to={current.closesAt} onDone={onClosed} />
          </p>
        )}
        {previous && (
          <p data-testid="previous-issue">
            {t('lt_previous')} <strong>{previous.issue}</strong>{' '}
            {previous.result ? <DrawResult result={previous.result} /> : t('lt_drawing')}
          </p>
        )}
      </header>
      {session.isPending ? (
        <p role="status">{t('lt_opening')}</p>
      ) : session.isError ? (
        <p role="alert">{errorText(session.error)}</p>
      ) : (
        <>
          <BetSlip detail={detail.data} session={session.data} />
          <MyTickets gameCode={game.gameCode} sessionToken={session.data.sessionToken} />
        </>
      )}
      <section aria-labelledby="trend">
        <h2 id="trend">{t('lt_trend')}</h2>
        <TrendChart results={results} />
      </section>
      <section aria-labelledby="history">
        <h2 id="history">{t('lt_history')}</h2>
        {draws.isError ? (
          <p role="alert">{errorText(draws.error)}</p>
        ) : (
          <DrawHistory draws={draws.data ?? []} />
        )}
      </section>
    </div>
  );
}
