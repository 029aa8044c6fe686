import type { RoundRecord } from '@app/house-games';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import type { ProviderApi } from '../api/provider-api';
import { minorText } from '../lib/money';
import styles from './game-shell.module.css';
import { ProofDetails } from './proof-details';

export const roundQueryKey = (sessionToken: string, roundId: string) =>
  ['hp-round', sessionToken, roundId] as const;

interface RoundRecallDialogProps {
  api: ProviderApi;
  sessionToken: string;
  roundId: string;
  onClose: () => void;
  /** Draws a round as the player saw it (the game's own result view, without animation). */
  renderResult: (record: RoundRecord) => ReactNode;
}

/** Round recall: a past round redrawn from its record, with its stake, return and fairness proof. */
export function RoundRecallDialog({
  api,
  sessionToken,
  roundId,
  onClose,
  renderResult,
}: RoundRecallDialogProps) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const recall = useQuery({
    queryKey: roundQueryKey(sessionToken, roundId),
    queryFn: ({ signal }) => api.round(roundId, signal),
    staleTime: Infinity,
  });
  const round = recall.data?.round;
  return (
    <Modal title={t('gc_recall_title', { id: roundId })} onClose={onClose} size="large">
      {recall.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : recall.isError ? (
        <ErrorState error={recall.error} onRetry={() => void recall.refetch()} />
      ) : (
        round && (
          <div className={styles.recall}>
            <p className={styles.muted}>
              {t('gc_recall_time', { time: formatDateTime(recall.data.time, i18n.language, timeZone) })}
            </p>
            {renderResult(round)}
            <p className={styles.roundLine}>
              {t('gc_round_line', { stake: minorText(round.stake), win: minorText(round.win) })}
              {recall.data.winPending && <span className={styles.badge}>{t('gc_pending')}</span>}
            </p>
            <ProofDetails proof={round.proof} verified={recall.data.verified} />
          </div>
        )
      )}
    </Modal>
  );
}
