import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import styles from './agent-ui.module.css';

/** An agent page: its heading (also the document title), an optional intro and actions. */
export function AgentPageFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.pageHead}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        {actions}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

/** A titled card section of a page. */
export function AgentCard({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

export function AgentLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Label and value pairs (contract terms, details). */
export function Terms({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.terms}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.termRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
