import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../feedback';
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

/** A console page's tab bar: the selected tab is the primary button. */
export function OpsTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  labelOf,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  labelOf: (tab: T) => string;
}) {
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((entry) => (
        <button
          key={entry}
          type="button"
          role="tab"
          aria-selected={selected === entry}
          className={`btn btn-sm ${selected === entry ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => onSelect(entry)}
        >
          {labelOf(entry)}
        </button>
      ))}
    </div>
  );
}

interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, error and empty states of a console query, then its content. */
export function QueryView<T>({
  query,
  isEmpty,
  children,
}: {
  query: Loadable<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (isEmpty?.(query.data)) return <EmptyState title={t('ops_nothing_here')} />;
  return <>{children(query.data)}</>;
}
