import type { ReactNode } from 'react';
import styles from './ops.module.css';

/** A console page: its title, then the content. */
export function OpsPageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.page} aria-labelledby="ops-page-title">
      <div className={styles.row}>
        <h1 id="ops-page-title" className={styles.title}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

// Moved to components/ so console pages of other features (app/ops-pages.ts) share it.
export { QueryView } from '../../../components/query-view';
