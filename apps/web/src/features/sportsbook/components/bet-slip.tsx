import {
  formatOdds,
  oddsFormats,
  type AcceptOddsChange,
  type OddsFormat,
} from '@app/sportsbook-provider/client-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { refreshBalance } from '../../../lib/wallet-balance';
import { useLoginState } from '../../../lib/session';
import { requestSiteModal } from '../../../lib/site-modal';
import { placeBet, SbApiError, type BookRef } from '../api/sb-client';
import { combinedOdds, slip, useSlip } from '../lib/bet-slip';
import { requestIdOf, useSbErrorText } from '../lib/error-text';
import styles from './sportsbook.module.css';

const presets = ['50', '100', '500', '1000'];
const accepts: AcceptOddsChange[] = ['none', 'higher', 'any'];

/** The bet slip: a drawer on phones, a panel beside the book on wide screens. */
export function BetSlip({ book }: { book: BookRef }) {
  const { t } = useTranslation();
  const state = useSlip();
  const queryClient = useQueryClient();
  const errorText = useSbErrorText();
  const { isLogin, isTrial } = useLoginState();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(requestIdOf);
  const odds = combinedOdds(state.legs);
  const stake = Number(state.stake);
  const validStake = /^\d+(\.\d{1,2})?$/.test(state.stake) && stake > 0;
  const potential = validStake ? (stake * odds).toFixed(2) : '0.00';
  const changed =
    error instanceof SbApiError && error.value?.key === 'odds_changed' ? error.value.odds : null;

  const start = () => {
    if (!isLogin) return requestSiteModal('login');
    if (isTrial) return requestSiteModal('trialNotice');
    setError(null);
    setConfirming(true);
  };
  const place = async () => {
    setBusy(true);
    try {
      const bet = await placeBet(book, {
        requestId,
        legs: state.legs.map((leg) => ({
          marketId: leg.marketId,
          selectionId: leg.selectionId,
          odds: leg.odds,
        })),
        stake: Number(state.stake).toFixed(2),
        accept: state.accept,
      });
      setPlaced(bet.betId);
      slip.clear();
      refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
      setConfirming(false);
      setRequestId(requestIdOf());
    }
  };

  const count = state.legs.length;
  return (
    <>
      <button
        type="button"
        className={styles.slipToggle}
        onClick={() => slip.setOpen(!state.open)}
        aria-expanded={state.open}
        aria-controls="bet-slip"
      >
        {t('sb_bet_slip')} <span className={styles.slipCount}>{count}</span>
      </button>
      <aside
        id="bet-slip"
        className={[styles.slip, state.open && styles.slipOpen].filter(Boolean).join(' ')}
        aria-label={t('sb_bet_slip')}
      >
        <header className={styles.slipHeader}>
          <h2>{count > 1 ? t('sb_multiple', { count }) : t('sb_single')}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => slip.setOpen(false)}
            aria-label={t('sb_close')}
          >
            ×
          </button>
        </header>
        {placed && (
          <p className={styles.success} role="status">
            {t('sb_bet_placed')}
          </p>
        )}
        {count === 0 && !placed && <p className={styles.empty}>{t('sb_slip_empty')}</p>}
        <ul className={styles.slipLegs}>
          {state.legs.map((leg) => (
            <li key={leg.marketId} className={styles.slipLeg}>
              <div>
                <strong>{leg.selectionName}</strong>
                <span>{leg.marketName}</span>
                <span>{leg.fixtureName}</span>
              </div>
              <span className={styles.slipOdds}>
                {formatOdds(Math.round(Number(leg.odds) * 100), state.oddsFormat)}
              </span>
              <button
                type="button"
                className={styles.close}
                onClick={() => slip.remove(leg.marketId)}
                aria-label={t('sb_remove')}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {count > 0 && (
          <div className={styles.slipForm}>
            <label className={styles.field}>
              {t('sb_stake')}
              <input
                inputMode="decimal"
                value={state.stake}
                onChange={(event) => slip.setStake(event.target.value.trim())}
                placeholder="0.00"
                name="stake"
              />
            </label>
            <div className={styles.presets}>
              {presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={styles.chip}
                  onClick={() => slip.setStake(preset)}
                >
                  {preset}
                </button>
              ))}
            </div>
            <p className={styles.total}>
              {t('sb_total_odds')} <strong>{odds.toFixed(2)}</strong>
            </p>
            <p className={styles.total}>
              {t('sb_potential_return')} <strong data-testid="potential-return">৳{potential}</strong>
            </p>
            <label className={styles.field}>
              {t('sb_odds_format')}
              <select
                value={state.oddsFormat}
                onChange={(event) => slip.setOddsFormat(event.target.value as OddsFormat)}
              >
                {oddsFormats.map((format) => (
                  <option key={format} value={format}>
                    {t(`sb_format_${format}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('sb_accept_changes')}
              <select
                value={state.accept}
                onChange={(event) => slip.setAccept(event.target.value as AcceptOddsChange)}
              >
                {accepts.map((accept) => (
                  <option key={accept} value={accept}>
                    {t(`sb_accept_${accept}`)}
                  </option>
                ))}
              </select>
            </label>
            {error !== null && (
              <div className={styles.error} role="alert">
                <p>{errorText(error)}</p>
                {changed && (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      slip.takeOdds(changed);
                      setError(null);
                    }}
                  >
                    {t('sb_accept_new_odds')}
                  </button>
                )}
              </div>
            )}
            <button type="button" className="btn btn-primary" disabled={!validStake || busy} onClick={start}>
              {t('sb_place_bet')}
            </button>
          </div>
        )}
      </aside>
      {confirming && (
        <ConfirmDialog
          title={t('sb_confirm_title')}
          confirmLabel={t('sb_place_bet')}
          busy={busy}
          onConfirm={() => void place()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {t('sb_confirm_text', {
              stake: Number(state.stake).toFixed(2),
              odds: odds.toFixed(2),
              potential,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
