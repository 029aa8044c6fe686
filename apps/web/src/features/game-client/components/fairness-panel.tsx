import { isValidClientSeed } from '@app/house-games';
import type { HpFairness, HpRoundResult } from '@app/house-provider/client-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderApi } from '../api/provider-api';
import { useGameErrorText } from '../lib/use-game-error-text';
import styles from './game-shell.module.css';
import { ProofDetails } from './proof-details';
import { roundQueryKey } from './round-recall-dialog';

interface FairnessPanelProps {
  api: ProviderApi;
  sessionToken: string;
  /** The commitment of the next round. */
  fairness: HpFairness;
  onFairness: (next: HpFairness) => void;
  /** The newest round, once its animation has ended. */
  last: HpRoundResult | null;
  busy: boolean;
}

/**
 * Commit-reveal fairness: the next round's server seed hash before play, the client seed (editable),
 * and after a round its revealed seed with the provider's verification and the commands to check by hand.
 */
export function FairnessPanel({ api, sessionToken, fairness, onFairness, last, busy }: FairnessPanelProps) {
  const { t } = useTranslation();
  const errorText = useGameErrorText();
  const seedId = useId();
  const hintId = useId();
  const [seed, setSeed] = useState(fairness.clientSeed);
  const save = useMutation({
    mutationFn: (clientSeed: string) => api.setClientSeed(clientSeed),
    onSuccess: onFairness,
  });
  const recall = useQuery({
    queryKey: roundQueryKey(sessionToken, last?.roundId ?? ''),
    queryFn: ({ signal }) => api.round(last!.roundId, signal),
    enabled: last !== null,
    staleTime: Infinity,
  });
  const valid = isValidClientSeed(seed);

  return (
    <details className={styles.section}>
      <summary className={styles.sectionTitle}>{t('gc_fairness')}</summary>
      <p className={styles.muted}>{t('gc_fairness_help')}</p>
      <dl className={styles.facts}>
        <dt>{t('gc_next_hash')}</dt>
        <dd className={styles.mono} data-testid="next-seed-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>{t('gc_nonce')}</dt>
        <dd className={styles.mono}>{fairness.nonce}</dd>
      </dl>
      <form
        className={styles.seedForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate(seed);
        }}
      >
        <label htmlFor={seedId}>{t('gc_client_seed')}</label>
        <div className={styles.seedRow}>
          <input
            id={seedId}
            className={styles.input}
            value={seed}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!valid}
            aria-describedby={hintId}
            onChange={(event) => setSeed(event.target.value)}
          />
          <button
            type="submit"
            className="btn btn-secondary btn-sm"
            disabled={!valid || busy || save.isPending || seed === fairness.clientSeed}
          >
            {t('gc_save_seed')}
          </button>
        </div>
        <p id={hintId} className={styles.muted} role={save.isError ? 'alert' : 'status'}>
          {save.isError ? errorText(save.error) : save.isSuccess ? t('gc_seed_saved') : t('gc_seed_hint')}
        </p>
      </form>
      {last && (
        <>
          <h3 className={styles.subTitle}>{t('gc_last_round')}</h3>
          <ProofDetails
            proof={last.round.proof}
            verified={recall.data?.verified}
            problem={recall.isError ? errorText(recall.error) : undefined}
          />
        </>
      )}
    </details>
  );
}
