import type { RiskHint } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ops/ops.module.css';

/** Risk hints (of an order or a member): a badge each, its detail beside it (and as the badge's tooltip). */
export function RiskBadges({ hints }: { hints: readonly RiskHint[] }) {
  const { t } = useTranslation();
  if (hints.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <>
      {hints.map((hint) => {
        const detail = t(`ops_risk_${hint.kind}_detail`, hint.detail);
        return (
          <div key={hint.kind}>
            <span className={`${styles.badge} ${styles.warn}`} title={detail}>
              {t(`ops_risk_${hint.kind}`)}
            </span>
            <div className={styles.muted}>{detail}</div>
          </div>
        );
      })}
    </>
  );
}
