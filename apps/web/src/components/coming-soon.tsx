import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { Icon } from './icons';
import styles from './coming-soon.module.css';

/** The honest body of a feature that is not built yet. */
export function ComingSoonNote({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.note}>
      <span className={styles.badge}>
        <Icon name="clock" size={16} />
        {t('coming_soon')}
      </span>
      <p className={styles.text}>{t('coming_soon_text', { name })}</p>
    </div>
  );
}

/**
 * A page that is not built yet: the real layout around its name and a coming-soon note. `intro`
 * goes under the heading; `homeLink` offers the way back to the lobby (not from the agent center).
 */
export function ComingSoonPage({
  title,
  intro,
  homeLink = true,
}: {
  title: string;
  intro?: ReactNode;
  homeLink?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {intro}
      <div className={styles.card}>
        <span className={styles.art} aria-hidden="true">
          <Icon name="tools" size={40} />
        </span>
        <ComingSoonNote name={title} />
        {homeLink && (
          <Link to="/" className="btn btn-secondary">
            {t('back_home')}
          </Link>
        )}
      </div>
    </section>
  );
}
