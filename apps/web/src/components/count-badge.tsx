import { useTranslation } from 'react-i18next';
import styles from './count-badge.module.css';

/** A red count (spec section 2: badges on messages, missions, rewards); nothing at 0. */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('unread_count', { count })}</span>
    </span>
  );
}
