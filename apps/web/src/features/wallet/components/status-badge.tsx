import type { DepositStatus, WithdrawalStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from './wallet.module.css';

type Tone = 'waiting' | 'good' | 'bad' | 'action';

const depositTones: Record<DepositStatus, Tone> = {
  pending: 'waiting',
  credited: 'good',
  rejected: 'bad',
  failed: 'bad',
  review: 'waiting',
};

const withdrawalTones: Record<WithdrawalStatus, Tone> = {
  pending: 'waiting',
  paid: 'action',
  rejected: 'bad',
  received: 'good',
  partially_received: 'waiting',
  not_received: 'bad',
};

const toneClass: Record<Tone, string | undefined> = {
  waiting: styles.badgeWaiting,
  good: styles.badgeGood,
  bad: styles.badgeBad,
  action: styles.badgeAction,
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${toneClass[depositTones[status]]}`}>
      {t(`deposit_status_${status}`)}
    </span>
  );
}

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${toneClass[withdrawalTones[status]]}`}>
      {t(`withdrawal_status_${status}`)}
    </span>
  );
}

/** The status of a deposit or withdrawal named in an account record (null for transfers). */
export function OrderStatusBadge({ status, reference }: { status: string; reference: string }) {
  if (reference.startsWith('D') && status in depositTones)
    return <DepositStatusBadge status={status as DepositStatus} />;
  if (reference.startsWith('W') && status in withdrawalTones) {
    return <WithdrawalStatusBadge status={status as WithdrawalStatus} />;
  }
  return null;
}
