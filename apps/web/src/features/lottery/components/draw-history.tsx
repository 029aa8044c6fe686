import type { LpDrawView } from '@app/lottery-provider/client-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { getDrawProof } from '../api/lottery-provider';
import { DrawResult } from './draw-result';
import styles from './lottery.module.css';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The fairness proof of one draw: the published hash, the revealed seed, the check and the commands. */
function Proof({ drawId }: { drawId: string }) {
  const { t } = useTranslation();
  const proof = useQuery({
    queryKey: ['lp-proof', drawId],
    queryFn: ({ signal }) => getDrawProof(drawId, signal),
  });
  if (proof.isPending) return <p role="status">{t('lt_loading')}</p>;
  if (proof.isError) return <p role="alert">{t('lt_load_failed')}</p>;
  const { seedHash, seed, verification, commands } = proof.data;
  return (
    <div className={styles.proof} data-testid="fairness-proof">
      <p>
        {t('lt_seed_hash')}: <code>{seedHash}</code>
      </p>
      <p>
        {t('lt_seed')}: <code>{seed ?? t('lt_seed_hidden')}</code>
      </p>
      {verification && (
        <p>
          {verification.seedMatchesHash && verification.resultMatchesSeed
            ? t('lt_verified')
            : t('lt_not_verified')}
        </p>
      )}
      {commands.length > 0 && (
        <>
          <p>{t('lt_verify_yourself')}</p>
          {commands.map((command) => (
            <pre key={command}>{command}</pre>
          ))}
        </>
      )}
    </div>
  );
}

/** Results history with dates, each draw's proof one tap away. */
export function DrawHistory({ draws }: { draws: readonly LpDrawView[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const drawn = draws.filter((draw) => draw.result !== null || draw.status === 'void');
  if (drawn.length === 0) return <p>{t('lt_no_results')}</p>;
  return (
    <ol className={styles.history}>
      {drawn.map((draw) => (
        <li key={draw.drawId}>
          <div className={styles.historyRow}>
            <span>
              <strong>{draw.issue}</strong>{' '}
              <small>{formatDateTime(draw.drawAt, i18n.language, localZone())}</small>
            </span>
            {draw.status === 'void' ? (
              <em>{t('lt_void')}</em>
            ) : (
              draw.result && <DrawResult result={draw.result} compact />
            )}
            <button
              type="button"
              className="btn btn-secondary"
              aria-expanded={open === draw.drawId}
              onClick={() => setOpen(open === draw.drawId ? null : draw.drawId)}
            >
              {t('lt_fairness')}
            </button>
          </div>
          {open === draw.drawId && <Proof drawId={draw.drawId} />}
        </li>
      ))}
    </ol>
  );
}
