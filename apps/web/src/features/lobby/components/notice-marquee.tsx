import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import styles from './notice-marquee.module.css';

interface NoticeMarqueeProps {
  titles: readonly string[];
  onOpen: () => void;
}

/** The marquee's place while the notices load. */
export function MarqueePlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}

/** The scrolling line of headlines and notice titles; a click opens the notice popup. */
export function NoticeMarquee({ titles, onOpen }: NoticeMarqueeProps) {
  const { t } = useTranslation();
  if (titles.length === 0) return null;
  const text = titles.join('   •   ');
  // Long lines take longer to pass, so every line reads at the same speed.
  const duration = `${Math.max(12, text.length * 0.22)}s`;
  return (
    <button type="button" className={styles.marquee} onClick={onOpen}>
      <span className={styles.icon}>
        <Icon name="megaphone" size={18} />
      </span>
      <span className="visually-hidden">{t('notices')}: </span>
      <span className={styles.window}>
        <span className={styles.track} style={{ animationDuration: duration }}>
          <span className={styles.text}>{text}</span>
          <span className={styles.text} aria-hidden="true">
            {text}
          </span>
        </span>
      </span>
    </button>
  );
}
